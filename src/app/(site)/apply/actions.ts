'use server'

import { notFound, redirect } from 'next/navigation'

import type { StepState } from '@/components/Application/state'
import { describePrice } from '@/lib/application/describe'
import { applicationFor, openSession } from '@/lib/application/session.server'
import { payloadInstance } from '@/lib/payload-instance'
import { applyPaths, isStepSlug, STEPS, stepNumber, type StepSlug } from '@/lib/application/steps'
import { healthQuestionsOf, loadSettings, planInfo, priceCover, updateApplication, createApplication, checkResume, findByToken } from '@/lib/application/store.server'
import { confirmKeyFactsRead } from '@/lib/application/key-facts.server'
import { submitApplicationNow } from '@/lib/application/submit.server'
import { looksLikeToken } from '@/lib/application/token'
import {
  ABOUT_FIELDS,
  BENEFICIARY_FIELDS,
  carriedQuote,
  checkAboutYou,
  checkBeneficiaries,
  checkBirthDate,
  checkCarriedPerson,
  checkConsents,
  checkCover,
  checkHealth,
  CONSENT_FIELDS,
  COVER_FIELDS,
  APPLICATION_CONSENT_VERSION,
  healthFieldNames,
  KEY_FACTS_FIELD,
  valuesOf,
  type Errors,
  type Values,
} from '@/lib/application/validate'
import { queueResumeMail } from '@/lib/application/notify.server'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import type { Application } from '@/payload-types'

const answer = (previous: StepState, values: Values, errors: Errors, problem: string | null = null, price: string | null = previous.price): StepState => ({
  seq: previous.seq + 1,
  values,
  errors,
  problem,
  price,
})

function text(form: FormData, name: string): string {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, 200) : ''
}

/** Steps stored so far, never going down when an earlier step is saved again. */
const completed = (app: Application, step: StepSlug) => Math.max(app.stepsCompleted ?? 0, stepNumber(step))

const next = (token: string, step: StepSlug) => {
  const n = stepNumber(step)
  return applyPaths.step(token, STEPS[n]?.slug ?? 'review')
}

/** Step 1 of a new application: stores it, gives this browser its session, and goes to step 2. */
export async function startApplication(previous: StepState, form: FormData): Promise<StepState> {
  if (!(form instanceof FormData)) notFound()
  const values = valuesOf(form, ABOUT_FIELDS)
  const quote = carriedQuote({ plan: text(form, 'plan'), age: text(form, 'age'), term: text(form, 'term'), frequency: text(form, 'frequency'), amount: text(form, 'amount') })
  if (!quote) return answer(previous, values, {}, 'This application has no plan. Start again from a product page’s quote.')
  const checked = checkAboutYou(values, new Date())
  if (!checked.ok) return answer(previous, values, checked.errors)
  const info = await planInfo(quote.plan)
  if (!info) return answer(previous, values, {}, 'We could not find this plan just now. Please try again, or start again from the product page.')
  let token: string
  try {
    const payload = await payloadInstance()
    const created = await createApplication(payload, {
      planCode: info.plan.code,
      planName: info.plan.name,
      planKind: info.kind,
      fromQuote: quote,
      ...checked.value,
      stepsCompleted: 1,
    })
    token = created.token
    await queueResumeMail(payload, created.app, `${env.serverUrl}${applyPaths.resume(token)}`)
  } catch (error) {
    log.error('An application could not be stored', { err: error })
    return answer(previous, values, {}, 'Sorry, we could not save your details just now. Please try again in a minute.')
  }
  await openSession(token)
  redirect(applyPaths.step(token, 'cover'))
}

/** /apply?plan=…: the plan and figures only, never a name or a date of birth (addresses end up in logs). */
function startHref(quote: { plan: string; age: number | null; term: number | null; frequency: string | null; amount: number | null }): string {
  const q = new URLSearchParams({ plan: quote.plan })
  if (quote.age !== null) q.set('age', String(quote.age))
  if (quote.term !== null) q.set('term', String(quote.term))
  if (quote.frequency) q.set('frequency', quote.frequency)
  if (quote.amount !== null) q.set('amount', String(quote.amount))
  return `${applyPaths.start()}?${q.toString()}`
}

