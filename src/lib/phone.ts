/**
 * A phone number as people write it, in international form: "0700 733 9663" → "+2347007339663".
 * Nigerian national numbers (leading 0) get the +234 country code, so they dial from abroad too.
 */
export function internationalPhone(number: string): string {
  const trimmed = number.trim()
  const digits = trimmed.replace(/[^0-9]/g, '')
  if (trimmed.startsWith('+') || digits.startsWith('234')) return `+${digits}`
  if (digits.startsWith('0')) return `+234${digits.slice(1)}`
  return digits
}

/** The `tel:` address every phone link on the site uses: "0700 733 9663" → "tel:+2347007339663". */
export function telHref(number: string): string {
  return `tel:${internationalPhone(number)}`
}
