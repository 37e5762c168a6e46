/**
 * The site's languages and the interface's words in each (issue 26, decision 045). No React and no Payload
 * here: pages, the header and footer, the sitemap and next.config's rewrites all read this one module.
 *
 * - The languages are a setting (languages.json): the first is the default, whose pages keep their
 *   addresses; another language's pages are under /<code>/. A new language needs an entry there and its
 *   translations, and no code.
 * - The interface's words are one catalogue (catalogue.json), keyed by the English text itself: an English
 *   page shows exactly the words written in the code, and a word a catalogue lacks shows in English.
 * - Only the pages built in every language (TRANSLATED_PAGES) have an address under /<code>/; a link to any
 *   other page goes to its English address, and the language switcher is shown only where a counterpart
 *   exists.
 */

import { fill } from './words'

export type Language = {
  /** Its code in addresses and in Payload's localization: "pcm". */
  code: string
  /** Its name in its own words, as the switcher shows it: "Pidgin". */
  name: string
  /** Its name in English, for staff: "Nigerian Pidgin". */
  englishName?: string
  /** The page's lang attribute: "pcm", "en-NG". */
  htmlLang: string
  /** Its hreflang in alternates and the sitemap. */
  hreflang: string
}

export type LanguageSetting = { languages: Language[] }

/** Language code → English text → its translation. */
export type Catalogue = Record<string, Record<string, string>>

export type Values = Record<string, string | number>

/** The interface's words in one language: `t('Call us on {phone}', { phone })`. */
export type Translate = (english: string, values?: Values) => string


/**
 * The pages that exist in every language, as their default-language paths: the routes built under
 * src/app/(localized)/lang/[locale]. A page is added here when it is built there.
 */
export const TRANSLATED_PAGES: readonly RegExp[] = [/^\/$/, /^\/claims$/, /^\/claims\/(faqs|forms|glossary|promise)$/, /^\/policy\/[^/]+\/[^/]+$/]

/** Splits "/claims?x=1#top" into the path and what follows it. */
const splitPath = (href: string): [string, string] => {
  const at = href.search(/[?#]/)
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)]
}

export function createI18n(setting: LanguageSetting, catalogue: Catalogue, translatedPages: readonly RegExp[] = TRANSLATED_PAGES) {
  const languages = setting.languages
  const defaultLanguage = languages[0]
  if (!defaultLanguage) throw new Error('languages.json lists no language')
  const byCode = new Map(languages.map((language) => [language.code, language]))

  const hasTranslation = (path: string) => translatedPages.some((pattern) => pattern.test(splitPath(path)[0]))
  const isOtherLanguage = (code: string | null | undefined): boolean => !!code && code !== defaultLanguage.code && byCode.has(code)

  /** The address of a page of the site in a language: its own page under /<code>/ where one exists, otherwise its default address. */
  function href(code: string, target: string): string {
    if (!isOtherLanguage(code) || !target.startsWith('/') || target.startsWith('//') || !hasTranslation(target)) return target
    const [path, rest] = splitPath(target)
    return `/${code}${path === '/' ? '' : path}${rest}`
  }

  return {
    languages,
    defaultLanguage,
    isOtherLanguage,
    hasTranslation,
    href,
    /** The language of that code, or the default one. */
    language(code: string | null | undefined): Language {
      return (code ? byCode.get(code) : undefined) ?? defaultLanguage
    },
    /** The interface's words in a language; English (the code's own text) where the catalogue has none. */
    translate(code: string | null | undefined): Translate {
      const table = code && code !== defaultLanguage.code ? catalogue[code] : undefined
      return (english, values) => fill(table?.[english] ?? english, values)
    },
    /** A visible address split into its language and the page's default-language path: "/pcm/claims" → pcm, "/claims". */
    parse(pathname: string): { code: string; path: string } {
      const match = /^\/([^/?#]+)(\/[^?#]*)?$/.exec(pathname)
      const code = match?.[1]
      if (match && isOtherLanguage(code) && code) return { code, path: match[2] || '/' }
      return { code: defaultLanguage.code, path: pathname }
    },
    /** Every language's address of a page, when it exists in every language; otherwise none. */
    alternates(path: string): { language: Language; href: string }[] {
      if (!hasTranslation(path)) return []
      return languages.map((language) => ({ language, href: href(language.code, path) }))
    },
    /**
     * The lang attribute for a part of a page that is in the default language while the page is in
     * another (content not yet translated): none on a default-language page.
     */
    defaultLanguagePart(code: string | null | undefined): string | undefined {
      return isOtherLanguage(code) ? defaultLanguage.htmlLang : undefined
    },
    /** The English texts of `used` that a language's catalogue has no translation for. */
    missing(code: string, used: readonly string[]): string[] {
      const table = catalogue[code] ?? {}
      return used.filter((english) => !(english in table))
    },
  }
}

export type I18n = ReturnType<typeof createI18n>

/** A carousel's words in a language (components/ui/Carousel.client.tsx's `words`). */
export function carouselWords(t: Translate, items: string): { previous: string; next: string; show: string; showing: string } {
  return {
    previous: t('Previous {items}', { items }),
    next: t('Next {items}', { items }),
    show: t('Show slide {n} of {count}'),
    showing: t('Showing {n} of {count}'),
  }
}
