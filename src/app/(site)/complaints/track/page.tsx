import config from '@payload-config'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getPayload } from 'payload'

import { ComplaintTrackView } from '@/components/Complaints/TrackView'
import { normaliseComplaintReference } from '@/lib/complaints/reference'
import { COMPLAINT_TRACK_COOKIE, COMPLAINT_TRACK_MESSAGES, readComplaintPass, trackedComplaint } from '@/lib/complaints/track'
import { getSiteSettings } from '@/lib/content/site'

import { findComplaint } from './actions'

export const metadata: Metadata = {
  title: 'Follow your complaint',
  description: 'See where your complaint stands: enter your complaint reference and the mobile number you gave with it.',
  robots: { index: false },
}

export default async function ComplaintTrackRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref } = await searchParams
  const asked = typeof ref === 'string' ? normaliseComplaintReference(ref) : null
  // The complaint shows only to the browser holding a pass for this very reference.
  const passFor = readComplaintPass((await cookies()).get(COMPLAINT_TRACK_COOKIE)?.value)
  const payload = await getPayload({ config })
  const complaint = asked && passFor === asked ? await trackedComplaint(payload, asked) : null
  const settings = await getSiteSettings()
  return <ComplaintTrackView complaint={complaint} action={findComplaint} notFoundText={COMPLAINT_TRACK_MESSAGES.notFound} phone={settings.callCentrePhone} />
}
