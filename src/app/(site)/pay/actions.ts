'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { INITIAL_PAY_STATE, type PayFormState } from '@/components/Pay/payState'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { lookupForPayment } from '@/lib/pay/lookup.server'
import { payPaths } from '@/lib/pay/payment.server'

/**
 * The look-up form's action. A match redirects (303) to /pay/<sealed token> (no personal data in the
 * address); anything else returns the form with its message.
 */
export async function findPolicyToPay(_previous: PayFormState, form: FormData): Promise<PayFormState> {
  if (!(form instanceof FormData)) notFound()
  const get = (k: string) => {
    const v = form.get(k)
    return typeof v === 'string' ? v.slice(0, 100) : ''
  }
  const values = { policyNumber: get('policyNumber'), dateOfBirth: get('dateOfBirth') }
  let token: string
  try {
    const payload = await getPayload({ config })
    const outcome = await lookupForPayment(payload, values, { clientKey: clientKey(await headers()) })
    switch (outcome.kind) {
      case 'invalid':
        return { ...INITIAL_PAY_STATE, status: 'invalid', errors: outcome.errors, values }
      case 'not-found':
        return { ...INITIAL_PAY_STATE, status: 'not-found', values }
      case 'rate-limited':
        return { ...INITIAL_PAY_STATE, status: 'rate-limited', retryAfterSeconds: outcome.retryAfterSeconds, values }
      case 'unavailable':
        return { ...INITIAL_PAY_STATE, status: 'error', values }
      case 'found':
        token = outcome.token
    }
  } catch (error) {
    log.error('The payment look-up could not be processed', { err: error })
    return { ...INITIAL_PAY_STATE, status: 'error', values }
  }
  redirect(payPaths.policy(token))
}
