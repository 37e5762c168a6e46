'use server'

import config from '@payload-config'
import { cookies, headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { lookupClaim, TRACK_COOKIE, TRACK_PASS_SECONDS, trackPass } from '@/lib/claims/track'
import { INITIAL_TRACK_STATE, type TrackFormState } from '@/components/ClaimOnline/trackState'
import { env } from '@/lib/env'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { paths } from '@/lib/paths'

/**
 * The tracking form's action. A match leaves a short-lived signed pass in this browser (no personal
 * data in the address) and redirects (303) to the claim's status; anything else returns the form.
 */
export async function findClaim(_previous: TrackFormState, form: FormData): Promise<TrackFormState> {
  if (!(form instanceof FormData)) notFound()
  const get = (k: string) => {
    const v = form.get(k)
    return typeof v === 'string' ? v.slice(0, 300) : ''
  }
  const values = { reference: get('reference'), contact: get('contact') }
  let reference: string
  try {
    const payload = await getPayload({ config })
    const outcome = await lookupClaim(payload, values, { clientKey: clientKey(await headers()) })
    switch (outcome.kind) {
      case 'invalid':
        return { ...INITIAL_TRACK_STATE, status: 'invalid', errors: outcome.errors, values }
      case 'not-found':
        return { ...INITIAL_TRACK_STATE, status: 'not-found', values }
      case 'rate-limited':
        return { ...INITIAL_TRACK_STATE, status: 'rate-limited', retryAfterSeconds: outcome.retryAfterSeconds, values }
      case 'failed':
        return { ...INITIAL_TRACK_STATE, status: 'error', values }
      case 'found':
        reference = outcome.reference
    }
  } catch (error) {
    log.error('The tracking form could not be processed', { err: error })
    return { ...INITIAL_TRACK_STATE, status: 'error', values }
  }
  ;(await cookies()).set(TRACK_COOKIE, trackPass(reference), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteEnv === 'production',
    path: paths.claimTrack(),
    maxAge: TRACK_PASS_SECONDS,
  })
  redirect(`${paths.claimTrack()}?ref=${encodeURIComponent(reference)}`)
}
