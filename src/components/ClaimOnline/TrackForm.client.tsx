'use client'

import { useActionState, useEffect, useRef } from 'react'

import styles from '@/components/EnquiryForm/EnquiryForm.module.css'
import { buttonClass } from '@/components/ui/Button'

import { INITIAL_TRACK_STATE, type TrackAction } from './trackState'

type Field = 'reference' | 'contact'
const errorId = (f: Field) => `track-${f}-error`

/** Reference and contact detail; works as a plain form post, and without a page load when it can. */
export function TrackForm({ action, notFoundText, phone }: { action: TrackAction; notFoundText: string; phone: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_TRACK_STATE, undefined)
  const summaryRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'invalid' ? state.errors : {}
  const fields = (['reference', 'contact'] as const).filter((f) => errors[f])
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  const problem =
    state.status === 'not-found'
      ? notFoundText
      : state.status === 'rate-limited'
        ? `Too many tries from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us on ${phone}.`
        : state.status === 'error'
          ? `Sorry, we could not look up your claim because of a problem on our side. Please try again soon, or call us on ${phone}.`
          : null

  useEffect(() => {
    if (state.status !== 'idle') summaryRef.current?.focus()
  }, [state])

  const input = (field: Field, label: string, hint: string, autoComplete: string) => (
    <div className={`${styles.field} ${errors[field] ? styles.invalid : ''}`} data-field>
      <label htmlFor={`track-${field}`} className={styles.label}>
        {label}
      </label>
      <p id={`track-${field}-hint`} className={styles.hint}>
        {hint}
      </p>
      {errors[field] ? (
        <p id={errorId(field)} className={styles.fieldError}>
          <span>
            <span className="visually-hidden">Error: </span>
            {errors[field]}
          </span>
        </p>
      ) : null}
      <input
        id={`track-${field}`}
        name={field}
        type="text"
        autoComplete={autoComplete}
        spellCheck={false}
        defaultValue={state.values[field]}
        className={styles.input}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={[`track-${field}-hint`, errors[field] ? errorId(field) : ''].filter(Boolean).join(' ')}
      />
    </div>
  )

  return (
    <div className={styles.wrapper}>
      <div ref={summaryRef} tabIndex={-1} role={problem ? 'alert' : undefined} className={styles.region}>
        {fields.length > 0 ? (
          <div className={styles.summary} aria-labelledby="track-error-summary-title">
            <h2 id="track-error-summary-title" className={styles.summaryTitle}>
              There is a problem
            </h2>
            <ul className={styles.summaryList}>
              {fields.map((f) => (
                <li key={f}>
                  <a href={`#track-${f}`}>{errors[f]}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : problem ? (
          <div className={styles.problem}>
            <p className={styles.problemTitle}>{problem}</p>
          </div>
        ) : null}
      </div>
      <form action={formAction} noValidate className={styles.form}>
        {input('reference', 'Claim reference', 'From the page or email you got when you made the claim, like RL-CLM-2026-000123', 'off')}
        {input('contact', 'Phone number or email', 'The one you gave with the claim', 'tel')}
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', styles.submit)} aria-disabled={pending || undefined}>
            {pending ? 'Looking…' : 'Show my claim'}
          </button>
        </div>
      </form>
    </div>
  )
}
