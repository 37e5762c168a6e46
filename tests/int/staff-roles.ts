import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { StaffRole } from '@/lib/staff/roles'

import { rest } from './api-client'

export type SignedIn = { id: number; email: string; token: string; headers: Record<string, string> }

/**
 * Staff accounts with the given roles, each signed in through the REST login as a person would be. The
 * first account of a site holds the starting roles whatever it is given, so when the database has none
 * yet a first one, not among those returned, is made before them.
 */
export async function signedInStaff(payload: Payload, prefix: string, people: Record<string, StaffRole[]>, password: string): Promise<Map<string, SignedIn>> {
  if ((await payload.count({ collection: 'users' })).totalDocs === 0) {
    await payload.create({ collection: 'users', data: { email: `${prefix}-first@redwoodlife.example`, password } })
  }
  const accounts = new Map<string, SignedIn>()
  for (const [who, roles] of Object.entries(people)) {
    const email = `${prefix}-${who.replaceAll('_', '-')}@redwoodlife.example`
    const user = await payload.create({ collection: 'users', data: { email, password, name: `${prefix} ${who}`, roles }, overrideAccess: true })
    const response = await rest('POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    accounts.set(who, { id: user.id, email, token, headers: { 'content-type': 'application/json', authorization: `JWT ${token}` } })
  }
  return accounts
}
