/**
 * The worked example a product's copy and cards quote: the plan's example (age, term, cover,
 * frequency, set in the CMS) priced by the plan service at render time, so a change to the plan's
 * basis changes every figure on the site. Cached with the CMS content (expired when a plan is saved).
 */
import { cachedRead } from '@/lib/content/payload'
import type { PriceExample } from '@/lib/quote/copy'
import { birthDateForAge, lagosCalendarDate } from '@/lib/quote/dates'
import { COVER_KINDS, type CoverKind, type HealthBenefit } from '@/lib/quote/engine'
import { normalizeFrequency } from '@/lib/quote/frequency'
import type { Plan } from '@/payload-types'

import { planService } from './index'

class QuoteUnavailable extends Error {
  constructor(readonly example: PriceExample) {
    super('quote service unavailable')
  }
}

type ExampleFields = Pick<
  Plan,
  | 'id'
  | 'code'
  | 'name'
  | 'kind'
  | 'healthBenefit'
  | 'exampleAge'
  | 'exampleTerm'
  | 'exampleSumAssured'
  | 'exampleFrequency'
  | 'minTenor2'
  | 'tenor'
  | 'minEntryAge'
  | 'maxEntryAge'
  | 'maxMaturityAge'
>

const cachedExample = cachedRead('plan-example', async (payload, _ctx, planId: number): Promise<PriceExample | null> => {
  const { docs } = await payload.find({
    collection: 'plans',
    where: { and: [{ id: { equals: planId } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {
      code: true,
      name: true,
      kind: true,
      healthBenefit: true,
      exampleAge: true,
      exampleTerm: true,
      exampleSumAssured: true,
      exampleFrequency: true,
      minTenor2: true,
      tenor: true,
      minEntryAge: true,
      maxEntryAge: true,
      maxMaturityAge: true,
    },
  })
  const plan = docs[0] as ExampleFields | undefined
  if (!plan) return null
  const frequency = normalizeFrequency(plan.exampleFrequency) ?? '01'
  const kind: CoverKind = (COVER_KINDS as readonly string[]).includes(plan.kind) ? plan.kind : 'endowment'
  const example: PriceExample = {
    planName: plan.name,
    kind,
    healthBenefit: kind === 'health' ? ((plan.healthBenefit ?? null) as HealthBenefit | null) : null,
    age: plan.exampleAge,
    term: plan.exampleTerm,
    frequency,
    sumAssured: plan.exampleSumAssured,
    premium: null,
    limits: {
      minTerm: plan.minTenor2,
      maxTerm: plan.minTenor2 + plan.tenor,
      minAge: plan.minEntryAge,
      maxAge: plan.maxEntryAge,
      endAge: plan.maxMaturityAge,
    },
  }
  const outcome = await planService().quote('regular-premium', {
    premiumFrequency: frequency,
    planDuration: plan.exampleTerm,
    planId: plan.code,
    birthDate: birthDateForAge(plan.exampleAge, lagosCalendarDate(new Date())),
    regularPremium: plan.exampleSumAssured,
  })
  if (outcome.ok) return { ...example, premium: outcome.amount }
  // A service that is down is not remembered; an example the plan's own rules refuse is (the editor must fix it).
  if (outcome.reason === 'unavailable') throw new QuoteUnavailable(example)
  return example
})

/** The example of a plan by id, priced; its premium is null when the plan service could not price it. */
export async function getPlanExample(planId: number | null | undefined): Promise<PriceExample | null> {
  if (typeof planId !== 'number') return null
  try {
    return await cachedExample(planId)
  } catch (error) {
    if (error instanceof QuoteUnavailable) return error.example
    throw error
  }
}

/** The id of a product's first (default) plan, whether the relation is populated or not. */
export function firstPlanId(plans: (number | Plan)[] | null | undefined): number | null {
  const first = plans?.[0]
  if (first === undefined) return null
  return typeof first === 'number' ? first : first.id
}
