/**
 * The figures shown beside a successful quote: the year-by-year schedule for the chart and the
 * 'How we calculated this' lines. Worked out from the plan service's answer and the plan's basis
 * (as published by the plan lookup), so a remote service needs no extra fields.
 */
import type { CalculatorPlan } from '@/lib/plan-service/calculator'
import type { PlanBasis } from '@/lib/plan-service/contract'
import { ageLastBirthday, premiumSchedule } from '@/lib/quote/engine'
import { formatDdMmYyyy, lagosCalendarDate, parseDdMmYyyy } from '@/lib/quote/dates'
import { FREQUENCY_LABELS, PAYMENTS_PER_YEAR, isFrequencyCode, frequencyName } from '@/lib/quote/frequency'
import { formatNaira, roundMoney } from '@/lib/quote/money'

import type { BasisLine, QuoteResultView } from './state'
import type { ValidQuote } from './validate'

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`
}

function small(n: number): string {
  return Number(n.toPrecision(6)).toString()
}

function basisLines(basis: PlanBasis, frequency: string, age: number, term: number, birthDate: string, quotedOn: string): BasisLine[] {
  const m = basis.mortality
  const code = isFrequencyCode(frequency) ? frequency : null
  const factor = code && code !== 'OT' ? small(basis.modalFactors[code]) : null
  const modal =
    code === 'OT'
      ? 'None: One Time is a single premium paid at the start, sum assured × A(x:n) ÷ (1 − loading).'
      : code && factor
        ? `${factor} for ${FREQUENCY_LABELS[code]}: each instalment is the annual premium × ${factor}.`
        : 'Not published for this frequency.'
  return [
    { label: 'Plan type', value: 'Endowment assurance: the sum assured is paid at the end of the term, or at the end of the year of death if that comes first.' },
    { label: 'Interest', value: `${percent(basis.interestRate)} a year.` },
    {
      label: 'Mortality',
      value:
        m.kind === 'makeham'
          ? `${m.name}: μx = A + B·cˣ with A = ${small(m.A)}, B = ${small(m.B)} and c = ${small(m.c)}.`
          : `${m.name}, ages ${m.minAge} to ${m.maxAge}.`,
    },
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
  now: Date = new Date(),
): QuoteResultView {
  const today = lagosCalendarDate(now)
  const dob = parseDdMmYyyy(quote.birthDate)
  const age = dob.ok ? ageLastBirthday(dob.date, today) : 0
  const worked = quote.amountField === 'sumAssured' ? 'premium' : 'sumAssured'
  const modalPremium = roundMoney(worked === 'premium' ? answer : quote.amount)
  const sumAssured = roundMoney(worked === 'premium' ? quote.amount : answer)
  const known = isFrequencyCode(quote.frequency) ? quote.frequency : null
  const schedule = known ? premiumSchedule(modalPremium, sumAssured, quote.tenure, known, age) : []
  const quotedOn = formatDdMmYyyy(today)
  const name = `${quote.firstName} ${quote.lastName}`
  return {
    message:
      worked === 'premium'
        ? `Hello ${name}, your Premium is ${formatNaira(answer)}.`
        : `Hello ${name}, your Sum Assured is ${formatNaira(answer)}.`,
    planCode: plan.code,
    planName: plan.name,
    worked,
    modalPremium,
    sumAssured,
    frequency: quote.frequency,
    frequencyName: frequencyName(quote.frequency),
    paymentsPerYear: known && known !== 'OT' ? PAYMENTS_PER_YEAR[known] : null,
    term: quote.tenure,
    age,
    maturityAge: age + quote.tenure,
    totalPremiums: schedule.at(-1)?.premiumsPaid ?? 0,
    schedule,
    basis: plan.basis ? basisLines(plan.basis, quote.frequency, age, quote.tenure, quote.birthDate, quotedOn) : null,
    quotedOn,
  }
}
