import type { Metadata } from 'next'

import { headingText } from '@/components/ui/Heading'
import { openGraph } from '@/lib/metadata'
import type { HeadingPair, Meta } from '@/payload-types'

import { plainCopy } from './copyText'

/** A claims page's title and description: the editor's SEO fields, else its heading and introduction. */
export async function claimsMetadata(page: { meta?: Meta | null; heading?: HeadingPair | null }, intro: string | null | undefined, fallbackTitle: string): Promise<Metadata> {
  const title = page.meta?.title || headingText(page.heading) || fallbackTitle
  const text = page.meta?.description || plainCopy(intro)
  const description = text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text
  return { title, description: description || undefined, openGraph: await openGraph({ title, description: description || undefined }) }
}
