'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import type { MyFormState } from '@/components/My/state'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { confirmSignIn, startSignIn } from '@/lib/my/sign-in'
import { setSessionCookie, signOutEverywhere } from '@/lib/my/session.server'
import { paths } from '@/lib/paths'
import { payloadInstance } from '@/lib/payload-instance'
import { codeSchema, fieldErrors, signInSchema } from '@/lib/schemas/my'

const text = (form: FormData, name: string, max: number) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, max) : ''
}
const PROBLEM = 'Sorry, something went wrong on our side. Please try again soon.'

/** Step 1: the phone or email; the same answer whether or not we hold it (a 303 to the code step). */
export async function startSignInAction(_previous: MyFormState, form: FormData): Promise<MyFormState> {
  if (!(form instanceof FormData)) notFound()
  const values = { contact: text(form, 'contact', 300) }
  const parsed = signInSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues), values }
  let attempt: string
  try {
    const outcome = await startSignIn(await payloadInstance(), parsed.data.contact, { clientKey: clientKey(await headers()) })
    if (outcome.kind === 'rate-limited') return { status: 'problem', errors: {}, values, problem: 'Too many codes asked for from your connection or for these details. Please wait an hour and try again.' }
    attempt = outcome.attempt
  } catch (error) {
    log.error('A sign-in code could not be sent', { err: error })
    return { status: 'problem', errors: {}, values, problem: PROBLEM }
  }
  redirect(`${paths.my()}?attempt=${encodeURIComponent(attempt)}`)
}

/** Step 2: the code; right, a session and the policies. */
export async function confirmSignInAction(_previous: MyFormState, form: FormData): Promise<MyFormState> {
  if (!(form instanceof FormData)) notFound()
  const attempt = text(form, 'attempt', 60)
  const parsed = codeSchema.safeParse({ code: text(form, 'code', 40) })
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error.issues), values: {} }
  try {
    const outcome = await confirmSignIn(await payloadInstance(), { attempt, code: parsed.data.code })
    if (outcome.kind === 'wrong') return { status: 'invalid', errors: { code: `That code is not right. You have ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.` }, values: {} }
    if (outcome.kind === 'expired') return { status: 'problem', errors: {}, values: {}, problem: 'This code has run out or was tried too many times. Start again to get a new one.' }
    await setSessionCookie(outcome.token)
  } catch (error) {
    log.error('A sign-in code could not be checked', { err: error })
    return { status: 'problem', errors: {}, values: {}, problem: PROBLEM }
  }
  redirect(paths.my())
}

/** Sign out: every session of this phone or email ends. */
export async function signOutAction(): Promise<void> {
  try {
    await signOutEverywhere()
  } catch (error) {
    log.error('A sign-out failed', { err: error })
  }
  redirect(`${paths.my()}?signed-out=1`)
}
