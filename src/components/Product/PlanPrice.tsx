import { getPlanExample } from '@/lib/plan-service/examples'
import { coverPhrase, premiumPhrase } from '@/lib/quote/copy'

import styles from './Product.module.css'

/**
 * "From ₦X a month", with the example it prices beside it, on a product card. Worked out at render
 * time from the product's default plan, so it always matches that plan's calculator.
 */
export async function PlanPrice({ planId, className }: { planId: number | null; className?: string }) {
  const example = await getPlanExample(planId)
  const price = example ? premiumPhrase(example) : null
  if (!example || !price) return null
  const start = example.kind === 'annuity' ? 'bought at age' : 'starting at age'
  return (
    <p className={`${styles.price}${className ? ` ${className}` : ''}`}>
      {/* One text node each: JSX pieces become separate nodes, with a marker between each in the HTML. */}
      <strong>{`From ${price}`}</strong> <span>{`for ${coverPhrase(example)}, ${start} ${example.age}`}</span>
    </p>
  )
}
