import { i18n } from '@/lib/i18n'
import { missingWords } from '@/lib/i18n/missing'

import { cachedRead, inLanguage } from './payload'

/** The pages edited as a global that are written in every language. */
export type TranslatedGlobal = 'home'

export type TranslationStatus = {
  /** The fields that show the default language's words, because this language has none yet. */
  missing: string[]
  /** Whether staff marked this language's words as read by a fluent speaker. */
  reviewed: boolean
}

/** How far a page edited as a global is written in a language (decision 045). */
export const getGlobalTranslation = cachedRead(
  'global-translation',
  async (payload, ctx, slug: TranslatedGlobal, code: string): Promise<TranslationStatus> => {
    const [english, own] = await Promise.all([
      payload.findGlobal({ slug, depth: 0, draft: ctx.draft, ...inLanguage(i18n.defaultLanguage.code) }),
      payload.findGlobal({ slug, depth: 0, draft: ctx.draft, locale: inLanguage(code).locale, fallbackLocale: false }),
    ])
    return { missing: missingWords(english, own), reviewed: own.translationReviewed === true }
  },
)
