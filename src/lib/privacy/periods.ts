/**
 * How long the website keeps personal data it no longer needs, in one place: the clean-up job
 * (retention.server.ts) deletes by these numbers, and the privacy notice states them (retention.ts).
 * Pure (no Node modules), so pages and jobs read the same figures.
 */

/** Enquiries and group quote requests: deleted this many months after they last changed. */
export const ENQUIRY_KEEP_MONTHS = 24

/** A resolved complaint: deleted this many years after it was resolved (the complaints register the regulator may ask for). */
export const COMPLAINT_KEEP_YEARS = 6

/** A call-back request: deleted this many days after the time the person chose. */
export const CALL_BACK_KEEP_DAYS = 90

/** Our copy of an email or text message we sent: deleted this many days after it was sent. */
export const MESSAGE_KEEP_DAYS = 90

/**
 * A premium payment started on /pay and never paid (abandoned or refused at Paystack): deleted this many
 * days after it last changed. A paid one is a payment record, kept with the policy's.
 */
export const UNPAID_PAYMENT_KEEP_DAYS = 30

/** The moment `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** The moment `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  return monthsBefore(now, years * 12)
}

/** The moment `days` days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}
