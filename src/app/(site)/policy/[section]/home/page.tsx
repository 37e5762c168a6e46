import type { Metadata } from 'next'

import { CategoryRoute, categoryMetadata } from '@/components/Category/CategoryRoute'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

type Props = { params: Promise<{ section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).section)
}

/** /policy/{category}/home: a category's landing page; other spellings redirect here. */
export default async function Page({ params }: Props) {
  return <CategoryRoute section={(await params).section} />
}
