/**
 * The Pidgin words of the demo products follow the English row by row: an entry for every category and
 * product and none for an unknown slug, the same sections, cards and questions in the same order, an
 * optional field exactly where the English has one, every number and price token of an English text in
 * the Pidgin of the same field, and words that are really translated.
 */
import { describe, expect, it } from 'vitest'

import { handTypedPremiums } from '@/lib/quote/copy'

import { categories, products, type SeedBenefits, type SeedFaq, type SeedMarketing } from './products'
import { categoriesInPidgin, productsInPidgin, type PidginBenefits, type PidginSection } from './products-pidgin'

/** The CMS field's limit for a product's summary. */
const SUMMARY_MAX = 220

/** English texts the Pidgin may keep word for word: proper names, and texts that are only price tokens. */
const MAY_STAY_ENGLISH = new Set(['Redwood Life'])
const ONLY_TOKENS = /^(\s*\{\w+\}\s*)+$/
/** Other fields identical to the English, tolerated before the check calls the Pidgin untranslated. */
const MAX_UNTRANSLATED = 3

type Pair = { where: string; en: string; pcm: string }

/** The texts of one English document beside the Pidgin's, and where their shapes differ. */
class Walk {
  pairs: Pair[] = []
  problems: string[] = []

  text(where: string, en: string | undefined, pcm: string | undefined): void {
    if (en === undefined && pcm === undefined) return
    if (en === undefined || pcm === undefined) {
      this.problems.push(`${where}: ${en === undefined ? 'in the Pidgin but not in the English' : 'in the English but not in the Pidgin'}`)
      return
    }
    this.pairs.push({ where, en, pcm })
  }

  count(where: string, en: number, pcm: number): boolean {
    if (en === pcm) return true
    this.problems.push(`${where}: ${en} in the English, ${pcm} in the Pidgin`)
    return false
  }

  present(where: string, en: unknown, pcm: unknown): boolean {
    if ((en === undefined) === (pcm === undefined)) return en !== undefined
    this.problems.push(`${where}: ${en === undefined ? 'in the Pidgin but not in the English' : 'in the English but not in the Pidgin'}`)
    return false
  }

  heading(where: string, en: { text: string; accent: string }, pcm: { text: string; accent: string }): void {
    this.text(`${where}.text`, en.text, pcm.text)
    this.text(`${where}.accent`, en.accent, pcm.accent)
  }

  marketing(en: SeedMarketing[], pcm: PidginSection[]): void {
    if (!this.count('marketing sections', en.length, pcm.length)) return
    en.forEach((section, i) => {
      const other = pcm[i]!
      const where = `marketing[${i}]`
      this.text(`${where}.eyebrow`, section.eyebrow, other.eyebrow)
      this.heading(`${where}.heading`, section.heading, other.heading)
      this.text(`${where}.paragraphA`, section.paragraphA, other.paragraphA)
      this.text(`${where}.paragraphB`, section.paragraphB, other.paragraphB)
    })
  }

  benefits(en: SeedBenefits | undefined, pcm: PidginBenefits | undefined): void {
    if (!this.present('benefits', en, pcm)) return
    this.heading('benefits.heading', en!.heading, pcm!.heading)
    this.text('benefits.intro', en!.intro, pcm!.intro)
    if (!this.count('benefit cards', en!.cards.length, pcm!.cards.length)) return
    en!.cards.forEach((card, i) => {
      this.text(`benefits.cards[${i}].title`, card.title, pcm!.cards[i]!.title)
      this.text(`benefits.cards[${i}].text`, card.text, pcm!.cards[i]!.text)
    })
  }

  faqs(en: SeedFaq[], pcm: SeedFaq[]): void {
    if (!this.count('FAQs', en.length, pcm.length)) return
    en.forEach((faq, i) => {
      this.text(`faqs[${i}].question`, faq.question, pcm[i]!.question)
      this.text(`faqs[${i}].answer`, faq.answer, pcm[i]!.answer)
    })
  }
}

function walkCategory(slug: string): Walk {
  const en = categories.find((c) => c.slug === slug)!
  const pcm = categoriesInPidgin[slug]
  const walk = new Walk()
  if (!pcm) {
    walk.problems.push('no Pidgin entry')
    return walk
  }
  walk.text('blurb', en.blurb, pcm.blurb)
  walk.heading('heading', en.heading, pcm.heading)
  walk.text('description', en.description, pcm.description)
  walk.text('plansHeading', en.plansHeading, pcm.plansHeading)
  walk.marketing(en.marketing, pcm.marketing)
  walk.benefits(en.benefits, pcm.benefits)
  walk.faqs(en.faqs, pcm.faqs)
  if (walk.present('meta', en.meta, pcm.meta)) {
    walk.text('meta.title', en.meta!.title, pcm.meta!.title)
    walk.text('meta.description', en.meta!.description, pcm.meta!.description)
  }
  return walk
}

