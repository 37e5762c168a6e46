/**
 * The Pidgin words of the claims questions, promise, glossary and forms pages follow the English row by
 * row: a question, commitment, glossary entry, form and guide for every English one and none the English
 * lacks; every number, email address and phone number of an English text in the Pidgin of the same field;
 * the same glossary links, bullets and paragraphs; one Pidgin topic for each English topic; and words that
 * are really translated.
 */
import { describe, expect, it } from 'vitest'

import { claimForms, faqPage, formsPage, glossaryEntries, glossaryPage, promisePage, userGuides } from './claims'
import {
  claimFormSummariesInPidgin,
  faqPageInPidgin,
  formsPageInPidgin,
  glossaryMeaningsInPidgin,
  glossaryPageInPidgin,
  promisePageInPidgin,
  userGuideSummariesInPidgin,
} from './claims-pidgin'

type Pair = { where: string; en: string; pcm: string }
type Heading = { text: string; accent: string }

/**
 * Texts the Pidgin may keep word for word, by where they are: only texts that are nothing but names or
 * numbers, and the unit shown under the promise's figure, which Pidgin writes with the English word
 * ("14 days", as the claims overview's highlights and the interface's "{n} days" do).
 */
const MAY_STAY_ENGLISH: Record<string, string> = {
  'promise processingPromise.unit': 'days',
}

/** English fields the Pidgin does not translate: settings and picture kinds. */
const NOT_WORDS = new Set(['figure', 'kind'])

