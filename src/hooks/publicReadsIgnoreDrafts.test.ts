import type { CollectionBeforeOperationHook } from 'payload'
import { describe, expect, it } from 'vitest'

import { publicReadsIgnoreDrafts } from './publicReadsIgnoreDrafts'

type HookArgs = Parameters<CollectionBeforeOperationHook>[0]
const call = (operation: string, args: Record<string, unknown>, user: unknown = null) =>
  publicReadsIgnoreDrafts({ args, operation, req: { user } } as unknown as HookArgs)

describe('publicReadsIgnoreDrafts', () => {
  it('answers a visitor’s request for drafts with the published documents', () => {
    expect(call('read', { draft: true })).toEqual({ draft: false })
  })

  it('answers staff without a content role as it answers a visitor', () => {
    expect(call('read', { draft: true }, { id: 1, roles: ['claims_officer'] })).toEqual({ draft: false })
    expect(call('read', { draft: true }, { id: 1 })).toEqual({ draft: false })
  })

  it('leaves signed-in editors, the server’s own reads and non-draft reads alone', () => {
    expect(call('read', { draft: true }, { id: 1, roles: ['editor'] })).toEqual({ draft: true })
    expect(call('read', { draft: true }, { id: 1, roles: ['publisher'] })).toEqual({ draft: true })
    expect(call('read', { draft: true, overrideAccess: true })).toEqual({ draft: true, overrideAccess: true })
    expect(call('read', { draft: false })).toEqual({ draft: false })
    expect(call('update', { draft: true })).toEqual({ draft: true })
  })
})
