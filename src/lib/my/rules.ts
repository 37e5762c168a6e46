/**
 * "My policies" (/my; issue 25, decision 042): the times and limits of the sign-in, the session and the
 * links it hands out. Pages, messages and the services read them from here. Pure.
 */

/** A sign-in (or new-contact) code works this long, for CODE_TRIES tries (src/lib/one-time-code). */
export const MY_CODE_MINUTES = 10
/** A session ends after this long without a page, and this long after the sign-in whatever happens. */
export const SESSION_IDLE_MINUTES = 30
export const SESSION_MAX_HOURS = 12
/** A statement or receipt link works for this long, in the session that made it. */
export const LINK_MINUTES = 15
/** Codes one phone or email may be sent per hour (per connection: the contact form's limit). */
export const CODES_PER_CONTACT = { limit: 5, windowMs: 60 * 60 * 1000 }

/**
 * The session cookie. `__Host-`: the browser keeps it only when Secure, for this host alone (no Domain)
 * and Path=/, so no other site or sub-domain can set or read it.
 */
export const MY_SESSION_COOKIE = '__Host-rl-my'

/** The one answer to a sign-in, whether or not we hold the number or email. */
export const SENT_WORDS = 'If this number or email is on a policy, we have sent a code to it.'

/** A policy number as the policy service writes it (letters, digits, dashes and slashes). */
export const POLICY_NUMBER = /^[A-Z0-9][A-Z0-9/-]{2,29}$/

/** The most beneficiaries one request names. */
export const BENEFICIARIES_MAX = 6

/** A policy number from an address (decoded once more if it still holds escapes), or null. */
export function policyNumberParam(raw: string): string | null {
  let value = raw
  try {
    value = decodeURIComponent(raw)
  } catch {
    return null
  }
  const number = value.trim().slice(0, 40).toUpperCase()
  return POLICY_NUMBER.test(number) ? number : null
}
