'use server'

import config from '@payload-config'
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { INITIAL_COMPLAINT_TRACK_STATE, type ComplaintTrackState } from '@/components/Complaints/state'
import { COMPLAINT_PASS_SECONDS, COMPLAINT_TRACK_COOKIE, complaintPass, lookupComplaint } from '@/lib/complaints/track'
import { env } from '@/lib/env'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { paths } from '@/lib/paths'

/**
 * The complaint tracker's action, as the claims tracker's: a match leaves a short-lived signed pass in
 * this browser (no phone number in the address) and redirects (303) to the complaint; anything else
 * returns the form with its message.
 */
export async function findComplaint(_previous: ComplaintTrackState, form: FormData): Promise<ComplaintTrackState> {
  if (!(form instanceof FormData)) notFound()
  const get = (k: string) => {
    const v = form.get(k)
    return typeof v === 'string' ? v.slice(0, 300) : ''
  }
  const values = { reference: get('reference'), phone: get('phone') }
  let reference: string
  try {
    const payload = await getPayload({ config })
    const outcome = await lookupComplaint(payload, values, { clientKey: clientKey(await headers()) })
    switch (outcome.kind) {
      case 'invalid':
        return { ...INITIAL_COMPLAINT_TRACK_STATE, status: 'invalid', errors: outcome.errors, values }
      case 'not-found':
        return { ...INITIAL_COMPLAINT_TRACK_STATE, status: 'not-found', values }
      case 'rate-limited':
        return { ...INITIAL_COMPLAINT_TRACK_STATE, status: 'rate-limited', retryAfterSeconds: outcome.retryAfterSeconds, values }
      case 'failed':
        return { ...INITIAL_COMPLAINT_TRACK_STATE, status: 'error', values }
      case 'found':
        reference = outcome.reference
    }
  } catch (error) {
    log.error('The complaint tracking form could not be processed', { err: error })
    return { ...INITIAL_COMPLAINT_TRACK_STATE, status: 'error', values }
  }
  ;(await cookies()).set(COMPLAINT_TRACK_COOKIE, complaintPass(reference), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteEnv === 'production',
    path: paths.complaintTrack(),
    maxAge: COMPLAINT_PASS_SECONDS,
  })
  redirect(`${paths.complaintTrack()}?ref=${encodeURIComponent(reference)}`)
}
