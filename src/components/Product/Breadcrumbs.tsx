import { Link } from '@/components/ui/Link.client'

import { i18n } from '@/lib/i18n'

import styles from './Product.module.css'

/** Where this page sits: Home › Life › Term Life Plan. The last item is the current page. */
export function Breadcrumbs({ items, code = i18n.defaultLanguage.code }: { items: { label: string; href?: string }[]; code?: string }) {
  return (
    <nav aria-label={i18n.translate(code)('Breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) =>
          item.href && i < items.length - 1 ? (
            <li key={i}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ) : (
            <li key={i} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
