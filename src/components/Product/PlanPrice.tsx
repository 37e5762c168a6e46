import { getPlanExample } from '@/lib/plan-service/examples'
import { i18n } from '@/lib/i18n'
import { coverPhrase, premiumPhrase, startPhrase } from '@/lib/quote/copy'

import styles from './Product.module.css'

/**
 * "From ₦X a month", with the example it prices beside it, on a product card. Worked out at render
 * time from the product's default plan, so it always matches that plan's calculator.
 */
export async function PlanPrice({ planId, className, code = i18n.defaultLanguage.code }: { planId: number | null; className?: string; code?: string }) {
  const t = i18n.translate(code)
  const example = await getPlanExample(planId)
  const price = example ? premiumPhrase(example, t) : null
  if (!example || !price) return null
  return (
    <p className={`${styles.price}${className ? ` ${className}` : ''}`}>
      {/* One text node each: JSX pieces become separate nodes, with a marker between each in the HTML. */}
      <strong>{t('From {price}', { price })}</strong> <span>{t('for {cover}, {start}', { cover: coverPhrase(example, t), start: startPhrase(example, t) })}</span>
    </p>
  )
}
