/**
 * The built-in plan service: the answers of the contract in ./contract.ts, computed from the plans
 * in the CMS with the pricing engine. Used by the route handlers under /plan-service and, in
 * process, by the site's calculator when no remote PLAN_SERVICE_URL is configured.
 */
import type { Payload } from 'payload'

import type { Plan } from '@/payload-types'

import { cachedRead } from '../content/payload'
import { formatNaira } from '../quote/money'
import { frequencyName, formatPaymentGap } from '../quote/frequency'
import { coverOf } from '../quote/engine'
import { kindText } from '../quote/kinds'
import { amountNames, quote, type PlanRules, type QuoteDirection, type QuoteInput } from '../quote/rules'
import { qxAgeRange } from '../quote/qx-csv'
import { parseQuoteBody } from '../schemas/quote'
import { QUOTE_FIELDS, SUCCESS_STATUS, type PlanData, type PlanLookupResponse, type QuoteEndpoint, type QuoteField, type QuoteResponse } from './contract'
import { planRulesFromDoc, ruleNames } from './plan-rules'

export type Answer<T> = { status: number; body: T }

export type FoundPlan =
  | { kind: 'found'; doc: Plan; rules: PlanRules }
  | { kind: 'missing' }
  | { kind: 'broken'; doc: Plan; problems: string[] }

const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

/** More plans than an insurer sells: the one kept read of every plan stays bounded. */
const MAX_PLANS = 1000

/**
 * Every plan as stored, as one entry of Next's cache (tagged `content`, which the Plans collection's hooks
 * expire when an editor saves or deletes a plan), so a quote does not read the database each time (issue
 * 22: the quote endpoint at 200 connections). One entry for all of them, not one per code asked for, so
 * made-up plan codes cannot fill the cache. Outside a request (tests, scripts) it is read from the database.
 */
