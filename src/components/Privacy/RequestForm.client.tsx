'use client'

import { useActionState, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { Choice, Choices, ErrorIcon, Field, Fieldset, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { useFocusOnAnswer } from '@/components/ui/useFocusOnAnswer'
import { PRIVACY_REQUEST_KINDS } from '@/lib/privacy/requests/types'
import { DETAILS_MAX } from '@/lib/privacy/requests/validate'

import styles from './privacy-request.module.css'
import { INITIAL_PRIVACY_REQUEST_STATE, type PrivacyRequestAction } from './state'

type FieldName = 'kind' | 'contact' | 'details'
const ID: Record<FieldName, string> = { kind: 'privacy-kind-see', contact: 'privacy-contact', details: 'privacy-details' }
const ORDER: FieldName[] = ['kind', 'contact', 'details']

/** Step 1: what the person wants, and the phone or email to prove. A plain post without JavaScript. */
export function PrivacyRequestForm({ action, phone }: { action: PrivacyRequestAction; phone: string }) {
  const [state, formAction, pending] = useActionState(action, INITIAL_PRIVACY_REQUEST_STATE, '/privacy/request')
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'invalid' ? state.errors : {}
  const fields = ORDER.filter((f) => errors[f])
  const problem =
    state.status === 'rate-limited'
      ? `Too many requests from your connection or for these details. Please try again in an hour, or call us on ${phone}.`
      : state.status === 'error'
        ? `Sorry, we could not take your request because of a problem on our side. Please try again soon, or call us on ${phone}.`
        : null

  useFocusOnAnswer(state.status === 'idle' ? null : state.status === 'invalid' ? summaryRef : problemRef, state, { scroll: false })

  return (
    <div className={formStyles.stack}>
      {fields.length > 0 ? (
        <ErrorSummary ref={summaryRef} id="privacy-request-error-summary" items={fields.map((f) => ({ message: errors[f] ?? '', target: ID[f] }))} autoFocus={!hydrated} />
      ) : null}
      <div ref={problemRef} tabIndex={-1} role="alert" className={styles.region} autoFocus={!hydrated && problem !== null}>
        {problem ? (
          <p className={styles.problem}>
            <ErrorIcon className={styles.icon} />
            {problem}
          </p>
        ) : null}
      </div>
      <form action={formAction} noValidate className={formStyles.stack} onSubmit={(event) => pending && event.preventDefault()}>
        <Fieldset id="privacy-kind" legend="What would you like us to do?" required radio error={errors.kind}>
          <Choices>
            {PRIVACY_REQUEST_KINDS.map((kind, i) => (
              <Choice
                key={kind.value}
                type="radio"
                name="kind"
                value={kind.value}
                id={i === 0 ? ID.kind : `privacy-kind-${kind.value}`}
                label={kind.label}
                defaultChecked={state.values.kind === kind.value}
                required
              />
            ))}
          </Choices>
        </Fieldset>
        <Field
          id={ID.contact}
          label="Your mobile number or email address"
          required
          hint="The one you gave us. We send a code to it, to check it is yours. We say the same whether or not we hold anything under it."
          error={errors.contact}
        >
          {(control) => <input {...control} name="contact" type="text" autoComplete="email" spellCheck={false} required defaultValue={state.values.contact} />}
        </Field>
        <Field
          id={ID.details}
          label="Anything we should know"
          hint={`To correct your data, tell us what is wrong and what it should say. Up to ${DETAILS_MAX} characters.`}
          error={errors.details}
        >
          {(control) => <textarea {...control} name="details" rows={4} defaultValue={state.values.details} />}
        </Field>
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send me a code
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
