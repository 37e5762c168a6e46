import type { CollectionSlug, Payload } from 'payload'

export type SenderLimit = { limit: number; windowMs: number }
export type LimitCheck = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * At most `limit` records of `collection` stored by one sender within `windowMs`, counted in the database
 * (the records' `senderKey`, a keyed hash of the connection's address), so the count is shared by every
 * server and survives a restart. Two sent at the very same moment may both pass: the limit is against
 * floods, not a quota. When refused, a place frees up once the limit-th newest leaves the window.
 * The one rule for every form that stores what a visitor sends (enquiries, group quotes, claims,
 * complaints, call-backs, data-protection requests).
 */
export async function checkSenderLimit(payload: Payload, collection: CollectionSlug, key: string, now: number, { limit, windowMs }: SenderLimit): Promise<LimitCheck> {
  const recent = await payload.find({
    collection,
    where: { and: [{ senderKey: { equals: key } }, { createdAt: { greater_than: new Date(now - windowMs).toISOString() } }] },
    sort: '-createdAt',
    limit,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  if (recent.totalDocs < limit) return { ok: true }
  const newest = recent.docs.at(-1) as { createdAt?: string } | undefined
  const oldest = Date.parse(newest?.createdAt ?? '') || now
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
}
