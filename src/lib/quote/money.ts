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

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * Every amount the site shows (pages, emails, SMS): whole naira, as a person would write it:
 * "₦1,081", "₦10,000,000", "-₦5". The rule (docs/decisions/027-amounts-and-promises.md): the exact
 * figure is rounded to the nearest naira, a half (₦0.50) going away from zero. Only the display is
 * rounded: what is charged and stored stays exact to the kobo (formatNairaExact shows it).
 */
export function formatNaira(n: number): string {
  if (!Number.isFinite(n)) return `₦${String(n)}`
  const whole = Math.round(clean(Math.abs(n)))
  return `${n < 0 && whole !== 0 ? '-' : ''}₦${group(String(whole))}`
}

/** The exact amount to the kobo, "₦1,080.88", for the one place money moves: what Paystack charges. */
export function formatNairaExact(n: number): string {
  if (!Number.isFinite(n)) return `₦${String(n)}`
  const rounded = roundMoney(n)
  const [whole = '0', kobo = '00'] = Math.abs(rounded).toFixed(2).split('.')
  return `${rounded < 0 ? '-' : ''}₦${group(whole)}.${kobo}`
}

/** "10000000" → "10,000,000" (an amount being typed); anything but digits and commas is left as it is. */
export function groupDigits(value: string): string {
  const digits = value.replace(/[,\s]/g, '')
  return /^\d+$/.test(digits) ? group(digits) : value
}
