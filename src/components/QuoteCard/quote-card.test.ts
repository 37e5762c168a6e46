import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { fromWords, wordsFor } from '@/lib/i18n/words'
import { calculatorPlan, frequencyWord, yearsLabel } from '@/lib/plan-service/calculator'
import { planDataSchema } from '@/lib/plan-service/contract'
import { DEFAULT_BASIS } from '@/lib/quote/engine'
import { FREQUENCY_CODES, FREQUENCY_LABELS } from '@/lib/quote/frequency'
import { tenureHint } from '@/lib/wording'

import { compactNaira } from './QuoteChart'
import { buildResult } from './result'
import { carryOver, validateQuote, type ValidQuote } from './validate'
import { QUOTE_TEXTS } from './words'

const basis = {
  product: 'endowment-assurance',
  interestRate: 0.05,
  loading: 0.1,
  modalFactors: { ...DEFAULT_BASIS.modalFactors },
  singlePremium: 'S·A/(1−L)',
  mortality: { kind: 'makeham' as const, name: 'Standard Ultimate Survival Model', A: 0.00022, B: 2.7e-6, c: 1.124 },
}

const aee = calculatorPlan(
  'AEE',
  planDataSchema.parse({
    description: 'Endowment',
    paymentGap: '01,03,06,12',
    tenor: 20,
    minTenor2: 5,
    premium2PaySpName: 'AEE_PREMIUM',
    sumAssuredSpName: '',
    name: 'Endowment Assurance',
    basis,
  }),
)
const esp = calculatorPlan(
  'ESP',
  planDataSchema.parse({ description: 'Education', paymentGap: '0103', tenor: 2, minTenor2: 3, premium2PaySpName: '', sumAssuredSpName: 'X', name: 'Education' }),
)
const raw = calculatorPlan(
  'RAW',
  planDataSchema.parse({ description: 'Raw', paymentGap: '01,24', tenor: 0, minTenor2: 5, premium2PaySpName: '', sumAssuredSpName: 'X' }),
)

const today = new Date('2026-11-21T10:00:00Z')

describe('validateQuote', () => {
  it('gives the spec’s message for every empty field, in form order', () => {
    const r = validateQuote({ plan: 'AEE' }, aee, today)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(Object.entries(r.errors)).toEqual([
      ['firstName', 'Firstname is required'],
      ['lastName', 'Lastname is required'],
      ['dateOfBirth', 'Date of birth is required'],
      ['frequency', 'Frequency is required'],
      ['tenure', 'Tenure is required'],
      ['sumAssured', 'Sum Assured is required'],
    ])
    const p = validateQuote({ plan: 'ESP' }, esp, today)
    expect(!p.ok && p.errors.premium).toBe('Premium is required')
    expect(validateQuote({}, undefined, today)).toEqual({ ok: false, errors: { plan: 'Please choose a plan' } })
  })

  it('accepts a full form and turns the date into dd/mm/yyyy', () => {
    const r = validateQuote(
      { plan: 'AEE', firstName: ' Ada ', lastName: 'Obi', dateOfBirth: '1990-03-14', frequency: '01', tenure: '20', sumAssured: '1,000,000' },
      aee,
      today,
    )
    expect(r).toEqual({
      ok: true,
      value: { plan: 'AEE', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '01', tenure: 20, amountField: 'sumAssured', amount: 1_000_000 },
    })
  })

  it('checks the lists and whole naira', () => {
    const base = { plan: 'ESP', firstName: 'A', lastName: 'B', dateOfBirth: '1990-03-14', premium: '5000' }
    const r = validateQuote({ ...base, frequency: '12', tenure: '9' }, esp, today)
    expect(!r.ok && r.errors).toEqual({ frequency: 'Choose a payment frequency from the list.', tenure: 'Choose a tenure from the list.' })
    const k = validateQuote({ ...base, frequency: '03', tenure: '4', premium: '5000.50' }, esp, today)
    expect(!k.ok && k.errors.premium).toBe('Enter the premium in whole naira, without kobo.')
    const future = validateQuote({ ...base, frequency: '03', tenure: '4', dateOfBirth: '2027-01-01' }, esp, today)
    expect(!future.ok && future.errors.dateOfBirth).toBe("The date of birth can't be in the future.")
  })

  it('says plainly when an unknown frequency from the service is chosen', () => {
    const r = validateQuote({ plan: 'RAW', firstName: 'A', lastName: 'B', dateOfBirth: '1990-03-14', frequency: '24', tenure: '5', premium: '5000' }, raw, today)
    expect(!r.ok && r.errors.frequency).toBe('We can\'t quote payment frequency "24" online yet. Please choose another one.')
    expect(raw.frequencies.map((f) => f.label)).toEqual(['Monthly', '24'])
  })
})

