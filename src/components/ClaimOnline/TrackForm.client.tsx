'use client'

import { useActionState, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { useFocusOnAnswer } from '@/components/ui/useFocusOnAnswer'

import styles from './claimOnline.module.css'
import { INITIAL_TRACK_STATE, type TrackAction } from './trackState'

type TrackField = 'reference' | 'contact'
const ID: Record<TrackField, string> = { reference: 'track-reference', contact: 'track-contact' }
const ORDER: TrackField[] = ['reference', 'contact']

/**
 * Reference and contact detail, on the site's form kit. A plain form post without JavaScript (the
 * page comes back with the messages, the summary focused); with it, no page load, and focus moves to
 * the summary (the page title then starts "Error:") or to what went wrong.
 */
export function TrackForm({ action, notFoundText, phone }: { action: TrackAction; notFoundText: string; phone: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_TRACK_STATE, undefined)
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'invalid' ? state.errors : {}
  const fields = ORDER.filter((f) => errors[f])
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  const problem =
    state.status === 'not-found'
      ? notFoundText
      : state.status === 'rate-limited'
        ? `Too many tries from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us on ${phone}.`
        : state.status === 'error'
          ? `Sorry, we could not look up your claim because of a problem on our side. Please try again soon, or call us on ${phone}.`
          : null

  useFocusOnAnswer(state.status === 'idle' ? null : state.status === 'invalid' ? summaryRef : problemRef, state)

  const input = (field: TrackField, label: string, hint: string, autoComplete: string) => (
    <Field id={ID[field]} label={label} hint={hint} error={errors[field]}>
      {(control) => <input {...control} name={field} type="text" autoComplete={autoComplete} spellCheck={false} defaultValue={state.values[field]} />}
    </Field>
  )

  return (
    <div className={formStyles.stack}>
      {fields.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="track-error-summary"
          items={fields.map((f) => ({ message: errors[f] ?? '', target: ID[f] }))}
          autoFocus={!hydrated}
        />
      ) : null}
      <div ref={problemRef} tabIndex={-1} role="alert" className={styles.region} autoFocus={!hydrated && problem !== null}>
        {problem ? (
          <div className={styles.problem}>
            <ErrorIcon className={styles.problemIcon} />
            <div>
              <p className={styles.problemTitle}>{problem}</p>
            </div>
          </div>
        ) : null}
      </div>
      <form action={formAction} noValidate className={formStyles.stack} onSubmit={(event) => pending && event.preventDefault()}>
        {input('reference', 'Claim reference', 'From the page or email you got when you made the claim, like RL-CLM-2026-000123', 'off')}
        {input('contact', 'Phone number or email', 'The one you gave with the claim', 'tel')}
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Looking…">
            Show my claim
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
