import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductRoute, productMetadata } from '@/components/Product/ProductRoute'
import { i18n } from '@/lib/i18n'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

/** Any product's address: the page answers 404 (or follows an editor's redirect) for one that does not exist. */
export const dynamicParams = true

type Props = { params: Promise<{ locale: string; section: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section, id } = await params
  return i18n.isOtherLanguage(locale) ? productMetadata(section, id, locale) : {}
}

/**
 * /pcm/policy/{category}/{product}: a product page in another language (decision 045), with its quote
 * card. It reads no query string, so it is kept in Next's cache like the English page.
 */
export default async function Page({ params }: Props) {
  const { locale, section, id } = await params
  if (!i18n.isOtherLanguage(locale)) notFound()
  return <ProductRoute section={section} id={id} cover={null} code={locale} />
}
