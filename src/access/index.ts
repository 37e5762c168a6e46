import type { Access, FieldAccess } from 'payload'

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Signed-in staff only (every admin user is staff). */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Staff see drafts; the public sees published documents only. */
export const publishedOnly: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)

type WithRoles = { roles?: string[] | null } | null | undefined

/** Staff with the underwriter role: the only people who may read health answers (special-category data). */
export const isUnderwriter = (user: unknown): boolean => Boolean(user && ((user as WithRoles)?.roles ?? []).includes('underwriter'))

export const underwriterOnlyField: FieldAccess = ({ req }) => isUnderwriter(req.user)
