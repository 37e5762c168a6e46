import type { ScheduleRowBody } from '@/lib/plan-service/contract'
import type { CoverKind } from '@/lib/quote/engine'

/** The calculator's fields, in the order they appear (and errors are listed). */
export const FIELD_ORDER = ['plan', 'firstName', 'lastName', 'dateOfBirth', 'frequency', 'tenure', 'premium', 'sumAssured'] as const
export type FieldName = (typeof FIELD_ORDER)[number]

export type FieldValues = Partial<Record<FieldName, string>>
export type FieldErrors = Partial<Record<FieldName, string>>

/** The element id of a field, for labels and the error summary's links. */
export const fieldId = (name: FieldName): string => `quote-${name}`

export interface Problem {
  message: string
  /** The field the message is about, when we can tell; the summary links to it. */
  field?: FieldName
  /** The message's language when it is not the page's: the plan service's own words, in English. */
  lang?: string
}

export interface BasisLine {
  label: string
  value: string
  /** The value's language when it is not the page's (the plan's own description of its benefit). */
  lang?: string
}

/** The answer's sentences, written on the server in the page's language (the browser only shows them). */
export interface ResultWords {
  /** '₦2,838 monthly (12 times a year) for 20 years' */
  youPay: string
  /** What the plan pays, in the words of its kind of cover. */
  benefit: { label: string; text: string }
  /** The chart's description: what the year-by-year figures show. */
  chart: string
}

/** Everything the card shows after a successful quote. */
export interface QuoteResultView {
  /** 'Hello {first} {last}, your Premium is ₦….' (spec section 8) */
  message: string
  planCode: string
  planName: string
  /** The kind of cover, from the plan's published basis; null when the service did not say. */
  kind: CoverKind | null
  /** For health cover: hospital-cash, critical-illness or surgery. */
  healthBenefit: string | null
  /** What the service worked out. */
  worked: 'premium' | 'sumAssured'
  modalPremium: number
  sumAssured: number
  frequency: string
  /** e.g. 'Monthly' */
  frequencyName: string
  /** Instalments a year; null for a single (One Time) premium. */
  paymentsPerYear: number | null
  term: number
  age: number
  maturityAge: number
  /** Everything paid over the term, from the service's schedule; null when it sent none. */
  totalPremiums: number | null
  schedule: ScheduleRowBody[]
  /** The 'How we calculated this' lines; null when the service did not send its basis. */
  basis: BasisLine[] | null
  /** dd/mm/yyyy */
  quotedOn: string
  /** Who asked, as typed: carried into the application by "Apply for this plan" (a POST, never the address). */
  applicant: { firstName: string; lastName: string; dateOfBirth: string }
  /** The sentences around the figures, in the page's language. */
  words: ResultWords
}

export type QuoteStatus = 'idle' | 'invalid' | 'rejected' | 'unavailable' | 'switched' | 'success'

export interface QuoteFormState {
  status: QuoteStatus
  /** The plan whose fields are shown. */
  plan: string
  /** What the visitor sent, so the form can show it again (also without JavaScript). */
  values: FieldValues
  fieldErrors: FieldErrors
  /** Messages that are not about one field: broken plan rules, a service that can't be reached. */
  problems: Problem[]
  result: QuoteResultView | null
  /** Changes with every answer, so the form knows a new one arrived. */
  seq: number
}

export function initialState(plan: string, prefill: FieldValues = {}): QuoteFormState {
  return { status: 'idle', plan, values: { ...prefill, plan }, fieldErrors: {}, problems: [], result: null, seq: 0 }
}
