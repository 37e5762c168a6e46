import { EMPTY_PRIVACY_REQUEST, type PrivacyRequestErrors, type PrivacyRequestValues } from '@/lib/privacy/requests/validate'

/** Step 1's form after a post: its messages and what was typed (a good post redirects to step 2). */
export type PrivacyRequestState = {
  status: 'idle' | 'invalid' | 'rate-limited' | 'error'
  errors: PrivacyRequestErrors
  values: PrivacyRequestValues
}
export const INITIAL_PRIVACY_REQUEST_STATE: PrivacyRequestState = { status: 'idle', errors: {}, values: EMPTY_PRIVACY_REQUEST }
export type PrivacyRequestAction = (state: PrivacyRequestState, form: FormData) => Promise<PrivacyRequestState>

/** Step 2's form after a post: a message, or what the website did. */
export type PrivacyCodeState =
  | { status: 'idle' | 'error' | 'expired' }
  | { status: 'invalid'; error: string }
  | { status: 'wrong'; triesLeft: number }
  | { status: 'download'; href: string; until: string }
  | { status: 'deleted'; words: string[] }
  | { status: 'queued'; what: string; due: string }
export const INITIAL_PRIVACY_CODE_STATE: PrivacyCodeState = { status: 'idle' }
export type PrivacyCodeAction = (state: PrivacyCodeState, form: FormData) => Promise<PrivacyCodeState>
