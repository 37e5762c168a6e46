import type { TrackErrors } from '@/lib/claims/track'

export type TrackFormState = {
  status: 'idle' | 'invalid' | 'not-found' | 'rate-limited' | 'error'
  errors: TrackErrors
  values: { reference: string; contact: string }
  retryAfterSeconds: number | null
}

export const INITIAL_TRACK_STATE: TrackFormState = {
  status: 'idle',
  errors: {},
  values: { reference: '', contact: '' },
  retryAfterSeconds: null,
}

export type TrackAction = (state: TrackFormState, form: FormData) => Promise<TrackFormState>