function walkProduct(slug: string): Walk {
  const en = products.find((p) => p.slug === slug)!
  const pcm = productsInPidgin[slug]
  const walk = new Walk()
  if (!pcm) {
    walk.problems.push('no Pidgin entry')
    return walk
  }
  walk.text('summary', en.summary, pcm.summary)
  walk.heading('heading', en.heading, pcm.heading)
  walk.text('description', en.description, pcm.description)
  walk.marketing(en.marketing, pcm.marketing)
  walk.benefits(en.benefits, pcm.benefits)
  walk.faqs(en.faqs, pcm.faqs)
  return walk
}

/** The digit groups of a text ("0700", "733", "9663", "5,000,000", "14.5"), sorted. */
const numbers = (text: string): string[] => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((run) => run.replace(/[.,]$/, '')).sort()
/** The price tokens of a text ({premium}, {example}, …), sorted. */
const tokens = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort()

/** Every text of an English document but its identifiers, name and pictures, which the Pidgin does not translate. */
const NOT_WORDS = new Set(['slug', 'name', 'kind', 'category', 'title'])
function englishTexts(doc: object): string[] {
  const texts = (value: unknown, key: string): string[] => {
    if (typeof value === 'string') return key === 'illustration' ? [] : [value]
    if (Array.isArray(value)) return value.flatMap((item) => texts(item, ''))
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k))
    return []
  }
  return Object.entries(doc).flatMap(([key, value]) => (NOT_WORDS.has(key) ? [] : texts(value, key)))
}

const documents = [
  ...categories.map((c) => ({ name: `category ${c.slug}`, english: c as object, walk: () => walkCategory(c.slug) })),
  ...products.map((p) => ({ name: `product ${p.slug}`, english: p as object, walk: () => walkProduct(p.slug) })),
]

describe('the Pidgin products', () => {
  it('have an entry for every category and product, and none for an unknown slug', () => {
    expect(Object.keys(categoriesInPidgin).sort()).toEqual(categories.map((c) => c.slug).sort())
    expect(Object.keys(productsInPidgin).sort()).toEqual(products.map((p) => p.slug).sort())
  })

  it.each(documents)('$name has the English shape: sections, cards, FAQs and optional fields', ({ walk }) => {
    expect(walk().problems).toEqual([])
  })

  it.each(documents)('$name keeps every number and price token of each English text', ({ walk }) => {
    const differ = walk()
      .pairs.filter(({ en, pcm }) => numbers(en).join(' ') !== numbers(pcm).join(' ') || tokens(en).join(' ') !== tokens(pcm).join(' '))
      .map(({ where, en, pcm }) => ({ where, en: [...numbers(en), ...tokens(en)], pcm: [...numbers(pcm), ...tokens(pcm)] }))
    expect(differ).toEqual([])
  })

  it.each(documents)('$name has no empty text and no hand-typed premium', ({ walk }) => {
    const pairs = walk().pairs
    expect(pairs.filter(({ pcm }) => pcm.trim() === '').map(({ where }) => where)).toEqual([])
    expect(pairs.flatMap(({ where, pcm }) => handTypedPremiums(pcm).map((found) => `${where}: ${found}`))).toEqual([])
  })

  it('is translated: at most a handful of texts are the English word for word', () => {
    const same = documents.flatMap(({ name, walk }) =>
      walk()
        .pairs.filter(({ en, pcm }) => pcm.trim() === en.trim() && !MAY_STAY_ENGLISH.has(en.trim()) && !ONLY_TOKENS.test(en))
        .map(({ where, en }) => `${name} ${where}: ${en}`),
    )
    expect(same.length, same.join('\n')).toBeLessThanOrEqual(MAX_UNTRANSLATED)
  })

  it.each(documents)('$name: the check reads every English text (a new field needs a place in the Pidgin)', ({ walk, english }) => {
    expect(walk().pairs.length).toBe(englishTexts(english).length)
  })

  it.each(products.map((p) => p.slug))('%s has a summary within the CMS limit', (slug) => {
    expect(productsInPidgin[slug]?.summary.length ?? 0).toBeLessThanOrEqual(SUMMARY_MAX)
  })
})
