/**
 * What a proposed change to a plan would do to its quotes (issue 23, part 1; decision 031): a few example
 * customers priced by the engine on the live basis and on the proposed one, side by side, so the person
 * approving sees the money before the fields. The examples are the plan's own worked example (the age,
 * term, cover and frequency the site quotes) and the same cover at other ages the plan accepts.
 */
import type { Payload } from 'payload'

import { planRulesFromDoc, type PlanDocLike } from '@/lib/plan-service/plan-rules'
import { birthDateForAge, lagosCalendarDate } from '@/lib/quote/dates'
import { normalizeFrequency, type FrequencyCode } from '@/lib/quote/frequency'
import { formatNaira, formatNairaExact } from '@/lib/quote/money'
import { quote } from '@/lib/quote/rules'

export type ExampleDoc = PlanDocLike & {
  exampleAge?: number | null
  exampleTerm?: number | null
  exampleSumAssured?: number | null
  exampleFrequency?: string | null
}

type Priced = { ok: true; premium: number } | { ok: false; why: string }

export type ExampleRow = {
  /** "Age 35, ₦10,000,000 of cover over 20 years, paid monthly" */
  customer: string
  live: string
  proposed: string
  /** "+₦1,234.50 (+10.0%)", "No change", or "" when either side has no price. */
  change: string
  changed: boolean
}

export type WorkedExample = { rows: ExampleRow[]; anyChange: boolean; problems: string[] }

const OTHER_AGES = [25, 45, 55]

/** "paid monthly" … "paid in one payment". */
const PAID: Record<FrequencyCode, string> = { '01': 'paid monthly', '03': 'paid quarterly', '06': 'paid every six months', '12': 'paid yearly', OT: 'paid in one payment' }
const MAX_ROWS = 5

type Customer = { age: number; term: number; sumAssured: number; frequency: FrequencyCode }

function customersOf(plan: ExampleDoc): Customer[] {
  const term = plan.exampleTerm ?? 20
  const sumAssured = plan.exampleSumAssured ?? 1_000_000
  const frequency: FrequencyCode = normalizeFrequency(plan.exampleFrequency) ?? '01'
  const minAge = plan.minEntryAge ?? 18
  const maxAge = plan.maxEntryAge ?? 65
  const ages = [plan.exampleAge ?? 35, ...OTHER_AGES].filter((age, i, all) => age >= minAge && age <= maxAge && all.indexOf(age) === i)
  const customers = ages.map((age) => ({ age, term, sumAssured, frequency }))
  if (frequency !== '12' && (plan.paymentFrequencies ?? []).includes('12') && customers[0]) customers.push({ ...customers[0], frequency: '12' })
  return customers.slice(0, MAX_ROWS)
}

function price(plan: ExampleDoc | null, c: Customer, today: Date): Priced {
  if (!plan) return { ok: false, why: 'Not on sale yet' }
  const rules = planRulesFromDoc(plan)
  if (!rules.ok) return { ok: false, why: `Cannot be priced: ${rules.problems[0]?.message ?? 'a setting is missing'}` }
  const result = quote(rules.rules, { direction: 'premium', frequency: c.frequency, term: c.term, birthDate: birthDateForAge(c.age, today), amount: c.sumAssured }, today)
  return result.ok ? { ok: true, premium: result.modalPremium } : { ok: false, why: `Not quoted: ${result.errors[0] ?? 'outside the plan’s rules'}` }
}

function changeOf(live: Priced, proposed: Priced): { change: string; changed: boolean } {
  if (!live.ok || !proposed.ok) return { change: '', changed: live.ok !== proposed.ok }
  const diff = Math.round((proposed.premium - live.premium) * 100) / 100
  if (diff === 0) return { change: 'No change', changed: false }
  const percent = live.premium === 0 ? '' : ` (${diff > 0 ? '+' : ''}${((diff / live.premium) * 100).toFixed(1)}%)`
  return { change: `${diff > 0 ? '+' : '-'}${formatNairaExact(Math.abs(diff))}${percent}`, changed: true }
}

/** The example customers priced on `live` (null: the plan is not on sale) and on `proposed`. */
export function workedExample(live: ExampleDoc | null, proposed: ExampleDoc, now: Date = new Date()): WorkedExample {
  const today = lagosCalendarDate(now)
  const rows = customersOf(proposed).map((c) => {
    const before = price(live, c, today)
    const after = price(proposed, c, today)
    return {
      customer: `Age ${c.age}, ${formatNaira(c.sumAssured)} of cover over ${c.term} years, ${PAID[c.frequency]}`,
      live: before.ok ? formatNairaExact(before.premium) : before.why,
      proposed: after.ok ? formatNairaExact(after.premium) : after.why,
      ...changeOf(before, after),
    }
  })
  const rules = planRulesFromDoc(proposed)
  return { rows, anyChange: rows.some((r) => r.changed), problems: rules.ok ? [] : rules.problems.map((p) => p.message) }
}

/** The worked example of a plan's latest draft against its published version, for the admin. */
export async function planWorkedExample(payload: Payload, id: number | string): Promise<WorkedExample | null> {
  const proposed = await payload.findByID({ collection: 'plans', id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
  if (!proposed) return null
  const published = await payload.find({ collection: 'plans', where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] }, depth: 0, limit: 1, overrideAccess: true })
  return workedExample((published.docs[0] as ExampleDoc | undefined) ?? null, proposed as ExampleDoc)
}
