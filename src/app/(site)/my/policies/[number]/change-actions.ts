'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import type { MyFormState } from '@/components/My/state'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { confirmContactChange, requestBeneficiaryChange, requestContactChange } from '@/lib/my/changes'
import { requirePolicy, requireSession } from '@/lib/my/session.server'
import { paths } from '@/lib/paths'
import { codeSchema, contactChangeSchema, fieldErrors, readBeneficiaries } from '@/lib/schemas/my'

const text = (form: FormData, name: string, max: number) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, max) : ''
}
const PROBLEM = 'Sorry, something went wrong on our side. Please try again soon.'
const received = (reference: string): MyFormState => ({
  status: 'done',
  errors: {},
  values: {},
  done: { title: 'We have your request', lines: [`Your reference is ${reference}.`, 'We will tell you by SMS or email when the change is made.'] },
})

/** A new phone or email (a code goes to it first), or a new address (sent at once). */
export async function requestContactChangeAction(_previous: MyFormState, form: FormData): Promise<MyFormState> {
  if (!(form instanceof FormData)) notFound()
  const { session, payload, policy } = await requirePolicy(text(form, 'policy', 60))
  const values = { value: text(form, 'value', 2000) }
  const parsed = contactChangeSchema.safeParse({ what: text(form, 'what', 20), value: values.value })
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues), values }
  let attempt: string
  try {
    const outcome = await requestContactChange(payload, session, policy, parsed.data, { clientKey: clientKey(await headers()) })
    if (outcome.kind === 'stored') return received(outcome.reference)
    if (outcome.kind === 'rate-limited') return { status: 'problem', errors: {}, values, problem: 'Too many codes asked for from your connection or for this number or email. Please wait an hour and try again.' }
    attempt = outcome.attempt
  } catch (error) {
    log.error('A contact change could not be stored', { err: error })
    return { status: 'problem', errors: {}, values, problem: PROBLEM }
  }
  redirect(`${paths.myPolicyPart(policy.number, 'contact')}?confirm=${encodeURIComponent(attempt)}`)
}

/** The code sent to the new phone or email. */
export async function confirmContactChangeAction(_previous: MyFormState, form: FormData): Promise<MyFormState> {
  if (!(form instanceof FormData)) notFound()
  const { session, payload } = await requireSession()
  const parsed = codeSchema.safeParse({ code: text(form, 'code', 40) })
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues), values: {} }
  try {
    const outcome = await confirmContactChange(payload, session, { attempt: text(form, 'attempt', 60), code: parsed.data.code })
    if (outcome.kind === 'wrong') return { status: 'invalid', errors: { code: `That code is not right. You have ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.` }, values: {} }
    if (outcome.kind === 'expired') return { status: 'problem', errors: {}, values: {}, problem: 'This code has run out or was tried too many times. Go back to your policy and start again.' }
    return received(outcome.reference)
  } catch (error) {
    log.error('A contact change code could not be checked', { err: error })
    return { status: 'problem', errors: {}, values: {}, problem: PROBLEM }
  }
}

/** New beneficiaries, shares adding up to exactly 100%. */
export async function requestBeneficiariesAction(_previous: MyFormState, form: FormData): Promise<MyFormState> {
  if (!(form instanceof FormData)) notFound()
  const { session, payload, policy } = await requirePolicy(text(form, 'policy', 60))
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (/^(name|relationship|share)-\d$/.test(key) && typeof value === 'string') values[key] = value.slice(0, 300)
  const read = readBeneficiaries((name) => values[name])
  if (!read.ok) return { status: 'invalid', errors: read.errors, values }
  try {
    return received(await requestBeneficiaryChange(payload, session, policy, read.data))
  } catch (error) {
    log.error('A beneficiary change could not be stored', { err: error })
    return { status: 'problem', errors: {}, values, problem: PROBLEM }
  }
}
