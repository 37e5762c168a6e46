import { COMMON_PASSWORDS } from './common-passwords'

export const PASSWORD_MIN_LENGTH = 12
/** Long enough for any passphrase or manager-generated password; bounded so hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128

/**
 * Why a staff password is not acceptable, in words fit for the form, or null when it is.
 * Length is counted in characters as people see them (an emoji is one), not UTF-16 units.
 */
export function passwordProblem(password: unknown, email?: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Enter a password.'
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters (this one has ${length}). A few unrelated words make a long password that is easy to remember.`
  }
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  const lower = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lower.trim())) {
    return 'This password is one of the most common and easy to guess. Choose a different one.'
  }
  if (/^(.)\1+$/u.test(password)) return 'This password repeats one character. Choose a different one.'
  if (typeof email === 'string' && email.trim() !== '') {
    const address = email.trim().toLowerCase()
    const name = address.split('@')[0] ?? ''
    if (lower.includes(address) || (name.length >= 4 && lower.replace(/[^\p{L}]/gu, '') === name.replace(/[^\p{L}]/gu, ''))) {
      return 'The password must not be your email address. Choose a different one.'
    }
  }
  return null
}

/**
 * The first problem with a new account's email and password, as one plain line ("Email: …" or
 * "Password: …"), or null. Pure, so `npm run create-admin` can answer before it starts Payload.
 */
export function newAccountProblem(email: string, password: string): string | null {
  const normal = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normal)) return 'Email: enter an email address, like ada@redwoodlife.example.'
  const problem = passwordProblem(password, normal)
  return problem ? `Password: ${problem}` : null
}
