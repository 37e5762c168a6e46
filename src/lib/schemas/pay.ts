/**
 * The two forms of /pay: the look-up (policy number and date of birth) and the choice of how many
 * premiums to pay. One schema each, for the server action, the route handler and the tests.
 */
import { z } from 'zod'

import { isIsoDate, normalisePolicyNumber } from '@/lib/policy-service/contract'

export const PAY_MESSAGES = {
  policyNumber: { required: 'Enter your policy number', invalid: 'Enter the policy number as it is on your policy, like RL-POL-2021-000101' },
  dateOfBirth: { required: 'Enter the policyholder’s date of birth', invalid: 'Enter the date of birth as day, month and year, like 14/03/1985' },
  instalments: 'Choose how many premiums to pay',
} as const

/** "14/03/1985", "14-3-1985", "1985-03-14" → "1985-03-14"; null when it is not a real date. */
export function parseDateOfBirth(raw: string): string | null {
  const v = raw.trim()
  let iso: string | null = null
  const dmy = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(v)
  if (dmy) iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`
  else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) iso = v
  if (!iso || !isIsoDate(iso)) return null
  const year = Number(iso.slice(0, 4))
  return year >= 1900 && year <= 2100 ? iso : null
}

const text = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v.slice(0, max) : ''), z.string())

export const payLookupSchema = z.object({
  policyNumber: text(100).transform((v, ctx) => {
    if (!v.trim()) ctx.addIssue({ code: 'custom', message: PAY_MESSAGES.policyNumber.required })
    else {
      const n = normalisePolicyNumber(v)
      if (n) return n
      ctx.addIssue({ code: 'custom', message: PAY_MESSAGES.policyNumber.invalid })
    }
    return z.NEVER
  }),
  dateOfBirth: text(40).transform((v, ctx) => {
    if (!v.trim()) ctx.addIssue({ code: 'custom', message: PAY_MESSAGES.dateOfBirth.required })
    else {
      const d = parseDateOfBirth(v)
      if (d) return d
      ctx.addIssue({ code: 'custom', message: PAY_MESSAGES.dateOfBirth.invalid })
    }
    return z.NEVER
  }),
})
export type PayLookupInput = z.output<typeof payLookupSchema>
export type PayLookupErrors = Partial<Record<'policyNumber' | 'dateOfBirth', string>>

export const payStartSchema = z.object({
  token: z.string().min(40).max(300).regex(/^[A-Za-z0-9_-]+$/),
  instalments: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : v), z.number().int().min(1).max(24)),
})

/** Field errors of a look-up, one per field. */
export function lookupErrors(error: z.ZodError): PayLookupErrors {
  const errors: PayLookupErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if ((field === 'policyNumber' || field === 'dateOfBirth') && !errors[field]) errors[field] = issue.message
  }
  return errors
}
