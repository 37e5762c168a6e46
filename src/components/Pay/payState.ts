import type { PayLookupErrors } from '@/lib/schemas/pay'

export type PayFormState = {
  status: 'idle' | 'invalid' | 'not-found' | 'rate-limited' | 'error'
  errors: PayLookupErrors
  values: { policyNumber: string; dateOfBirth: string }
  retryAfterSeconds: number | null
}

export const INITIAL_PAY_STATE: PayFormState = {
  status: 'idle',
  errors: {},
  values: { policyNumber: '', dateOfBirth: '' },
  retryAfterSeconds: null,
}

export type PayAction = (state: PayFormState, form: FormData) => Promise<PayFormState>
