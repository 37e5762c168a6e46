import { createHmac } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { formatNaira } from '@/lib/quote/money'
import { queueMessage } from '@/lib/outbox'
import { GROUP_CONSENT_VERSION, HONEYPOT_FIELD, validateGroupQuote, type GroupQuoteErrors, type GroupQuoteInput } from '@/lib/schemas/group-quote'

export type GroupQuoteOutcome =
  | { kind: 'stored'; id: number; reference: string }
  /** The trap field was filled: answered like a success, stored nowhere. */
  | { kind: 'dropped' }
  | { kind: 'invalid'; errors: GroupQuoteErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }

const senderKey = (address: string) => createHmac('sha256', env.payloadSecret).update(`group-quote-sender:${address}`).digest('hex').slice(0, 32)

/** The corporate team's mail: everything they need to prepare the quote, and where to find it. */
export function groupQuoteMail(
  { id, reference }: { id: number; reference: string },
  v: GroupQuoteInput,
  product: string,
  adminUrl: string,
): { subject: string; text: string } {
  const cover = v.salary * v.multiple
  const lines = [
    `A group life quote was requested on the website${product ? ` (${product})` : ''}.`,
    '',
    `Reference: ${reference}`,
    `Company: ${v.company}`,
    `Contact: ${v.name}`,
    `Email: ${v.email}`,
    `Phone: ${v.phone}`,
    `Staff to cover: ${v.staff.toLocaleString('en-NG')}`,
    `Total annual salary: ${formatNaira(v.salary)}`,
    `Cover asked for: ${v.multiple} times annual salary, ${formatNaira(cover)} in all`,
    ...(v.message ? ['', 'Message:', v.message] : []),
    '',
    `In the admin: ${adminUrl}/admin/collections/group-quote-requests/${id}`,
  ]
  return { subject: `Group quote request ${reference}: ${v.company.slice(0, 80)}`, text: lines.join('\n') }
}

/**
 * The one way a group-quote request enters the system: trap, schema, per-address limit, then the
 * request and its mail to the corporate inbox stored together (one transaction where the database has
 * them), and the outbox sends the mail.
 */
export async function submitGroupQuote(
  payload: Payload,
  input: unknown,
  { clientKey, product, now = new Date(), limit = { limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs } }: {
    clientKey: string
    product: { id: number; title: string } | null
    now?: Date
    limit?: { limit: number; windowMs: number }
  },
): Promise<GroupQuoteOutcome> {
  const trap = input && typeof input === 'object' ? (input as Record<string, unknown>)[HONEYPOT_FIELD] : undefined
  if (trap !== undefined && trap !== null && trap !== '') {
    payload.logger.info('Group quote request dropped: the hidden trap field was filled.')
    return { kind: 'dropped' }
  }
  const result = validateGroupQuote(input)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }
  const v = result.data
  const key = senderKey(clientKey)

  let transactionID: string | number | null = null
  try {
    const recent = await payload.find({
      collection: 'group-quote-requests',
      where: { and: [{ senderKey: { equals: key } }, { createdAt: { greater_than: new Date(now.getTime() - limit.windowMs).toISOString() } }] },
      sort: '-createdAt',
      limit: limit.limit,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    })
    if (recent.totalDocs >= limit.limit) {
      const oldest = Date.parse(recent.docs.at(-1)?.createdAt ?? '') || now.getTime()
      return { kind: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)) }
    }

    // Payload's SQLite adapter has no transactions (null): there each write stands alone.
    transactionID = await payload.db.beginTransaction()
    const req: Partial<PayloadRequest> | undefined = transactionID !== null ? { transactionID, payload } : undefined
    const doc = await payload.create({
      collection: 'group-quote-requests',
      overrideAccess: true,
      req,
      data: {
        company: v.company,
        product: product?.id ?? null,
        contactName: v.name,
        email: v.email,
        phone: v.phone,
        staffCount: v.staff,
        annualSalary: v.salary,
        coverMultiple: v.multiple,
        message: v.message || null,
        consentedAt: now.toISOString(),
        consentVersion: GROUP_CONSENT_VERSION,
        handled: false,
        senderKey: key,
      },
    })
    if (!doc.reference) throw new Error('The group quote request was stored without a reference')
    const mail = groupQuoteMail({ id: doc.id, reference: doc.reference }, v, product?.title ?? '', env.serverUrl)
    await queueMessage(
      payload,
      { channel: 'email', to: env.groupQuoteInbox, subject: mail.subject, text: mail.text, key: `group-quote:${doc.id}:corporate:email`, related: `group-quote-requests:${doc.id}` },
      { req },
    )
    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
    return { kind: 'stored', id: doc.id, reference: doc.reference }
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    // The summary leaves out the query's values (what the visitor typed).
    payload.logger.error({ err: errorSummary(error) }, 'A group quote request could not be stored.')
    return { kind: 'failed' }
  }
}
