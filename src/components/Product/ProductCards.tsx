import { Card } from '@/components/ui/Card'
import type { ProductCard } from '@/lib/content/products'
import { paths } from '@/lib/paths'

import { PlanPrice } from './PlanPrice'
import styles from './Product.module.css'

/** Plan cards: each whole card links to the product page. */
export function ProductCards({ products }: { products: ProductCard[] }) {
  if (products.length === 0) return null
  return (
    <ul className={`${styles.cardGrid} even-grid`}>
      {products.map((p) => (
        <li key={p.id}>
          <Card
            title={p.title}
            image={p.image}
            href={paths.product(p.categorySlug, p.slug)}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, calc(100vw - 32px)"
          >
            <p>{p.summary}</p>
            <PlanPrice planId={p.planId} />
            <span className={styles.more} aria-hidden="true">
              See the plan
            </span>
          </Card>
        </li>
      ))}
    </ul>
  )
}
