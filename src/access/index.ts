import type { Access, FieldAccess } from 'payload'

import { CONTENT_ROLES, hasRole, type StaffRole } from '@/lib/staff/roles'

export { CONTENT_ROLES, hasRole, rolesOf, ROLE_VALUES, STAFF_ROLES, STARTING_ROLES, type StaffRole } from '@/lib/staff/roles'

// Who may do what, by role (decision 016). Every collection and global takes its access from here.

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Nobody through the API or the admin (the server's own code uses overrideAccess). */
export const nobody: Access = () => false

/** Signed-in staff holding at least one of the roles. */
export const roles =
  (...allowed: StaffRole[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...allowed)

/** The same for a single field. */
export const rolesField =
  (...allowed: StaffRole[]): FieldAccess =>
  ({ req }) =>
    hasRole(req.user, ...allowed)

/** Editors and publishers see drafts; everyone else (other staff too) sees published documents only. */
export const publishedOnly: Access = ({ req }) => (hasRole(req.user, ...CONTENT_ROLES) ? true : { _status: { equals: 'published' } })

/**
 * Changing site content: editors save drafts, and only a publisher puts a document live. A save that
 * publishes (`_status: 'published'`) needs the publisher role; asked without a document (the admin
 * asking what it may show), editors and publishers may edit. Any other save that changes what the
 * public sees (an unpublish, a save that is not a draft) is refused to editors by src/hooks/liveChanges.ts.
 */
export const contentUpdate: Access = ({ req, data }) => {
  if (hasRole(req.user, 'publisher')) return true
  if (!hasRole(req.user, 'editor')) return false
  return (data as { _status?: unknown } | undefined)?._status !== 'published'
}

/**
 * Regulated content (plans, the underwriting settings): `proposers` save drafts, and only `approvers`
 * may save one published, so the admin shows Publish and Schedule to them alone. Who may approve which
 * draft (never its own author) is the two-person rule's check (src/lib/approvals/two-person.ts); that
 * only approvers change what the public sees in any other way (an unpublish, a save that is not a draft)
 * is src/hooks/liveChanges.ts's.
 */
export const approvalAccess =
  ({ proposers, approvers }: { proposers: StaffRole[]; approvers: StaffRole[] }): Access =>
  ({ req, data }) =>
    (data as { _status?: unknown } | undefined)?._status === 'published' ? hasRole(req.user, ...approvers) : hasRole(req.user, ...proposers, ...approvers)

/** Content without drafts (pictures, documents, redirects, groups): editors and publishers alike. */
export const contentAccess = {
  create: roles(...CONTENT_ROLES),
  update: roles(...CONTENT_ROLES),
  delete: roles('publisher'),
}

/** Content with drafts: read by the public when published; a publish needs a publisher. */
export const draftContentAccess = {
  read: publishedOnly,
  create: contentUpdate,
  update: contentUpdate,
  delete: roles('publisher'),
}

/** Staff with the underwriter role: the only people who may read health answers (special-category data). */
export const isUnderwriter = (user: unknown): boolean => hasRole(user, 'underwriter')

export const underwriterOnlyField: FieldAccess = ({ req }) => isUnderwriter(req.user)
