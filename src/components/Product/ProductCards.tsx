import { Card } from '@/components/ui/Card'
import type { ProductCard } from '@/lib/content/products'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { PlanPrice } from './PlanPrice'
import styles from './Product.module.css'

/** Plan cards: each whole card links to the product page. */
export function ProductCards({ products, code = i18n.defaultLanguage.code }: { products: ProductCard[]; code?: string }) {
  if (products.length === 0) return null
  const t = i18n.translate(code)
  return (
    <ul className={`${styles.cardGrid} even-grid`}>
      {products.map((p) => (
        <li key={p.id}>
          <Card
            title={p.title}
            image={p.image}
            href={i18n.href(code, paths.product(p.categorySlug, p.slug))}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, calc(100vw - 32px)"
          >
            <p>{p.summary}</p>
            <PlanPrice planId={p.planId} code={code} />
            <span className={styles.more} aria-hidden="true">
              {t('See the plan')}
            </span>
          </Card>
        </li>
      ))}
    </ul>
  )
}
