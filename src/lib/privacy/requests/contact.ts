import { EMAIL_MAX, formatNigerianPhone, NIGERIAN_PHONE } from '@/lib/schemas/enquiry'

/**
 * The phone number or email a person proves they control, in every layout the site stores it:
 * "0803 123 4567" and "+234 803 123 4567" in the records, "2348031234567" in the outbox; an email
 * compared in lower case. Pure.
 */
export type Contact = { kind: 'phone'; canonical: string; stored: string[] } | { kind: 'email'; canonical: string; stored: string[] }

export function contactOf(value: string): Contact | null {
  const trimmed = value.trim()
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase()
    if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null
    return { kind: 'email', canonical: email, stored: [email] }
  }
  const compact = trimmed.replace(/[\s()-]/g, '')
  if (!NIGERIAN_PHONE.test(compact)) return null
  const national = compact.startsWith('+234') ? compact.slice(4) : compact.slice(1)
  return {
    kind: 'phone',
    canonical: `234${national}`,
    stored: [formatNigerianPhone(`0${national}`), formatNigerianPhone(`+234${national}`), `234${national}`],
  }
}

/** The contact with most of it hidden, for the page that asks for the code: 0803 *** **67, a****@example.com. */
export function maskedContact(contact: Contact): string {
  if (contact.kind === 'email') {
    const [name = '', domain = ''] = contact.canonical.split('@')
    return `${name.slice(0, 1)}${'*'.repeat(Math.max(3, name.length - 1))}@${domain}`
  }
  const national = contact.canonical.slice(3)
  return `0${national.slice(0, 3)} *** **${national.slice(-2)}`
}

/** Whether a stored value is this contact (a record's email in any case, a phone in any layout). */
export function isContact(contact: Contact, stored: string | null | undefined): boolean {
  if (!stored) return false
  if (contact.kind === 'email') return stored.trim().toLowerCase() === contact.canonical
  const other = contactOf(stored.startsWith('234') ? `+${stored}` : stored)
  return other?.kind === 'phone' && other.canonical === contact.canonical
}
