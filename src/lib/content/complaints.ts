import { unstable_cache } from 'next/cache'
import { notFound, unstable_rethrow } from 'next/navigation'

import { COMPLAINTS_RECORD_TAG, computeComplaintsRecord, RECORD_WINDOW_DAYS, type ComplaintsRecord } from '@/lib/complaints/record'
import { complaintTermsFrom, type ComplaintTerms } from '@/lib/complaints/terms'
import { log } from '@/lib/log'

import { payloadClient, prerenderingTheBuild } from './payload'
import { getSiteSettings } from './site'

/** At most this many complaints of the last 12 months enter the figures (a bounded read). */
const MAX_COMPLAINTS = 20_000

/** The complaints promise and the bureau, for pages: the same words the messages use (src/lib/complaints/terms.ts). */
export async function getComplaintTerms(): Promise<ComplaintTerms> {
  try {
    const settings = await getSiteSettings()
    return complaintTermsFrom(settings.complaints, settings.customerServiceEmail)
  } catch (error) {
    unstable_rethrow(error)
    log.warn('Site settings could not be read; using the standard complaints terms', { err: error })
    return complaintTermsFrom(null, '')
  }
}

/**
 * The published complaints figures, computed from the complaints received in the last 12 months, cached
 * and expired whenever a complaint is stored or changes status (src/collections/Complaints); an hour's
 * backstop, since a complaint falls overdue without any change.
 */
const read = unstable_cache(
  async (): Promise<ComplaintsRecord & { since: string }> => {
    const payload = await payloadClient()
    const now = new Date()
    const since = new Date(now.getTime() - RECORD_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString()
    const found = await payload.find({
      collection: 'complaints',
      where: { createdAt: { greater_than: since } },
      limit: MAX_COMPLAINTS,
      pagination: false,
      depth: 0,
      sort: '-createdAt',
      select: { createdAt: true, status: true, resolvedAt: true, dueAt: true },
      overrideAccess: true,
    })
    return { ...computeComplaintsRecord(found.docs, now), since }
  },
  ['complaints-record'],
  { tags: [COMPLAINTS_RECORD_TAG], revalidate: 3600 },
)

export async function getComplaintsRecord(): Promise<(ComplaintsRecord & { since: string }) | null> {
  // The build reads no database (decision 013; see cachedRead).
  if (prerenderingTheBuild()) notFound()
  try {
    return await read()
  } catch (error) {
    unstable_rethrow(error)
    return null // the page still renders; the figures are left out
  }
}
