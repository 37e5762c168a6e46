'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { submitEnquiry } from '@/lib/enquiries/submit'
import { INITIAL_ENQUIRY_STATE, type EnquiryFormState } from '@/components/EnquiryForm/state'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { EMPTY_VALUES, HONEYPOT_FIELD, valuesFromFormData } from '@/lib/schemas/enquiry'

/**
 * The contact form's server action. It is the form's `action`, so it also handles the plain HTML
 * post of a browser without JavaScript; the page then renders the returned state (errors and the
 * typed values, or the success message).
 */
export async function sendEnquiry(_previous: EnquiryFormState, form: FormData): Promise<EnquiryFormState> {
  // Anyone can call an action with arguments of their own making; only our form sends FormData.
  // notFound() answers 404 (the site's 404 page for a post without JavaScript), not a 500.
  if (!(form instanceof FormData)) notFound()
  const values = valuesFromFormData(form)
  const failed = (status: EnquiryFormState['status'], extra: Partial<EnquiryFormState> = {}): EnquiryFormState => ({
    ...INITIAL_ENQUIRY_STATE,
    status,
    values,
    ...extra,
  })
  try {
    const payload = await getPayload({ config })
    const trap = form.get(HONEYPOT_FIELD)
    const outcome = await submitEnquiry(
      payload,
      { ...values, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' },
      { clientKey: clientKey(await headers()), channel: 'form' },
    )
    switch (outcome.kind) {
      case 'stored':
        return { ...INITIAL_ENQUIRY_STATE, status: 'success', values: EMPTY_VALUES, reference: outcome.reference }
      case 'dropped':
        return { ...INITIAL_ENQUIRY_STATE, status: 'success', values: EMPTY_VALUES }
      case 'invalid':
        return failed('invalid', { errors: outcome.errors })
      case 'rate-limited':
        return failed('rate-limited', { retryAfterSeconds: outcome.retryAfterSeconds })
      case 'failed':
        return failed('error')
    }
  } catch (error) {
    log.error('The contact form could not be processed', { err: error })
    return failed('error')
  }
}
