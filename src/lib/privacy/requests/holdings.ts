/**
 * Everything the website holds under one phone number or email, for "see" and "take away", and what a
 * "delete" removes and keeps. Each record is read with its own fields minus the site's internal ones
 * (keys, hashes, tokens, delivery bookkeeping). Bounded: at most EXPORT_ROWS_PER_KIND records of each kind.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import { isContact, type Contact } from './contact'
import { EXPORT_ROWS_PER_KIND } from './types'

export type HeldValue = string | number | boolean | null
export type HeldRecord = Record<string, HeldValue | HeldValue[] | Record<string, HeldValue>[]>
export type HeldSection = { key: string; title: string; records: HeldRecord[] }

type Source = { collection: CollectionSlug; title: string; phone: string; email: string | null }

/** Where personal data given through the website lives, and the fields that hold the contact. */
export const SOURCES: readonly Source[] = [
  { collection: 'enquiries', title: 'Enquiries you sent us', phone: 'phone', email: 'email' },
  { collection: 'group-quote-requests', title: 'Group quote requests', phone: 'phone', email: 'email' },
  { collection: 'applications', title: 'Applications for a policy', phone: 'phone', email: 'email' },
  { collection: 'online-claims', title: 'Claims', phone: 'phone', email: 'email' },
  { collection: 'complaints', title: 'Complaints', phone: 'phone', email: 'email' },
  { collection: 'call-backs', title: 'Call-backs you asked for', phone: 'phone', email: null },
  { collection: 'outbox-messages', title: 'Text messages and emails we sent you', phone: 'to', email: 'to' },
  { collection: 'premium-payments', title: 'Premiums paid online', phone: 'phone', email: 'email' },
  { collection: 'policyholder-change-requests', title: 'Changes you asked for on your policies', phone: 'requestedBy', email: 'requestedBy' },
]

// The site's own bookkeeping, never personal data the person gave: left out of the file.
const INTERNAL = /^(id|_status|senderKey|.*[Tt]oken.*|.*[Hh]ash|.*[Kk]ey|claimToken|leaseUntil|lastError|lastMailError|receipt|messageId|attempts|mailAttempts|nextAttemptAt|html|delivery|handledBy|reviewedBy|by|notes|updatedAt)$/

function clean(value: unknown): HeldRecord[string] | undefined {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) {
    const rows = value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)).map((row) => cleanRow(row) as Record<string, HeldValue>)
    if (rows.length > 0) return rows
    return value.filter((v): v is HeldValue => v === null || ['string', 'number', 'boolean'].includes(typeof v))
  }
  return undefined
}

function cleanRow(row: Record<string, unknown>): HeldRecord {
  const out: HeldRecord = {}
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL.test(key)) continue
    const cleaned = clean(value)
    if (cleaned !== undefined) out[key] = cleaned
  }
  return out
}

function whereContact(source: Source, contact: Contact): Where {
  if (contact.kind === 'phone') return { [source.phone]: { in: contact.stored } }
  // `like` finds the candidates whatever their case; each is then compared exactly (isContact).
  return source.email ? { [source.email]: { like: contact.canonical } } : { id: { equals: -1 } }
}

async function recordsOf(payload: Payload, source: Source, contact: Contact): Promise<Record<string, unknown>[]> {
  const found = await payload.find({ collection: source.collection, where: whereContact(source, contact), limit: EXPORT_ROWS_PER_KIND, depth: 0, sort: 'createdAt', overrideAccess: true })
  const field = contact.kind === 'phone' ? source.phone : (source.email ?? source.phone)
  return (found.docs as unknown as Record<string, unknown>[]).filter((doc) => isContact(contact, typeof doc[field] === 'string' ? (doc[field] as string) : null))
}

/** Every record held under the contact, kind by kind (kinds with none are left out). */
export async function findHoldings(payload: Payload, contact: Contact): Promise<HeldSection[]> {
  const sections: HeldSection[] = []
  for (const source of SOURCES) {
    const records = (await recordsOf(payload, source, contact)).map(cleanRow)
    if (records.length > 0) sections.push({ key: source.collection, title: source.title, records })
  }
  return sections
}

