/**
 * Reading and writing applications for the public steps. Every call uses the Local API with
 * overrideAccess: the collection is closed to the public, and these functions are its only doors.
 */
import type { Payload } from 'payload'

import { planService, type PlanServiceClient } from '@/lib/plan-service'
import { calculatorPlan, endpointFor, type CalculatorPlan } from '@/lib/plan-service/calculator'
import { formatDdMmYyyy, lagosCalendarDate } from '@/lib/quote/dates'
import { ageLastBirthday, COVER_KINDS } from '@/lib/quote/engine'
import { frequencyName } from '@/lib/quote/frequency'
import { kindOfProduct } from '@/lib/quote/kinds'
import { roundMoney } from '@/lib/quote/money'
import type { Application, ApplicationSetting } from '@/payload-types'

import { DEFAULT_HEALTH_QUESTIONS, questionsFor, type KindQuestion } from './questions'
import { APPLICATION_LIFETIME_MS, hashToken, looksLikeToken, MAX_RESUME_FAILURES, newReference, newResumeToken, RESUME_LOCK_MS } from './token'
import { DEFAULT_LIMITS, type SumAssuredLimit } from './underwriting'
import type { CoverChoice, HealthQuestion } from './validate'

export type Settings = { questions: KindQuestion[]; limits: SumAssuredLimit[]; inbox: string | null }

export async function loadSettings(payload: Payload): Promise<Settings> {
  const s = (await payload.findGlobal({ slug: 'application-settings', depth: 0, overrideAccess: true })) as ApplicationSetting
  const saved = (s.healthQuestions ?? []).filter((q) => q.id && q.question.trim() !== '')
  return {
    questions: saved.length > 0 ? saved.map((q) => ({ id: q.id as string, question: q.question, hint: q.hint ?? null, kinds: q.kinds })) : DEFAULT_HEALTH_QUESTIONS,
    limits: (s.sumAssuredLimits ?? []).length > 0 ? (s.sumAssuredLimits ?? []).map((l) => ({ upToAge: l.upToAge, maxSumAssured: l.maxSumAssured })) : DEFAULT_LIMITS,
    inbox: s.newBusinessInbox ?? null,
  }
}

export function healthQuestionsOf(app: Pick<Application, 'planKind'>, settings: Settings): HealthQuestion[] {
  const kind = COVER_KINDS.find((k) => k === app.planKind) ?? null
  return questionsFor(kind, settings.questions)
}

// --- The plan and its price ------------------------------------------------------------------

export type PlanInfo = { plan: CalculatorPlan; kind: string | null; frequencies: { value: string; label: string }[] }

export async function planInfo(code: string, client: PlanServiceClient = planService()): Promise<PlanInfo | null> {
  const lookup = await client.getPlan(code)
  if (!lookup.ok) return null
  const plan = calculatorPlan(code, lookup.plan)
  return {
    plan,
    kind: plan.basis ? kindOfProduct(plan.basis.product) : null,
    frequencies: plan.frequencies.filter((f) => f.known).map((f) => ({ value: f.value, label: f.label })),
  }
}

export type Priced =
  | { ok: true; age: number; sumAssured: number; premium: number; frequencyName: string }
  | { ok: false; problem: string; unavailable: boolean }

/** Prices the cover with the quote engine behind the plan service, for the applicant's date of birth. */
export async function priceCover(plan: CalculatorPlan, dateOfBirthIso: string, choice: CoverChoice, now = new Date(), client: PlanServiceClient = planService()): Promise<Priced> {
  const dob = new Date(`${dateOfBirthIso}T00:00:00Z`)
  if (Number.isNaN(dob.getTime())) return { ok: false, problem: 'Your date of birth is missing: go back to step 1.', unavailable: false }
  const outcome = await client.quote(endpointFor(plan.amountField), {
    premiumFrequency: choice.frequency,
    planDuration: choice.term,
    planId: plan.code,
    birthDate: formatDdMmYyyy(dob),
    ...(plan.amountField === 'sumAssured' ? { regularPremium: choice.amount } : { sumAssured: choice.amount }),
  })
  if (!outcome.ok) {
    return outcome.reason === 'rejected'
      ? { ok: false, problem: outcome.errors.join(' '), unavailable: false }
      : { ok: false, problem: "We couldn't reach our quote service. Please try again in a minute.", unavailable: true }
  }
  const age = ageLastBirthday(dob, lagosCalendarDate(now))
  const worked = roundMoney(outcome.amount)
  return plan.amountField === 'sumAssured'
    ? { ok: true, age, sumAssured: choice.amount, premium: worked, frequencyName: frequencyName(choice.frequency) }
    : { ok: true, age, sumAssured: worked, premium: choice.amount, frequencyName: frequencyName(choice.frequency) }
}

// --- Applications by token -------------------------------------------------------------------

export async function createApplication(
  payload: Payload,
  data: Partial<Application> & { planCode: string },
  now = new Date(),
): Promise<{ token: string; app: Application }> {
  const token = newResumeToken()
  const app = (await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: {
      ...data,
      reference: newReference(),
      status: 'in-progress',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + APPLICATION_LIFETIME_MS).toISOString(),
    },
  })) as Application
  return { token, app }
}

/** The application a resume token opens, or null (unknown, or expired and not yet deleted). */
export async function findByToken(payload: Payload, token: string, now = new Date()): Promise<Application | null> {
  if (!looksLikeToken(token)) return null
  const found = await payload.find({
    collection: 'applications',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const app = found.docs[0] as Application | undefined
  if (!app) return null
  if (app.status === 'in-progress' && app.expiresAt && new Date(app.expiresAt).getTime() <= now.getTime()) return null
  return app
}

export async function updateApplication(payload: Payload, id: number, data: Partial<Application>): Promise<Application> {
  return (await payload.update({ collection: 'applications', id, data, overrideAccess: true, depth: 0 })) as Application
}

export type ResumeCheck = { ok: true } | { ok: false; reason: 'wrong' | 'locked'; minutes?: number }

/** The date of birth, asked before a resume link shows anything; five wrong answers lock it for 15 minutes. */
export async function checkResume(payload: Payload, app: Application, dateOfBirthIso: string, now = new Date()): Promise<ResumeCheck> {
  const locked = app.resumeLockedUntil ? new Date(app.resumeLockedUntil).getTime() - now.getTime() : 0
  if (locked > 0) return { ok: false, reason: 'locked', minutes: Math.ceil(locked / 60_000) }
  if (app.dateOfBirth && app.dateOfBirth === dateOfBirthIso) {
    if ((app.resumeFailures ?? 0) > 0) await updateApplication(payload, app.id, { resumeFailures: 0, resumeLockedUntil: null })
    return { ok: true }
  }
  const failures = (app.resumeFailures ?? 0) + 1
  if (failures >= MAX_RESUME_FAILURES) {
    await updateApplication(payload, app.id, { resumeFailures: 0, resumeLockedUntil: new Date(now.getTime() + RESUME_LOCK_MS).toISOString() })
    return { ok: false, reason: 'locked', minutes: Math.ceil(RESUME_LOCK_MS / 60_000) }
  }
  await updateApplication(payload, app.id, { resumeFailures: failures })
  return { ok: false, reason: 'wrong' }
}
