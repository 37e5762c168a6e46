import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { FILE_MESSAGES } from '@/lib/claims/files'
import { receiptKeyMatches } from '@/lib/claims/submit'
import { ReceivedView, SendDocuments } from '@/components/ClaimOnline/ReceivedView'
import { UploadForm } from '@/components/ClaimOnline/UploadForm.client'
import { loadChecklistStatus } from '@/lib/claims/documents.server'
import { normaliseReference } from '@/lib/claims/reference'

export const metadata: Metadata = { title: 'Claim received', robots: { index: false } }

const PROBLEMS: Record<string, string> = { ...FILE_MESSAGES, failed: 'The file could not be saved because of a problem on our side. Please send it again.' }

/** The receipt: opens only with the key the claim form's redirect carries (see receiptKey). */
export default async function ClaimReceivedRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref, key, sent, problem } = await searchParams
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
  const files = await payload.find({
    collection: 'claim-files',
    where: { claim: { equals: claim.id } },
    limit: 50,
    depth: 0,
    sort: 'createdAt',
    select: { document: true, originalName: true },
    overrideAccess: true,
  })
  // Documents already sent are ticked off; the form still offers every line, so one can be sent again.
  const documents = await loadChecklistStatus(payload, claim)
  const missing = documents.items.filter((i) => i.state === 'needed').map((i) => i.document)
  const lines = [...missing, ...(claim.missingDocuments ?? []).map((m) => m.document).filter((d) => !missing.includes(d))]
  const problemText = typeof problem === 'string' && Object.hasOwn(PROBLEMS, problem) ? PROBLEMS[problem] : undefined
  return (
    <ReceivedView
      reference={reference}
      claimType={claim.claimType}
      missing={missing}
      notified={claim.email ? 'by SMS to your phone and by email' : 'by SMS to your phone'}
    >
      <SendDocuments sentSoFar={files.docs.map((f) => `${f.document ?? 'Document'}${f.originalName ? ` (${f.originalName})` : ''}`)}>
        <UploadForm
          action={`/api/claim-documents?${new URLSearchParams({ ref: reference, key })}`}
          reference={reference}
          receiptKey={key}
          documents={lines}
          sent={sent === '1'}
          problem={problemText}
        />
      </SendDocuments>
    </ReceivedView>
  )
}
