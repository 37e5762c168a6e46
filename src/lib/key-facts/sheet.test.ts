import fc from 'fast-check'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { checkKeyFactsRead, KEY_FACTS_FIELD } from '@/lib/application/validate'
import type { PriceExample } from '@/lib/quote/copy'

import { keyFactsPdf, pdfText } from './pdf'
import { keyFactsSheet, type KeyFactsInput, type KeyFactsPlan } from './sheet'

const plan: KeyFactsPlan = {
  code: 'AEE',
  name: 'Endowment Assurance',
  description: 'Savings with life cover.',
  kind: 'endowment',
  healthBenefit: null,
  paymentFrequencies: ['01', '12'],
  minTenor2: 5,
  tenor: 20,
  minEntryAge: 18,
  maxEntryAge: 60,
  maxMaturityAge: 70,
  minPremium: 2500,
  minSumAssured: 250000,
  keyFacts: { notCovered: 'Death by suicide in the first year.\n\nWar.', coolingOffDays: 15, gracePeriodDays: 30, cashValuePercent: 50, cashValueAfterYears: 3 },
  updatedAt: '2026-11-26T10:00:00.000Z',
}
const example: PriceExample = { planName: plan.name, kind: 'endowment', healthBenefit: null, age: 35, term: 20, frequency: '01', sumAssured: 5_000_000, premium: 14_175.63 }
const input = (over: Partial<KeyFactsInput> = {}): KeyFactsInput => ({
  plan,
  example,
  site: { brandName: 'Redwood Life Assurance Limited', callCentrePhone: '0700 000 0000', customerServiceEmail: 'care@example.com', officeHours: 'Monday to Friday' },
  licence: null,
  complaints: { acknowledgeDays: 0, resolveDays: 14, email: 'complaints@example.com', bureau: { name: 'The regulator’s complaints bureau', phone: '0800 000 0000', email: '', address: '', website: '' } },
  claimDays: 14,
  origin: 'https://example.com',
  paths: { claimStart: '/claims/start', claimTrack: '/claims/track', complaints: '/complaints', product: '/policy/life/x' },
  today: new Date('2026-11-26T10:00:00Z'),
  ...over,
})
const text = (sheet: ReturnType<typeof keyFactsSheet>, id: string) => {
  const s = sheet.sections.find((x) => x.id === id)
  return [...(s?.paragraphs ?? []), ...(s?.items ?? []), ...(s?.rows ?? []).map((r) => `${r.label}: ${r.value}`)].join('\n')
}

describe('keyFactsSheet', () => {
  it('says how to complain with the complaints promise and the regulator’s bureau from the settings', () => {
    const words = text(keyFactsSheet(input()), 'complain')
    expect(words).toContain('email complaints@example.com')
    expect(words).toContain('We acknowledge a complaint at once and give you our final answer within 14 days.')
    expect(words).toContain('you can take it to The regulator’s complaints bureau, 0800 000 0000.')
    const slower = keyFactsSheet(input({ complaints: { ...input().complaints, acknowledgeDays: 2, resolveDays: 10 } }))
    expect(text(slower, 'complain')).toContain('We acknowledge a complaint within 2 working days and give you our final answer within 10 days.')
  })

  it('has the ten parts the issue lists, in order', () => {
    expect(keyFactsSheet(input()).sections.map((s) => s.id)).toEqual([
      'what-for', 'what-it-pays', 'not-covered', 'who-can-buy', 'example', 'stop-paying', 'cooling-off', 'claim', 'complain', 'licence',
    ])
  })

  it('works the totals and the cash value out from the quoted premium and the plan’s rules', () => {
    const sheet = keyFactsSheet(input())
    expect(sheet.figures?.totalPremiums).toBe(3_402_151.2)
    expect(sheet.figures?.cashValue).toEqual({ afterYears: 3, paid: 510_322.68, back: 255_161.34 })
    expect(text(sheet, 'stop-paying')).toContain('you would have paid ₦510,323, so you would get back at least ₦255,161')
    expect(text(sheet, 'stop-paying')).toContain('you have 30 days to pay it')
    expect(text(sheet, 'example')).toContain('Premium: ₦14,176 a month')
    expect(text(sheet, 'not-covered')).toBe('Death by suicide in the first year.\nWar.')
    expect(text(sheet, 'cooling-off')).toContain('within 15 days')
    expect(text(sheet, 'claim')).toContain('within 14 days')
  })

  it('says plainly when nothing comes back, and when there are no premiums to miss', () => {
    const none = keyFactsSheet(input({ plan: { ...plan, keyFacts: { ...plan.keyFacts, cashValuePercent: 0 } } }))
    expect(text(none, 'stop-paying')).toContain('you get nothing back')
    expect(none.figures?.cashValue).toBeNull()
    const once = keyFactsSheet(input({ plan: { ...plan, paymentFrequencies: ['OT'] }, example: { ...example, frequency: 'OT', premium: 1_000_000 } }))
    expect(text(once, 'stop-paying')).toContain('You pay once')
    expect(once.sections.find((s) => s.id === 'stop-paying')?.heading).toBe('If you cash it in')
  })

  it('without a price sends the reader to the calculator instead of showing a figure', () => {
    const sheet = keyFactsSheet(input({ example: { ...example, premium: null } }))
    expect(text(sheet, 'example')).toContain('We could not work out the example just now')
    expect(text(sheet, 'example')).not.toMatch(/₦\d/)
  })
})

describe('keyFactsPdf', () => {
  it('writes naira as NGN, which the standard font can draw', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    expect(pdfText('₦14,176 a month — plan’s ✓', font)).toBe('NGN 14,176 a month — plan’s ')
  })

  it('never runs past two A4 pages, even with far more text than the fields allow', async () => {
    const long = keyFactsSheet(input({ plan: { ...plan, description: 'A long description. '.repeat(400) } }))
    const pdf = await PDFDocument.load(await keyFactsPdf(long, 'https://example.com'))
    expect(pdf.getPageCount()).toBe(2)
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
  })
})

describe('checkKeyFactsRead', () => {
  it('accepts only a ticked box, over 1,000 other posted values', () => {
    expect(checkKeyFactsRead({ [KEY_FACTS_FIELD]: 'on' }).ok).toBe(true)
    expect(checkKeyFactsRead({}).ok).toBe(false)
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (v) => {
        const ticked = ['on', 'yes', 'true'].includes(v.trim().toLowerCase())
        const checked = checkKeyFactsRead({ [KEY_FACTS_FIELD]: v })
        expect(checked.ok).toBe(ticked)
        if (!checked.ok) expect(checked.errors[KEY_FACTS_FIELD]).toMatch(/read the key facts/)
      }),
      { numRuns: 1_000, seed: 20_261_126 },
    )
  })
})
