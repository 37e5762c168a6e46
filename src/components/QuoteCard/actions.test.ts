/**
 * The calculator's server action answers in the page's language, which the form sends as `language`
 * (decision 045): any value that is not one of the site's languages means English, never an error.
 * The plan service and the site settings are stand-ins here; the checks, the wording and the result are real.
 */
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { PlanLookup, QuoteOutcome } from '@/lib/plan-service'
import { planDataSchema } from '@/lib/plan-service/contract'
import { DEFAULT_BASIS } from '@/lib/quote/engine'

const service = vi.hoisted(() => ({
  lookup: null as unknown as (code: string) => PlanLookup,
  outcome: null as unknown as () => QuoteOutcome,
}))

vi.mock('@/lib/content/site', () => ({ getSiteSettings: async () => ({ callCentrePhone: '0700 733 9663' }) }))
vi.mock('@/lib/plan-service', () => ({
  planService: () => ({ name: 'stand-in', getPlan: async (code: string) => service.lookup(code), quote: async () => service.outcome() }),
}))

const { getQuote } = await import('./actions')
const { initialState } = await import('./state')

const AEE = planDataSchema.parse({
  description: 'Endowment',
  paymentGap: '01,03,06,12',
  tenor: 20,
  minTenor2: 5,
  premium2PaySpName: 'AEE_PREMIUM',
  sumAssuredSpName: '',
  name: 'Endowment Assurance',
  basis: {
    product: 'term-assurance',
    interestRate: 0.05,
    loading: 0.1,
    modalFactors: { ...DEFAULT_BASIS.modalFactors },
    singlePremium: 'S·A/(1−L)',
    mortality: { kind: 'makeham', name: 'Standard Ultimate Survival Model', A: 0.00022, B: 2.7e-6, c: 1.124 },
  },
})

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const FILLED = { plan: 'AEE', fieldsFor: 'AEE', firstName: 'Ada', lastName: 'Obi', dateOfBirth: '1990-03-14', frequency: '01', tenure: '20', sumAssured: '1,000,000' }

const ask = (fields: Record<string, string>) => getQuote(initialState('AEE'), form(fields))

beforeEach(() => {
  service.lookup = () => ({ ok: true, plan: AEE })
  service.outcome = () => ({ ok: true, amount: 2837.97, message: '', schedule: null })
})

