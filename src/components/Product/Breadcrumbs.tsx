import { Link } from '@/components/ui/Link.client'

import styles from './Product.module.css'

/** Where this page sits: Home › Life › Term Life Plan. The last item is the current page. */
export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
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
