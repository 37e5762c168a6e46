/**
 * What the privacy notice says about how long the website keeps personal data, built from the numbers
 * the clean-up jobs delete by (never typed into the notice): change a period in code and the notice
 * changes with it. The records the insurer keeps in its other systems (policies, claims, payments) are
 * the notice's own text, edited by staff, because the website does not decide those.
 */
import { APPLICATION_LIFETIME_DAYS } from '@/lib/application/lifetime'
import { TRACK_ROWS_KEPT_MS } from '@/lib/claims/track-limits'
import { CLAIM_UPLOAD_EXPIRE_MS } from '@/lib/uploads/expiry'

import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@/lib/my/rules'

import { CALL_BACK_KEEP_DAYS, COMPLAINT_KEEP_YEARS, ENQUIRY_KEEP_MONTHS, MESSAGE_KEEP_DAYS, UNPAID_PAYMENT_KEEP_DAYS } from './periods'

export type RetentionRow = { what: string; howLong: string }

const HOUR_MS = 60 * 60 * 1000

/** A duration as a person says it: "15 minutes", "1 hour", "24 hours", "2 days". */
export function sayDuration(ms: number): string {
  if (ms < HOUR_MS) {
    const minutes = Math.max(1, Math.round(ms / 60_000))
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  }
  const hours = Math.round(ms / HOUR_MS)
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  const days = Math.round(hours / 24)
  return `${days} days`
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The periods the website enforces itself, for the notice's table. `auditYears` is AUDIT_KEEP_YEARS. */
export function enforcedRetention(auditYears: number): RetentionRow[] {
  return [
    {
      what: 'An enquiry or a group quote request you sent us',
      howLong: `${plural(ENQUIRY_KEEP_MONTHS, 'month', 'months')} after we last dealt with it, then deleted`,
    },
    {
      what: 'A call-back you asked for',
      howLong: `${plural(CALL_BACK_KEEP_DAYS, 'day', 'days')} after the time you chose, then deleted`,
    },
    {
      what: 'A complaint you made',
      howLong: `${plural(COMPLAINT_KEEP_YEARS, 'year', 'years')} after we resolved it, then deleted`,
    },
    {
      what: 'An application you started online but did not send',
      howLong: `${plural(APPLICATION_LIFETIME_DAYS, 'day', 'days')} from when you started it, then deleted`,
    },
    {
      what: 'Our copy of an email or text message we sent you',
      howLong: `${plural(MESSAGE_KEEP_DAYS, 'day', 'days')} after it was sent, then deleted`,
    },
    {
      what: 'A premium payment you started online but did not complete',
      howLong: `${plural(UNPAID_PAYMENT_KEEP_DAYS, 'day', 'days')} after you started it, then deleted (a completed payment is kept with your policy’s records)`,
    },
    {
      what: 'Your signed-in session on My policies',
      howLong: `${plural(SESSION_IDLE_MINUTES, 'minute', 'minutes')} after your last page, and ${plural(SESSION_MAX_HOURS, 'hour', 'hours')} at most, then ended and deleted`,
    },
    {
      what: 'A claim document you began to upload but did not finish',
      howLong: `${sayDuration(CLAIM_UPLOAD_EXPIRE_MS)}, then deleted`,
    },
    {
      what: 'A record that someone looked up a claim (its reference and the time, to stop guessing)',
      howLong: `${sayDuration(TRACK_ROWS_KEPT_MS)}, then deleted`,
    },
    {
      what: 'The record of what our staff changed on the website, and who',
      howLong: `${plural(auditYears, 'year', 'years')}, then deleted`,
    },
  ]
}
