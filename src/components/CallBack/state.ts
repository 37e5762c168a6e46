import { EMPTY_CALL_BACK, type CallBackErrors, type CallBackValues } from '@/lib/schemas/call-back-fields'

/** What the call-back form shows after a submission; returned by the server action. */
export type CallBackState = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error'
  errors: CallBackErrors
  values: CallBackValues
  reference: string | null
  /** "Monday 30 November at 9:30am", once booked. */
  slot: string | null
  retryAfterSeconds: number | null
}

export const INITIAL_CALL_BACK_STATE: CallBackState = {
  status: 'idle',
  errors: {},
  values: EMPTY_CALL_BACK,
  reference: null,
  slot: null,
  retryAfterSeconds: null,
}

export type CallBackAction = (state: CallBackState, form: FormData) => Promise<CallBackState>

/** The choices of the time list, worked out on the server for the time the page was rendered. */
export type SlotChoices = { label: string; slots: { value: string; label: string }[] }[]
