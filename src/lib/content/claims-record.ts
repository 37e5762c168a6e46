import { unstable_cache } from 'next/cache'
import { notFound } from 'next/navigation'

import { CLAIMS_RECORD_TAG, computeClaimsRecord, type ClaimsRecord } from '@/lib/claims/record'

import { payloadClient, prerenderingTheBuild } from './payload'


/** The record covers claims decided in the last year; at most this many enter the median. */
const WINDOW_DAYS = 365
const MAX_DECIDED = 20_000

/**
 * The claims record computed from the claims collection, cached and expired whenever a claim is paid
 * or declined (src/collections/Claims); an hour's backstop in case an expiry is missed.
 */
const read = unstable_cache(
  async (): Promise<ClaimsRecord & { since: string }> => {
    const payload = await payloadClient()
    const since = new Date(Date.now() - WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString()
    const decided = await payload.find({
      collection: 'online-claims',
      where: { and: [{ status: { in: ['paid', 'declined'] } }, { decidedAt: { greater_than: since } }] },
      limit: MAX_DECIDED,
      pagination: false,
      depth: 0,
      sort: '-decidedAt',
      select: { status: true, documentsCompleteAt: true, paidAt: true },
      overrideAccess: true,
    })
    return { ...computeClaimsRecord(decided.docs), since }
  },
  ['claims-record'],
  { tags: [CLAIMS_RECORD_TAG], revalidate: 3600 },
)

export async function getClaimsRecord(): Promise<(ClaimsRecord & { since: string }) | null> {
  // The build reads no database (decision 013; see cachedRead).
  if (prerenderingTheBuild()) notFound()
  try {
    return await read()
  } catch {
    return null // the page still renders; the record section is left out
  }
}