/** Every text of the four pages, the English beside the Pidgin, and where their shapes differ. */
function walk(): { pairs: Pair[]; problems: string[] } {
  const pairs: Pair[] = []
  const problems: string[] = []
  const text = (where: string, en: string, pcm: string | undefined) => {
    if (typeof pcm !== 'string') problems.push(`${where}: in the English but not in the Pidgin`)
    else pairs.push({ where, en, pcm })
  }
  const heading = (where: string, en: Heading, pcm: Heading) => {
    text(`${where}.text`, en.text, pcm.text)
    text(`${where}.accent`, en.accent, pcm.accent)
  }
  const count = (where: string, en: number, pcm: number) => {
    if (en !== pcm) problems.push(`${where}: ${en} in the English, ${pcm} in the Pidgin`)
    return en === pcm
  }
  const keyed = (where: string, en: string[], pcm: Record<string, string>, english: (key: string) => string) => {
    for (const key of en) text(`${where}[${key}]`, english(key), pcm[key])
    for (const key of Object.keys(pcm)) if (!en.includes(key)) problems.push(`${where}[${key}]: in the Pidgin but not in the English`)
    if (new Set(en).size !== en.length) problems.push(`${where}: an English key appears twice`)
  }

  // /claims/faqs
  heading('faq heading', faqPage.heading, faqPageInPidgin.heading)
  text('faq intro', faqPage.intro, faqPageInPidgin.intro)
  if (count('faq questions', faqPage.faqs.length, faqPageInPidgin.faqs.length)) {
    faqPage.faqs.forEach((faq, i) => {
      const other = faqPageInPidgin.faqs[i]!
      text(`faq faqs[${i}].topic`, faq.topic, other.topic)
      text(`faq faqs[${i}].question`, faq.question, other.question)
      text(`faq faqs[${i}].answer`, faq.answer, other.answer)
    })
  }
  text('faq meta.title', faqPage.meta.title, faqPageInPidgin.meta.title)
  text('faq meta.description', faqPage.meta.description, faqPageInPidgin.meta.description)

  // /claims/promise
  const promise = promisePageInPidgin
  heading('promise heading', promisePage.heading, promise.heading)
  text('promise description', promisePage.description, promise.description)
  text('promise processingPromise.unit', promisePage.processingPromise.unit, promise.processingPromise.unit)
  text('promise processingPromise.statement', promisePage.processingPromise.statement, promise.processingPromise.statement)
  text('promise approach.heading', promisePage.approach.heading, promise.approach.heading)
  text('promise approach.body', promisePage.approach.body, promise.approach.body)
  text('promise whenYouClaim.heading', promisePage.whenYouClaim.heading, promise.whenYouClaim.heading)
  text('promise whenYouClaim.body', promisePage.whenYouClaim.body, promise.whenYouClaim.body)
  heading('promise commitmentsHeading', promisePage.commitmentsHeading, promise.commitmentsHeading)
  if (count('promise commitments', promisePage.commitments.length, promise.commitments.length)) {
    promisePage.commitments.forEach((c, i) => {
      text(`promise commitments[${i}].title`, c.title, promise.commitments[i]!.title)
      text(`promise commitments[${i}].body`, c.body, promise.commitments[i]!.body)
    })
  }
  text('promise meta.title', promisePage.meta.title, promise.meta.title)
  text('promise meta.description', promisePage.meta.description, promise.meta.description)

  // /claims/glossary
  heading('glossary heading', glossaryPage.heading, glossaryPageInPidgin.heading)
  text('glossary intro', glossaryPage.intro, glossaryPageInPidgin.intro)
  text('glossary meta.title', glossaryPage.meta.title, glossaryPageInPidgin.meta.title)
  text('glossary meta.description', glossaryPage.meta.description, glossaryPageInPidgin.meta.description)
  keyed(
    'glossary meaning',
    glossaryEntries.map((e) => e.term),
    glossaryMeaningsInPidgin,
    (term) => glossaryEntries.find((e) => e.term === term)!.meaning,
  )

  // /claims/forms
  const forms = formsPageInPidgin
  heading('forms heading', formsPage.heading, forms.heading)
  text('forms intro', formsPage.intro, forms.intro)
  heading('forms formsHeading', formsPage.formsHeading, forms.formsHeading)
  text('forms formsIntro', formsPage.formsIntro, forms.formsIntro)
  heading('forms guidesHeading', formsPage.guidesHeading, forms.guidesHeading)
  heading('forms faqHeading', formsPage.faqHeading, forms.faqHeading)
  if (count('forms questions', formsPage.faqs.length, forms.faqs.length)) {
    formsPage.faqs.forEach((faq, i) => {
      text(`forms faqs[${i}].question`, faq.question, forms.faqs[i]!.question)
      text(`forms faqs[${i}].answer`, faq.answer, forms.faqs[i]!.answer)
    })
  }
  text('forms meta.title', formsPage.meta.title, forms.meta.title)
  text('forms meta.description', formsPage.meta.description, forms.meta.description)
  keyed(
    'form summary',
    claimForms.map((f) => f.name),
    claimFormSummariesInPidgin,
    (name) => claimForms.find((f) => f.name === name)!.summary,
  )
  keyed(
    'guide summary',
    userGuides.map((g) => g.name),
    userGuideSummariesInPidgin,
    (name) => userGuides.find((g) => g.name === name)!.summary,
  )

  return { pairs, problems }
}

/** The digit runs of a text ("0700", "733", "9663", "5,000,000.00", "8:00"), sorted. */
const numbers = (text: string): string[] => (text.match(/\d[\d,.:]*\d|\d/g) ?? []).map((run) => run.replace(/[.,:]$/, '')).sort()
/** The email addresses and Nigerian phone numbers of a text (as copyText.ts finds them), sorted. */
const contacts = (text: string): string[] =>
  (text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}|\+234(?:[ -]?\d){8,10}\b|\b0[789]0\d[ -]?\d{3}[ -]?\d{4}\b/g) ?? []).sort()
/** The glossary terms a text links to: [[words|Term]] → Term, [[Term]] → Term; sorted, each once. */
const LINK = /\[\[([^\]|]+?)(?:\|([^\]]+?))?\]\]/g
const linkTargets = (text: string): string[] =>
  [...new Set([...text.matchAll(LINK)].map((m) => (m[2] ?? m[1] ?? '').trim()))].sort()
/** Link markup left over once the well-formed links are taken out ("[[", "]]", "|" of a broken link). */
const brokenLinks = (text: string): boolean => /\[\[|\]\]/.test(text.replace(LINK, ''))
/** Lines of a "- " bullet list. */
const bullets = (text: string): number => text.split('\n').filter((line) => /^\s*- /.test(line)).length
/** Blocks separated by a blank line. */
const paragraphs = (text: string): number => text.split(/\n\s*\n/).filter((block) => block.trim() !== '').length

