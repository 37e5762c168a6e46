/**
 * The policy service's HTTP contract (docs/policy-service.md): what the site needs from an insurer's
 * policy administration system. Shared by the built-in stand-in under /policy-service, the client the
 * site uses and the tests. Money is whole kobo (integers); dates are `YYYY-MM-DD`.
 */
import { z } from 'zod'

/** Where the app serves its own stand-in, and the version prefix of every path. */
export const POLICY_SERVICE_BASE_PATH = '/policy-service'
export const POLICY_API_PREFIX = '/v1'

/** Largest JSON body the service accepts. */
export const MAX_BODY_BYTES = 16 * 1024

export const POLICY_STATUSES = ['in-force', 'lapsed', 'in-grace', 'paid-up', 'matured', 'claimed'] as const
export type PolicyStatus = (typeof POLICY_STATUSES)[number]

/** 'single': one premium at the start, nothing after. */
export const PREMIUM_FREQUENCIES = ['monthly', 'quarterly', 'half-yearly', 'yearly', 'single'] as const
export type PremiumFrequency = (typeof PREMIUM_FREQUENCIES)[number]

/** Months between two instalments. */
export const FREQUENCY_MONTHS: Readonly<Record<PremiumFrequency, number>> = { monthly: 1, quarterly: 3, 'half-yearly': 6, yearly: 12, single: 1200 }

/** Policy numbers: RL-POL-<year of issue>-<six digits>, e.g. RL-POL-2026-000123. */
export const POLICY_NUMBER_PATTERN = /^RL-POL-\d{4}-\d{6}$/

/** "rl pol 2026 000123", "rl-pol-2026-000123 " → "RL-POL-2026-000123"; null when it cannot be one. */
export function normalisePolicyNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 60) return null
  const compact = raw.trim().toUpperCase().replace(/[\s_/.]+/g, '-').replace(/-+/g, '-')
  const digits = /^RL-?POL-?(\d{4})-?(\d{6})$/.exec(compact)
  return digits ? `RL-POL-${digits[1]}-${digits[2]}` : null
}

/** A Nigerian mobile as the service keeps it: 11 digits starting 0 ("08030000101"); null otherwise. */
export function normalisePhone(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null
  let digits = raw.replace(/[\s()+-]/g, '')
  if (!/^\d+$/.test(digits)) return null
  if (digits.startsWith('234')) digits = `0${digits.slice(3)}`
  return /^0[789][01]\d{8}$/.test(digits) ? digits : null
}

/** "08030000121" → "0803 *** **21". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 6) return '*** ***'
  return `${digits.slice(0, 4)} *** **${digits.slice(-2)}`
}

/** "ada.obi@example.com" → "a***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

// ---------------------------------------------------------------------------
// Shared pieces

const isoDateRe = /^\d{4}-\d{2}-\d{2}$/
/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!isoDateRe.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

export const isoDate = z.string().max(10).refine(isIsoDate, 'must be a date written YYYY-MM-DD')
const kobo = z.number().int().min(0).max(1e15)
const positiveKobo = z.number().int().min(1).max(1e15)
const shortText = (max: number) => z.string().trim().min(1).max(max)
export const policyNumberSchema = z.string().max(60).transform((v, ctx) => {
  const n = normalisePolicyNumber(v)
  if (!n) {
    ctx.addIssue({ code: 'custom', message: 'must be a policy number like RL-POL-2026-000123' })
    return z.NEVER
  }
  return n
})
export const phoneSchema = z.string().max(40).transform((v, ctx) => {
  const n = normalisePhone(v)
  if (!n) {
    ctx.addIssue({ code: 'custom', message: 'must be a Nigerian mobile number like 0803 000 0101' })
    return z.NEVER
  }
  return n
})
const emailSchema = z.string().trim().max(200).toLowerCase().pipe(z.email())
/** Payment and request references: letters, digits and - _ . only. */
export const referenceSchema = z.string().trim().min(6).max(100).regex(/^[A-Za-z0-9._-]+$/, 'may hold letters, digits and - _ . only')

