import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { receiptKeyMatches } from '@/collections/Claims/submit'
import { ReceivedView } from '@/components/ClaimOnline/ReceivedView'
import { normaliseReference } from '@/lib/claims/reference'

export const metadata: Metadata = { title: 'Claim received', robots: { index: false } }

/** The receipt: opens only with the key the claim form's redirect carries (see receiptKey). */
export default async function ClaimReceivedRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref, key } = await searchParams
  const reference = typeof ref === 'string' ? normaliseReference(ref) : null
  if (!reference || typeof key !== 'string' || !receiptKeyMatches(reference, key)) notFound()
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'online-claims',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    select: { reference: true, claimType: true, missingDocuments: true, email: true },
    overrideAccess: true,
  })
  const claim = found.docs[0]
  if (!claim) notFound()
  return (
    <ReceivedView
      reference={reference}
      claimType={claim.claimType}
      missing={(claim.missingDocuments ?? []).map((m) => m.document)}
      notified={claim.email ? 'by SMS to your phone and by email' : 'by SMS to your phone'}
    />
  )
}
