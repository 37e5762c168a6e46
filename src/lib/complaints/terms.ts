/**
 * The complaints promise and where to take a complaint next, from Site settings → Complaints. Pure: the
 * /complaints page, the acknowledgement and the final answer (SMS and email) and the tracker all turn
 * the same stored values into words here, so they never say different things
 * (docs/decisions/036-complaints.md). Readers: terms.server.ts.
 */

export const COMPLAINT_TIME_FIELDS = {
  /** 0 means at once: the acknowledgement is sent the moment a complaint is stored. */
  acknowledgeDays: { label: 'Time to acknowledge a complaint (working days, 0 = at once)', min: 0, max: 5, fallback: 0 },
  resolveDays: { label: 'Time to resolve a complaint (calendar days)', min: 1, max: 60, fallback: 14 },
} as const

export type ComplaintTimeName = keyof typeof COMPLAINT_TIME_FIELDS

export type Bureau = { name: string; phone: string; email: string; address: string; website: string }

export type ComplaintTerms = {
  acknowledgeDays: number
  resolveDays: number
  /** Where complaints go by email (Site settings; the customer service mailbox when empty). */
  email: string
  /** The regulator's complaints bureau, as a person would write to it. */
  bureau: Bureau
}

/** What the fields hold on a database that has no Complaints settings yet (plainly fictional, as the demo's). */
export const DEFAULT_BUREAU: Bureau = {
  name: 'NAICOM Complaints Bureau',
  phone: '',
  email: '',
  address: '',
  website: '',
}

export function checkComplaintDays(name: ComplaintTimeName, value: unknown): true | string {
  const { min, max } = COMPLAINT_TIME_FIELDS[name]
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? true
    : `Enter a whole number of days from ${min} to ${max}.`
}

type Text = string | null | undefined
export type StoredComplaintSettings =
  | {
      acknowledgeDays?: number | null
      resolveDays?: number | null
      email?: Text
      bureau?: { name?: Text; phone?: Text; email?: Text; address?: Text; website?: Text } | null
    }
  | null
  | undefined

const text = (v: Text, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback)

/** The settings as stored (any part may be missing on an old database) → terms every reader can use. */
export function complaintTermsFrom(stored: StoredComplaintSettings, customerServiceEmail: string): ComplaintTerms {
  const days = (name: ComplaintTimeName) => {
    const v = stored?.[name]
    return checkComplaintDays(name, v) === true ? (v as number) : COMPLAINT_TIME_FIELDS[name].fallback
  }
  const b = stored?.bureau
  return {
    acknowledgeDays: days('acknowledgeDays'),
    resolveDays: days('resolveDays'),
    email: text(stored?.email, customerServiceEmail),
    bureau: {
      name: text(b?.name, DEFAULT_BUREAU.name),
      phone: text(b?.phone, ''),
      email: text(b?.email, ''),
      address: text(b?.address, ''),
      website: text(b?.website, ''),
    },
  }
}

/** "at once", "within 1 working day", "within 2 working days". */
export function acknowledgeWords(days: number): string {
  if (days <= 0) return 'at once'
  return days === 1 ? 'within 1 working day' : `within ${days} working days`
}

/** "within 14 days". */
export function resolveWords(days: number): string {
  return days === 1 ? 'within 1 day' : `within ${days} days`
}

const DAY = 24 * 60 * 60 * 1000

/** The day a complaint's final answer is due: received + the promise, in whole calendar days. */
export function dueDate(receivedAt: Date | string, resolveDays: number): Date {
  return new Date(new Date(receivedAt).getTime() + resolveDays * DAY)
}

/** The bureau's contact on one line, for an SMS-length mention or an email footer. */
export function bureauLine(bureau: Bureau): string {
  return [bureau.name, bureau.phone, bureau.email, bureau.website].filter(Boolean).join(', ')
}
