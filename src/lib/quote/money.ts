/**
 * Money helpers. Amounts are naira as JavaScript numbers; we round to kobo
 * (2 decimals) only when presenting a final figure.
 */

/** Strip binary noise (e.g. 100.49999999999999 → 100.5) before rounding. */
function clean(x: number): number {
  return Number(x.toPrecision(15))
}

/** Round to kobo, half away from zero. */
export function roundMoney(x: number): number {
  if (!Number.isFinite(x)) return x
  const sign = x < 0 ? -1 : 1
  return (sign * Math.round(clean(Math.abs(x) * 100))) / 100
}

/** Round up to the next kobo (used for "you need at least ..." figures). */
export function ceilMoney(x: number): number {
  if (!Number.isFinite(x)) return x
  return Math.ceil(clean(x * 100)) / 100
}

/** Round up to the next whole naira. */
export function ceilNaira(x: number): number {
  if (!Number.isFinite(x)) return x
  return Math.ceil(clean(x))
}

/** "₦1,250,000.00"; negatives as "-₦5.00". */
export function formatNaira(n: number): string {
  if (!Number.isFinite(n)) return `₦${String(n)}`
  const rounded = roundMoney(n)
  const negative = rounded < 0
  const [whole = '0', kobo = '00'] = Math.abs(rounded).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}₦${grouped}.${kobo}`
}

/** "10000000" → "10,000,000" (an amount being typed); anything but digits and commas is left as it is. */
export function groupDigits(value: string): string {
  const digits = value.replace(/[,\s]/g, '')
  return /^\d+$/.test(digits) ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : value
}