export const beneficiarySchema = z.object({
  name: shortText(120),
  relationship: shortText(60),
  /** Whole percent; a policy's shares add up to 100. */
  sharePercent: z.number().int().min(1).max(100),
})
export type Beneficiary = z.infer<typeof beneficiarySchema>

const beneficiariesSchema = z
  .array(beneficiarySchema)
  .min(1)
  .max(10)
  .refine((list) => list.reduce((sum, b) => sum + b.sharePercent, 0) === 100, 'the shares must add up to 100')

// ---------------------------------------------------------------------------
// Answers

export const policySummarySchema = z.object({
  policyNumber: z.string(),
  product: z.string(),
  plan: z.object({ code: z.string(), name: z.string() }),
  status: z.enum(POLICY_STATUSES),
  sumAssuredKobo: kobo,
  premiumKobo: kobo,
  frequency: z.enum(PREMIUM_FREQUENCIES),
  startDate: isoDate,
  /** The next instalment not yet paid (null when no more premiums are due: paid-up, matured, claimed). */
  nextDueDate: isoDate.nullable(),
  /** Premiums due on or before today and not paid. */
  arrearsKobo: kobo,
  reinstatement: z.object({
    /** True for a lapsed policy that may still be put back in force. */
    possible: z.boolean(),
    until: isoDate.nullable(),
  }),
  beneficiaries: z.array(beneficiarySchema),
  holder: z.object({ firstName: z.string(), maskedPhone: z.string(), maskedEmail: z.string() }),
})
export type PolicySummary = z.infer<typeof policySummarySchema>

export const holderContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  phone: z.string(),
  email: z.string(),
  address: z.string(),
})
export type HolderContact = z.infer<typeof holderContactSchema>

export const premiumRecordSchema = z.object({
  reference: z.string(),
  amountKobo: kobo,
  paidOn: isoDate,
  channel: z.string(),
})
export type PremiumRecord = z.infer<typeof premiumRecordSchema>

export const statementSchema = z.object({
  policyNumber: z.string(),
  from: isoDate,
  to: isoDate,
  /** Owed at the start of `from` (negative: paid ahead). */
  openingArrearsKobo: z.number().int(),
  dues: z.array(z.object({ dueDate: isoDate, amountKobo: kobo })),
  receipts: z.array(premiumRecordSchema),
  premiumsDueKobo: kobo,
  premiumsReceivedKobo: kobo,
  /** Owed at the end of `to` (negative: paid ahead). */
  closingBalanceKobo: z.number().int(),
})
export type Statement = z.infer<typeof statementSchema>

export const CHANGE_KINDS = ['contact', 'beneficiaries'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]
export const CHANGE_STATUSES = ['open', 'done', 'declined'] as const
export type ChangeStatus = (typeof CHANGE_STATUSES)[number]

export const contactChangeSchema = z
  .object({ phone: phoneSchema.optional(), email: emailSchema.optional(), address: z.string().trim().min(1).max(400).optional() })
  .strict()
  .refine((c) => c.phone !== undefined || c.email !== undefined || c.address !== undefined, 'name at least one of phone, email, address')

export const changeRequestSchema = z.object({
  requestId: z.string(),
  policyNumber: z.string(),
  kind: z.enum(CHANGE_KINDS),
  contact: z.object({ phone: z.string().optional(), email: z.string().optional(), address: z.string().optional() }).nullable(),
  beneficiaries: z.array(beneficiarySchema).nullable(),
  status: z.enum(CHANGE_STATUSES),
  note: z.string().nullable(),
  createdOn: isoDate,
  decidedOn: isoDate.nullable(),
})
export type ChangeRequest = z.infer<typeof changeRequestSchema>

// ---------------------------------------------------------------------------
// Requests

/** POST /v1/policies/lookup: the number and the holder's date of birth or phone. */
export const lookupRequestSchema = z
  .object({ policyNumber: policyNumberSchema, dateOfBirth: isoDate.optional(), phone: phoneSchema.optional() })
  .strict()
  .refine((r) => (r.dateOfBirth === undefined) !== (r.phone === undefined), 'send either dateOfBirth or phone (one of them)')
