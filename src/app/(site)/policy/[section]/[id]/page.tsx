import type { Metadata } from 'next'

import { ProductRoute, productMetadata } from '@/components/Product/ProductRoute'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

type Props = { params: Promise<{ section: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section, id } = await params
  return productMetadata(section, id)
}

/**
 * /policy/{category}/{product}: a product page, rendered once per content version and served from Next's
 * cache (decision 018). It reads no query string: an address with the needs calculator's `?cover=` is
 * sent to cover/page.tsx by src/proxy.ts, which Next renders per request.
 */
export default async function Product({ params }: Props) {
  const { section, id } = await params
  return <ProductRoute section={section} id={id} cover={null} />
}
