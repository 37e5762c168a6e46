/**
 * Prices each chosen plan through the plan service (the same call the calculator makes, so the
 * figures are the service's), one call per plan, in parallel; at most MAX_PLANS calls per page.
 */
import type { ComparePlan } from '@/lib/content/compare'
import { planService } from '@/lib/plan-service'
import { birthDateForAge, lagosCalendarDate } from '@/lib/quote/dates'

import { isComparable, notComparableReason, planFigures, type PlanFigures } from './figures'
import { frequencyCode, MAX_PLANS, type CompareInput } from './query'

export type PlanOutcome =
  | { plan: ComparePlan; ok: true; figures: PlanFigures; message: string }
  | { plan: ComparePlan; ok: false; messages: string[] }

export async function comparePlans(input: CompareInput, plans: ComparePlan[], today: Date = new Date()): Promise<PlanOutcome[]> {
  const chosen = input.plans.slice(0, MAX_PLANS).flatMap((code) => plans.filter((p) => p.code === code))
  const frequency = frequencyCode(input.frequency)
  const birthDate = birthDateForAge(input.age, lagosCalendarDate(today))
  return Promise.all(
    chosen.map(async (plan): Promise<PlanOutcome> => {
      if (!isComparable(plan.kind)) return { plan, ok: false, messages: [notComparableReason(plan.name, plan.kind)] }
      const outcome = await planService().quote(input.by === 'cover' ? 'regular-premium' : 'sumassured', {
        premiumFrequency: frequency,
        planDuration: input.term,
        planId: plan.code,
        birthDate,
        ...(input.by === 'cover' ? { regularPremium: input.amount } : { sumAssured: input.amount }),
      })
      if (!outcome.ok) return { plan, ok: false, messages: outcome.reason === 'rejected' ? outcome.errors : [outcome.message] }
      return {
        plan,
        ok: true,
        message: outcome.message,
        figures: planFigures(plan.kind, input.by, input.amount, input.term, frequency, { amount: outcome.amount, schedule: outcome.schedule }),
      }
    }),
  )
}
