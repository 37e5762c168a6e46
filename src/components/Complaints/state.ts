import { EMPTY_COMPLAINT, type ComplaintErrors, type ComplaintValues } from '@/lib/schemas/complaint-fields'
import type { ComplaintTrackErrors } from '@/lib/complaints/track'

/** What the complaint form shows after a submission; returned by the server action, kept by the browser. */
export type ComplaintFormState = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error' | 'network-error'
  errors: ComplaintErrors
  values: ComplaintValues
  /** RL-CMP-2026-000001, shown at once. */
  reference: string | null
  /** Whether an email was given (the acknowledgement then goes there too). */
  emailed: boolean
  retryAfterSeconds: number | null
}

export const INITIAL_COMPLAINT_STATE: ComplaintFormState = {
  status: 'idle',
  errors: {},
  values: EMPTY_COMPLAINT,
  reference: null,
  emailed: false,
  retryAfterSeconds: null,
}

export type ComplaintAction = (state: ComplaintFormState, form: FormData) => Promise<ComplaintFormState>

export type ComplaintTrackState = {
  status: 'idle' | 'invalid' | 'not-found' | 'rate-limited' | 'error'
  errors: ComplaintTrackErrors
  values: { reference: string; phone: string }
  retryAfterSeconds: number | null
}

export const INITIAL_COMPLAINT_TRACK_STATE: ComplaintTrackState = {
  status: 'idle',
  errors: {},
  values: { reference: '', phone: '' },
  retryAfterSeconds: null,
}

export type ComplaintTrackAction = (state: ComplaintTrackState, form: FormData) => Promise<ComplaintTrackState>
