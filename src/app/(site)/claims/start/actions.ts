'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { receiptKey, startClaim } from '@/lib/claims/submit'
import { checklistItems } from '@/lib/claims/checklist'
import { INITIAL_CLAIM_STATE, type ClaimFormState } from '@/components/ClaimOnline/state'
import { getClaimForms } from '@/lib/content/claims'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { paths } from '@/lib/paths'
import { claimValuesFromFormData } from '@/lib/schemas/claim'
import { i18n } from '@/lib/i18n'

/**
 * The claim form's server action: the form's `action`, so it also takes the plain post of a browser
 * without JavaScript. A stored claim redirects (303) to its receipt on this site; anything else comes
 * back as the form's state, with a message per field.
 */
export async function submitClaim(_previous: ClaimFormState, form: FormData): Promise<ClaimFormState> {
  if (!(form instanceof FormData)) notFound()
  const values = claimValuesFromFormData(form)
  let reference: string
  try {
    const payload = await getPayload({ config })
    const checklist = checklistItems(await getClaimForms(i18n.defaultLanguage.code), values.claimType)
    const outcome = await startClaim(payload, values, { clientKey: clientKey(await headers()), checklist })
    switch (outcome.kind) {
      case 'invalid':
        return { ...INITIAL_CLAIM_STATE, status: 'invalid', errors: outcome.errors, values }
      case 'rate-limited':
        return { ...INITIAL_CLAIM_STATE, status: 'rate-limited', retryAfterSeconds: outcome.retryAfterSeconds, values }
      case 'failed':
        return { ...INITIAL_CLAIM_STATE, status: 'error', values }
      case 'stored':
        reference = outcome.reference
    }
  } catch (error) {
    log.error('The claim form could not be processed', { err: error })
    return { ...INITIAL_CLAIM_STATE, status: 'error', values }
  }
  // Outside the try: redirect() works by throwing.
  redirect(`${paths.claimReceived()}?ref=${encodeURIComponent(reference)}&key=${encodeURIComponent(receiptKey(reference))}`)
}
