import type { Metadata } from 'next'

import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { i18n } from '@/lib/i18n'

type OpenGraph = NonNullable<Metadata['openGraph']>

/** The picture a shared link shows when its page has none of its own (src/seed/assets/share-card.ts). */
export const SHARE_CARD_IMAGE = {
  url: '/share-card.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'Redwood Life Assurance Limited: for every life, for every future.',
}

/**
 * Open Graph for a page, on top of what every page shares (site name, Nigerian English, the share
 * card). A page that sets openGraph replaces the layout's whole object, so pages build theirs here.
 */
export async function openGraph(fields: OpenGraph = {}): Promise<OpenGraph> {
  const settings = await getSiteSettings()
  return {
    siteName: settings.brandName,
    locale: 'en_NG',
    type: 'website',
    ...fields,
    images: fields.images ?? [SHARE_CARD_IMAGE],
  } as OpenGraph
}

/**
 * A page's canonical address in a language and, when the page exists in every language, each language's
 * address as an hreflang alternate (the default language's also as x-default). Decision 045.
 */
export function languageAlternates(path: string, code: string): NonNullable<Metadata['alternates']> {
  const canonicalUrl = (to: string) => `${env.serverUrl}${to}`
  const alternates = i18n.alternates(path)
  return {
    canonical: canonicalUrl(i18n.href(code, path)),
    ...(alternates.length > 1
      ? {
          languages: Object.fromEntries([
            ...alternates.map(({ language, href }) => [language.hreflang, canonicalUrl(href)]),
            ['x-default', canonicalUrl(path)],
          ]),
        }
      : {}),
  }
}
