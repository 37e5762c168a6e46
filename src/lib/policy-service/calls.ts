/** The kinds and states of the calls the site owes the policy service (the `policy-service-calls` queue). */
export const POLICY_CALL_KINDS = [
  { value: 'issue-policy', label: 'Issue a policy' },
  { value: 'record-premium', label: 'Record a premium' },
] as const
export type PolicyCallKind = (typeof POLICY_CALL_KINDS)[number]['value']

export const POLICY_CALL_STATUSES = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'sending', label: 'Calling now' },
  { value: 'done', label: 'Done' },
  { value: 'failed', label: 'Failed, will retry' },
  { value: 'not-configured', label: 'Not set up' },
] as const
export type PolicyCallStatus = (typeof POLICY_CALL_STATUSES)[number]['value']