describe('getQuote in the page’s language', () => {
  it('answers a Pidgin form in Pidgin: each field’s message, the result and its cover', async () => {
    const empty = await ask({ plan: 'AEE', fieldsFor: 'AEE', language: 'pcm' })
    expect(empty.status).toBe('invalid')
    expect(empty.fieldErrors).toMatchObject({ firstName: 'You must write your first name', sumAssured: 'You must write di sum assured' })

    const quoted = await ask({ ...FILLED, language: 'pcm' })
    expect(quoted.status).toBe('success')
    expect(quoted.result?.message).toBe('Hello Ada Obi, your premium na ₦2,838.')
    expect(quoted.result?.words.youPay).toBe('₦2,838 every month (12 times every year) for 20 years')
    expect(quoted.result?.words.benefit.text).toMatch(/^₦1,000,000 to your family if you die before age \d+\. We no dey pay anything when di term end\.$/)
    expect(quoted.result?.basis?.find((line) => line.label === 'Loading')?.value).toBe('10% of di premium, for expenses: premium = net premium ÷ (1 − 0.1).')

    expect((await getQuote(initialState(''), form({ plan: '', language: 'pcm' }))).fieldErrors).toEqual({ plan: 'Abeg choose plan' })
    expect((await getQuote(initialState(''), form({ plan: '' }))).fieldErrors).toEqual({ plan: 'Please choose a plan' })
  })

  it('answers an English form, or one with no language, exactly as before', async () => {
    for (const language of ['en', undefined]) {
      const fields: Record<string, string> = language ? { language } : {}
      const empty = await ask({ plan: 'AEE', fieldsFor: 'AEE', ...fields })
      expect(empty.fieldErrors).toEqual({
        firstName: 'Firstname is required',
        lastName: 'Lastname is required',
        dateOfBirth: 'Date of birth is required',
        frequency: 'Frequency is required',
        tenure: 'Tenure is required',
        sumAssured: 'Sum Assured is required',
      })
      const quoted = await ask({ ...FILLED, ...fields })
      expect(quoted.result?.message).toBe('Hello Ada Obi, your Premium is ₦2,838.')
      expect(quoted.result?.words.youPay).toBe('₦2,838 monthly (12 times a year) for 20 years')
      expect(quoted.result?.basis?.[0]?.label).toBe('Plan type')
    }
  })

  it('takes anything that is not one of the site’s languages as English, without an error', async () => {
    for (const language of ['xx', 'PCM', 'pcm ', '', '../pcm', 'en-NG', '__proto__', 'constructor']) {
      const answer = await ask({ ...FILLED, firstName: '', language })
      expect(answer.status, language).toBe('invalid')
      expect(answer.fieldErrors, language).toEqual({ firstName: 'Firstname is required' })
    }
    const file = form({ ...FILLED, firstName: '' })
    file.set('language', new Blob(['pcm']), 'language.txt')
    expect((await getQuote(initialState('AEE'), file)).fieldErrors).toEqual({ firstName: 'Firstname is required' })
  })

  it('says a plan is gone, or the service is down, in the page’s language with the phone number', async () => {
    service.lookup = () => ({ ok: false, reason: 'not-found', message: '' })
    expect((await ask({ ...FILLED, language: 'pcm' })).problems).toEqual([
      { message: 'Sorry, we no dey offer dat plan online again. Abeg choose another plan, or call 0700 733 9663.', field: 'plan' },
    ])
    expect((await ask(FILLED)).problems[0]?.message).toBe('Sorry, that plan is no longer offered online. Please choose another plan, or call 0700 733 9663.')

    service.lookup = () => ({ ok: true, plan: AEE })
    service.outcome = () => ({ ok: false, reason: 'unavailable', message: 'down' })
    expect((await ask({ ...FILLED, language: 'pcm' })).problems).toEqual([{ message: 'We no fit reach our quote service. Abeg try again, or call 0700 733 9663.' }])
    expect((await ask(FILLED)).problems).toEqual([{ message: "We couldn't reach our quote service. Please try again, or call 0700 733 9663." }])
  })

  it('passes the plan service’s own reasons on as it words them, marked as English on a Pidgin page', async () => {
    const reason = 'This plan must end by age 70. A 20-year plan starting at age 58 would end at 78; choose a shorter term.'
    service.outcome = () => ({ ok: false, reason: 'rejected', message: reason, errors: [reason], problems: [{ field: 'planDuration', message: reason }] })
    expect((await ask({ ...FILLED, language: 'pcm' })).problems).toEqual([{ message: reason, field: 'tenure', lang: 'en-NG' }])
    expect((await ask(FILLED)).problems).toEqual([{ message: reason, field: 'tenure' }])
  })
})

describe('getQuote under hostile input', () => {
  it('1,000 forms of any language value and any answers: an answer every time, in Pidgin only for exactly "pcm", with no stack trace', async () => {
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '1990-02-30', '31/12/1990', '1,000,000', '<script>', 'a'.repeat(5_000)))
    const names = ['plan', 'fieldsFor', 'firstName', 'lastName', 'dateOfBirth', 'frequency', 'tenure', 'sumAssured', 'premium'] as const
    const input = fc.record({
      language: fc.oneof(fc.constant(undefined), fc.constantFrom('pcm', 'en', 'PCM', 'pcm ', 'yo', '__proto__', 'toString', ''), fc.string({ maxLength: 20 })),
      fields: fc.record(Object.fromEntries(names.map((name) => [name, fc.option(field, { nil: undefined })])) as Record<(typeof names)[number], fc.Arbitrary<string | undefined>>),
    })
    await fc.assert(
      fc.asyncProperty(input, async ({ language, fields }) => {
        const data = new FormData()
        for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value)
        if (language !== undefined) data.set('language', language)
        const answer = await getQuote(initialState('AEE'), data)
        expect(['invalid', 'rejected', 'unavailable', 'switched', 'success']).toContain(answer.status)
        const words = JSON.stringify(answer)
        expect(words).not.toMatch(/\bat \w+ \(|node_modules|\/work\//)
        // The summary's title and the messages: a known English message means the page was not in Pidgin.
        if (language !== 'pcm') expect(words).not.toMatch(/You must write|Abeg choose plan/)
      }),
      { numRuns: 1_000, seed: 20_261_128 },
    )
  })
})