/**
 * "Apply for this plan" under a quote: a POST carrying the quote and the names and date of birth the
 * visitor just typed. It stores them in a new application (not yet a completed step) and opens step 1
 * with them filled in, so nothing is asked twice and nothing personal goes into an address.
 */
export async function applyFromQuote(form: FormData): Promise<void> {
  if (!(form instanceof FormData)) notFound()
  const quote = carriedQuote({ plan: text(form, 'plan'), age: text(form, 'age'), term: text(form, 'term'), frequency: text(form, 'frequency'), amount: text(form, 'amount') })
  if (!quote) redirect(applyPaths.start())
  const person = checkCarriedPerson(valuesOf(form, ['firstName', 'lastName', 'dateOfBirth']), new Date())
  const info = person.ok ? await planInfo(quote.plan) : null
  if (!person.ok || !info) redirect(startHref(quote))
  let token: string
  try {
    const payload = await payloadInstance()
    const created = await createApplication(payload, {
      planCode: info.plan.code,
      planName: info.plan.name,
      planKind: info.kind,
      fromQuote: quote,
      ...person.value,
      stepsCompleted: 0,
    })
    token = created.token
  } catch (error) {
    log.error('An application could not be started from a quote', { err: error })
    redirect(startHref(quote))
  }
  await openSession(token)
  redirect(applyPaths.step(token, 'about-you'))
}

/** Any step after the first, for an application this browser has opened. */
export async function saveStep(previous: StepState, form: FormData): Promise<StepState> {
  if (!(form instanceof FormData)) notFound()
  const token = text(form, 'token')
  const step = text(form, 'step')
  if (!looksLikeToken(token) || !isStepSlug(step)) notFound()
  const { app, exists, payload } = await applicationFor(token)
  if (!app) redirect(exists ? applyPaths.resume(token) : applyPaths.start())
  if (app.status !== 'in-progress') redirect(applyPaths.outcome(token))

  switch (step) {
    case 'about-you': {
      const values = valuesOf(form, ABOUT_FIELDS)
      const checked = checkAboutYou(values, new Date())
      if (!checked.ok) return answer(previous, values, checked.errors)
      const saved = await updateApplication(payload, app.id, { ...checked.value, stepsCompleted: completed(app, step) })
      // Started from a quote: step 1 is completed only now, so the resume link goes out now, once.
      if ((app.stepsCompleted ?? 0) === 0) await queueResumeMail(payload, saved, `${env.serverUrl}${applyPaths.resume(token)}`)
      break
    }
    case 'cover': {
      const values = valuesOf(form, COVER_FIELDS)
      const info = await planInfo(app.planCode)
      if (!info) return answer(previous, values, {}, "We couldn't reach our quote service. Please try again in a minute.")
      const amountLabel = info.plan.amountField === 'sumAssured' ? 'sum assured' : 'premium'
      const checked = checkCover(values, { frequencies: info.frequencies.map((f) => f.value), terms: info.plan.tenures, amountLabel })
      if (!checked.ok) return answer(previous, values, checked.errors, null, null)
      const priced = await priceCover(info.plan, app.dateOfBirth ?? '', checked.value)
      if (!priced.ok) {
        return priced.unavailable ? answer(previous, values, {}, priced.problem, null) : answer(previous, values, { amount: priced.problem }, null, null)
      }
      const price = describePrice(priced, checked.value.term, info.plan.amountField)
      if (text(form, 'intent') === 'price') return answer(previous, values, {}, null, price)
      await updateApplication(payload, app.id, {
        cover: {
          frequency: checked.value.frequency,
          frequencyName: priced.frequencyName,
          term: checked.value.term,
          age: priced.age,
          amountField: info.plan.amountField,
          sumAssured: priced.sumAssured,
          premium: priced.premium,
        },
        stepsCompleted: completed(app, step),
      })
      break
    }
    case 'beneficiaries': {
      const values = valuesOf(form, BENEFICIARY_FIELDS)
      const checked = checkBeneficiaries(values)
      if (!checked.ok) return answer(previous, values, checked.errors)
      await updateApplication(payload, app.id, { beneficiaries: checked.value, stepsCompleted: completed(app, step) })
      break
    }
    case 'health': {
      const questions = healthQuestionsOf(app, await loadSettings(payload))
      const values = valuesOf(form, healthFieldNames(questions))
      const checked = checkHealth(values, questions)
      if (!checked.ok) return answer(previous, values, checked.errors)
      await updateApplication(payload, app.id, { healthAnswers: checked.value, stepsCompleted: completed(app, step) })
      break
    }
    case 'consents': {
      const values = valuesOf(form, CONSENT_FIELDS)
      const checked = checkConsents(values)
      if (!checked.ok) return answer(previous, values, checked.errors)
      const now = new Date().toISOString()
      await updateApplication(payload, app.id, { consentedAt: now, declaredAt: now, consentVersion: APPLICATION_CONSENT_VERSION, stepsCompleted: completed(app, step) })
      break
    }
    case 'review':
      notFound()
  }
  redirect(next(token, step))
}

