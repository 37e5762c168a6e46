/**
 * Payment frequency codes, labels and the plan service's `paymentGap` format.
 *
 * A frequency code is the number of months between payments ('01' monthly,
 * '03' quarterly, '06' semi-annual, '12' annual) or 'OT' for a single, one-time
 * premium paid at the start.
 */

export type FrequencyCode = '01' | '03' | '06' | '12' | 'OT'

/** Codes paid more than once (instalments). */
export type RegularFrequencyCode = Exclude<FrequencyCode, 'OT'>

/** All codes, in the canonical display order. */
export const FREQUENCY_CODES: readonly FrequencyCode[] = ['01', '03', '06', '12', 'OT']

export const FREQUENCY_LABELS: Readonly<Record<FrequencyCode, string>> = {
  '01': 'Monthly',
  '03': 'Quarterly',
  '06': 'Semi-Annual',
  '12': 'Annual',
  OT: 'One Time',
}

/** Instalments per policy year for each regular frequency. */
export const PAYMENTS_PER_YEAR: Readonly<Record<RegularFrequencyCode, number>> = {
  '01': 12,
  '03': 4,
  '06': 2,
  '12': 1,
}

export function isFrequencyCode(value: unknown): value is FrequencyCode {
  return typeof value === 'string' && (FREQUENCY_CODES as readonly string[]).includes(value)
}

/**
 * Lenient normalisation of a frequency as it may arrive from a form or an API:
 * 12 → '12', '1' → '01', 'ot' → 'OT', ' 03 ' → '03'. Returns null when the
 * value is not a known frequency.
 */
export function normalizeFrequency(value: unknown): FrequencyCode | null {
  let s: string
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return null
    s = String(value)
  } else if (typeof value === 'string') {
    s = value.trim().toUpperCase()
  } else {
    return null
  }
  if (/^\d$/.test(s)) s = `0${s}`
  return isFrequencyCode(s) ? s : null
}

/** Plain label, e.g. 'Monthly'; the raw value when the code is unknown. */
export function frequencyName(code: string): string {
  return isFrequencyCode(code) ? FREQUENCY_LABELS[code] : code
}

/** Code and label, e.g. '01 Monthly'; the raw code when unknown. */
export function frequencyLabel(code: string): string {
  return isFrequencyCode(code) ? `${code} ${FREQUENCY_LABELS[code]}` : code
}

/**
 * Read the spec's `paymentGap`: codes separated by commas (or spaces /
 * semicolons), or run together as two-character codes ("010312", "0103OT").
 * Returns the codes in canonical order without duplicates. Throws an Error with
 * a plain-English message for anything it cannot read.
 */
export function parsePaymentGap(input: string): FrequencyCode[] {
  const text = input.trim()
  if (text === '') return []
  const parts = /[\s,;]/.test(text)
    ? text.split(/[\s,;]+/).filter((p) => p !== '')
    : splitConcatenated(text)
  const found = new Set<FrequencyCode>()
  for (const part of parts) {
    const code = normalizeFrequency(part)
    if (code === null) {
      throw new Error(
        `"${part}" in the payment frequencies "${input}" is not a known code. Use ${FREQUENCY_CODES.join(', ')}.`,
      )
    }
    found.add(code)
  }
  return FREQUENCY_CODES.filter((c) => found.has(c))
}

function splitConcatenated(text: string): string[] {
  if (text.length % 2 !== 0) {
    if (text.length === 1) return [text]
    throw new Error(
      `The payment frequencies "${text}" can't be read: run-together codes must be two characters each (for example 010312).`,
    )
  }
  const parts: string[] = []
  for (let i = 0; i < text.length; i += 2) parts.push(text.slice(i, i + 2))
  return parts
}

/** Canonical comma-separated form, e.g. '01,03,06,12,OT'. */
export function formatPaymentGap(codes: readonly FrequencyCode[]): string {
  const set = new Set(codes)
  return FREQUENCY_CODES.filter((c) => set.has(c)).join(',')
}

/** Tenure options in whole years: minTenure..minTenure+tenor inclusive. */
export function tenureOptions(minTenure: number, tenor: number): number[] {
  if (!Number.isInteger(minTenure) || !Number.isInteger(tenor) || minTenure < 1 || tenor < 0) {
    return []
  }
  return Array.from({ length: tenor + 1 }, (_, i) => minTenure + i)
}

/** How staff read a frequency in the admin (decision 033): words, never the code. */
export const FREQUENCY_PLAIN_LABELS: Readonly<Record<FrequencyCode, string>> = {
  '01': 'Monthly',
  '03': 'Every three months',
  '06': 'Twice a year',
  '12': 'Once a year',
  OT: 'One payment at the start',
}