const storedPlans = cachedRead('plan-docs', async (payload): Promise<Plan[]> => {
  const { docs } = await payload.find({
    collection: 'plans',
    limit: MAX_PLANS,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs
})

export async function findPlan(code: string): Promise<FoundPlan> {
  const wanted = code.trim().toUpperCase()
  if (!CODE_SHAPE.test(wanted)) return { kind: 'missing' }
  const doc = (await storedPlans()).find((plan) => plan.code === wanted)
  if (!doc) return { kind: 'missing' }
  const built = planRulesFromDoc(doc)
  if (!built.ok) return { kind: 'broken', doc, problems: built.problems.map((p) => p.message) }
  return { kind: 'found', doc, rules: built.rules }
}

/** The lookup's `data` for a plan. */
export function planDataFor(doc: Pick<Plan, 'ruleName'>, rules: PlanRules): PlanData {
  const b = rules.basis
  const range = b.mortality.kind === 'table' ? qxAgeRange(b.mortality.qx) : null
  const cover = coverOf(b)
  const text = kindText(cover)
  return {
    description: rules.description,
    paymentGap: formatPaymentGap(rules.frequencies),
    tenor: rules.tenor,
    minTenor2: rules.minTenure,
    ...ruleNames(rules, doc.ruleName),
    planId: rules.code,
    name: rules.name,
    basis: {
      product: text.product,
      benefit: text.benefit,
      interestRate: b.interestRate,
      loading: b.loading,
      modalFactors: { ...b.modalFactors },
      singlePremium: text.singlePremium,
      ...(cover.kind === 'health' ? { rates: cover.rates.map((r) => ({ ...r })) } : {}),
      mortality:
        b.mortality.kind === 'makeham'
          ? { kind: 'makeham', name: 'Standard Ultimate Survival Model', A: b.mortality.A, B: b.mortality.B, c: b.mortality.c }
          : { kind: 'table', name: 'Plan table of yearly death rates (qx)', minAge: range?.min ?? 0, maxAge: range?.max ?? 0 },
    },
    eligibility: {
      minEntryAge: rules.minEntryAge,
      maxEntryAge: rules.maxEntryAge,
      maxMaturityAge: rules.maxMaturityAge,
      minPremium: rules.minPremium,
      minSumAssured: rules.minSumAssured,
    },
  }
}

function unknownPlanMessage(code: string): string {
  const shown = code.length > 40 ? `${code.slice(0, 40)}…` : code
  return `We have no plan with the ID "${shown}". Check the plan ID, for example AEE.`
}

const UNAVAILABLE = "This plan can't be quoted online at the moment. Please call us and an adviser will give you a quote."

/** GET {base}/policy/plainid?planID=… */
export async function lookupPlan(payload: Payload, planID: string | null): Promise<Answer<PlanLookupResponse>> {
  const code = (planID ?? '').trim()
  if (code === '') {
    return { status: 400, body: { success: false, message: 'Add the plan ID to the address, for example ?planID=AEE.' } }
  }
  const found = await findPlan(code)
  if (found.kind === 'missing') return { status: 404, body: { success: false, message: unknownPlanMessage(code) } }
  if (found.kind === 'broken') {
    payload.logger.error({ msg: `Plan ${found.doc.code} can't be used`, problems: found.problems })
    return { status: 503, body: { success: false, message: UNAVAILABLE } }
  }
  return { status: 200, body: { success: true, data: planDataFor(found.doc, found.rules) } }
}

export function directionOf(endpoint: QuoteEndpoint): QuoteDirection {
  return endpoint === 'regular-premium' ? 'premium' : 'sumAssured'
}

type Problem = { field: QuoteField | null; message: string }

function reject(status: number, problems: Problem[]): Answer<QuoteResponse> {
  const errors = problems.map((p) => p.message)
  const body: QuoteResponse = { statusCode: status, amount: null, message: errors.join(' '), errors, problems: problems.map(({ field, message }) => ({ field, message })) }
  const fieldErrors = problems.flatMap(({ field, message }) => (field ? [{ field, message }] : []))
  if (fieldErrors.length > 0) body.fieldErrors = fieldErrors
  return { status, body }
}

const plain = (message: string): Problem => ({ field: null, message })

/** The body field a parse error is about (the amount may come under either name). */
function bodyField(path: string): QuoteField | null {
  if (path === 'regularPremium' || path === 'sumAssured') return 'amount'
  return (QUOTE_FIELDS as readonly string[]).includes(path) ? (path as QuoteField) : null
}

const ENGINE_FIELD: Record<QuoteInput, QuoteField> = { frequency: 'premiumFrequency', term: 'planDuration', birthDate: 'birthDate', amount: 'amount' }

/** POST {base}/imultiplan/api/v1/annuity/{regular-premium|sumassured} with a parsed JSON body. */
export async function calculate(
  payload: Payload,
  endpoint: QuoteEndpoint,
  body: unknown,
  today: Date = new Date(),
): Promise<Answer<QuoteResponse>> {
  const parsed = parseQuoteBody(body)
  if (!parsed.ok) return reject(400, Object.entries(parsed.errors).map(([path, message]) => ({ field: bodyField(path), message })))
  const request = parsed.value

  const found = await findPlan(request.planId)
  if (found.kind === 'missing') return reject(404, [{ field: 'planId', message: unknownPlanMessage(request.planId) }])
  if (found.kind === 'broken') {
    payload.logger.error({ msg: `Plan ${found.doc.code} can't be used`, problems: found.problems })
    return reject(503, [plain(UNAVAILABLE)])
  }

  const direction = directionOf(endpoint)
  const result = quote(
    found.rules,
    {
      direction,
      frequency: request.premiumFrequency,
      term: request.planDuration,
      birthDate: request.birthDate,
      amount: request.amount,
    },
    today,
  )
  if (!result.ok) {
    if (result.configError) payload.logger.error({ msg: `Plan ${found.rules.code} could not be priced`, detail: result.configError })
    return reject(400, result.problems.map(({ field, message }) => ({ field: field ? ENGINE_FIELD[field] : null, message })))
  }

  const how = result.frequency === 'OT' ? 'as a single payment' : frequencyName(result.frequency).toLowerCase()
  const names = amountNames(coverOf(found.rules.basis))
  const message =
    coverOf(found.rules.basis).kind === 'annuity'
      ? `A purchase price of ${formatNaira(result.modalPremium)} buys an income of ${formatNaira(result.sumAssured)} a month for life, guaranteed for ${result.term} years.`
      : direction === 'premium'
        ? `The premium is ${formatNaira(result.amount)} ${how} for a ${names.benefit} of ${formatNaira(result.sumAssured)} over ${result.term} years.`
        : `A premium of ${formatNaira(result.modalPremium)} ${how} buys a ${names.benefit} of ${formatNaira(result.amount)} over ${result.term} years.`
  const answer: QuoteResponse = { statusCode: SUCCESS_STATUS, amount: result.amount, message }
  // An annuity's income is not a benefit to set against its price year by year.
  if (coverOf(found.rules.basis).kind !== 'annuity') answer.schedule = result.schedule.map((row) => ({ ...row }))
  return { status: SUCCESS_STATUS, body: answer }
}
