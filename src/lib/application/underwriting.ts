/**
 * The rules that decide, at submission, whether an application needs an underwriter. They never
 * block: a referred application is still submitted, and the visitor is told what happens next.
 */
import { workingDays } from '@/lib/promises/words'
import { formatNaira } from '@/lib/quote/money'

import type { HealthAnswer } from './validate'

/** The largest sum assured accepted without an underwriter, for applicants up to `upToAge`. */
export type SumAssuredLimit = { upToAge: number; maxSumAssured: number }

export const DEFAULT_LIMITS: SumAssuredLimit[] = [
  { upToAge: 40, maxSumAssured: 50_000_000 },
  { upToAge: 50, maxSumAssured: 25_000_000 },
  { upToAge: 60, maxSumAssured: 10_000_000 },
  { upToAge: 120, maxSumAssured: 5_000_000 },
]

export type Decision =
  | { status: 'accepted'; reasons: [] }
  | { status: 'referred'; reasons: string[] }

/** The limit for an age: the first band (in age order) that reaches it; none when no band does. */
export function limitFor(age: number, limits: SumAssuredLimit[]): number | null {
  const band = [...limits].sort((a, b) => a.upToAge - b.upToAge).find((l) => age <= l.upToAge)
  return band ? band.maxSumAssured : null
}

export function underwrite(input: { age: number; sumAssured: number; health: HealthAnswer[]; limits: SumAssuredLimit[] }): Decision {
  const reasons: string[] = []
  const limit = limitFor(input.age, input.limits)
  if (limit !== null && input.sumAssured > limit) {
    reasons.push(`The sum assured is above ${formatNaira(limit)}, the most we accept online at age ${input.age}.`)
  }
  const yes = input.health.filter((h) => h.answer === 'yes')
  if (yes.length > 0) reasons.push(`${yes.length === 1 ? 'One health answer needs' : `${yes.length} health answers need`} a closer look.`)
  return reasons.length > 0 ? { status: 'referred', reasons } : { status: 'accepted', reasons: [] }
}

/** What happens after a referral; `referralDays` is the promise in Site settings (src/lib/promises). */
export function referredNextSteps(phone: string, referralDays: number): string[] {
  return [
    `An underwriter will look at your application and contact you by phone or email within ${workingDays(referralDays)}.`,
    'They may ask you a few more questions, or for a report from your doctor. We pay for any medical report we ask for.',
    'You pay nothing until we confirm your cover and its price.',
    `If you have questions before then, call us on ${phone} and give your application reference.`,
  ]
}
