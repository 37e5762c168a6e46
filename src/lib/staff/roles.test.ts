import { describe, expect, it } from 'vitest'

import { hasRole, ROLE_VALUES, rolesOf, STARTING_ROLES } from './roles'

describe('staff roles', () => {
  it('a user holds only the roles the site knows', () => {
    expect(rolesOf({ roles: ['editor', 'root', 'underwriter'] })).toEqual(['editor', 'underwriter'])
    expect(rolesOf(null)).toEqual([])
    expect(rolesOf({ roles: null })).toEqual([])
  })

  it('hasRole is true for any one of the roles asked', () => {
    expect(hasRole({ roles: ['claims_officer'] }, 'editor', 'claims_officer')).toBe(true)
    expect(hasRole({ roles: ['claims_officer'] }, 'editor', 'publisher')).toBe(false)
    expect(hasRole(undefined, 'editor')).toBe(false)
  })

  it('the starting roles leave out underwriting and the audit log, which someone else must grant', () => {
    expect(STARTING_ROLES).not.toContain('underwriter')
    expect(STARTING_ROLES).not.toContain('auditor')
    expect(STARTING_ROLES).toContain('administrator')
    expect(ROLE_VALUES).toHaveLength(9)
  })
})
