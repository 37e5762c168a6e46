'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { INITIAL_CALL_BACK_STATE, type CallBackState } from '@/components/CallBack/state'
import { submitCallBack } from '@/lib/call-backs/submit'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { callBackValuesFromFormData, EMPTY_CALL_BACK } from '@/lib/schemas/call-back-fields'

/** The call-back form's server action: its `action`, so a browser without JavaScript posts to it too. */
export async function bookCallBack(_previous: CallBackState, form: FormData): Promise<CallBackState> {
  if (!(form instanceof FormData)) notFound()
  const values = callBackValuesFromFormData(form)
  const failed = (status: CallBackState['status'], extra: Partial<CallBackState> = {}): CallBackState => ({ ...INITIAL_CALL_BACK_STATE, status, values, ...extra })
  try {
    const payload = await getPayload({ config })
    const outcome = await submitCallBack(payload, { ...values, consent: values.consent ? 'on' : '' }, { clientKey: clientKey(await headers()) })
    switch (outcome.kind) {
      case 'stored':
        return { ...INITIAL_CALL_BACK_STATE, status: 'success', values: EMPTY_CALL_BACK, reference: outcome.reference, slot: outcome.slot }
      case 'invalid':
        return failed('invalid', { errors: outcome.errors })
      case 'rate-limited':
        return failed('rate-limited', { retryAfterSeconds: outcome.retryAfterSeconds })
      case 'failed':
        return failed('error')
    }
  } catch (error) {
    log.error('The call-back form could not be processed', { err: error })
    return failed('error')
  }
}
