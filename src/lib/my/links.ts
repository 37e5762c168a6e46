/**
 * Links to a policy's statement or receipt PDFs (decision 042): signed for one session, one policy and
 * one document, and good for LINK_MINUTES. Nobody can guess one (a keyed hash), another session's link
 * is refused (its session id is in the hash), and an old one has run out. Pure apart from the secret.
 */
import { keyedHash, sameHash } from '@/lib/one-time-code'
import { paths } from '@/lib/paths'

import { LINK_MINUTES } from './rules'

export type LinkTarget = { kind: 'statement'; from: string; to: string } | { kind: 'receipt'; receipt: string }

const what = (t: LinkTarget) => (t.kind === 'statement' ? `statement|${t.from}|${t.to}` : `receipt|${t.receipt}`)
const signature = (sessionId: number, policyNumber: string, target: LinkTarget, expires: number) => keyedHash('my-link', `${sessionId}|${policyNumber}|${what(target)}|${expires}`).slice(0, 43)

/** The address of a document, for this session. */
export function signedLink(sessionId: number, policyNumber: string, target: LinkTarget, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + LINK_MINUTES * 60
  const params = new URLSearchParams(target.kind === 'statement' ? { from: target.from, to: target.to } : { receipt: target.receipt })
  params.set('expires', String(expires))
  params.set('sig', signature(sessionId, policyNumber, target, expires))
  return `${paths.myPolicyPart(policyNumber, target.kind)}?${params.toString()}`
}

/** Whether a link's `expires` and `sig` are good, for this session and document, now. */
export function linkIsGood(sessionId: number, policyNumber: string, target: LinkTarget, expires: string, sig: string, now = new Date()): boolean {
  if (!/^\d{9,11}$/.test(expires) || !/^[0-9a-f]{43}$/.test(sig)) return false
  const at = Number(expires)
  if (at * 1000 <= now.getTime() || at * 1000 > now.getTime() + LINK_MINUTES * 60_000 + 5_000) return false
  return sameHash(signature(sessionId, policyNumber, target, at), sig)
}
