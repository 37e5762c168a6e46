import type { Payload, Where } from 'payload'

import { i18n } from '@/lib/i18n'
import { fieldLabel, missingWords } from '@/lib/i18n/missing'

import { cachedRead, inLanguage, type ContentLocale } from './payload'

/** The pages edited as a global that are written in every language. */
export type TranslatedGlobal = 'home' | 'claims' | 'claims-faq' | 'claims-glossary' | 'claims-promise' | 'claim-forms'

/** The collections whose documents are written in every language (each document a page, or part of one). */
export type TranslatedCollection = 'products' | 'product-categories'

/** One page written in several languages: a global, or one document of a collection. */
export type TranslatedPage = { global: TranslatedGlobal } | { collection: TranslatedCollection; id: number }

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

/** How far a document of a collection written in every language is written in a language (decision 045). */
export const getDocumentTranslation = cachedRead(
  'document-translation',
  async (payload, ctx, collection: TranslatedCollection, id: number, code: string): Promise<TranslationStatus> => {
    const read = (language: { locale: ContentLocale; fallbackLocale: ContentLocale | false }) =>
      payload.find({ collection, depth: 0, limit: 1, pagination: false, draft: ctx.draft, where: { id: { equals: id } }, ...language })
    const [english, own] = await Promise.all([read(inLanguage(i18n.defaultLanguage.code)), read({ locale: inLanguage(code).locale, fallbackLocale: false })])
    return { missing: missingWords(english.docs[0] ?? null, own.docs[0] ?? null), reviewed: own.docs[0]?.translationReviewed === true }
  },
)

/** One language's state of a page, for staff: the fields that show the default language's words, and the review. */
export type StaffTranslationStatus = { code: string; name: string; missing: string[]; reviewed: boolean }

/**
 * What the admin shows beside a page written in several languages (decision 045): for each language but
 * the default, the fields (by their labels) still showing the default language's words in the newest
 * version, draft or not, and whether a fluent speaker has reviewed it.
 */
export async function staffTranslationStatus(payload: Payload, page: TranslatedPage): Promise<StaffTranslationStatus[]> {
  const read = async (code: string, fallback: boolean): Promise<{ translationReviewed?: boolean | null } | null> => {
    const language = fallback ? inLanguage(code) : { locale: inLanguage(code).locale, fallbackLocale: false as const }
    if ('global' in page) return payload.findGlobal({ slug: page.global, depth: 0, draft: true, overrideAccess: true, ...language })
    const where: Where = { id: { equals: page.id } }
    const { docs } = await payload.find({ collection: page.collection, depth: 0, limit: 1, pagination: false, draft: true, overrideAccess: true, where, ...language })
    return docs[0] ?? null
  }
  const english = await read(i18n.defaultLanguage.code, true)
  const fields =
    'global' in page
      ? (payload.config.globals.find((global) => global.slug === page.global)?.fields ?? [])
      : (payload.collections[page.collection]?.config.fields ?? [])
  return Promise.all(
    i18n.languages
      .filter((language) => i18n.isOtherLanguage(language.code))
      .map(async (language) => {
        const own = await read(language.code, false)
        return {
          code: language.code,
          name: language.englishName ?? language.name,
          missing: missingWords(english, own).map((path) => fieldLabel(fields, path)),
          reviewed: own?.translationReviewed === true,
        }
      }),
  )
}
