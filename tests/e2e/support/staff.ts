import { type APIRequestContext, expect } from '@playwright/test'

import { ROLE_VALUES, type StaffRole } from '../../../src/lib/staff/roles'

import { sameOrigin } from '../helpers'

/**
 * Staff accounts for the browser tests, made once by tests/e2e/staff.setup.ts before any spec runs.
 * Each test that signs in has an account of its own, unless its file runs its tests one at a time
 * (`mode: 'serial'`): Payload keeps a user's sessions in one list that every sign-in reads and writes back
 * whole, so two tests signing in as one account at the same moment drop each other's session (three
 * sign-ins at once left one of three tokens working; a test then reads "You are not allowed").
 */
export type StaffAccount = { name: string; email: string; password: string; roles?: StaffRole[] }

/** The first user, created through the admin's own "create first user" screen: it holds the starting roles. */
export const FIRST_EDITOR: StaffAccount = { name: 'Publishing Editor', email: 'publishing.editor@redwoodlife.example', password: 'Redwood-Publish-2026!' }

export const STAFF = {
  publishing: FIRST_EDITOR,
  contact: { name: 'Enquiries Editor', email: 'enquiries.editor@redwoodlife.example', password: 'heron-quartz-lagoon-52', roles: ['customer_service'] },
  // tests/e2e/reach.spec.ts: finds a booked call-back in the queue.
  callBacks: { name: 'Call-back Officer', email: 'callback.officer@redwoodlife.example', password: 'guava-lantern-harbour-37', roles: ['customer_service'] },
  redirects: { name: 'Redirect Tester', email: 'redirects.tester@redwoodlife.example', password: 'granite-otter-mango-41', roles: ['editor'] },
  // Makes accounts and edits products in tests/e2e/staff-security.spec.ts.
  security: { name: 'Security Editor', email: 'security.editor@redwoodlife.example', password: 'tortoise-lantern-velvet-88', roles: ['administrator', 'editor'] },
  limits: { name: 'Limits Tester', email: 'limits.tester@redwoodlife.example', password: 'saffron-kettle-harbour-63' },
  claims: { name: 'Claims Officer', email: 'claims.officer@redwoodlife.example', password: 'baobab-lantern-cowrie-27', roles: ['claims_officer'] },
  // tests/e2e/claims-documents.spec.ts: opens a claim's files and marks one unreadable.
  claimDocuments: { name: 'Claims Reviewer', email: 'claims.reviewer@redwoodlife.example', password: 'mangrove-calabash-ember-64', roles: ['claims_officer'] },
  // tests/e2e/admin-brand.spec.ts: sees the insurer's mark in the admin header and changes who staff ask for access.
  brand: { name: 'Brand Checker', email: 'brand.checker@redwoodlife.example', password: 'hibiscus-lagoon-anvil-75', roles: ['editor'] },
  // tests/e2e/underwriting.spec.ts: an underwriter, named by the first editor (an administrator).
  underwriter: { name: 'Underwriter', email: 'underwriter@redwoodlife.example', password: 'kola-nut-harmattan-39', roles: ['underwriter'] },
  // tests/e2e/admin-approvals.spec.ts: a plan change proposed by one, approved for a date by the other.
  pricingActuary: { name: 'Pricing Actuary', email: 'pricing.actuary@redwoodlife.example', password: 'okra-lantern-savanna-18', roles: ['pricing_actuary'] },
  pricingApprover: { name: 'Pricing Approver', email: 'pricing.approver@redwoodlife.example', password: 'cashew-harbour-nimbus-92', roles: ['pricing_approver'] },
  auditor: { name: 'Auditor', email: 'auditor@redwoodlife.example', password: 'tamarind-beacon-quill-33', roles: ['auditor'] },
  // tests/e2e/complaints.spec.ts: reads the complaints the published figures count.
  complaintsAuditor: { name: 'Complaints Auditor', email: 'complaints.auditor@redwoodlife.example', password: 'baobab-ledger-marina-57', roles: ['auditor'] },
  // tests/e2e/pidgin.spec.ts: finds the Pidgin home page waiting for a fluent speaker's review.
  translator: { name: 'Translation Editor', email: 'translation.editor@redwoodlife.example', password: 'plantain-harmattan-quill-46', roles: ['editor'] },
  // tests/e2e/complaints.spec.ts: works the complaints queue and sends a final answer.
  complaints: { name: 'Complaints Handler', email: 'complaints.handler@redwoodlife.example', password: 'calabash-lantern-tidewater-36', roles: ['customer_service'] },
  // tests/e2e/privacy-request.spec.ts: reads the code a data-protection request sent (the outbox), as the person would on their phone.
  privacy: { name: 'Privacy Officer', email: 'privacy.officer@redwoodlife.example', password: 'moringa-harbour-lantern-47', roles: ['customer_service'] },
  privacyNoScript: { name: 'Privacy Officer Two', email: 'privacy.officer.two@redwoodlife.example', password: 'shea-butter-lagoon-81', roles: ['customer_service'] },
  // tests/e2e/my-policies.spec.ts: reads the sign-in codes sent (the outbox) and closes a policyholder's change request.
  myPolicies: { name: 'Policy Service Officer', email: 'policy.service.officer@redwoodlife.example', password: 'yam-harbour-lantern-29', roles: ['customer_service'] },
  myPoliciesNoScript: { name: 'Policy Service Officer Two', email: 'policy.service.two@redwoodlife.example', password: 'cassava-beacon-delta-44', roles: ['customer_service'] },
  myPoliciesPhone: { name: 'Policy Service Officer Three', email: 'policy.service.three@redwoodlife.example', password: 'ogbono-lantern-creek-58', roles: ['customer_service'] },
  myPoliciesDesktop: { name: 'Policy Service Officer Four', email: 'policy.service.four@redwoodlife.example', password: 'iroko-harbour-pepper-26', roles: ['customer_service'] },
  myPoliciesPages: { name: 'Policy Service Officer Five', email: 'policy.service.five@redwoodlife.example', password: 'kolanut-meadow-signal-73', roles: ['customer_service'] },
  myPoliciesForms: { name: 'Policy Service Officer Six', email: 'policy.service.six@redwoodlife.example', password: 'plantain-beacon-river-15', roles: ['customer_service'] },
  // tests/e2e/live-preview.spec.ts: edits a product and the home page beside their live preview (a
  // publisher, who puts them back as they were), and a member of staff without a content role.
  livePreview: { name: 'Live Preview Publisher', email: 'live.preview@redwoodlife.example', password: 'plantain-harbour-kestrel-58', roles: ['publisher'] },
  livePreviewOutsider: { name: 'Live Preview Outsider', email: 'live.preview.outsider@redwoodlife.example', password: 'egret-cassava-lantern-46', roles: ['customer_service'] },
  // tests/e2e/admin-dashboard.spec.ts: the work waiting on the dashboard, for claims and customer service, and for an editor.
  dashboard: { name: 'Dashboard Officer', email: 'dashboard.officer@redwoodlife.example', password: 'egusi-lantern-marina-16', roles: ['claims_officer', 'customer_service'] },
  dashboardEditor: { name: 'Dashboard Editor', email: 'dashboard.editor@redwoodlife.example', password: 'palm-wine-compass-93', roles: ['editor'] },
  // tests/e2e/admin-labels.spec.ts: every role, so every list and page of the admin is open to it.
  labels: {
    name: 'Labels Checker',
    email: 'labels.checker@redwoodlife.example',
    password: 'plantain-harbour-indigo-58',
    roles: [...ROLE_VALUES],
  },
  labelsDocuments: { name: 'Labels Checker Two', email: 'labels.checker.two@redwoodlife.example', password: 'hibiscus-anchor-velvet-62', roles: [...ROLE_VALUES] },
  labelsGlobals: { name: 'Labels Checker Three', email: 'labels.checker.three@redwoodlife.example', password: 'tamarind-quill-harbour-39', roles: [...ROLE_VALUES] },
} satisfies Record<string, StaffAccount>

/**
 * A request context signed in as `account` through the REST API, for reading what staff see (the outbox's
 * codes). Dispose of `api` at the end of the test.
 */
export async function staffApi(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  account: StaffAccount,
): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/api/users/login', { headers: sameOrigin(), data: { email: account.email, password: account.password } })
  expect(login.status(), `${account.email} signs in`).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { api, headers: { authorization: `JWT ${token}` } }
}
