import type { CollectionBeforeOperationHook } from 'payload'

import { CONTENT_ROLES, hasRole, type StaffRole } from '@/access'

/**
 * A visitor who asks the REST or GraphQL API for drafts (`?draft=true`, `draft: true`) gets the
 * published documents, exactly as without the flag. Access control already hides drafts; without this
 * hook Payload would answer such a list query from the versions table and silently leave out every
 * published document that has a newer draft. The same holds for staff without a content role. Editors,
 * publishers and the site's own server-side reads (Local API, overrideAccess) are untouched.
 */
export function readsIgnoreDraftsUnless(...roles: StaffRole[]): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'read' || hasRole(req.user, ...roles) || !args || typeof args !== 'object') return args
    const read = args as { draft?: boolean; overrideAccess?: boolean }
    if (read.overrideAccess || !read.draft) return args
    return { ...args, draft: false }
  }
}

/** For site content: editors and publishers see drafts. */
export const publicReadsIgnoreDrafts: CollectionBeforeOperationHook = readsIgnoreDraftsUnless(...CONTENT_ROLES)
