import config from '@payload-config'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getPayload } from 'payload'

import { readTrackPass, TRACK_COOKIE, TRACK_MESSAGES, trackedClaim } from '@/lib/claims/track'
import { TrackView } from '@/components/ClaimOnline/TrackView'
import { normaliseReference } from '@/lib/claims/reference'
import { getSiteSettings } from '@/lib/content/site'

import { findClaim } from './actions'

export const metadata: Metadata = {
  title: 'Follow your claim',
  description: 'See where your claim stands: enter your claim reference and the phone number or email you gave with it.',
  robots: { index: false },
}

export default async function ClaimTrackRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref } = await searchParams
  const asked = typeof ref === 'string' ? normaliseReference(ref) : null
  // The status shows only to the browser holding a pass for this very reference.
  const passFor = readTrackPass((await cookies()).get(TRACK_COOKIE)?.value)
  const payload = await getPayload({ config })
  const claim = asked && passFor === asked ? await trackedClaim(payload, asked) : null
  const settings = await getSiteSettings()
  return <TrackView claim={claim} action={findClaim} notFoundText={TRACK_MESSAGES.notFound} phone={settings.callCentrePhone} />
}
