import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CategoryRoute, categoryMetadata } from '@/components/Category/CategoryRoute'
import { i18n } from '@/lib/i18n'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

/** Any category's address: the page answers 404 for one that does not exist. */
export const dynamicParams = true

type Props = { params: Promise<{ locale: string; section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await params
  return i18n.isOtherLanguage(locale) ? categoryMetadata(section, locale) : {}
}

/** /pcm/policy/{category}/home: a category's landing page in another language (decision 045). */
export default async function Page({ params }: Props) {
  const { locale, section } = await params
  if (!i18n.isOtherLanguage(locale)) notFound()
  return <CategoryRoute section={section} code={locale} />
}
