/**
 * The figures shown beside a successful quote: the year-by-year schedule for the chart and the
 * 'How we calculated this' lines. Worked out from the plan service's answer and the plan's basis
 * (as published by the plan lookup), so a remote service needs no extra fields.
 *
 * Every sentence of the answer is written here, on the server, in the page's language (`t`, the English
 * as written by default); amounts are formatted the same in every language.
 */
import { asWritten, type Translate } from '@/lib/i18n/words'
import { frequencyWord, type CalculatorPlan } from '@/lib/plan-service/calculator'
import type { PlanBasis, ScheduleRowBody } from '@/lib/plan-service/contract'
import { ageLastBirthday, type CoverKind } from '@/lib/quote/engine'
import { formatDdMmYyyy, lagosCalendarDate, parseDdMmYyyy } from '@/lib/quote/dates'
import { PAYMENTS_PER_YEAR, isFrequencyCode, frequencyName } from '@/lib/quote/frequency'
import { kindOfProduct } from '@/lib/quote/kinds'
import { formatNaira, roundMoney } from '@/lib/quote/money'

import type { BasisLine, QuoteResultView, ResultWords } from './state'
import type { ValidQuote } from './validate'

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`
}

function small(n: number): string {
  return Number(n.toPrecision(6)).toString()
}

function basisLines(
  basis: PlanBasis,
  frequency: string,
  age: number,
  term: number,
  birthDate: string,
  quotedOn: string,
  t: Translate,
  contentLang: string | undefined,
): BasisLine[] {
  const m = basis.mortality
  const code = isFrequencyCode(frequency) ? frequency : null
  const factor = code && code !== 'OT' ? small(basis.modalFactors[code]) : null
  const modal =
    code === 'OT'
      ? t('None: One Time is a single payment at the start, {formula}.', { formula: basis.singlePremium })
      : code && factor
        ? t('{factor} for {frequency}: each instalment is the annual premium × {factor}.', { factor, frequency: frequencyWord(code, t) })
        : t('Not published for this frequency.')
  const rates = basis.rates
  const pricing: BasisLine[] = rates
    ? [
        {
          label: t('Rates'),
          value: t('A yearly premium for each ₦1,000 of benefit, by age when you start: {rates}.', {
            rates: rates.map((r) => `${r.fromAge}–${r.toAge}: ₦${small(r.rate)}`).join('; '),
          }),
        },
      ]
    : [
        { label: t('Interest'), value: t('{rate} a year.', { rate: percent(basis.interestRate) }) },
        {
          label: t('Mortality'),
          value:
            m.kind === 'makeham'
              ? t('{name}: μx = A + B·cˣ with A = {A}, B = {B} and c = {c}.', { name: m.name, A: small(m.A), B: small(m.B), c: small(m.c) })
              : t('{name}, ages {min} to {max}.', { name: m.name, min: m.minAge, max: m.maxAge }),
        },
      ]
  // The plan's own description of its benefit is its data, in English until plans are translated.
  const planType: BasisLine =
    typeof basis.benefit === 'string'
      ? { label: t('Plan type'), value: basis.benefit, ...(contentLang ? { lang: contentLang } : {}) }
      : {
          label: t('Plan type'),
          value: t('Endowment assurance: the sum assured is paid at the end of the term, or at the end of the year of death if that comes first.'),
        }
  return [
    planType,
    ...pricing,
    {
      label: t('Loading'),
      value: t('{percent} of the premium, for expenses: premium = net premium ÷ (1 − {loading}).', { percent: percent(basis.loading), loading: small(basis.loading) }),
    },
    { label: t('Modal factor'), value: modal },
    { label: t('Age'), value: t('{age}: your age last birthday on {date} (born {born}).', { age, date: quotedOn, born: birthDate }) },
    { label: t('Term'), value: t('{term} years, ending at age {end}.', { term, end: age + term }) },
  ]
}

/** How much is paid and how often: '₦2,838 monthly (12 times a year) for 20 years'. */
function youPay(frequency: string, modalPremium: number, term: number, t: Translate): string {
  const amount = formatNaira(modalPremium)
  switch (frequency) {
    case '01':
      return t('{amount} monthly (12 times a year) for {term} years', { amount, term })
    case '03':
      return t('{amount} quarterly (4 times a year) for {term} years', { amount, term })
    case '06':
      return t('{amount} semi-annual (2 times a year) for {term} years', { amount, term })
    case '12':
      return t('{amount} annual (once a year) for {term} years', { amount, term })
    default:
      return t('{amount} once, at the start', { amount })
  }
}

/** What the plan pays, in the words of its kind of cover. */
function benefitOf(
  kind: CoverKind | null,
  healthBenefit: string | null,
  sumAssured: number,
  maturityAge: number,
  term: number,
  t: Translate,
): { label: string; text: string } {
  const amount = formatNaira(sumAssured)
  const age = maturityAge
  switch (kind) {
    case 'term':
      return { label: t('Cover'), text: t('{amount} to your family if you die before age {age}. Nothing is paid at the end of the term.', { amount, age }) }
    case 'familyIncome':
      return {
        label: t('Cover'),
        text: t('{amount} a month to your family, from the end of the year of death until the term ends at age {age}.', { amount, age }),
      }
    case 'education':
      return {
        label: t('Guaranteed fund'),
        text: t('{amount}, paid when the term ends at age {age}. If you die before then, premiums stop and the fund is still paid.', { amount, age }),
      }
    case 'wholeLife':
      return { label: t('Cover'), text: t('{amount} to your family whenever you die. You stop paying at age {age}.', { amount, age }) }
    case 'annuity':
      return {
        label: t('Your income'),
        text: t('{amount} a month for life, paid to your family until the {term}-year guarantee ends if you die first.', { amount, term }),
      }
    case 'health':
      return healthBenefit === 'hospital-cash'
        ? { label: t('Cover'), text: t('{amount} for every night in hospital, until age {age}.', { amount, age }) }
        : healthBenefit === 'surgery'
          ? { label: t('Cover'), text: t('Up to {amount} a year towards operations, until age {age}.', { amount, age }) }
          : { label: t('Cover'), text: t('{amount} if you are diagnosed with a covered illness before age {age}.', { amount, age }) }
    default:
      return {
        label: t('Guaranteed benefit'),
        text: t('{amount}, paid at age {age}, or to your family at once if you die before then', { amount, age }),
      }
  }
}

/** The chart's description: the schedule's total, the benefit, and the year the premiums pass it. */
export function chartSummary(rows: ScheduleRowBody[], t: Translate = asWritten): string {
  const last = rows.at(-1)
  if (!last) return ''
  const passes = rows.find((r) => r.premiumsPaid > r.benefit)
  return [
    t('By the end of year {year} you will have paid {amount} in premiums in total.', { year: last.year, amount: formatNaira(last.premiumsPaid) }),
    t('The guaranteed benefit is {amount} in every year of the plan.', { amount: formatNaira(last.benefit) }),
    passes
      ? t('Total premiums paid pass the benefit in year {year}.', { year: passes.year })
      : t('In every year, the benefit is more than the premiums paid so far.'),
  ].join(' ')
}

/**
 * The answer the card shows. `t` is the page's language (the English as written by default);
 * `contentLang` marks what stays in English on a page in another language (the plan's own words).
 */
export function buildResult(
  plan: CalculatorPlan,
  quote: ValidQuote,
  answer: number,
  schedule: ScheduleRowBody[] | null,
  now: Date = new Date(),
  t: Translate = asWritten,
  contentLang?: string,
): QuoteResultView {
  const today = lagosCalendarDate(now)
  const dob = parseDdMmYyyy(quote.birthDate)
  const age = dob.ok ? ageLastBirthday(dob.date, today) : 0
  const worked = quote.amountField === 'sumAssured' ? 'premium' : 'sumAssured'
  const modalPremium = roundMoney(worked === 'premium' ? answer : quote.amount)
  const sumAssured = roundMoney(worked === 'premium' ? quote.amount : answer)
  const known = isFrequencyCode(quote.frequency) ? quote.frequency : null
  const kind = plan.basis ? kindOfProduct(plan.basis.product) : null
  const healthBenefit = plan.basis?.product.startsWith('health-') ? plan.basis.product.slice('health-'.length) : null
  const quotedOn = formatDdMmYyyy(today)
  const name = `${quote.firstName} ${quote.lastName}`
  const amount = formatNaira(answer)
  const maturityAge = age + quote.tenure
  const rows = schedule ?? []
  const words: ResultWords = {
    youPay: youPay(known ?? quote.frequency, modalPremium, quote.tenure, t),
    benefit: benefitOf(kind, healthBenefit, sumAssured, maturityAge, quote.tenure, t),
    chart: chartSummary(rows, t),
  }
  return {
    message:
      worked === 'premium'
        ? t('Hello {name}, your Premium is {amount}.', { name, amount })
        : t('Hello {name}, your Sum Assured is {amount}.', { name, amount }),
    planCode: plan.code,
    planName: plan.name,
    kind,
    healthBenefit,
    worked,
    modalPremium,
    sumAssured,
    frequency: quote.frequency,
    frequencyName: frequencyName(quote.frequency),
    paymentsPerYear: known && known !== 'OT' ? PAYMENTS_PER_YEAR[known] : null,
    term: quote.tenure,
    age,
    maturityAge,
    // The chart and table are the plan service's own year-by-year answer, so they always agree with
    // the quote; a service that sends none gets no chart.
    totalPremiums: schedule?.at(-1)?.premiumsPaid ?? (known === 'OT' ? modalPremium : null),
    schedule: rows,
    basis: plan.basis ? basisLines(plan.basis, quote.frequency, age, quote.tenure, quote.birthDate, quotedOn, t, contentLang) : null,
    quotedOn,
    applicant: { firstName: quote.firstName, lastName: quote.lastName, dateOfBirth: quote.birthDate },
    words,
  }
}