describe('carryOver', () => {
  it('keeps what fits the new plan and drops the other amount', () => {
    expect(carryOver({ plan: 'AEE', firstName: 'A', frequency: '06', tenure: '20', sumAssured: '500000' }, esp)).toEqual({
      plan: 'ESP',
      firstName: 'A',
    })
    expect(carryOver({ plan: 'AEE', frequency: '01', tenure: '4', premium: '9000' }, esp)).toEqual({
      plan: 'ESP',
      frequency: '01',
      tenure: '4',
      premium: '9000',
    })
  })
})

describe('buildResult', () => {
  it('words the result as the spec does and fills the chart from the service’s schedule, and the basis', () => {
    // A schedule unlike any local calculation: the chart must show the service's own figures.
    const served = Array.from({ length: 20 }, (_, i) => ({ year: i + 1, age: 37 + i, premiumsPaid: 1000 * (i + 1), benefit: 7 }))
    const r = buildResult(
      aee,
      { plan: 'AEE', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '01', tenure: 20, amountField: 'sumAssured', amount: 1_000_000 },
      2837.97,
      served,
      today,
    )
    expect(r.message).toBe('Hello Ada Obi, your Premium is ₦2,838.')
    expect(r.age).toBe(36)
    expect(r.schedule).toEqual(served)
    expect(r.totalPremiums).toBe(20_000)
    expect(r.basis?.map((l) => l.label)).toEqual(['Plan type', 'Interest', 'Mortality', 'Loading', 'Modal factor', 'Age', 'Term'])
    expect(r.basis?.find((l) => l.label === 'Modal factor')?.value).toContain('0.0875 for Monthly')
    expect(r.basis?.find((l) => l.label === 'Age')?.value).toBe('36: your age last birthday on 21/11/2026 (born 14/03/1990).')

    const s = buildResult(
      esp,
      { plan: 'ESP', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '03', tenure: 4, amountField: 'premium', amount: 20_000 },
      300_000,
      null,
      today,
    )
    expect(s.message).toBe('Hello Ada Obi, your Sum Assured is ₦300,000.')
    expect(s.basis).toBeNull()
    // No schedule from the service: no chart and no total, rather than a figure of our own.
    expect(s.schedule).toEqual([])
    expect(s.totalPremiums).toBeNull()
  })

  it('labels the chart axis compactly', () => {
    expect(compactNaira(0)).toBe('₦0')
    expect(compactNaira(250_000)).toBe('₦250k')
    expect(compactNaira(1_500_000)).toBe('₦1.5m')
  })
})

