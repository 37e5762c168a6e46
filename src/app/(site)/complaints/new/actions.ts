'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { INITIAL_COMPLAINT_STATE, type ComplaintFormState } from '@/components/Complaints/state'
import { submitComplaint } from '@/lib/complaints/submit'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { complaintValuesFromFormData, EMPTY_COMPLAINT } from '@/lib/schemas/complaint-fields'

/**
 * The complaint form's server action: the form's `action`, so it also takes the plain post of a browser
 * without JavaScript; the page then renders the state it returns (the messages, or the reference).
 */
export async function makeComplaint(_previous: ComplaintFormState, form: FormData): Promise<ComplaintFormState> {
  // Anyone can call an action with arguments of their own making; only our form sends FormData.
  if (!(form instanceof FormData)) notFound()
  const values = complaintValuesFromFormData(form)
  const failed = (status: ComplaintFormState['status'], extra: Partial<ComplaintFormState> = {}): ComplaintFormState => ({
    ...INITIAL_COMPLAINT_STATE,
    status,
    values,
    ...extra,
  })
  try {
    const payload = await getPayload({ config })
    const outcome = await submitComplaint(payload, values, { clientKey: clientKey(await headers()) })
    switch (outcome.kind) {
      case 'stored':
        return { ...INITIAL_COMPLAINT_STATE, status: 'success', values: EMPTY_COMPLAINT, reference: outcome.reference, emailed: values.email.trim() !== '' }
      case 'invalid':
        return failed('invalid', { errors: outcome.errors })
      case 'rate-limited':
        return failed('rate-limited', { retryAfterSeconds: outcome.retryAfterSeconds })
      case 'failed':
        return failed('error')
    }
  } catch (error) {
    log.error('The complaint form could not be processed', { err: error })
    return failed('error')
  }
}
