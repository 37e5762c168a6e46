import { EMPTY_VALUES, type EnquiryErrors, type EnquiryValues } from '@/lib/schemas/enquiry-fields'

/** What the contact form shows after a submission; returned by the server action, kept by the browser. */
export type EnquiryFormState = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error' | 'network-error'
  errors: EnquiryErrors
  /** What the visitor typed, shown again unless the enquiry was sent. */
  values: EnquiryValues
  /** RL-ENQ-2026-000003: shown after sending, and what staff search for when the visitor calls. */
  reference: string | null
  retryAfterSeconds: number | null
}

export const INITIAL_ENQUIRY_STATE: EnquiryFormState = {
  status: 'idle',
  errors: {},
  values: EMPTY_VALUES,
  reference: null,
  retryAfterSeconds: null,
}

export const ENQUIRY_SUCCESS = 'Contact request Submitted! Expect a call soon'

export type EnquiryAction = (state: EnquiryFormState, form: FormData) => Promise<EnquiryFormState>

