'use client'

import { useActionState, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { CheckboxField, ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useFocusOnAnswer } from '@/components/ui/useFocusOnAnswer'
import { telHref } from '@/lib/phone'
import { CALL_BACK_CONSENT, CALL_BACK_TOPIC_MAX, type CallBackField, type CallBackValues } from '@/lib/schemas/call-back-fields'

import styles from './CallBack.module.css'
import { INITIAL_CALL_BACK_STATE, type CallBackAction, type SlotChoices } from './state'

const ID: Record<CallBackField, string> = {
  name: 'callback-name',
  mobile: 'callback-mobile',
  slot: 'callback-slot',
  topic: 'callback-topic',
  consent: 'callback-consent',
}
const ORDER: CallBackField[] = ['name', 'mobile', 'slot', 'topic', 'consent']

/**
 * The call-back form. Without JavaScript it posts to the server action and the page comes back with
 * the answer; with it, the same action is called in place and focus moves to the answer.
 */
export function CallBackForm({ action, days, phone, prefill }: { action: CallBackAction; days: SlotChoices; phone: string; prefill?: Partial<CallBackValues> }) {
  const [state, formAction, pending] = useActionState(action, prefill ? { ...INITIAL_CALL_BACK_STATE, values: { ...INITIAL_CALL_BACK_STATE.values, ...prefill } } : INITIAL_CALL_BACK_STATE, '/contact/call-back')
  const summaryRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)

  useFocusOnAnswer(state.status === 'success' ? statusRef : state.status === 'invalid' ? summaryRef : state.status === 'idle' ? null : problemRef, state, { scroll: false })

  const errors = state.status === 'invalid' ? state.errors : {}
  const values = state.values
  const errorFields = ORDER.filter((f) => errors[f])
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  const callUs = (
    <a href={telHref(phone)} className={styles.inlinePhone}>
      {phone}
    </a>
  )

  return (
    <div>
      <div ref={statusRef} role="status" tabIndex={-1} className={styles.region}>
        {state.status === 'success' ? (
          <div className={styles.success}>
            <h2 className={styles.successTitle}>Call-back booked</h2>
            <p>
              We will call you on <strong>{state.slot}</strong> (Lagos time). Your reference is <strong>{state.reference}</strong>. We have
              sent you an SMS to confirm it.
            </p>
            <p>To change the time, call us on {callUs}.</p>
          </div>
        ) : null}
      </div>
      <div ref={problemRef} role="alert" tabIndex={-1} className={styles.region}>
        {state.status === 'error' || state.status === 'rate-limited' ? (
          <div className={styles.problem}>
            <ErrorIcon />
            <p>
              {state.status === 'error'
                ? 'Sorry, your call-back was not booked because of a problem on our side. Please try again in a few minutes, or call us on '
                : `We have received several requests from your connection in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us on `}
              {callUs}. Your details are still in the form.
            </p>
          </div>
        ) : null}
      </div>
      {errorFields.length > 0 ? (
        <ErrorSummary ref={summaryRef} id="callback-error-summary" items={errorFields.map((f) => ({ message: errors[f] ?? '', target: ID[f] }))} />
      ) : null}

      <form key={state.reference ?? 'form'} action={formAction} noValidate className={formStyles.stack} aria-describedby="callback-mandatory">
        <p id="callback-mandatory" className={styles.mandatory}>
          All fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are mandatory.
        </p>
        <div className={formStyles.pair}>
          <Field id={ID.name} label="Your name" required error={errors.name}>
            {(control) => <input {...control} name="name" type="text" autoComplete="name" required defaultValue={values.name} />}
          </Field>
          <Field id={ID.mobile} label="Mobile number" hint="A Nigerian number, like 0803 123 4567. We send the confirmation here." required error={errors.mobile}>
            {(control) => <input {...control} name="mobile" type="tel" inputMode="tel" autoComplete="tel" required defaultValue={values.mobile} />}
          </Field>
        </div>
        <Field id={ID.slot} label="When should we call you?" hint="Lagos time, during office hours." required error={errors.slot}>
          {(control) => (
            <select {...control} name="slot" required defaultValue={values.slot}>
              <option value="">Choose a day and time</option>
              {days.map((day) => (
                <optgroup key={day.label} label={day.label}>
                  {day.slots.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {day.label}, {slot.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field id={ID.topic} label="What would you like to talk about? (optional)" hint={`Up to ${CALL_BACK_TOPIC_MAX} characters.`} error={errors.topic}>
          {(control) => <textarea {...control} name="topic" rows={3} defaultValue={values.topic} />}
        </Field>
        <CheckboxField id={ID.consent} name="consent" label={CALL_BACK_CONSENT} error={errors.consent} defaultChecked={values.consent} required />
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Booking…">
            Book my call-back
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