describe('in the page’s language (decision 045)', () => {
  const pcm = i18n.translate('pcm')
  const en = i18n.translate('en')
  const ada: ValidQuote = { plan: 'AEE', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '01', tenure: 20, amountField: 'sumAssured', amount: 1_000_000 }
  const served = Array.from({ length: 20 }, (_, i) => ({ year: i + 1, age: 37 + i, premiumsPaid: 1000 * (i + 1), benefit: 7 }))

  it('gives the checks’ messages in Pidgin, and exactly today’s English in English', () => {
    const r = validateQuote({ plan: 'AEE' }, aee, today, pcm)
    expect(!r.ok && Object.entries(r.errors)).toEqual([
      ['firstName', 'You must write your first name'],
      ['lastName', 'You must write your surname'],
      ['dateOfBirth', 'You must put di date wey dem born you'],
      ['frequency', 'You must choose how often you go pay'],
      ['tenure', 'You must choose di tenure'],
      ['sumAssured', 'You must write di sum assured'],
    ])
    const base = { plan: 'ESP', firstName: 'A', lastName: 'B', dateOfBirth: '1990-03-14', premium: '5000' }
    const lists = validateQuote({ ...base, frequency: '12', tenure: '9' }, esp, today, pcm)
    expect(!lists.ok && lists.errors).toEqual({ frequency: 'Choose how often you go pay from di list.', tenure: 'Choose tenure from di list.' })
    const kobo = validateQuote({ ...base, frequency: '03', tenure: '4', premium: '5000.50' }, esp, today, pcm)
    expect(!kobo.ok && kobo.errors.premium).toBe('Write di premium for whole naira, no put kobo.')
    const future = validateQuote({ ...base, frequency: '03', tenure: '4', dateOfBirth: '2027-01-01' }, esp, today, pcm)
    expect(!future.ok && future.errors.dateOfBirth).toBe('Di date wey dem born you no fit dey for future.')
    const raw24 = validateQuote({ plan: 'RAW', firstName: 'A', lastName: 'B', dateOfBirth: '1990-03-14', frequency: '24', tenure: '5', premium: '5000' }, raw, today, pcm)
    expect(!raw24.ok && raw24.errors.frequency).toBe('We no fit give quote online for payment frequency "24" yet. Abeg choose another one.')
    expect(validateQuote({}, undefined, today, pcm)).toEqual({ ok: false, errors: { plan: 'Abeg choose plan' } })

    // English: the code's own words, as the tests above and the browser tests expect them.
    for (const values of [{ plan: 'AEE' }, { plan: 'AEE', firstName: 'A', lastName: 'B', dateOfBirth: '2027-01-01', frequency: '24', tenure: '99', sumAssured: '1.5' }]) {
      expect(validateQuote(values, aee, today, en)).toEqual(validateQuote(values, aee, today))
    }
    const english = validateQuote({ plan: 'AEE' }, aee, today, en)
    expect(!english.ok && english.errors.firstName).toBe('Firstname is required')
  })

  it('writes the answer in Pidgin on the server, with the amounts formatted as in English', () => {
    const r = buildResult(aee, ada, 2837.97, served, today, pcm, 'en-NG')
    expect(r.message).toBe('Hello Ada Obi, your premium na ₦2,838.')
    expect(r.words.youPay).toBe('₦2,838 every month (12 times every year) for 20 years')
    expect(r.words.benefit).toEqual({ label: 'Guaranteed benefit', text: '₦1,000,000, wey we go pay you for age 56, or pay your family sharp-sharp if you die before dat time' })
    expect(r.words.chart).toBe(
      'By di end of year 20, all di premium wey you don pay go reach ₦20,000. Di guaranteed benefit na ₦7 for every year of di plan. All di premium wey you don pay go pass di benefit for year 1.',
    )
    expect(r.basis?.map((l) => l.label)).toEqual(['Type of plan', 'Interest', 'Mortality', 'Loading', 'Modal factor', 'Age', 'Term'])
    const value = (label: string) => r.basis?.find((l) => l.label === label)?.value
    expect(value('Modal factor')).toBe('0.0875 for Every month: each instalment na di premium for one year × 0.0875.')
    expect(value('Age')).toBe('36: di age wey you be for your last birthday, as of 21/11/2026 (dem born you 14/03/1990).')
    expect(value('Term')).toBe('20 years, e go end for age 56.')
    expect(value('Mortality')).toBe('Standard Ultimate Survival Model: μx = A + B·cˣ, wey A = 0.00022, B = 0.0000027 and c = 1.124.')
    // The figures are the same numbers in every language.
    const english = buildResult(aee, ada, 2837.97, served, today)
    expect({ ...r, message: '', words: null, basis: null }).toEqual({ ...english, message: '', words: null, basis: null })

    const s = buildResult(esp, { ...ada, plan: 'ESP', frequency: '03', tenure: 4, amountField: 'premium', amount: 20_000 }, 300_000, null, today, pcm)
    expect(s.message).toBe('Hello Ada Obi, your sum assured na ₦300,000.')
    expect(s.words.youPay).toBe('₦20,000 every three months (4 times every year) for 4 years')
  })

  it('words each kind of cover in Pidgin, and keeps what the plan itself says in English, marked so', () => {
    const withBasis = (product: string, benefit?: string) =>
      calculatorPlan('X', planDataSchema.parse({ description: 'X', paymentGap: '01,OT', tenor: 20, minTenor2: 5, premium2PaySpName: 'X', sumAssuredSpName: '', name: 'X', basis: { ...basis, product, benefit } }))
    const benefitOf = (product: string) => buildResult(withBasis(product), ada, 1000, null, today, pcm).words.benefit
    expect(benefitOf('term-assurance')).toEqual({ label: 'Cover', text: '₦1,000,000 to your family if you die before age 56. We no dey pay anything when di term end.' })
    expect(benefitOf('health-surgery').text).toBe('Reach ₦1,000,000 every year for operation, until age 56.')
    expect(benefitOf('life-annuity')).toEqual({ label: 'Your income', text: '₦1,000,000 every month for di rest of your life. If you die first, we go pay am to your family until di 20-year guarantee end.' })
    expect(buildResult(withBasis('education-savings'), ada, 1000, null, today).words.benefit).toEqual({
      label: 'Guaranteed fund',
      text: '₦1,000,000, paid when the term ends at age 56. If you die before then, premiums stop and the fund is still paid.',
    })

    const once = buildResult(withBasis('endowment-assurance'), { ...ada, frequency: 'OT' }, 1000, null, today, pcm)
    expect(once.words.youPay).toBe('₦1,000 one time, for di start')
    expect(once.basis?.find((l) => l.label === 'Modal factor')?.value).toBe('None: One time na one payment wey you go pay for di start, S·A/(1−L).')

    const described = buildResult(withBasis('endowment-assurance', 'Pays at maturity.'), ada, 1000, null, today, pcm, 'en-NG')
    expect(described.basis?.[0]).toEqual({ label: 'Type of plan', value: 'Pays at maturity.', lang: 'en-NG' })
    expect(buildResult(withBasis('endowment-assurance', 'Pays at maturity.'), ada, 1000, null, today).basis?.[0]).toEqual({ label: 'Plan type', value: 'Pays at maturity.' })
  })

  it('keeps today’s English answer word for word', () => {
    const r = buildResult(aee, ada, 2837.97, served, today, en)
    expect(r).toEqual(buildResult(aee, ada, 2837.97, served, today))
    expect(r.words).toEqual({
      youPay: '₦2,838 monthly (12 times a year) for 20 years',
      benefit: { label: 'Guaranteed benefit', text: '₦1,000,000, paid at age 56, or to your family at once if you die before then' },
      chart:
        'By the end of year 20 you will have paid ₦20,000 in premiums in total. The guaranteed benefit is ₦7 in every year of the plan. Total premiums paid pass the benefit in year 1.',
    })
    expect(r.basis?.find((l) => l.label === 'Loading')?.value).toBe('10% of the premium, for expenses: premium = net premium ÷ (1 − 0.1).')
    expect(r.basis?.find((l) => l.label === 'Plan type')?.value).toBe(
      'Endowment assurance: the sum assured is paid at the end of the term, or at the end of the year of death if that comes first.',
    )
    expect(buildResult(aee, { ...ada, frequency: '12' }, 1, null, today).words.youPay).toBe('₦1 annual (once a year) for 20 years')
    expect(buildResult(aee, { ...ada, frequency: '06' }, 1, null, today).words.youPay).toBe('₦1 semi-annual (2 times a year) for 20 years')
  })
})

