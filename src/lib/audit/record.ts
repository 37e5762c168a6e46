/**
 * The record of staff actions (issue 23, part 2; decision 030): who did what, when, from which address,
 * and what changed. Entries are written by the server only (overrideAccess); through the admin and the
 * API nobody, administrators included, can add, change or delete one. Auditors read and export them.
 */
import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/http/client-address'
import { log } from '@/lib/log'

import type { FieldChange } from './diff'

export const AUDIT_COLLECTION = 'audit-log'

export const AUDIT_ACTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'draft', label: 'Saved a draft' },
  { value: 'publish', label: 'Published' },
  { value: 'unpublish', label: 'Unpublished' },
  { value: 'schedule', label: 'Scheduled' },
  { value: 'delete', label: 'Deleted' },
  { value: 'roles', label: 'Changed roles' },
  { value: 'sign-in', label: 'Signed in' },
  { value: 'sign-in-refused', label: 'Sign-in refused' },
  { value: 'export', label: 'Exported' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

export type AuditEntry = {
  action: AuditAction
  /** A collection's or global's slug ("products", "site-settings"), or "users" for sign-ins. */
  target: string
  documentId?: string | number | null
  /** A readable name of the document: its title, name or email. */
  title?: string | null
  changes?: FieldChange[]
  /** Free words, e.g. an export's filter or the email a refused sign-in was for. */
  note?: string | null
}

type Actor = { id: number | string; email?: string | null } | null | undefined

const cut = (text: string | null | undefined, n: number) => (text ? (text.length > n ? `${text.slice(0, n - 1)}…` : text) : null)

/**
 * Writes one entry. `req` gives the actor and the client address; the entry is written in its own
 * transaction when `separate` (a refused sign-in, whose request's transaction is rolled back), else in
 * the request's, so an action and its entry are stored together or not at all.
 */
export async function recordAudit(payload: Payload, req: PayloadRequest | undefined, entry: AuditEntry, options: { actor?: Actor; separate?: boolean } = {}): Promise<void> {
  const actor: Actor = options.actor !== undefined ? options.actor : (req?.user as Actor)
  const data = {
    at: new Date().toISOString(),
    action: entry.action,
    target: entry.target,
    documentId: entry.documentId === undefined || entry.documentId === null ? null : String(entry.documentId),
    title: cut(entry.title, 200),
    actor: actor?.id === undefined || actor.id === null ? null : Number(actor.id),
    actorEmail: cut(actor?.email ?? null, 200),
    address: req?.headers ? clientAddress(req.headers) : 'server',
    changes: entry.changes && entry.changes.length > 0 ? entry.changes : null,
    note: cut(entry.note, 500),
  }
  try {
    await payload.create({ collection: AUDIT_COLLECTION, data, overrideAccess: true, depth: 0, ...(options.separate || !req ? {} : { req }) })
  } catch (error) {
    // A staff action must not pass unrecorded: in the request's transaction the failure undoes the action.
    if (!options.separate) throw error
    log.error('Could not record a staff action', { err: error })
  }
}
