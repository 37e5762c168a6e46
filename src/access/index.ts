import type { Access, FieldAccess } from 'payload'

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Signed-in staff only (every admin user is staff). */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** Staff see drafts; the public sees published documents only. */
export const publishedOnly: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)
