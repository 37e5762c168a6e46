/**
 * Parse a health plan's rate table: one row per age band, `fromAge,toAge,rate`, where rate is the
 * yearly net premium for each ₦1,000 of benefit (before the plan's loading). Bands must not overlap
 * or leave gaps, and ages are whole numbers. Staff paste it in the CMS like the qx table.
 */

export interface AgeBandRate {
  fromAge: number
  toAge: number
  /** Yearly net premium per ₦1,000 of benefit. */
  rate: number
}

export type RateCsvResult = { ok: true; bands: AgeBandRate[] } | { ok: false; errors: string[] }

const MAX_REPORTED = 20
const NUMBER = /^[+]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/
const HEADER = /^\s*"?from_?age"?\s*,\s*"?to_?age"?\s*,\s*"?rate(_?per_?1000)?"?\s*$/i

function cell(raw: string): string {
  const t = raw.trim()
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t
}

export function tryParseRateCsv(text: string): RateCsvResult {
  const errors: string[] = []
  const bands: (AgeBandRate & { line: number })[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  let first = true
  lines.forEach((raw, i) => {
    const lineNo = i + 1
    if (raw.trim() === '') return
    const isFirst = first
    first = false
    if (isFirst && HEADER.test(raw)) return
    const cells = raw.split(',').map(cell)
    if (cells.length !== 3) {
      errors.push(`Line ${lineNo}: expected three values, the first age, the last age and the rate, separated by commas (found "${raw.trim()}").`)
      return
    }
    const [from = '', to = '', rate = ''] = cells
    let bad = false
    for (const [name, value] of [['first age', from], ['last age', to]] as const) {
      if (!/^\d+$/.test(value)) {
        errors.push(`Line ${lineNo}: the ${name} "${value}" is not a whole number.`)
        bad = true
      }
    }
    if (!NUMBER.test(rate) || !(Number(rate) > 0)) {
      errors.push(`Line ${lineNo}: the rate "${rate}" is not a number greater than 0.`)
      bad = true
    }
    if (!bad && Number(to) < Number(from)) {
      errors.push(`Line ${lineNo}: the last age ${to} is below the first age ${from}.`)
      bad = true
    }
    if (!bad) bands.push({ line: lineNo, fromAge: Number(from), toAge: Number(to), rate: Number(rate) })
  })
  if (bands.length === 0 && errors.length === 0) {
    errors.push('The table has no rows. Put a header "fromAge,toAge,rate" and then one row per age band, for example "18,29,4.20".')
  }
  const sorted = [...bands].sort((a, b) => a.fromAge - b.fromAge)
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]
    const cur = sorted[i]
    if (!prev || !cur) continue
    if (cur.fromAge <= prev.toAge) {
      errors.push(`The age bands on lines ${prev.line} and ${cur.line} overlap.`)
    } else if (cur.fromAge !== prev.toAge + 1) {
      errors.push(`The age bands must run without gaps: ages ${prev.toAge + 1} to ${cur.fromAge - 1} are missing.`)
    }
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED)
    if (errors.length > MAX_REPORTED) shown.push(`…and ${errors.length - MAX_REPORTED} more problems.`)
    return { ok: false, errors: shown }
  }
  return { ok: true, bands: sorted.map(({ fromAge, toAge, rate }) => ({ fromAge, toAge, rate })) }
}

/** The band's rate for an age, or undefined when no band covers it. */
export function rateForAge(bands: readonly AgeBandRate[], age: number): number | undefined {
  return bands.find((b) => age >= b.fromAge && age <= b.toAge)?.rate
}

/** Canonical CSV text for a set of bands (seed data and tests). */
export function formatRateCsv(bands: readonly AgeBandRate[]): string {
  return ['fromAge,toAge,rate', ...bands.map((b) => `${b.fromAge},${b.toAge},${b.rate}`)].join('\n')
}