describe('the form’s words (the browser gets them as a prop, never the catalogue)', () => {
  it('has Pidgin for every text the form writes, and passes nothing on an English page', () => {
    expect(i18n.missing('pcm', QUOTE_TEXTS)).toEqual([])
    const words = wordsFor(QUOTE_TEXTS, i18n.translate('pcm'))
    const t = fromWords(words)
    expect(t('Get my quote')).toBe('Give me my quote')
    // Placeholders are filled in the browser, with the values as the English page shows them.
    expect(t('For ages {min} to {max}, ending by age {end}.', { min: 18, max: 60, end: 70 })).toBe('For people from age 18 reach 60, and di plan must end by age 70.')
    expect(yearsLabel(10, t)).toBe('10 years')
    expect(frequencyWord('01', t)).toBe('Every month')
    expect(tenureHint('wholeLife', t)).toBe('How many years you go pay premium. Di cover go last your whole life.')

    expect(wordsFor(QUOTE_TEXTS, i18n.translate('en'))).toEqual({})
    const english = fromWords<(typeof QUOTE_TEXTS)[number]>(undefined)
    expect(english('Get my quote')).toBe('Get my quote')
    expect(english("We couldn't reach our quote service. Please try again, or call {phone}.", { phone: '0700 733 9663' })).toBe(
      "We couldn't reach our quote service. Please try again, or call 0700 733 9663.",
    )
  })

  it('names the frequencies in English exactly as the plan service’s labels', () => {
    for (const code of FREQUENCY_CODES) expect(frequencyWord(code)).toBe(FREQUENCY_LABELS[code])
    expect(frequencyWord('24')).toBe('24')
  })

  it('keeps the catalogue and the i18n index out of the browser’s modules', () => {
    const visited = browserModules(path.join(process.cwd(), 'src/components/QuoteCard/QuoteForm.client.tsx'))
    const rel = [...visited].map((file) => path.relative(process.cwd(), file))
    expect(rel).toContain('src/lib/i18n/words.ts')
    expect(rel).toContain('src/components/QuoteCard/QuoteResult.tsx')
    expect(rel.filter((file) => /catalogue\.json$|src\/lib\/i18n\/index\.ts$/.test(file))).toEqual([])
  })
})

/**
 * The site's modules a client component pulls into the browser: its imports (not `import type`), and
 * theirs, except a server action's module ('use server'), which stays on the server.
 */
function browserModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const source = fs.readFileSync(entry, 'utf8')
  if (entry !== '' && /^\s*['"]use server['"]/.test(source)) return seen
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const specifier = match[1] ?? ''
    const base = specifier.startsWith('@/')
      ? path.join(process.cwd(), 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(entry), specifier)
        : null
    if (!base) continue
    const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
    if (file && /\.(tsx?|json)$/.test(file)) browserModules(file, seen)
  }
  return seen
}
