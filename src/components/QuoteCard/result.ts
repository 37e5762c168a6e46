/**
 * The figures shown beside a successful quote: the year-by-year schedule for the chart and the
 * 'How we calculated this' lines. Worked out from the plan service's answer and the plan's basis
 * (as published by the plan lookup), so a remote service needs no extra fields.
 */
import type { CalculatorPlan } from '@/lib/plan-service/calculator'
import type { PlanBasis, ScheduleRowBody } from '@/lib/plan-service/contract'
import { ageLastBirthday } from '@/lib/quote/engine'
import { formatDdMmYyyy, lagosCalendarDate, parseDdMmYyyy } from '@/lib/quote/dates'
import { FREQUENCY_LABELS, PAYMENTS_PER_YEAR, isFrequencyCode, frequencyName } from '@/lib/quote/frequency'
import { kindOfProduct } from '@/lib/quote/kinds'
import { formatNaira, roundMoney } from '@/lib/quote/money'

import type { BasisLine, QuoteResultView } from './state'
import type { ValidQuote } from './validate'

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`
}

function small(n: number): string {
  return Number(n.toPrecision(6)).toString()
}

const ENDOWMENT_BENEFIT =
  'Endowment assurance: the sum assured is paid at the end of the term, or at the end of the year of death if that comes first.'

function basisLines(basis: PlanBasis, frequency: string, age: number, term: number, birthDate: string, quotedOn: string): BasisLine[] {
  const m = basis.mortality
  const code = isFrequencyCode(frequency) ? frequency : null
  const factor = code && code !== 'OT' ? small(basis.modalFactors[code]) : null
  const modal =
    code === 'OT'
      ? `None: One Time is a single payment at the start, ${basis.singlePremium}.`
      : code && factor
        ? `${factor} for ${FREQUENCY_LABELS[code]}: each instalment is the annual premium × ${factor}.`
        : 'Not published for this frequency.'
  const rates = basis.rates
  const pricing: BasisLine[] = rates
    ? [
        {
          label: 'Rates',
          value: `A yearly premium for each ₦1,000 of benefit, by age when you start: ${rates
            .map((r) => `${r.fromAge}–${r.toAge}: ₦${small(r.rate)}`)
            .join('; ')}.`,
        },
      ]
    : [
        { label: 'Interest', value: `${percent(basis.interestRate)} a year.` },
        {
          label: 'Mortality',
          value:
            m.kind === 'makeham'
              ? `${m.name}: μx = A + B·cˣ with A = ${small(m.A)}, B = ${small(m.B)} and c = ${small(m.c)}.`
              : `${m.name}, ages ${m.minAge} to ${m.maxAge}.`,
        },
      ]
  return [
    { label: 'Plan type', value: basis.benefit ?? ENDOWMENT_BENEFIT },
    ...pricing,
    { label: 'Loading', value: `${percent(basis.loading)} of the premium, for expenses: premium = net premium ÷ (1 − ${small(basis.loading)}).` },
    { label: 'Modal factor', value: modal },
    { label: 'Age', value: `${age}: your age last birthday on ${quotedOn} (born ${birthDate}).` },
    { label: 'Term', value: `${term} years, ending at age ${age + term}.` },
  ]
}

export function buildResult(
  plan: CalculatorPlan,
  quote: ValidQuote,
  answer: number,
  schedule: ScheduleRowBody[] | null,
  now: Date = new Date(),
): QuoteResultView {
  const today = lagosCalendarDate(now)
  const dob = parseDdMmYyyy(quote.birthDate)
  const age = dob.ok ? ageLastBirthday(dob.date, today) : 0
  const worked = quote.amountField === 'sumAssured' ? 'premium' : 'sumAssured'
  const modalPremium = roundMoney(worked === 'premium' ? answer : quote.amount)
  const sumAssured = roundMoney(worked === 'premium' ? quote.amount : answer)
  const known = isFrequencyCode(quote.frequency) ? quote.frequency : null
  const kind = plan.basis ? kindOfProduct(plan.basis.product) : null
  const quotedOn = formatDdMmYyyy(today)
  const name = `${quote.firstName} ${quote.lastName}`
  return {
    message:
      worked === 'premium'
        ? `Hello ${name}, your Premium is ${formatNaira(answer)}.`
        : `Hello ${name}, your Sum Assured is ${formatNaira(answer)}.`,
    planCode: plan.code,
    planName: plan.name,
    kind,
    healthBenefit: plan.basis?.product.startsWith('health-') ? plan.basis.product.slice('health-'.length) : null,
    worked,
    modalPremium,
    sumAssured,
    frequency: quote.frequency,
    frequencyName: frequencyName(quote.frequency),
    paymentsPerYear: known && known !== 'OT' ? PAYMENTS_PER_YEAR[known] : null,
    term: quote.tenure,
    age,
    maturityAge: age + quote.tenure,
    // The chart and table are the plan service's own year-by-year answer, so they always agree with
    // the quote; a service that sends none gets no chart.
    totalPremiums: schedule?.at(-1)?.premiumsPaid ?? (known === 'OT' ? modalPremium : null),
    schedule: schedule ?? [],
    basis: plan.basis ? basisLines(plan.basis, quote.frequency, age, quote.tenure, quote.birthDate, quotedOn) : null,
    quotedOn,
    applicant: { firstName: quote.firstName, lastName: quote.lastName, dateOfBirth: quote.birthDate },
  }
}