/** The resume link's question: the date of birth, before anything of the application is shown. */
export async function resumeApplication(previous: StepState, form: FormData): Promise<StepState> {
  if (!(form instanceof FormData)) notFound()
  const token = text(form, 'token')
  if (!looksLikeToken(token)) notFound()
  const values = valuesOf(form, ['dateOfBirth'])
  const payload = await payloadInstance()
  const app = await findByToken(payload, token)
  if (!app) redirect(applyPaths.resume(token))
  // Only the format is checked here; saying "too young" would tell a stranger something.
  const dob = checkBirthDate(values.dateOfBirth, new Date())
  if (!dob.ok && !(values.dateOfBirth ?? '').trim()) return answer(previous, values, { dateOfBirth: 'Enter your date of birth.' })
  const result = await checkResume(payload, app, dob.ok ? dob.iso : 'not-a-date')
  if (!result.ok) {
    return result.reason === 'locked'
      ? answer(previous, { dateOfBirth: '' }, {}, `Too many tries. For your security this link is locked for ${result.minutes} minutes.`)
      : answer(previous, { dateOfBirth: '' }, { dateOfBirth: 'That date of birth does not match this application. Check it and try again.' })
  }
  await openSession(token)
  redirect(app.status === 'in-progress' ? applyPaths.step(token, STEPS[Math.min(app.stepsCompleted ?? 0, STEPS.length - 1)]?.slug ?? 'about-you') : applyPaths.outcome(token))
}

/** Step 6: submits. The cover is priced again by the engine, and the rules decide accepted or referred. */
export async function submitApplication(form: FormData): Promise<void> {
  if (!(form instanceof FormData)) notFound()
  const token = text(form, 'token')
  if (!looksLikeToken(token)) notFound()
  const { app, exists, payload } = await applicationFor(token)
  if (!app) redirect(exists ? applyPaths.resume(token) : applyPaths.start())
  if (app.status === 'in-progress') {
    if ((app.stepsCompleted ?? 0) < STEPS.length - 1) redirect(applyPaths.step(token, 'review'))
    // "I have read the key facts" is required, and kept with the application: when, and which sheet.
    const confirmed = await confirmKeyFactsRead(payload, app, valuesOf(form, [KEY_FACTS_FIELD]))
    if (!confirmed.ok) redirect(`${applyPaths.step(token, 'review')}?problem=key-facts`)
    const done = await submitApplicationNow(payload, confirmed.app)
    if (!done.ok) redirect(`${applyPaths.step(token, 'review')}?problem=${done.problem}`)
  }
  redirect(applyPaths.outcome(token))
}
