/**
 * Turning a plan as stored in the CMS into the engine's PlanRules, and checking it.
 * Pure: no Payload, no I/O, so the collection's save hook, the service and tests share it.
 */
import { COVER_KINDS, DEFAULT_MAKEHAM, DEFAULT_MODAL_FACTORS, type Cover, type CoverKind, type HealthBenefit, type Mortality, type PricingBasis } from '../quote/engine'
import { isFrequencyCode, type FrequencyCode } from '../quote/frequency'
import { tryParseQxCsv } from '../quote/qx-csv'
import { tryParseRateCsv } from '../quote/rate-csv'
import { validatePlanRules, type PlanRules, type PlanSetting } from '../quote/rules'

/** The stored shape (a Plan document, or the data an editor is saving). Loose on purpose. */
export interface PlanDocLike {
  code?: string | null
  name?: string | null
  kind?: string | null
  healthBenefit?: string | null
  rateTable?: string | null
  description?: string | null
  quotes?: 'premium' | 'sumAssured' | null
  ruleName?: string | null
  paymentFrequencies?: (string | null)[] | null
  minTenor2?: number | null
  tenor?: number | null
  minEntryAge?: number | null
  maxEntryAge?: number | null
  maxMaturityAge?: number | null
  minPremium?: number | null
  minSumAssured?: number | null
  interestRatePercent?: number | null
  loadingPercent?: number | null
  mortality?: {
    source?: 'makeham' | 'table' | null
    makehamA?: number | null
    makehamB?: number | null
    makehamC?: number | null
    qxTable?: string | null
  } | null
  modalFactors?: {
    monthly?: number | null
    quarterly?: number | null
    semiAnnual?: number | null
    annual?: number | null
  } | null
}

export interface PlanProblem {
  /** The field the editor should look at. */
  path: string
  message: string
}

export type PlanRulesResult = { ok: true; rules: PlanRules } | { ok: false; problems: PlanProblem[] }

const num = (v: number | null | undefined, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback

/** Where each kind of set-up problem belongs in the admin form (the Plans collection's field paths). */
const DOC_PATH: Record<PlanSetting, string> = {
  minTenure: 'minTenor2',
  tenor: 'tenor',
  frequencies: 'paymentFrequencies',
  entryAges: 'maxEntryAge',
  maxMaturityAge: 'maxMaturityAge',
  minimums: 'minPremium',
  interestRate: 'interestRatePercent',
  loading: 'loadingPercent',
  modalFactors: 'modalFactors',
  rateTable: 'rateTable',
  mortalityTable: 'mortality.qxTable',
}

export function mortalityOf(doc: PlanDocLike): { ok: true; mortality: Mortality } | { ok: false; problems: PlanProblem[] } {
  const m = doc.mortality ?? {}
  if (m.source === 'table') {
    const parsed = tryParseQxCsv(m.qxTable ?? '')
    if (!parsed.ok) {
      return { ok: false, problems: parsed.errors.map((message) => ({ path: 'mortality.qxTable', message })) }
    }
    return { ok: true, mortality: { kind: 'table', qx: parsed.qx } }
  }
  return {
    ok: true,
    mortality: {
      kind: 'makeham',
      A: num(m.makehamA, DEFAULT_MAKEHAM.A),
      B: num(m.makehamB, DEFAULT_MAKEHAM.B),
      c: num(m.makehamC, DEFAULT_MAKEHAM.c),
    },
  }
}

const HEALTH_BENEFITS: readonly HealthBenefit[] = ['hospitalCash', 'criticalIllness', 'surgery']

export function coverOfDoc(doc: PlanDocLike): { ok: true; cover: Cover } | { ok: false; problems: PlanProblem[] } {
  const kind: CoverKind = (COVER_KINDS as readonly string[]).includes(doc.kind ?? '') ? (doc.kind as CoverKind) : 'endowment'
  if (kind !== 'health') return { ok: true, cover: { kind } }
  const benefit = HEALTH_BENEFITS.find((b) => b === doc.healthBenefit)
  if (!benefit) return { ok: false, problems: [{ path: 'healthBenefit', message: 'Choose the health benefit this plan pays.' }] }
  const parsed = tryParseRateCsv(doc.rateTable ?? '')
  if (!parsed.ok) return { ok: false, problems: parsed.errors.map((message) => ({ path: 'rateTable', message })) }
  return { ok: true, cover: { kind, benefit, rates: parsed.bands } }
}

/** Build the engine's rules from a stored plan, or say what is wrong with it. */
export function planRulesFromDoc(doc: PlanDocLike): PlanRulesResult {
  const mortality = mortalityOf(doc)
  if (!mortality.ok) return mortality
  const cover = coverOfDoc(doc)
  if (!cover.ok) return cover
  const mf = doc.modalFactors ?? {}
  const basis: PricingBasis = {
    interestRate: num(doc.interestRatePercent, 5) / 100,
    loading: num(doc.loadingPercent, 10) / 100,
    mortality: mortality.mortality,
    cover: cover.cover,
    modalFactors: {
      '01': num(mf.monthly, DEFAULT_MODAL_FACTORS['01']),
      '03': num(mf.quarterly, DEFAULT_MODAL_FACTORS['03']),
      '06': num(mf.semiAnnual, DEFAULT_MODAL_FACTORS['06']),
      '12': num(mf.annual, DEFAULT_MODAL_FACTORS['12']),
    },
  }
  const frequencies = (doc.paymentFrequencies ?? []).filter((c): c is FrequencyCode => isFrequencyCode(c))
  const rules: PlanRules = {
    code: (doc.code ?? '').trim().toUpperCase(),
    name: doc.name ?? '',
    description: doc.description ?? '',
    frequencies,
    minTenure: num(doc.minTenor2, Number.NaN),
    tenor: num(doc.tenor, Number.NaN),
    quotes: doc.quotes === 'sumAssured' ? 'sumAssured' : 'premium',
    basis,
    minEntryAge: num(doc.minEntryAge, Number.NaN),
    maxEntryAge: num(doc.maxEntryAge, Number.NaN),
    maxMaturityAge: num(doc.maxMaturityAge, Number.NaN),
    minPremium: num(doc.minPremium, Number.NaN),
    minSumAssured: num(doc.minSumAssured, Number.NaN),
  }
  const problems = validatePlanRules(rules)
  if (problems.length > 0) return { ok: false, problems: problems.map(({ setting, message }) => ({ path: DOC_PATH[setting], message })) }
  return { ok: true, rules }
}

/** The rule-name pair of the spec: which way the plan quotes. */
export function ruleNames(rules: Pick<PlanRules, 'code' | 'quotes'>, ruleName?: string | null): {
  premium2PaySpName: string
  sumAssuredSpName: string
} {
  const name = ruleName?.trim()
  return rules.quotes === 'premium'
    ? { premium2PaySpName: name || `${rules.code}_PREMIUM`, sumAssuredSpName: '' }
    : { premium2PaySpName: '', sumAssuredSpName: name || `${rules.code}_SUM_ASSURED` }
}
