/**
 * The forms of "My policies" (/my; decision 042): sign in (a phone or email), a code, a new phone,
 * email or address, a beneficiary change and a statement's period. One schema each, for the server
 * actions (posts with and without JavaScript) and the route handlers.
 */
import { contactOf, type Contact } from '@/lib/privacy/requests/contact'
import { BENEFICIARIES_MAX } from '@/lib/my/rules'
import { readCode } from '@/lib/one-time-code/read'

import { characterCount, normaliseNewlines } from './enquiry-fields'
import { formatNigerianPhone, NIGERIAN_PHONE } from './enquiry'
import { z } from './zod'

export const MY_MESSAGES = {
  contact: {
    required: 'Enter the mobile number or email address on your policy',
    invalid: 'Enter a Nigerian mobile number, like 0803 123 4567, or an email address, like name@example.com',
  },
  phone: { required: 'Enter your new mobile number', invalid: 'Enter a Nigerian mobile number, like 0803 123 4567' },
  email: { required: 'Enter your new email address', invalid: 'Enter an email address, like name@example.com' },
  address: { required: 'Enter your new address', tooLong: 'Keep the address to 300 characters or fewer' },
  beneficiaries: {
    none: 'Name at least one beneficiary',
    name: 'Enter the beneficiary’s full name (up to 120 characters)',
    relationship: 'Enter how the beneficiary is related to you (up to 60 characters)',
    share: 'Enter the share as a whole percentage from 1 to 100, like 50',
    total: 'The shares must add up to exactly 100%',
  },
  period: {
    from: 'Enter the first day of the statement as a date',
    to: 'Enter the last day of the statement as a date',
    order: 'The last day must be on or after the first day',
    long: 'A statement covers at most 10 years',
  },
} as const

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
type Issue = { addIssue: (issue: { code: 'custom'; message: string; path?: (string | number)[] }) => void }
function fail(ctx: Issue, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '')

export const signInSchema = z.object({
  contact: z.unknown().transform((v, ctx): Contact => {
    if (blank(v)) return fail(ctx, MY_MESSAGES.contact.required)
    const contact = contactOf(text(v, 300))
    return contact ?? fail(ctx, MY_MESSAGES.contact.invalid)
  }),
})

export const codeSchema = z.object({
  code: z.unknown().transform((v, ctx): string => {
    const checked = readCode(text(v, 40))
    return checked.ok ? checked.code : fail(ctx, checked.error)
  }),
})

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** One of the three things a policyholder may change here, with its new value. */
export const contactChangeSchema = z.discriminatedUnion('what', [
  z.object({
    what: z.literal('phone'),
    value: z.unknown().transform((v, ctx): string => {
      if (blank(v)) return fail(ctx, MY_MESSAGES.phone.required)
      const compact = text(v, 40).trim().replace(/[\s()-]/g, '')
      return NIGERIAN_PHONE.test(compact) ? formatNigerianPhone(compact) : fail(ctx, MY_MESSAGES.phone.invalid)
    }),
  }),
  z.object({
    what: z.literal('email'),
    value: z.unknown().transform((v, ctx): string => {
      if (blank(v)) return fail(ctx, MY_MESSAGES.email.required)
      const email = text(v, 300).trim().toLowerCase()
      return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : fail(ctx, MY_MESSAGES.email.invalid)
    }),
  }),
  z.object({
    what: z.literal('address'),
    value: z.unknown().transform((v, ctx): string => {
      if (blank(v)) return fail(ctx, MY_MESSAGES.address.required)
      const address = normaliseNewlines(text(v, 2000)).trim()
      return characterCount(address) <= 300 ? address : fail(ctx, MY_MESSAGES.address.tooLong)
    }),
  }),
])
export type ContactChange = z.infer<typeof contactChangeSchema>

export type Beneficiary = { name: string; relationship: string; sharePercent: number }
export type BeneficiaryErrors = Record<string, string>

/** A share as typed ("50", "50%") in whole percent (as the policy service keeps it), or null. */
export function sharePercent(v: string): number | null {
  const m = /^(\d{1,3})\s*%?$/.exec(v.trim())
  const n = m ? Number(m[1]) : 0
  return n >= 1 && n <= 100 ? n : null
}

/**
 * The beneficiary form's rows (name-N, relationship-N, share-N for N = 0…BENEFICIARIES_MAX-1; empty
 * rows left out): the people, or a message per field (keys like "name-1", and "total").
 */
export function readBeneficiaries(get: (name: string) => unknown): { ok: true; data: Beneficiary[] } | { ok: false; errors: BeneficiaryErrors } {
  const errors: BeneficiaryErrors = {}
  const data: Beneficiary[] = []
  for (let i = 0; i < BENEFICIARIES_MAX; i++) {
    const name = text(get(`name-${i}`), 300).replace(/\s+/g, ' ').trim()
    const relationship = text(get(`relationship-${i}`), 300).replace(/\s+/g, ' ').trim()
    const share = text(get(`share-${i}`), 20).trim()
    if (!name && !relationship && !share) continue
    if (!name || characterCount(name) > 120) errors[`name-${i}`] = MY_MESSAGES.beneficiaries.name
    if (!relationship || characterCount(relationship) > 60) errors[`relationship-${i}`] = MY_MESSAGES.beneficiaries.relationship
    const percent = sharePercent(share)
    if (percent === null) errors[`share-${i}`] = MY_MESSAGES.beneficiaries.share
    data.push({ name, relationship, sharePercent: percent ?? 0 })
  }
  if (data.length === 0) errors['name-0'] = MY_MESSAGES.beneficiaries.none
  else if (Object.keys(errors).length === 0 && data.reduce((sum, b) => sum + b.sharePercent, 0) !== 100) errors.total = MY_MESSAGES.beneficiaries.total
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (v: unknown) => {
  const s = text(v, 20).trim()
  return ISO_DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s ? s : null
}

/** A statement's period: two days (YYYY-MM-DD), the second not before the first, at most ten years. */
export const periodSchema = z
  .object({
    from: z.unknown().transform((v, ctx): string => day(v) ?? fail(ctx, MY_MESSAGES.period.from)),
    to: z.unknown().transform((v, ctx): string => day(v) ?? fail(ctx, MY_MESSAGES.period.to)),
  })
  .superRefine((p, ctx) => {
    if (p.to < p.from) ctx.addIssue({ code: 'custom', message: MY_MESSAGES.period.order, path: ['to'] })
    else if (Date.parse(p.to) - Date.parse(p.from) > 3653 * 86_400_000) ctx.addIssue({ code: 'custom', message: MY_MESSAGES.period.long, path: ['to'] })
  })

/** zod's issues as one message per field (the first). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}