export type Erasure = {
  deleted: { enquiries: number; groupQuotes: number; callBacks: number; unfinishedApplications: number; messages: number }
  kept: { applications: number; claims: number; complaints: number; messagesWaiting: number; payments: number; policyChanges: number }
}

async function deleteIds(payload: Payload, collection: CollectionSlug, ids: (string | number)[]): Promise<number> {
  if (ids.length === 0) return 0
  const result = await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
  return result.docs.length
}

const idsOf = (docs: Record<string, unknown>[]) => docs.map((d) => d.id).filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')

/**
 * "Delete my data": removes what the law does not require us to keep (enquiries, group quote requests,
 * call-back requests (a call not yet made is cancelled with it), applications never sent, our copies of messages already delivered) and counts what is kept and why
 * (applications sent, claims and policy change requests: insurance law; premium payments: payment
 * records; complaints: the regulator's register; messages still to be delivered, about those).
 */
export async function eraseHoldings(payload: Payload, contact: Contact): Promise<Erasure> {
  const [enquiries, groupQuotes, applications, claims, complaints, callBacks, messages, payments, policyChanges] = await Promise.all(SOURCES.map((s) => recordsOf(payload, s, contact)))
  const unfinished = (applications ?? []).filter((a) => a.status === 'in-progress')
  const delivered = (messages ?? []).filter((m) => m.status === 'sent' || m.status === 'not-configured')
  return {
    deleted: {
      enquiries: await deleteIds(payload, 'enquiries', idsOf(enquiries ?? [])),
      groupQuotes: await deleteIds(payload, 'group-quote-requests', idsOf(groupQuotes ?? [])),
      callBacks: await deleteIds(payload, 'call-backs', idsOf(callBacks ?? [])),
      unfinishedApplications: await deleteIds(payload, 'applications', idsOf(unfinished)),
      messages: await deleteIds(payload, 'outbox-messages', idsOf(delivered)),
    },
    kept: {
      applications: (applications ?? []).length - unfinished.length,
      claims: (claims ?? []).length,
      complaints: (complaints ?? []).length,
      messagesWaiting: (messages ?? []).length - delivered.length,
      payments: (payments ?? []).length,
      policyChanges: (policyChanges ?? []).length,
    },
  }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a deletion did, in words for the person (the page and the message say the same). */
export function erasureWords(e: Erasure): string[] {
  const d = e.deleted
  const gone = [
    d.enquiries ? count(d.enquiries, 'enquiry', 'enquiries') : null,
    d.groupQuotes ? count(d.groupQuotes, 'group quote request', 'group quote requests') : null,
    d.callBacks ? count(d.callBacks, 'call-back request', 'call-back requests') : null,
    d.unfinishedApplications ? count(d.unfinishedApplications, 'unfinished application', 'unfinished applications') : null,
    d.messages ? count(d.messages, 'copy of a message we sent you', 'copies of messages we sent you') : null,
  ].filter((s): s is string => s !== null)
  const lines = [gone.length > 0 ? `We deleted ${gone.join(', ')}.` : 'We held nothing under these details that we could delete.']
  const k = e.kept
  if (k.applications) lines.push(`We kept ${count(k.applications, 'application for a policy', 'applications for a policy')}: insurance law requires us to keep it while the policy lasts and for 7 years after.`)
  if (k.claims) lines.push(`We kept ${count(k.claims, 'claim', 'claims')}: insurance law requires us to keep claim records.`)
  if (k.complaints) lines.push(`We kept ${count(k.complaints, 'complaint', 'complaints')}: the National Insurance Commission may ask to see our register of complaints.`)
  if (k.payments) lines.push(`We kept ${count(k.payments, 'premium payment', 'premium payments')}: the law requires us to keep records of payments.`)
  if (k.policyChanges) lines.push(`We kept ${count(k.policyChanges, 'change you asked for on a policy', 'changes you asked for on your policies')}: they are part of the policy's record, which insurance law requires us to keep.`)
  if (k.messagesWaiting) lines.push(`${count(k.messagesWaiting, 'message', 'messages')} about these records will still be sent, then deleted with the others.`)
  lines.push('We also keep a record of this request, to show that we did what you asked.')
  return lines
}
