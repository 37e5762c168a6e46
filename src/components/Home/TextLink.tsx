import { Link } from '@/components/ui/Link.client'

import { ArrowIcon, ExternalIcon } from '@/components/ui/icons'
import styles from './Home.module.css'

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}

/** A "read more" style link from the CMS: a page of this site, or another website in a new tab (said aloud). */
export function TextLink({ href, label }: { href: string; label: string }) {
  if (isExternal(href)) {
    return (
      <a href={href} className={styles.textLink} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
        <ExternalIcon />
      </a>
    )
  }
  return (
    <Link href={href} className={styles.textLink}>
      {label}
      <ArrowIcon />
    </Link>
  )
}