/** Every string of an English page, by path, but its settings and picture kinds. */
function englishPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, i) => englishPaths(item, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (NOT_WORDS.has(key) ? [] : englishPaths(v, path ? `${path}.${key}` : key)))
  return []
}

describe('the Pidgin claims pages', () => {
  const { pairs, problems } = walk()
  const terms = new Set(glossaryEntries.map((e) => e.term))

  it('have the English shape: a question, commitment, glossary entry, form and guide for each English one, and no other', () => {
    expect(problems).toEqual([])
  })

  it('read every English text of the four pages (a new English field needs a place in the Pidgin)', () => {
    const read = new Set(pairs.map((p) => p.where))
    const pages = { faq: faqPage, promise: promisePage, glossary: glossaryPage, forms: formsPage }
    const unread = Object.entries(pages).flatMap(([name, page]) =>
      englishPaths(page, '')
        .map((path) => `${name} ${path}`)
        .filter((where) => !read.has(where)),
    )
    expect(unread).toEqual([])
  })

  it('keep every number, email address and phone number of each English text', () => {
    const differ = pairs
      .filter(({ en, pcm }) => numbers(en).join(' ') !== numbers(pcm).join(' ') || contacts(en).join(' ') !== contacts(pcm).join(' '))
      .map(({ where, en, pcm }) => ({ where, en: [...numbers(en), ...contacts(en)], pcm: [...numbers(pcm), ...contacts(pcm)] }))
    expect(differ).toEqual([])
  })

  it('link to the same glossary terms as the English, each an English term of the glossary', () => {
    const differ = pairs
      .filter(({ en, pcm }) => linkTargets(en).join('|') !== linkTargets(pcm).join('|'))
      .map(({ where, en, pcm }) => ({ where, en: linkTargets(en), pcm: linkTargets(pcm) }))
    expect(differ).toEqual([])
    const unknown = pairs.flatMap(({ where, pcm }) => linkTargets(pcm).filter((t) => !terms.has(t)).map((t) => `${where}: ${t}`))
    expect(unknown).toEqual([])
    expect(pairs.filter(({ pcm }) => brokenLinks(pcm)).map(({ where }) => where)).toEqual([])
  })

  it('keep the bullets and paragraphs of each English text', () => {
    const differ = pairs
      .filter(({ en, pcm }) => bullets(en) !== bullets(pcm) || paragraphs(en) !== paragraphs(pcm))
      .map(({ where, en, pcm }) => ({ where, en: [bullets(en), paragraphs(en)], pcm: [bullets(pcm), paragraphs(pcm)] }))
    expect(differ).toEqual([])
  })

  it('give each English question topic one Pidgin topic, and different topics different words', () => {
    const seen = new Map<string, Set<string>>()
    faqPage.faqs.forEach((faq, i) => {
      const pcm = faqPageInPidgin.faqs[i]?.topic
      if (pcm !== undefined) seen.set(faq.topic, (seen.get(faq.topic) ?? new Set()).add(pcm.trim()))
    })
    const inconsistent = [...seen].filter(([, pcm]) => pcm.size !== 1).map(([en, pcm]) => `${en}: ${[...pcm].join(' / ')}`)
    expect(inconsistent).toEqual([])
    const pidginTopics = [...seen.values()].flatMap((pcm) => [...pcm])
    expect(new Set(pidginTopics).size).toBe(seen.size)
  })

  it('are translated: no empty text, and none the English word for word but those allowed', () => {
    expect(pairs.filter(({ pcm }) => pcm.trim() === '').map(({ where }) => where)).toEqual([])
    const same = pairs
      .filter(({ where, en, pcm }) => pcm.trim() === en.trim() && MAY_STAY_ENGLISH[where] !== en.trim())
      .map(({ where, en }) => `${where}: ${en}`)
    expect(same).toEqual([])
  })
})
