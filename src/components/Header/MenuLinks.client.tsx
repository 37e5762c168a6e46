'use client'

import { Link } from '@/components/ui/Link.client'
import { ArrowIcon } from '@/components/ui/icons'

import styles from './Header.module.css'
import { HideInCorporateMode } from './HeaderControls.client'
import type { NavLink } from './nav'

/** A column of the Products menu: a category, its blurb and its plans. */
export type MenuColumn = {
  key: string
  title: string
  href: string
  blurb?: string
  corporate?: boolean
  products: { title: string; href: string }[]
}


/*
 * The menus' contents, drawn in the browser from plain data: the server sends each link once, as data in
 * the page's React payload, instead of as markup in the HTML and again as a tree in the payload. A menu
 * opens only with JavaScript, so nothing is lost without it (MenuPanel, issue 13).
 */

export function MenuColumns({ individual, corporate }: { individual: MenuColumn[]; corporate: MenuColumn[] }) {
  return (
    <div className={styles.megaGrid}>
      <HideInCorporateMode>
        {individual.map((column) => (
          <Column key={column.key} column={column} />
        ))}
      </HideInCorporateMode>
      {corporate.map((column) => (
        <Column key={column.key} column={column} />
      ))}
    </div>
  )
}

function Column({ column }: { column: MenuColumn }) {
  return (
    <div className={`${styles.column} ${column.corporate ? styles.columnCorporate : ''}`}>
      <Link href={column.href} className={styles.columnTitle}>
        {column.title}
        <ArrowIcon size={16} className={styles.columnArrow} />
      </Link>
      {column.blurb ? <p className={styles.columnBlurb}>{column.blurb}</p> : null}
      {column.products.length > 0 ? (
        <ul className={styles.productList}>
          {column.products.map((product) => (
            <li key={product.href}>
              <Link href={product.href}>{product.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export function MenuLinks({ links, columns }: { links: NavLink[]; columns?: boolean }) {
  return (
    <ul className={`${styles.linkList} ${columns ? styles.linkColumns : ''}`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.panelLink}>
            <span className={styles.panelLinkLabel}>{link.label}</span>
            {link.description ? <span className={styles.panelLinkText}>{link.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
