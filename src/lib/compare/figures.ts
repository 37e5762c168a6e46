/**
 * What the comparison shows for one plan, derived from the plan service's answer (the same answer
 * the calculator shows) and the plan's kind of cover. Pure: no figure here is computed a second
 * time; the premium or cover is the answer's amount, the total paid is its schedule's last row.
 * How each line is derived is in docs/plan-service-basis.md ("Comparing plans").
 */
import { formatNaira } from '../quote/money'
import type { CoverKind } from '../quote/engine'
import type { FrequencyCode } from '../quote/frequency'
import type { AmountBasis } from './query'

/** Kinds whose amount is a lump sum on death or at the end, so one cover figure means the same for each. */
export const COMPARABLE_KINDS = ['term', 'endowment', 'wholeLife', 'education'] as const satisfies readonly CoverKind[]
export type ComparableKind = (typeof COMPARABLE_KINDS)[number]

export function isComparable(kind: CoverKind): kind is ComparableKind {
  return (COMPARABLE_KINDS as readonly CoverKind[]).includes(kind)
}

/** Why a plan of another kind is not in the comparison (shown if its code is in the address). */
export function notComparableReason(name: string, kind: CoverKind): string {
  switch (kind) {
    case 'annuity':
      return `${name} can't be compared here: it is bought with one payment and pays an income for life. Get a quote on its product page.`
    case 'health':
      return `${name} can't be compared here: it pays a fixed health benefit priced from a rate table, not a sum on death. Get a quote on its product page.`
    case 'familyIncome':
      return `${name} can't be compared here: it pays a monthly income to your family, not a lump sum. Get a quote on its product page.`
    default:
      return `${name} can't be compared here. Get a quote on its product page.`
  }
}

/** The plan service's answer for one plan, as the site's client reads it. */
export interface ServiceAnswer {
  amount: number
  schedule: { year: number; premiumsPaid: number; benefit: number }[] | null
}

/** One line of a plan's card: an amount where there is one, and what it means in words. */
export interface Line {
  amount: number | null
  text: string
}

export interface PlanFigures {
  /** Paid per instalment (or once, for a single premium). */
  premium: number
  frequency: FrequencyCode
  /** The plan's amount: the sum on death or at the end, or the education fund. */
  cover: number
  /** Everything paid over the term, from the answer's schedule (null when the service sent none). */
  totalPaid: number | null
  onDeath: Line
  atEnd: Line
  ifStopped: Line
}

const PER: Record<FrequencyCode, string> = {
  '01': 'a month',
  '03': 'a quarter',
  '06': 'every six months',
  '12': 'a year',
  OT: 'once, at the start',
}

export function premiumText(premium: number, frequency: FrequencyCode): string {
  return `${formatNaira(premium)} ${PER[frequency]}`
}

const years = (n: number) => (n === 1 ? '1 year' : `${n} years`)

/**
 * If a savings plan's premiums stop. The engine and the basis set no surrender or paid-up value, so
 * no amount is promised: the words say so plainly instead of naming the missing actuarial terms.
 */
export const NO_CASH_VALUE =
  'Your cover stops if a premium is still unpaid when the grace period ends. This quote does not promise any money back: you may get back less than you paid in, or nothing. Call us before you stop paying, and we will tell you what your policy is worth.'

/**
 * "Apply" on a card: /apply with this plan and these figures. The amount is the one the plan's own
 * application asks for (the cover or the premium), in whole naira; no personal detail is in it.
 */
export function applyHref(plan: { code: string; enters: 'sumAssured' | 'premium' }, input: { age: number; term: number }, figures: PlanFigures): string {
  const amount = Math.round(plan.enters === 'sumAssured' ? figures.cover : figures.premium)
  const q = new URLSearchParams({ plan: plan.code, age: String(input.age), term: String(input.term), frequency: figures.frequency, amount: String(amount) })
  return `/apply?${q.toString()}`
}

export function planFigures(kind: ComparableKind, by: AmountBasis, entered: number, term: number, frequency: FrequencyCode, answer: ServiceAnswer): PlanFigures {
  // Given the cover, the service answers the premium; given the premium, it answers the cover.
  const premium = by === 'cover' ? answer.amount : entered
  const cover = by === 'cover' ? entered : answer.amount
  const last = answer.schedule?.[answer.schedule.length - 1]
  const totalPaid = last ? last.premiumsPaid : null
  const S = formatNaira(cover)
  const stopped: Line =
    frequency === 'OT'
      ? { amount: null, text: 'Nothing more to pay: the single premium is paid at the start, and the cover stays in force.' }
      : kind === 'term'
        ? { amount: 0, text: 'You get nothing back. Your cover stops if a premium is still unpaid when the grace period ends: term cover builds up no savings.' }
        : { amount: null, text: NO_CASH_VALUE }
  switch (kind) {
    case 'term':
      return {
        premium,
        frequency,
        cover,
        totalPaid,
        onDeath: { amount: cover, text: `${S} if death comes within the ${years(term)}.` },
        atEnd: { amount: 0, text: 'Nothing: the cover and the premiums stop.' },
        ifStopped: stopped,
      }
    case 'endowment':
      return {
        premium,
        frequency,
        cover,
        totalPaid,
        onDeath: { amount: cover, text: `${S} if death comes within the ${years(term)}.` },
        atEnd: { amount: cover, text: `${S}, if alive at the end of the term.` },
        ifStopped: stopped,
      }
    case 'wholeLife':
      return {
        premium,
        frequency,
        cover,
        totalPaid,
        onDeath: { amount: cover, text: `${S}, whenever death comes, during the term or after it.` },
        atEnd: { amount: 0, text: 'Nothing is paid out: the premiums stop and the cover goes on for life.' },
        ifStopped: stopped,
      }
    case 'education':
      return {
        premium,
        frequency,
        cover,
        totalPaid,
        onDeath: { amount: 0, text: `Nothing at once: the premiums stop and the fund of ${S} is still paid at the end of the term.` },
        atEnd: { amount: cover, text: `The fund of ${S}.` },
        ifStopped: stopped,
      }
  }
}
