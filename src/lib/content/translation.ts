import type { Payload } from 'payload'

import { i18n } from '@/lib/i18n'
import { fieldLabel, missingWords } from '@/lib/i18n/missing'

import { cachedRead, inLanguage } from './payload'

/** The pages edited as a global that are written in every language. */
export type TranslatedGlobal = 'home' | 'claims'

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

/** One language's state of a page, for staff: the fields that show the default language's words, and the review. */
export type StaffTranslationStatus = { code: string; name: string; missing: string[]; reviewed: boolean }

/**
 * What the admin shows beside a page written in several languages (decision 045): for each language but
 * the default, the fields (by their labels) still showing the default language's words in the newest
 * version, draft or not, and whether a fluent speaker has reviewed it.
 */
export async function staffTranslationStatus(payload: Payload, slug: TranslatedGlobal): Promise<StaffTranslationStatus[]> {
  const read = (code: string, fallback: boolean) =>
    payload.findGlobal({ slug, depth: 0, draft: true, overrideAccess: true, ...(fallback ? inLanguage(code) : { locale: inLanguage(code).locale, fallbackLocale: false }) })
  const english = await read(i18n.defaultLanguage.code, true)
  const fields = payload.config.globals.find((global) => global.slug === slug)?.fields ?? []
  return Promise.all(
    i18n.languages
      .filter((language) => i18n.isOtherLanguage(language.code))
      .map(async (language) => {
        const own = await read(language.code, false)
        return {
          code: language.code,
          name: language.englishName ?? language.name,
          missing: missingWords(english, own).map((path) => fieldLabel(fields, path)),
          reviewed: own.translationReviewed === true,
        }
      }),
  )
}
