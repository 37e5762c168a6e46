import { describe, expect, it } from 'vitest'

import { claimForms, faqPage, formsPage, glossaryEntries, overview, promisePage, userGuides } from '@/seed/data/claims'
import { termAnchor } from '@/lib/paths'

import { linkedTerms, parseCopy, parseInline, plainCopy } from './copyText'

describe('parseInline', () => {
  it('turns [[Term]] and [[words|Term]] into glossary links', () => {
    expect(parseInline('Pay the [[Sum assured]] to the [[beneficiaries|Beneficiary]].')).toEqual([
      { kind: 'text', text: 'Pay the ' },
      { kind: 'term', label: 'Sum assured', term: 'Sum assured', anchor: 'term-sum-assured' },
      { kind: 'text', text: ' to the ' },
      { kind: 'term', label: 'beneficiaries', term: 'Beneficiary', anchor: 'term-beneficiary' },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves single brackets and unfinished markup as text', () => {
    expect(parseInline('Policy [A] and [[unfinished')).toEqual([{ kind: 'text', text: 'Policy [A] and [[unfinished' }])
  })
})

describe('parseCopy', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    const blocks = parseCopy('First line\nstill first.\n\nSecond.')
    expect(blocks).toHaveLength(2)
    expect(plainCopy('First line\nstill first.\n\nSecond.')).toBe('First line still first. Second.')
  })

  it('makes a list of "- " and "• " lines, with the paragraph before it kept apart', () => {
    const blocks = parseCopy('You need:\n- a form\n• an ID\r\n- a [[Death certificate]]')
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list'])
    const list = blocks[1]
    expect(list?.kind === 'list' && list.items).toHaveLength(3)
  })

  it('returns nothing for empty text', () => {
    expect(parseCopy(null)).toEqual([])
    expect(parseCopy('  \n\n ')).toEqual([])
  })
})

describe('seeded claims content', () => {
  const anchors = new Set(glossaryEntries.map((e) => termAnchor(e.term)))
  const copies = [
    overview.intro,
    overview.agent.intro,
    ...overview.agent.steps.map((s) => s.body),
    overview.selfSubmit.formCard.body,
    overview.selfSubmit.sendCard.body,
    overview.promise.description,
    ...overview.faqs.map((f) => f.answer),
    promisePage.description,
    promisePage.approach.body,
    promisePage.whenYouClaim.body,
    ...promisePage.commitments.map((c) => c.body),
    ...faqPage.faqs.map((f) => f.answer),
    ...formsPage.faqs.map((f) => f.answer),
    ...glossaryEntries.map((e) => e.meaning),
  ]

  it('links only to terms that are in the glossary', () => {
    const missing = copies.flatMap(linkedTerms).filter((term) => !anchors.has(termAnchor(term)))
    expect(missing).toEqual([])
  })

  it('links to the glossary from several pages', () => {
    expect(copies.flatMap(linkedTerms).length).toBeGreaterThanOrEqual(10)
  })

  it('has enough terms, questions, forms and guides, each term once', () => {
    expect(glossaryEntries.length).toBeGreaterThanOrEqual(15)
    expect(anchors.size).toBe(glossaryEntries.length)
    expect(faqPage.faqs.length).toBeGreaterThanOrEqual(10)
    expect(claimForms.length).toBeGreaterThanOrEqual(5)
    expect(userGuides).toHaveLength(2)
  })

  it('states the 14-day processing promise', () => {
    expect(promisePage.processingPromise.statement).toBe(
      'Claims are usually processed within 14 days of receiving a complete application.',
    )
  })
})

describe('contact links', () => {
  it('turns e-mail addresses and Nigerian phone numbers into mailto: and tel: links', () => {
    expect(parseInline('Email claims@redwoodlife.example. Call 0700 733 9663 or +234 1 460 2200.')).toEqual([
      { kind: 'text', text: 'Email ' },
      { kind: 'link', text: 'claims@redwoodlife.example', href: 'mailto:claims@redwoodlife.example' },
      { kind: 'text', text: '. Call ' },
      { kind: 'link', text: '0700 733 9663', href: 'tel:+2347007339663' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: '+234 1 460 2200', href: 'tel:+23414602200' },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves amounts and policy numbers alone', () => {
    expect(parseInline('₦5,000,000.00 on RLA/IND/2019/004512')).toEqual([
      { kind: 'text', text: '₦5,000,000.00 on RLA/IND/2019/004512' },
    ])
  })
})
