/**
 * The bearer token of the policy service. Personal data crosses the contract, so every HTTP call
 * carries `Authorization: Bearer <token>`: POLICY_SERVICE_TOKEN when set, otherwise
 * HMAC-SHA256(PAYLOAD_SECRET, "redwood-policy-service-token") in hex, so one app's stand-in and its
 * client agree without another secret to keep (docs/policy-service.md).
 */
import crypto from 'node:crypto'

export const TOKEN_LABEL = 'redwood-policy-service-token'

export function policyServiceToken(given: string | undefined, payloadSecret: string): string {
  return given ?? crypto.createHmac('sha256', payloadSecret).update(TOKEN_LABEL).digest('hex')
}

/** True when the Authorization header carries exactly `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | null, token: string): boolean {
  if (!header || header.length > 400) return false
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1]) return false
  const a = crypto.createHash('sha256').update(match[1]).digest()
  const b = crypto.createHash('sha256').update(token).digest()
  return crypto.timingSafeEqual(a, b)
}
