import type { CollectionConfig, GlobalConfig } from 'payload'

import { auditCollectionChange, auditCollectionDelete, auditGlobalChange, auditSignIn, auditSignInAttempt } from '@/lib/audit/hooks'

/** Collections whose writes are the site's own bookkeeping, not staff actions, and the log itself. */
const NOT_AUDITED = new Set(['audit-log', 'claim-lookups', 'outbox-messages', 'policyholder-sessions', 'policyholder-codes'])

/**
 * Every collection records its staff actions in the audit log; the staff accounts their sign-ins too
 * (refused ones through the config's afterError hook, auditRefusedSignIn).
 */
export function withAudit(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => {
    if (NOT_AUDITED.has(c.slug)) return c
    const hooks = c.hooks ?? {}
    return {
      ...c,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), auditCollectionChange],
        afterDelete: [...(hooks.afterDelete ?? []), auditCollectionDelete],
        ...(c.slug === 'users'
          ? { afterLogin: [...(hooks.afterLogin ?? []), auditSignIn], beforeOperation: [...(hooks.beforeOperation ?? []), auditSignInAttempt] }
          : {}),
      },
    }
  })
}

/** Every global records its staff changes in the audit log. */
export function withAuditGlobals(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => ({ ...g, hooks: { ...(g.hooks ?? {}), afterChange: [...(g.hooks?.afterChange ?? []), auditGlobalChange] } }))
}
