/**
 * The policy service as the site sees it: `policyService()` picks the remote service at
 * POLICY_SERVICE_URL when it is set (called with the bearer token), and otherwise the built-in stand-in
 * in process. Swapping services is a change of that one variable; nothing else in the site knows which
 * one answers. Nothing here is cached: every answer carries personal data.
 */
import { env } from '@/lib/env'
import { payloadInstance } from '@/lib/payload-instance'

import { createBuiltInClient, createRemoteClient, type PolicyServiceClient } from './client'
import { policyServiceToken } from './token'

export type { Failure, Outcome, PolicyServiceClient } from './client'
export type {
  Beneficiary,
  ChangeKind,
  ChangeRequest,
  ChangeStatus,
  CreateChangeRequest,
  DecideChangeRequest,
  HolderContact,
  IssuePolicyRequest,
  LookupRequest,
  PolicyStatus,
  PolicySummary,
  PremiumFrequency,
  PremiumRecord,
  RecordPremiumRequest,
  SearchRequest,
  Statement,
} from './contract'
export { NOT_FOUND_MESSAGE, maskEmail, maskPhone, normalisePhone, normalisePolicyNumber } from './contract'

const builtIn = createBuiltInClient(payloadInstance)
let remote: PolicyServiceClient | null = null

export function policyService(): PolicyServiceClient {
  const url = env.policyService.url
  if (!url) return builtIn
  remote ??= createRemoteClient(url, { token: policyServiceToken(env.policyService.token, env.payloadSecret) })
  return remote
}
