/**
 * Parse an uploaded mortality table: two columns, age and qx, one row per
 * age, optionally with a header row `age,qx`. Ages must be whole numbers with
 * no gaps and no repeats; each qx must be a number between 0 and 1.
 */

export class QxCsvError extends Error {
  readonly errors: string[]
  constructor(errors: string[]) {
    super(errors.join('\n'))
    this.name = 'QxCsvError'
    this.errors = errors
  }
}

const MAX_REPORTED = 20
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

function unquote(cell: string): string {
  const t = cell.trim()
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t
}

export type QxCsvResult = { ok: true; qx: Record<number, number> } | { ok: false; errors: string[] }

/** Non-throwing form of {@link parseQxCsv}. */
export function tryParseQxCsv(text: string): QxCsvResult {
  const errors: string[] = []
  const rows: { line: number; age: number; q: number }[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  let firstContentLine = true

  lines.forEach((raw, i) => {
    const lineNo = i + 1
    if (raw.trim() === '') return
    const cells = raw.split(',').map(unquote)
    const [ageCell = '', qCell = ''] = cells
    const isFirst = firstContentLine
    firstContentLine = false
    if (isFirst && cells.length === 2 && /^age$/i.test(ageCell) && /^(q|qx|q_x|q\(x\))$/i.test(qCell)) {
      return // header row
    }
    if (cells.length !== 2) {
      errors.push(`Line ${lineNo}: expected two values, the age and qx, separated by a comma (found "${raw.trim()}").`)
      return
    }
    let bad = false
    if (!/^\d+$/.test(ageCell)) {
      errors.push(`Line ${lineNo}: the age "${ageCell}" is not a whole number.`)
      bad = true
    }
    if (!NUMBER.test(qCell)) {
      errors.push(`Line ${lineNo}: the qx "${qCell}" is not a number.`)
      bad = true
    } else {
      const q = Number(qCell)
      if (!(q >= 0 && q <= 1)) {
        errors.push(`Line ${lineNo}: the qx ${qCell} is not between 0 and 1.`)
        bad = true
      }
    }
    if (!bad) rows.push({ line: lineNo, age: Number(ageCell), q: Number(qCell) })
  })

  if (rows.length === 0 && errors.length === 0) {
    errors.push('The file has no rows. Put a header "age,qx" and then one row per age, for example "40,0.00120".')
  }

  const seen = new Map<number, number>()
  for (const r of rows) {
    const first = seen.get(r.age)
    if (first !== undefined) errors.push(`Age ${r.age} appears more than once (lines ${first} and ${r.line}).`)
    else seen.set(r.age, r.line)
  }

  if (seen.size > 0) {
    const ages = [...seen.keys()].sort((a, b) => a - b)
    for (let i = 1; i < ages.length; i++) {
      const prev = ages[i - 1] ?? 0
      const cur = ages[i] ?? 0
      if (cur !== prev + 1) {
        const missing = cur - prev === 2 ? `age ${prev + 1} is` : `ages ${prev + 1} to ${cur - 1} are`
        errors.push(`The ages must run without gaps: ${missing} missing.`)
      }
    }
  }

  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED)
    if (errors.length > MAX_REPORTED) shown.push(`…and ${errors.length - MAX_REPORTED} more problems.`)
    return { ok: false, errors: shown }
  }
  const qx: Record<number, number> = {}
  for (const r of rows) qx[r.age] = r.q
  return { ok: true, qx }
}

/** Parse a qx CSV; throws {@link QxCsvError} (with `.errors`) when it is not usable. */
export function parseQxCsv(text: string): Record<number, number> {
  const r = tryParseQxCsv(text)
  if (!r.ok) throw new QxCsvError(r.errors)
  return r.qx
}

/** Lowest and highest age in a table, or null if empty. */
export function qxAgeRange(qx: Record<number, number>): { min: number; max: number } | null {
  const ages = Object.keys(qx).map(Number)
  if (ages.length === 0) return null
  return { min: Math.min(...ages), max: Math.max(...ages) }
}
