/**
 * The plan service's HTTP contract (spec section 7, "Plan lookup" and "Calculation"), shared by the
 * built-in service under /plan-service, the client the site uses, and the tests. See
 * docs/plan-service.md for the full description with examples.
 */
import { z } from 'zod'

/** Where the app serves its own plan service. */
export const PLAN_SERVICE_BASE_PATH = '/plan-service'
export const PLAN_LOOKUP_PATH = '/policy/plainid'
export const REGULAR_PREMIUM_PATH = '/imultiplan/api/v1/annuity/regular-premium'
export const SUM_ASSURED_PATH = '/imultiplan/api/v1/annuity/sumassured'

/**
 * The two calculation endpoints. 'regular-premium': the caller gives a sum assured and gets the
 * premium. 'sumassured': the caller gives a premium and gets the sum assured.
 */
export type QuoteEndpoint = 'regular-premium' | 'sumassured'

export const ENDPOINT_PATHS: Readonly<Record<QuoteEndpoint, string>> = {
  'regular-premium': REGULAR_PREMIUM_PATH,
  sumassured: SUM_ASSURED_PATH,
}

/** Largest JSON body accepted by the calculation endpoints. */
export const MAX_BODY_BYTES = 8 * 1024

export const SUCCESS_STATUS = 200

// ---------------------------------------------------------------------------
// Plan lookup: GET {base}/policy/plainid?planID=AEE

const finite = z.coerce.number().refine(Number.isFinite)

const makehamBasisSchema = z.object({
  kind: z.literal('makeham'),
  name: z.string(),
  A: finite,
  B: finite,
  c: finite,
})

const tableBasisSchema = z.object({
  kind: z.literal('table'),
  name: z.string(),
  minAge: finite,
  maxAge: finite,
})

const rateBandSchema = z.object({ fromAge: finite, toAge: finite, rate: finite })

export const planBasisSchema = z.object({
  /** The kind of cover: endowment-assurance, term-assurance, education-savings, whole-life, life-annuity, health-… */
  product: z.string(),
  /** Plain words for what is paid, and when. */
  benefit: z.string().optional().catch(undefined),
  interestRate: finite,
  loading: finite,
  modalFactors: z.object({ '01': finite, '03': finite, '06': finite, '12': finite }),
  singlePremium: z.string(),
  mortality: z.discriminatedUnion('kind', [makehamBasisSchema, tableBasisSchema]),
  /** Health cover: yearly net premium per ₦1,000 of benefit by age band. */
  rates: z.array(rateBandSchema).max(200).optional().catch(undefined),
})

export type PlanBasis = z.output<typeof planBasisSchema>

export const eligibilitySchema = z.object({
  minEntryAge: finite,
  maxEntryAge: finite,
  maxMaturityAge: finite,
  minPremium: finite,
  minSumAssured: finite,
})

export type PlanEligibility = z.output<typeof eligibilitySchema>

const text = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.coerce.string())
const wholeOrZero = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? 0 : v),
  z.coerce.number().int().min(0).max(100),
)

/**
 * `data` of a successful plan lookup. The spec's fields first; `planId`, `name`, `basis` and
 * `eligibility` are additions of this service (a remote service may leave them out).
 */
export const planDataSchema = z.object({
  description: text,
  /** Codes 01, 03, 06, 12, OT, comma separated (readers also accept them run together). */
  paymentGap: text,
  tenor: wholeOrZero,
  minTenor2: wholeOrZero,
  premium2PaySpName: text,
  sumAssuredSpName: text,
  planId: z.string().optional(),
  name: z.string().optional(),
  basis: planBasisSchema.optional().catch(undefined),
  eligibility: eligibilitySchema.optional().catch(undefined),
})

export type PlanData = z.output<typeof planDataSchema>

export type PlanLookupResponse = { success: true; data: PlanData } | { success: false; message: string }

export const planLookupResponseSchema = z.union([
  z.object({ success: z.literal(true), data: planDataSchema }),
  z.object({ success: z.literal(false), message: z.string().optional().default('') }),
])

// ---------------------------------------------------------------------------
// Calculation: POST {base}/imultiplan/api/v1/annuity/{regular-premium|sumassured}

/**
 * The body the spec's client sends. It put the amount under `regularPremium` on the
 * regular-premium endpoint and under `sumAssured` on the sumassured one; this service reads the
 * amount under either name on both.
 */
export interface QuoteRequestBody {
  premiumFrequency: string
  planDuration: number
  planId: string
  /** dd/mm/yyyy */
  birthDate: string
  regularPremium?: number
  sumAssured?: number
}

/** One policy year of a quote: what has been paid by its end, and what the plan pays. */
export interface ScheduleRowBody {
  year: number
  /** Age at the end of the year. */
  age: number
  premiumsPaid: number
  benefit: number
}

/** The request field a rejection is about: the body's own names, and `amount` for the amount whichever its name. */
export const QUOTE_FIELDS = ['planId', 'premiumFrequency', 'planDuration', 'birthDate', 'amount'] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]

/** statusCode 200 with the amount, or another code with a plain-English message (and each error). */
export interface QuoteResponse {
  statusCode: number
  /** Naira, 2 decimals; null when there is no quote. */
  amount: number | null
  message: string
  /** One plain-English sentence per broken rule (an addition to the spec's fields). */
  errors?: string[]
  /**
   * The errors that are about one request field, each with its field (an addition), so a form can
   * show them at the field without reading the words.
   */
  fieldErrors?: { field: QuoteField; message: string }[]
  /**
   * Every error of `errors`, in order, with the request field it is about or null (an addition, after
   * `fieldErrors`): what the site's client reads, so no error's field is found from its words.
   */
  problems?: { field: QuoteField | null; message: string }[]
  /**
   * Year by year, premiums paid against the benefit (an addition; left out for an annuity). The
   * site draws its chart and table from this, never from a calculation of its own.
   */
  schedule?: ScheduleRowBody[]
}

export const quoteResponseSchema = z.object({
  statusCode: z.coerce.number().int(),
  amount: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().nullable().optional()),
  message: text,
  errors: z.array(z.string()).optional().catch(undefined),
  fieldErrors: z
    .array(z.object({ field: z.enum(QUOTE_FIELDS), message: z.string() }))
    .max(20)
    .optional()
    .catch(undefined),
  problems: z
    .array(z.object({ field: z.enum(QUOTE_FIELDS).nullable(), message: z.string() }))
    .max(20)
    .optional()
    .catch(undefined),
  schedule: z
    .array(z.object({ year: finite, age: finite, premiumsPaid: finite, benefit: finite }))
    .max(120)
    .optional()
    .catch(undefined),
})
