import { instalmentsUntil } from '@/lib/policy-service/schedule'
import { lagosToday } from '@/lib/text/lagos'

import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'
import { DEMO_POLICIES, type DemoPolicy } from '../data/policies'

/** The instalment dates a demo policy has paid, as of `today`. */
export function paidDates(policy: DemoPolicy, today: string): string[] {
  const terms = { startDate: policy.startDate, frequency: policy.frequency, premiumKobo: policy.premiumKobo, premiumsEndDate: policy.premiumsEndDate }
  if (policy.paidThrough === 'today') return instalmentsUntil(terms, today)
  if (policy.paidThrough === 'all-but-last') return instalmentsUntil(terms, today).slice(0, -1)
  return instalmentsUntil(terms, policy.paidThrough < today ? policy.paidThrough : today)
}

/** The built-in policy service's demo policies and their premium history (src/seed/data/policies.ts). */
export async function seedPolicies(ctx: SeedContext, now = new Date()): Promise<void> {
  const today = lagosToday(now)
  for (const p of DEMO_POLICIES) {
    await ctx.upsert('policies', 'policyNumber', {
      policyNumber: p.policyNumber,
      status: p.status,
      product: p.product,
      planCode: p.plan.code,
      planName: p.plan.name,
      sumAssuredKobo: p.sumAssuredKobo,
      premiumKobo: p.premiumKobo,
      frequency: p.frequency,
      startDate: p.startDate,
      premiumsEndDate: p.premiumsEndDate,
      reinstatableUntil: p.reinstatableUntil,
      holder: p.holder,
      beneficiaries: p.beneficiaries,
    })
    const dates = paidDates(p, today)
    const { totalDocs } = await ctx.payload.count({ collection: 'policy-premiums', where: { policyNumber: { equals: p.policyNumber } }, overrideAccess: true })
    if (totalDocs > 0) continue
    for (const [k, paidOn] of dates.entries()) {
      await ctx.payload.create({
        collection: 'policy-premiums',
        data: { reference: `SEED-${p.policyNumber}-${String(k + 1).padStart(4, '0')}`, policyNumber: p.policyNumber, amountKobo: p.premiumKobo, paidOn, channel: 'bank transfer' },
        depth: 0,
        overrideAccess: true,
        context: SEED_CONTEXT,
      })
    }
  }
}
