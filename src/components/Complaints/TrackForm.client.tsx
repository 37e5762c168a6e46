'use client'

import { useActionState, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { useFocusOnAnswer } from '@/components/ui/useFocusOnAnswer'

import styles from './complaints.module.css'
import { INITIAL_COMPLAINT_TRACK_STATE, type ComplaintTrackAction } from './state'

type TrackField = 'reference' | 'phone'
const ID: Record<TrackField, string> = { reference: 'complaint-track-reference', phone: 'complaint-track-phone' }
const ORDER: TrackField[] = ['reference', 'phone']

/** Reference and mobile number, as the claims tracker asks (a plain post without JavaScript). */
export function ComplaintTrackForm({ action, notFoundText, phone }: { action: ComplaintTrackAction; notFoundText: string; phone: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_COMPLAINT_TRACK_STATE, '/complaints/track')
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
          ? `Sorry, we could not look up your complaint because of a problem on our side. Please try again soon, or call us on ${phone}.`
          : null

  useFocusOnAnswer(state.status === 'idle' ? null : state.status === 'invalid' ? summaryRef : problemRef, state)

  return (
    <div className={formStyles.stack}>
      {fields.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="complaint-track-error-summary"
          items={fields.map((f) => ({ message: errors[f] ?? '', target: ID[f] }))}
          autoFocus={!hydrated}
        />
      ) : null}
      <div ref={problemRef} tabIndex={-1} role="alert" className={styles.region} autoFocus={!hydrated && problem !== null}>
        {problem ? (
          <div className={styles.problem}>
            <ErrorIcon className={styles.icon} />
            <div>
              <p className={styles.title}>{problem}</p>
            </div>
          </div>
        ) : null}
      </div>
      <form action={formAction} noValidate className={formStyles.stack} onSubmit={(event) => pending && event.preventDefault()}>
        <Field id={ID.reference} label="Complaint reference" hint="From the SMS, email or page you got, like RL-CMP-2026-000001" error={errors.reference}>
          {(control) => <input {...control} name="reference" type="text" autoComplete="off" spellCheck={false} defaultValue={state.values.reference} />}
        </Field>
        <Field id={ID.phone} label="Mobile number" hint="The one you gave with the complaint" error={errors.phone}>
          {(control) => <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={state.values.phone} />}
        </Field>
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Looking…">
            Show my complaint
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