export type LookupRequest = z.input<typeof lookupRequestSchema>

/** POST /v1/policies/search: every policy held under a phone or an email. */
export const searchRequestSchema = z
  .object({ phone: phoneSchema.optional(), email: emailSchema.optional() })
  .strict()
  .refine((r) => (r.phone === undefined) !== (r.email === undefined), 'send either phone or email (one of them)')
export type SearchRequest = z.input<typeof searchRequestSchema>

/** POST /v1/policies/{number}/premiums: a premium received, once per reference. */
export const recordPremiumRequestSchema = z
  .object({ reference: referenceSchema, amountKobo: positiveKobo, paidOn: isoDate, channel: shortText(40) })
  .strict()
export type RecordPremiumRequest = z.input<typeof recordPremiumRequestSchema>

/** GET /v1/policies/{number}/statement?from=…&to=… */
export const statementQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, 'from must be on or before to')
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 10 * 366 * 86_400_000, 'a statement covers at most ten years')

/** POST /v1/policies/{number}/change-requests: asked for, not written; once per requestId. */
export const createChangeRequestSchema = z.discriminatedUnion('kind', [
  z.object({ requestId: referenceSchema, kind: z.literal('contact'), contact: contactChangeSchema }).strict(),
  z.object({ requestId: referenceSchema, kind: z.literal('beneficiaries'), beneficiaries: beneficiariesSchema }).strict(),
])
export type CreateChangeRequest = z.input<typeof createChangeRequestSchema>

/** POST /v1/change-requests/{requestId}/decision */
export const decideChangeRequestSchema = z.object({ outcome: z.enum(['done', 'declined']), note: z.string().trim().max(500).optional() }).strict()
export type DecideChangeRequest = z.input<typeof decideChangeRequestSchema>

/** POST /v1/policies/issue: a policy for an online application whose first premium is paid; once per application. */
export const issuePolicyRequestSchema = z
  .object({
    applicationReference: referenceSchema,
    product: shortText(120),
    plan: z.object({ code: shortText(20), name: shortText(120) }).strict(),
    sumAssuredKobo: kobo,
    premiumKobo: positiveKobo,
    frequency: z.enum(PREMIUM_FREQUENCIES),
    startDate: isoDate,
    termYears: z.number().int().min(1).max(99).optional(),
    holder: z
      .object({
        firstName: shortText(80),
        lastName: shortText(80),
        dateOfBirth: isoDate,
        phone: phoneSchema,
        email: emailSchema,
        address: z.string().trim().max(400).default(''),
      })
      .strict(),
    beneficiaries: z.array(beneficiarySchema).max(10).default([]),
    firstPremium: z.object({ reference: referenceSchema, amountKobo: positiveKobo, paidOn: isoDate }).strict(),
  })
  .strict()
export type IssuePolicyRequest = z.input<typeof issuePolicyRequestSchema>

// ---------------------------------------------------------------------------
// Response bodies (what each path answers with 200/201; every error is `{ message }` with a 4xx or 5xx)

export const errorBodySchema = z.object({ message: z.string() })
export const policyBodySchema = z.object({ policy: policySummarySchema })
export const policiesBodySchema = z.object({ policies: z.array(policySummarySchema).max(100) })
export const contactBodySchema = z.object({ contact: holderContactSchema })
export const premiumsBodySchema = z.object({ premiums: z.array(premiumRecordSchema).max(1000) })
export const premiumBodySchema = z.object({ premium: premiumRecordSchema, created: z.boolean() })
export const statementBodySchema = z.object({ statement: statementSchema })
export const changeRequestBodySchema = z.object({ changeRequest: changeRequestSchema, created: z.boolean() })
export const changeRequestsBodySchema = z.object({ changeRequests: z.array(changeRequestSchema).max(200) })
export const issuedBodySchema = z.object({ policy: policySummarySchema, created: z.boolean() })

/** The same "not found" for a wrong number, date of birth or phone: it never says which part was wrong. */
export const NOT_FOUND_MESSAGE = 'We found no policy with those details.'
