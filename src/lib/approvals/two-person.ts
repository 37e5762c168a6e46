/**
 * Two people for every change to regulated content (issue 23, part 1; decision 031). A change is saved
 * as a draft, which records its author; it goes live only when a second staff member with the approver
 * role publishes that draft exactly as it was proposed. Nobody approves their own change, an approver
 * cannot slip an edit into the approval, and a new document or an old version goes the same way (a
 * restore publishes only as a draft that someone else approves).
 */
import { APIError, type CollectionBeforeChangeHook, type FlattenedField, type GlobalBeforeChangeHook } from 'payload'

import { labelOfPath } from '@/lib/api/field-labels'
import { changedFields } from '@/lib/audit/diff'
import { withdrawScheduledPublishes } from '@/lib/publishing/scheduled'
import { hasRole, type StaffRole } from '@/lib/staff/roles'

/** Fields the approval itself writes: not part of the proposed change. */
const APPROVAL_FIELDS = ['changedBy', 'approvedBy', 'approvedAt'] as const

type Doc = Record<string, unknown>

const approvers = (approver: StaffRole | StaffRole[]): StaffRole[] => (Array.isArray(approver) ? approver : [approver])

const idOf = (value: unknown): string | null => {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return value === null || value === undefined ? null : String(value)
}

function content(doc: Doc | null | undefined): Doc {
  const copy: Doc = { ...(doc ?? {}) }
  for (const field of APPROVAL_FIELDS) delete copy[field]
  return copy
}

export class ApprovalRefused extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
  }
}

/**
 * Checks that publishing `data` approves `proposed` (the latest draft): someone other than its author,
 * with nothing changed on the way. Throws ApprovalRefused with a plain sentence otherwise.
 */
function checkApproval(proposed: Doc, data: Doc, me: string, fields: FlattenedField[], what: string): void {
  if (proposed._status !== 'draft') throw new ApprovalRefused(`There is no proposed change to this ${what} to approve. Save a change as a draft: someone else then approves it.`)
  if (idOf(proposed.changedBy) === me) throw new ApprovalRefused(`You proposed this change to the ${what}, so someone else must approve it.`)
  // Fields the save leaves out keep the draft's values (a scheduled publish sends only the status).
  const edits = changedFields(content(proposed), content({ ...proposed, ...data }))
  if (edits.length > 0) {
    // Staff read the fields' labels, never their internal names.
    throw new ApprovalRefused(
      `An approval publishes the proposed change as it is, and this one differs in: ${edits.map((e) => `"${labelOfPath(fields, [e.field])}"`).join(', ')}. Save your edit as a draft instead: someone else then approves it.`,
    )
  }
}

/** A restore of an old version as a draft: Payload hands the hooks the version's own status; only the request says it is a draft. */
function isDraftRestore(req: { method?: string | null; pathname?: string; query?: Record<string, unknown> }): boolean {
  return req.method === 'POST' && /\/versions\/[^/]+$/.test(req.pathname ?? '') && String(req.query?.draft) === 'true'
}

/**
 * The beforeChange hook of a collection whose changes need a second person: `approver` names the role
 * that may approve, `what` the thing in messages ("plan").
 */
export function twoPersonRule({ approver, what }: { approver: StaffRole | StaffRole[]; what: string }): CollectionBeforeChangeHook {
  return async ({ collection, data, operation, originalDoc, req }) => {
    // The server's own writes (the demo seed, migrations, scripts) have no staff member behind them.
    if (!req.user) return data
    if (data._status !== 'published' || isDraftRestore(req)) {
      // A proposed change: its author is recorded, and any earlier approval no longer applies to it,
      // one approved for a later date included.
      if (originalDoc?.id !== undefined) await withdrawScheduledPublishes(req, { collection: collection.slug, id: originalDoc.id as number })
      return { ...data, changedBy: req.user.id, approvedBy: null, approvedAt: null }
    }
    if (!hasRole(req.user, ...approvers(approver))) throw new ApprovalRefused(`Save the ${what} as a draft: a change goes live only when someone else approves it.`)
    if (operation === 'create' || !originalDoc) throw new ApprovalRefused(`Save the new ${what} as a draft first: someone else then approves it.`)
    const proposed = (await req.payload.findByID({ collection: collection.slug, id: originalDoc.id as number, draft: true, depth: 0, overrideAccess: true, req })) as unknown as Doc
    checkApproval(proposed, data as Doc, String(req.user.id), collection.flattenedFields, what)
    return { ...data, changedBy: proposed.changedBy ?? null, approvedBy: req.user.id, approvedAt: new Date().toISOString() }
  }
}

/**
 * The same rule for a page of settings (a global with drafts): its drafts name their author through
 * `changedBy` (collections/versionAuthor.ts); publishing needs `approver` and someone else.
 */
export function twoPersonGlobalRule({ approver, what }: { approver: StaffRole | StaffRole[]; what: string }): GlobalBeforeChangeHook {
  return async ({ data, global, req }) => {
    if (!req.user) return data
    if (data._status !== 'published' || isDraftRestore(req)) {
      await withdrawScheduledPublishes(req, { global: global.slug })
      return data
    }
    if (!hasRole(req.user, ...approvers(approver))) throw new ApprovalRefused(`Save the ${what} as a draft: a change goes live only when someone else approves it.`)
    const proposed = (await req.payload.findGlobal({ slug: global.slug, draft: true, depth: 0, overrideAccess: true, req })) as unknown as Doc
    checkApproval(proposed, data as Doc, String(req.user.id), global.flattenedFields, what)
    return data
  }
}
