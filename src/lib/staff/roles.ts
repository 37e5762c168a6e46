/**
 * Staff roles (issue 23, part 3; decision 016). A person may hold several. Each collection's and
 * global's access is written in terms of these (src/access/index.ts, which the config uses), so a role gives exactly the work it
 * names and nothing else. The values are stored, so they never change; the labels are what staff read.
 */
export const STAFF_ROLES = [
  { value: 'editor', label: 'Editor: writes site content and saves drafts' },
  { value: 'publisher', label: 'Publisher: publishes, unpublishes and deletes site content' },
  { value: 'pricing_actuary', label: 'Pricing actuary: changes plans and the underwriting settings' },
  { value: 'pricing_approver', label: 'Pricing approver: approves changes to plans and the underwriting settings' },
  { value: 'underwriter', label: 'Underwriter: decides applications, reads health answers and approves the underwriting settings' },
  { value: 'claims_officer', label: 'Claims officer: handles claims and their documents' },
  { value: 'customer_service', label: 'Customer service: answers enquiries and call-back requests' },
  { value: 'auditor', label: 'Auditor: reads the record of staff actions' },
  { value: 'administrator', label: 'Administrator: staff accounts and their roles' },
] as const

export type StaffRole = (typeof STAFF_ROLES)[number]['value']

export const ROLE_VALUES: readonly StaffRole[] = STAFF_ROLES.map((role) => role.value)

/**
 * What the first account (and every account that existed before roles, see the staff_roles migration)
 * holds: all the work one person did before roles, so a new site can be set up. Underwriting (health
 * answers) and auditing are given by an administrator, to someone else: nobody grants themselves a role.
 */
export const STARTING_ROLES: readonly StaffRole[] = ROLE_VALUES.filter((role) => role !== 'underwriter' && role !== 'auditor')

type WithRoles = { roles?: readonly string[] | null } | null | undefined

/** The roles a signed-in user holds (none for a visitor). */
export function rolesOf(user: unknown): StaffRole[] {
  const roles = (user as WithRoles)?.roles
  return Array.isArray(roles) ? roles.filter((role): role is StaffRole => (ROLE_VALUES as readonly string[]).includes(role)) : []
}

/** Site content (pages, products, articles, pictures) is written by editors and publishers. */
export const CONTENT_ROLES: StaffRole[] = ['editor', 'publisher']

/** True when the user holds at least one of the roles. */
export function hasRole(user: unknown, ...roles: StaffRole[]): boolean {
  const held = rolesOf(user)
  return roles.some((role) => held.includes(role))
}

/** What a collection or global with drafts says in `custom.liveChangesBy`: who may change what visitors see. */
export type LiveChangesCustom = { liveChangesBy?: StaffRole[] }

/** The roles that may publish, unpublish or schedule a collection or global (default: publishers). */
export function liveChangesRoles(custom: Record<string, unknown> | null | undefined): StaffRole[] {
  return (custom as LiveChangesCustom | null | undefined)?.liveChangesBy ?? ['publisher']
}
