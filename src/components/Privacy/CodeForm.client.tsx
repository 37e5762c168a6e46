'use client'

import { useActionState, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useFocusOnAnswer } from '@/components/ui/useFocusOnAnswer'
import { useHydrated } from '@/components/ui/useHydrated'

import styles from './privacy-request.module.css'
import { INITIAL_PRIVACY_CODE_STATE, type PrivacyCodeAction } from './state'

const CODE_ID = 'privacy-code'

/** Step 2: the code, then what the website did (the file to download, what was deleted, or when staff answer). */
export function PrivacyCodeForm({ action, reference, startAgainHref }: { action: PrivacyCodeAction; reference: string; startAgainHref: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_PRIVACY_CODE_STATE, `/privacy/request?ref=${reference}`)
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const error = state.status === 'invalid' ? state.error : state.status === 'wrong' ? `That code is not right. You have ${state.triesLeft} ${state.triesLeft === 1 ? 'try' : 'tries'} left.` : undefined

  useFocusOnAnswer(state.status === 'idle' ? null : error ? summaryRef : doneRef, state, { scroll: false })

  if (state.status === 'download' || state.status === 'deleted' || state.status === 'queued') {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className={styles.done} autoFocus={!hydrated}>
        <h2>Thank you: your code is right</h2>
        {state.status === 'download' ? (
          <>
            <p>Your file is ready: everything our website holds under your details, to read, and the same data for a computer.</p>
            <p>
              <a className={styles.download} href={state.href} download>
                Download your data
              </a>
            </p>
            <p>The link works once, until {state.until}. After that, ask again.</p>
          </>
        ) : state.status === 'deleted' ? (
          state.words.map((line) => <p key={line}>{line}</p>)
        ) : (
          <p>
            We have your request to {state.what}. We will reply by {state.due}, by the phone or email you gave.
          </p>
        )}
        <p>Your reference is {reference}.</p>
      </div>
    )
  }

  return (
    <div className={formStyles.stack}>
      {error ? <ErrorSummary ref={summaryRef} id="privacy-code-error-summary" items={[{ message: error, target: CODE_ID }]} autoFocus={!hydrated} /> : null}
      <div role="alert" className={styles.region} tabIndex={-1} autoFocus={!hydrated && (state.status === 'expired' || state.status === 'error')}>
        {state.status === 'expired' ? (
          <p className={styles.problem}>
            <ErrorIcon className={styles.icon} />
            <span>
              This code has run out or was tried too many times. <a href={startAgainHref}>Start again</a> to get a new one.
            </span>
          </p>
        ) : state.status === 'error' ? (
          <p className={styles.problem}>
            <ErrorIcon className={styles.icon} />
            Sorry, something went wrong on our side. Please try again soon.
          </p>
        ) : null}
      </div>
      <form action={formAction} noValidate className={formStyles.stack} onSubmit={(event) => pending && event.preventDefault()}>
        <input type="hidden" name="reference" value={reference} />
        <Field id={CODE_ID} label="Your 6-digit code" required hint="From the text message or email we just sent. It works for 15 minutes." error={error}>
          {(control) => <input {...control} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required className={styles.code} />}
        </Field>
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Checking…">
            Confirm
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
