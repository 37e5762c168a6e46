import type { Metadata } from 'next'

import { coverParam } from '@/lib/needs'
import { MAX_AMOUNT } from '@/lib/schemas/quote'

import { ProductRoute, productMetadata } from '@/components/Product/ProductRoute'

type Props = { params: Promise<{ section: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section, id } = await params
  return productMetadata(section, id)
}

/**
 * A product page with the needs calculator's `?cover=`: src/proxy.ts sends /policy/{category}/{product}
 * ?cover=… here, so the plain page stays cacheable. The quote starts at that sum assured; a bad value is
 * ignored. Next renders it per request (it reads the query string); its canonical address is the product's.
 */
export default async function ProductWithCover({ params, searchParams }: Props) {
  const { section, id } = await params
  return <ProductRoute section={section} id={id} cover={coverParam((await searchParams).cover, MAX_AMOUNT)} />
}
