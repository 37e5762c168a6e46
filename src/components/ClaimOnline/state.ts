import { EMPTY_CLAIM_VALUES, type ClaimErrors, type ClaimValues } from '@/lib/schemas/claim-fields'

/**
 * What the claim form shows after a post that did not store a claim (a stored one redirects). Every
 * answer comes back in `values`, so the form shows it again; 'network-error' is the browser's own.
 */
export type ClaimFormState = {
  status: 'idle' | 'invalid' | 'rate-limited' | 'error' | 'network-error'
  errors: ClaimErrors
  values: ClaimValues
  retryAfterSeconds: number | null
}

export const INITIAL_CLAIM_STATE: ClaimFormState = { status: 'idle', errors: {}, values: EMPTY_CLAIM_VALUES, retryAfterSeconds: null }

export type ClaimAction = (state: ClaimFormState, form: FormData) => Promise<ClaimFormState>
