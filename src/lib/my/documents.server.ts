import type { Payload } from 'payload'

import { linkIsGood, type LinkTarget } from './links'
import { receiptPdf, statementPdf } from './pdf'
import { heldPolicy, policyBook } from './policies'
import { policyNumberParam } from './rules'
import { currentSession } from './session.server'
import { errorSummary, log } from '@/lib/log'
import { payloadInstance } from '@/lib/payload-instance'
import { periodSchema } from '@/lib/schemas/my'

const NO_STORE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' }

/** The plain 404 of a document link that is not this session's, has run out, or names nothing. */
export const goneResponse = () =>
  new Response('This link does not work: it has run out, or it is for another session. Go back to your policy for a new one.', { status: 404, headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' } })

async function brandName(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { shortName: true } })).shortName || 'Redwood Life'
}

/**
 * A statement or receipt PDF (decision 042): only for the session that was given the link, for a
 * policy its phone or email holds, before the link runs out; anything else is the same 404.
 */
export async function documentResponse(numberParam: string, kind: LinkTarget['kind'], query: URLSearchParams): Promise<Response> {
  try {
    return await document(numberParam, kind, query)
  } catch (error) {
    log.error('A policy document could not be made', { kind, err: errorSummary(error) })
    return new Response('Sorry, we could not make this document just now. Please try again soon.', { status: 503, headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
  }
}

async function document(numberParam: string, kind: LinkTarget['kind'], query: URLSearchParams): Promise<Response> {
  const number = policyNumberParam(numberParam)
  if (!number) return goneResponse()
  const payload = await payloadInstance()
  const session = await currentSession(payload)
  if (!session) return goneResponse()
  const expires = query.get('expires') ?? ''
  const sig = query.get('sig') ?? ''
  let target: LinkTarget
  if (kind === 'statement') {
    const period = periodSchema.safeParse({ from: query.get('from') ?? '', to: query.get('to') ?? '' })
    if (!period.success) return goneResponse()
    target = { kind, from: period.data.from, to: period.data.to }
  } else {
    const receipt = (query.get('receipt') ?? '').slice(0, 60)
    if (!/^[A-Za-z0-9/_-]{1,60}$/.test(receipt)) return goneResponse()
    target = { kind, receipt }
  }
  const policy = await heldPolicy(session.contact, number)
  if (!policy || !linkIsGood(session.id, policy.number, target, expires, sig)) return goneResponse()
  const payments = await policyBook().payments(policy.number)
  const brand = await brandName(payload)
  let bytes: Uint8Array
  let filename: string
  if (target.kind === 'statement') {
    const balance = (await policyBook().balance?.(policy.number, { from: target.from, to: target.to })) ?? null
    bytes = await statementPdf({ brand, policy, payments, balance, from: target.from, to: target.to, madeAt: new Date() })
    filename = `statement-${policy.number}-${target.from}-to-${target.to}.pdf`
  } else {
    const wanted = target.receipt
    const payment = payments.find((p) => p.receipt === wanted)
    if (!payment) return goneResponse()
    bytes = await receiptPdf({ brand, policy, payment })
    filename = `receipt-${payment.receipt}.pdf`
  }
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: { ...NO_STORE, 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"` },
  })
}
