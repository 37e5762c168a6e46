/**
 * The hooks that record staff actions (decision 030). The Payload config adds them to every collection
 * and global but the log itself (src/collections/AuditLog/attach.ts); they run only for a signed-in staff member's request,
 * so the site's own writes (a visitor's enquiry, a claim, the outbox) are not staff actions.
 */
import type { AfterErrorHook, CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLoginHook, CollectionBeforeOperationHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { changedFields } from './diff'
import { type AuditAction, recordAudit } from './record'

/**
 * Collections that hold personal or special-category data: a change to them records the values of these
 * workflow fields only, and names every other changed field without its values.
 */
export const PERSONAL_FIELDS_RECORDED: Record<string, readonly string[]> = {
  applications: ['status', 'reviewed', 'paymentStatus'],
  'online-claims': ['status'],
  'claim-files': [],
  enquiries: ['mailStatus', 'handled'],
  'group-quote-requests': ['handled'],
  complaints: ['status'],
  'privacy-requests': ['status'],
  users: ['name', 'email', 'roles'],
}

type Doc = Record<string, unknown>

function titleOf(doc: Doc | null | undefined): string | null {
  if (!doc) return null
  for (const key of ['title', 'name', 'email', 'reference', 'code', 'from', 'filename']) {
    const value = doc[key]
    if (typeof value === 'string' && value) return value
  }
  return null
}

/** What kind of save this was, from the document's publishing state before and after. */
function saveAction(operation: 'create' | 'update', doc: Doc, previous: Doc | null | undefined, req: PayloadRequest): AuditAction {
  const status = doc._status
  if (status === 'published') return 'publish'
  if (status === 'draft') {
    const draftFlag = req.query?.draft === 'true' || req.query?.draft === true
    return previous?._status === 'published' && !draftFlag && operation === 'update' ? 'unpublish' : 'draft'
  }
  return operation
}

export const auditCollectionChange: CollectionAfterChangeHook = async ({ collection, doc, operation, previousDoc, req }) => {
  if (!req.user) return doc
  const valuesOf = PERSONAL_FIELDS_RECORDED[collection.slug]
  const changes = changedFields(operation === 'create' ? null : (previousDoc as Doc), doc as Doc, { valuesOf })
  let action = saveAction(operation, doc as Doc, previousDoc as Doc, req)
  if (collection.slug === 'users' && changes.some((c) => c.field === 'roles')) action = 'roles'
  // A save that changed nothing (the admin's autosave of an untouched form) is not an action.
  if (action === 'update' && changes.length === 0) return doc
  await recordAudit(req.payload, req, { action, target: collection.slug, documentId: (doc as Doc).id as string | number, title: titleOf(doc as Doc), changes })
  return doc
}

export const auditCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (!req.user) return doc
  const valuesOf = PERSONAL_FIELDS_RECORDED[collection.slug]
  await recordAudit(req.payload, req, { action: 'delete', target: collection.slug, documentId: id, title: titleOf(doc as Doc), changes: changedFields(doc as Doc, null, { valuesOf }) })
  return doc
}

export const auditGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  if (!req.user) return doc
  const changes = changedFields(previousDoc as Doc, doc as Doc)
  const action = saveAction('update', doc as Doc, previousDoc as Doc, req)
  if (action === 'update' && changes.length === 0) return doc
  await recordAudit(req.payload, req, { action, target: global.slug, title: global.label && typeof global.label === 'string' ? global.label : global.slug, changes })
  return doc
}

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const actor = user as { id: number | string; email?: string }
  // In the sign-in's own transaction: it holds the account's row, which the entry refers to (a separate
  // transaction would wait for it on Postgres, for ever).
  await recordAudit(req.payload, req, { action: 'sign-in', target: 'users', documentId: actor.id, title: actor.email ?? null }, { actor })
  return user
}

const SIGN_IN_EMAIL = 'auditSignInEmail'

/** Notes the email a sign-in is for (REST and GraphQL both pass through here), for a refusal's entry. */
export const auditSignInAttempt: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email === 'string') req.context[SIGN_IN_EMAIL] = email.slice(0, 200)
  return args
}

/**
 * A refused sign-in (wrong password, unknown email, locked account: Payload answers each with 401) is
 * recorded with the email it was for, in a transaction of its own. A hook of the whole config: Payload
 * runs it for REST and GraphQL alike (a collection's afterError runs for REST only).
 */
export const auditRefusedSignIn: AfterErrorHook = async ({ error, req }) => {
  const email = req?.context?.[SIGN_IN_EMAIL]
  // GraphQL hands over its own error wrapping Payload's.
  const failure = error as { status?: number; originalError?: { status?: number } }
  if ((failure.status ?? failure.originalError?.status) !== 401 || typeof email !== 'string' || !req) return
  await recordAudit(req.payload, req, { action: 'sign-in-refused', target: 'users', note: `For ${email}` }, { actor: null, separate: true })
}
