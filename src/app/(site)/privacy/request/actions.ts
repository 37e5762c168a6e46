'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { INITIAL_PRIVACY_REQUEST_STATE, type PrivacyCodeState, type PrivacyRequestState } from '@/components/Privacy/state'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { confirmPrivacyCode, startPrivacyRequest } from '@/lib/privacy/requests/service'
import { PRIVACY_REQUEST_KINDS } from '@/lib/privacy/requests/types'
import { lagosDayAndTime, lagosDayText } from '@/lib/text/lagos'

const field = (form: FormData, name: string, max: number) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, max) : ''
}

const lagosTime = (iso: string) => lagosDayAndTime(iso)

/** Step 1: store the request and send the code, then show the code form (a 303 to ?ref=…). */
export async function startRequest(_previous: PrivacyRequestState, form: FormData): Promise<PrivacyRequestState> {
  if (!(form instanceof FormData)) notFound()
  const values = { kind: field(form, 'kind', 40), contact: field(form, 'contact', 300), details: field(form, 'details', 2000) }
  let reference: string
  try {
    const payload = await getPayload({ config })
    const outcome = await startPrivacyRequest(payload, values, { clientKey: clientKey(await headers()) })
    if (outcome.kind === 'invalid') return { status: 'invalid', errors: outcome.errors, values }
    if (outcome.kind === 'rate-limited') return { ...INITIAL_PRIVACY_REQUEST_STATE, status: 'rate-limited', values }
    reference = outcome.reference
  } catch (error) {
    log.error('A data-protection request could not be stored', { err: error })
    return { ...INITIAL_PRIVACY_REQUEST_STATE, status: 'error', values }
  }
  redirect(`/privacy/request?ref=${encodeURIComponent(reference)}`)
}

/** Step 2: check the code and say what the website did. */
export async function confirmCode(_previous: PrivacyCodeState, form: FormData): Promise<PrivacyCodeState> {
  if (!(form instanceof FormData)) notFound()
  const reference = field(form, 'reference', 40)
  try {
    const payload = await getPayload({ config })
    const outcome = await confirmPrivacyCode(payload, { reference, code: field(form, 'code', 40) })
    switch (outcome.kind) {
      case 'invalid':
        return { status: 'invalid', error: outcome.error }
      case 'wrong':
        return { status: 'wrong', triesLeft: outcome.triesLeft }
      case 'expired':
        return { status: 'expired' }
      case 'download':
        return {
          status: 'download',
          href: `/privacy/request/download?ref=${encodeURIComponent(outcome.reference)}&token=${encodeURIComponent(outcome.token)}`,
          until: lagosTime(outcome.expiresAt),
        }
      case 'deleted':
        return { status: 'deleted', words: outcome.words }
      case 'queued':
        return {
          status: 'queued',
          what: (PRIVACY_REQUEST_KINDS.find((k) => k.value === outcome.requestKind)?.short ?? 'act on your data').toLowerCase(),
          due: lagosDayText(outcome.dueAt),
        }
    }
  } catch (error) {
    log.error('A data-protection code could not be checked', { err: error })
    return { status: 'error' }
  }
}
