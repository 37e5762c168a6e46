import { EMPTY_GROUP_QUOTE, type GroupQuoteErrors, type GroupQuoteValues } from '@/lib/schemas/group-quote-fields'

/** What the group-quote form shows after a submission; returned by the server action, kept by the browser. */
export type GroupQuoteState = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error'
  errors: GroupQuoteErrors
  /** What the visitor typed, shown again unless the request was sent. */
  values: GroupQuoteValues
  /** RL-GRP-2026-000003 */
  reference: string | null
  retryAfterSeconds: number | null
  /** Changes with every answer, so the form knows a new one arrived. */
  seq: number
}

export const INITIAL_GROUP_QUOTE: GroupQuoteState = { status: 'idle', errors: {}, values: EMPTY_GROUP_QUOTE, reference: null, retryAfterSeconds: null, seq: 0 }
