import type { Payload } from 'payload'

import { paystackConfig } from '@/lib/payments/paystack'
import { planService, type PlanServiceClient } from '@/lib/plan-service'
import type { Application } from '@/payload-types'

import { queueSubmissionMails } from './notify.server'
import { loadSettings, planInfo, priceCover, updateApplication } from './store.server'
import { underwrite } from './underwriting'
import type { HealthAnswer } from './validate'

export type Submitted = { ok: true; app: Application } | { ok: false; problem: 'price' }

/**
 * Submits a completed application: prices the cover again with the engine (so the premium charged is
 * today's), applies the underwriting rules, records the outcome and queues the mails.
 */
export async function submitApplicationNow(payload: Payload, app: Application, now = new Date(), client: PlanServiceClient = planService()): Promise<Submitted> {
  const info = await planInfo(app.planCode, client)
  const cover = app.cover
  if (!info || !cover?.frequency || !cover.term || !app.dateOfBirth) return { ok: false, problem: 'price' }
  const amount = cover.amountField === 'sumAssured' ? cover.sumAssured : cover.premium
  const priced = await priceCover(info.plan, app.dateOfBirth, { frequency: cover.frequency, term: cover.term, amount: amount ?? 0 }, now, client)
  if (!priced.ok) return { ok: false, problem: 'price' }
  const settings = await loadSettings(payload)
  const health: HealthAnswer[] = (app.healthAnswers ?? []).map((h) => ({
    questionId: h.questionId ?? '',
    question: h.question ?? '',
    answer: h.answer === 'yes' ? 'yes' : 'no',
    details: h.details ?? '',
  }))
  const decision = underwrite({ age: priced.age, sumAssured: priced.sumAssured, health, limits: settings.limits })
  const updated = await updateApplication(payload, app.id, {
    status: decision.status,
    referralReasons: decision.reasons.join('\n') || null,
    submittedAt: now.toISOString(),
    stepsCompleted: 6,
    // A submitted application is kept: only unfinished ones are deleted after 30 days.
    expiresAt: null,
    cover: { ...cover, age: priced.age, sumAssured: priced.sumAssured, premium: priced.premium, frequencyName: priced.frequencyName },
    paymentStatus: decision.status === 'referred' ? 'not-due' : paystackConfig() ? 'awaiting' : 'staff',
  })
  await queueSubmissionMails(payload, updated, settings.inbox)
  return { ok: true, app: updated }
}
