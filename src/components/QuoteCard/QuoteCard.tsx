import type { Product } from '@/payload-types'

/**
 * The card titled 'Fill the Form to get started' on every product page (placeholder until the
 * calculator lands; issue 5 owns this component and keeps its props).
 */
export function QuoteCard({ product }: { product: Product }) {
  return (
    <section aria-labelledby="quote-heading">
      <h2 id="quote-heading">Fill the Form to get started</h2>
      <p>Get a quote for {product.title}.</p>
    </section>
  )
}
