'use server'

import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { TRACK_COOKIE, TRACK_PASS_SECONDS, trackPass } from '@/lib/claims/track'
import { env } from '@/lib/env'
import { claimOnPolicy } from '@/lib/my/records'
import { requirePolicy } from '@/lib/my/session.server'
import { paths } from '@/lib/paths'

/** Opens a claim on this policy in the claims tracker: the tracker's own signed pass, then its page. */
export async function openClaimAction(form: FormData): Promise<void> {
  if (!(form instanceof FormData)) notFound()
  const policy = form.get('policy')
  const reference = form.get('reference')
  if (typeof policy !== 'string' || typeof reference !== 'string' || reference.length > 40 || policy.length > 40) notFound()
  const { payload, policy: held } = await requirePolicy(policy)
  if (!(await claimOnPolicy(payload, reference, held.number))) notFound()
  ;(await cookies()).set(TRACK_COOKIE, trackPass(reference), { httpOnly: true, sameSite: 'lax', secure: env.siteEnv === 'production', path: paths.claimTrack(), maxAge: TRACK_PASS_SECONDS })
  redirect(`${paths.claimTrack()}?ref=${encodeURIComponent(reference)}`)
}
