'use client'

import { useActionState, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { useFocusOnAnswer } from '@/components/ui/useFocusOnAnswer'

import styles from './pay.module.css'
import { INITIAL_PAY_STATE, type PayAction } from './payState'

type PayField = 'policyNumber' | 'dateOfBirth'
const ID: Record<PayField, string> = { policyNumber: 'pay-policy-number', dateOfBirth: 'pay-date-of-birth' }
const ORDER: PayField[] = ['policyNumber', 'dateOfBirth']

/**
 * Policy number and date of birth, on the site's form kit. A plain form post without JavaScript (the page
 * comes back with the messages, the summary focused); with it, no page load, and focus moves to the
 * summary or to the problem.
 */
export function PayLookupForm({ action, notFoundText, phone, policyNumber }: { action: PayAction; notFoundText: string; phone: string; policyNumber: string }) {
  const [state, formAction, pending] = useActionState(action, { ...INITIAL_PAY_STATE, values: { ...INITIAL_PAY_STATE.values, policyNumber } }, undefined)
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
        ? `Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us on ${phone}.`
        : state.status === 'error'
          ? `Sorry, we could not look up your policy because of a problem on our side. Please try again soon, or call us on ${phone}.`
          : null

  useFocusOnAnswer(state.status === 'idle' ? null : state.status === 'invalid' ? summaryRef : problemRef, state)

  const input = (field: PayField, label: string, hint: string, autoComplete: string) => (
    <Field id={ID[field]} label={label} hint={hint} error={errors[field]}>
      {(control) => <input {...control} name={field} type="text" autoComplete={autoComplete} spellCheck={false} defaultValue={state.values[field]} />}
    </Field>
  )

  return (
    <div className={formStyles.stack}>
      {fields.length > 0 ? (
        <ErrorSummary ref={summaryRef} id="pay-error-summary" items={fields.map((f) => ({ message: errors[f] ?? '', target: ID[f] }))} autoFocus={!hydrated} />
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
        {input('policyNumber', 'Policy number', 'As it is on your policy document, like RL-POL-2021-000101', 'off')}
        {input('dateOfBirth', 'Policyholder’s date of birth', 'Day, month and year, like 14/03/1985', 'bday')}
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Looking…">
            Find my policy
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
