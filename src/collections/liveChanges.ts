import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type GlobalConfig } from 'payload'

import { hasRole, liveChangesRoles, STAFF_ROLES, type StaffRole } from '@/lib/staff/roles'

/**
 * Only the people who may publish change what the public sees (issue 23; decisions 016 and 031). Access
 * rules see a save's data, not whether it is a draft, so an editor's save that is not a draft (Payload's
 * Unpublish button, or a plain REST or GraphQL save that writes the live document) would pass them. This
 * hook sees the operation's own `draft` argument, for REST, GraphQL and the Local API alike (the
 * scheduled-publishing job acts as the person who scheduled it), and refuses such a save, or the restore
 * of an old version straight to live, to anyone without the roles. Each collection or global with drafts
 * names its roles in `custom.liveChangesBy` (default: publishers).
 */
export type { LiveChangesCustom } from '@/lib/staff/roles'

const LIVE_OPERATIONS = new Set(['update', 'restoreVersion'])

const roleName = (role: StaffRole) => STAFF_ROLES.find((r) => r.value === role)?.label.split(':')[0]?.toLowerCase() ?? role

export class LiveChangeRefused extends APIError {
  constructor(roles: StaffRole[]) {
    super(`Only a ${roles.map(roleName).join(' or ')} can change what visitors see. Save your change as a draft instead.`, 403, undefined, true)
  }
}

type OperationArgs = { draft?: boolean; overrideAccess?: boolean }

function guard(roles: StaffRole[]) {
  return ({ args, operation, req }: { args?: unknown; operation: string; req: { user?: unknown } }) => {
    const a = (args ?? {}) as OperationArgs
    if (!LIVE_OPERATIONS.has(operation) || a.draft || a.overrideAccess === true || !req.user) return args
    if (!hasRole(req.user, ...roles)) throw new LiveChangeRefused(roles)
    return args
  }
}

const hasDrafts = (versions: CollectionConfig['versions'] | GlobalConfig['versions']) => typeof versions === 'object' && Boolean(versions.drafts)

export function withLiveChangeGuard(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) =>
    !hasDrafts(c.versions)
      ? c
      : { ...c, hooks: { ...c.hooks, beforeOperation: [guard(liveChangesRoles(c.custom)) as CollectionBeforeOperationHook, ...(c.hooks?.beforeOperation ?? [])] } },
  )
}

export function withLiveChangeGuardGlobals(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => (!hasDrafts(g.versions) ? g : { ...g, hooks: { ...g.hooks, beforeOperation: [guard(liveChangesRoles(g.custom)), ...(g.hooks?.beforeOperation ?? [])] } }))
}
