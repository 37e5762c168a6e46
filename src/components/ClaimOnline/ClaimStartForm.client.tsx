'use client'

import { unstable_rethrow } from 'next/navigation'
import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { CheckboxField, Choice, Choices, ErrorIcon, Field, Fieldset, formStyles } from '@/components/ui/Field'
import { Link } from '@/components/ui/Link.client'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { BANKS } from '@/lib/claims/banks'
import { RELATIONSHIPS } from '@/lib/claims/types'
import { telHref } from '@/lib/phone'
import { CLAIM_CONSENT_TEXT, CLAIM_FIELDS, claimValuesFromFormData, DEATH_CAUSES, type ClaimField, type ClaimValues } from '@/lib/schemas/claim-fields'

import styles from './claimOnline.module.css'
import { INITIAL_CLAIM_STATE, type ClaimAction, type ClaimFormState } from './state'

/** Each field's control: what its label points at and what the error summary links to. */
const ID: Record<ClaimField, string> = {
  claimType: 'claim-claimType',
  policyKnown: 'claim-policyKnown-yes',
  policyNumber: 'claim-policyNumber',
  policyholderName: 'claim-policyholderName',
  policyholderBirthDate: 'claim-policyholderBirthDate',
  deceasedName: 'claim-deceasedName',
  dateOfDeath: 'claim-dateOfDeath',
  causeOfDeath: 'claim-causeOfDeath-natural',
  firstName: 'claim-firstName',
  lastName: 'claim-lastName',
  relationship: 'claim-relationship',
  bank: 'claim-bank',
  accountNumber: 'claim-accountNumber',
  phone: 'claim-phone',
  email: 'claim-email',
  consent: 'claim-consent',
}

type Focus = 'summary' | 'problem'

/** True for Next's own signal that the action redirected (to the receipt): the router is already on its way. */
function isNavigation(error: unknown): boolean {
  try {
    unstable_rethrow(error)
    return false
  } catch {
    return true
  }
}

/**
 * The online claim form. Without JavaScript it posts to the server action and the page comes back
 * with a message per field (every answer kept), or the browser is redirected to the receipt. With
 * JavaScript the same action is called without a page load: the server checks every field either way,
 * so no validation library is sent to the phone, and the form is never reset, so nothing typed or
 * chosen is lost after an error.
 */
export function ClaimStartForm({
  action,
  claimType,
  privacyHref,
  phone,
  prefill,
}: {
  action: ClaimAction
  claimType: string
  privacyHref: string
  phone: string
  /** What the server already knows (a signed-in policyholder's policy number, phone and email). */
  prefill?: Partial<ClaimValues>
}) {
  const [serverState, formAction] = useActionState(action, prefill ? { ...INITIAL_CLAIM_STATE, values: { ...INITIAL_CLAIM_STATE.values, ...prefill } } : INITIAL_CLAIM_STATE, undefined)
  const [state, setState] = useState<ClaimFormState>(serverState)
  const [pending, setPending] = useState(false)
  const [focus, setFocus] = useState<{ target: Focus; n: number } | null>(null)
  const enhanced = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!focus) return
    const element = (focus.target === 'summary' ? summaryRef : problemRef).current
    element?.focus()
    element?.scrollIntoView({ block: 'start' })
  }, [focus])

  const errors = state.status === 'invalid' ? state.errors : {}
  const values = state.values
  const errorFields = CLAIM_FIELDS.filter((f) => errors[f])
  const isDeath = claimType === 'death'

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    setPending(true)
    let next: ClaimFormState
    try {
      next = await action(state, data)
    } catch (error) {
      if (isNavigation(error)) return
      next = { ...INITIAL_CLAIM_STATE, status: 'network-error', values: claimValuesFromFormData(data) }
    }
    setPending(false)
    setState(next)
    setFocus((f) => ({ target: next.status === 'invalid' ? 'summary' : 'problem', n: (f?.n ?? 0) + 1 }))
  }

  const callUs: ReactNode = (
    <>
      call us on{' '}
      <a href={telHref(phone)} className={styles.nowrap}>
        {phone}
      </a>
    </>
  )
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  const problem: ReactNode =
    state.status === 'network-error' ? (
      <>
        <p className={styles.problemTitle}>Your claim was not sent: we couldn’t reach our server.</p>
        <p>Check your internet connection and try again, or {callUs}. Your answers are still in the form.</p>
      </>
    ) : state.status === 'error' ? (
      <>
        <p className={styles.problemTitle}>Sorry, your claim was not sent because of a problem on our side.</p>
        <p>Please try again in a few minutes, or {callUs}. Your answers are still in the form.</p>
      </>
    ) : state.status === 'rate-limited' ? (
      <>
        <p className={styles.problemTitle}>We have received several claims from your connection in a short time.</p>
        <p>
          Please try again in {minutes} minute{minutes === 1 ? '' : 's'}, or {callUs}. Your answers are still in the form.
        </p>
      </>
    ) : null

  return (
    <div className={styles.formWrapper}>
      <div ref={problemRef} role="alert" tabIndex={-1} className={styles.region} autoFocus={!enhanced && problem !== null}>
        {problem ? (
          <div className={styles.problem}>
            <ErrorIcon className={styles.problemIcon} />
            <div>{problem}</div>
          </div>
        ) : null}
      </div>

      {errorFields.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="claim-error-summary"
          items={errorFields.map((field) => ({ message: errors[field] ?? '', target: field === 'claimType' ? undefined : ID[field] }))}
          autoFocus={!enhanced}
        />
      ) : null}

      <form
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className={styles.form}
        aria-labelledby="claim-form-title"
      >
        <h2 id="claim-form-title">Your claim</h2>
        <p className={styles.note}>Every question needs an answer unless it says “optional”.</p>
        <input type="hidden" name="claimType" value={claimType} />

        <div className={styles.group}>
          <h3 className={styles.groupHeading}>The policy</h3>
          <Fieldset id="claim-policyKnown" legend="Do you know the policy number?" radio error={errors.policyKnown}>
            <Choices columns>
              <Choice type="radio" name="policyKnown" value="yes" id={ID.policyKnown} label="I know the policy number" defaultChecked={values.policyKnown === 'yes'} />
              <Choice type="radio" name="policyKnown" value="no" label="I don’t know the policy number" defaultChecked={values.policyKnown === 'no'} />
            </Choices>
          </Fieldset>
          {/* Only the questions for the answer given show: CSS reads the checked radio (claimOnline.module.css), so they
              are the same before the page's script runs, after it and without it; the server reads the right ones. */}
          <div className={`${styles.questions} ${styles.numberQuestions}`}>
            <TextField field="policyNumber" label="Policy number" hint="As printed on the policy, like RL/EDU/00012345" values={values} error={errors.policyNumber} autoComplete="off" />
          </div>
          <div className={`${styles.questions} ${styles.holderQuestions}`}>
            <p className={`${styles.note} ${styles.orNote}`}>If you don’t know the policy number:</p>
            <TextField field="policyholderName" label="Policyholder’s full name" values={values} error={errors.policyholderName} autoComplete="off" />
            <TextField
              field="policyholderBirthDate"
              label="Policyholder’s date of birth"
              hint="Day, month and year, like 14/03/1965"
              values={values}
              error={errors.policyholderBirthDate}
              autoComplete="off"
            />
          </div>
        </div>

        {isDeath ? (
          <div className={styles.group}>
            <h3 className={styles.groupHeading}>The person who died</h3>
            <TextField field="deceasedName" label="Full name of the person who died" hint="As it will be on the death certificate" values={values} error={errors.deceasedName} autoComplete="off" />
            <TextField field="dateOfDeath" label="Date of death" hint="Day, month and year, like 02/11/2026" values={values} error={errors.dateOfDeath} autoComplete="off" />
            <Fieldset
              id="claim-causeOfDeath"
              legend="Cause of death"
              hint="If you are still waiting for a medical or police report, choose “Not known yet”."
              radio
              error={errors.causeOfDeath}
            >
              <Choices>
                {DEATH_CAUSES.map((cause, i) => (
                  <Choice
                    key={cause.value}
                    type="radio"
                    name="causeOfDeath"
                    value={cause.value}
                    id={i === 0 ? ID.causeOfDeath : undefined}
                    label={cause.label}
                    defaultChecked={values.causeOfDeath === cause.value}
                  />
                ))}
              </Choices>
            </Fieldset>
          </div>
        ) : null}

        <div className={styles.group}>
          <h3 className={styles.groupHeading}>About you</h3>
          <div className={formStyles.pair}>
            <TextField field="firstName" label="First name" values={values} error={errors.firstName} autoComplete="given-name" />
            <TextField field="lastName" label="Surname" values={values} error={errors.lastName} autoComplete="family-name" />
          </div>
          <Field id={ID.relationship} label="Your relationship to the policyholder" error={errors.relationship}>
            {(control) => (
              <select {...control} name="relationship" defaultValue={values.relationship}>
                <option value="">Choose one</option>
                {RELATIONSHIPS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <div className={styles.group}>
          <h3 className={styles.groupHeading}>Where we pay the money</h3>
          <Field id={ID.bank} label="Bank" error={errors.bank}>
            {(control) => (
              <select {...control} name="bank" defaultValue={values.bank}>
                <option value="">Choose the bank</option>
                {BANKS.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            field="accountNumber"
            label="Account number (NUBAN)"
            hint="The 10-digit number of an account in your name"
            values={values}
            error={errors.accountNumber}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>

        <div className={styles.group}>
          <h3 className={styles.groupHeading}>How we contact you</h3>
          <TextField
            field="phone"
            label="Phone number"
            hint="A Nigerian number, like 0803 123 4567. We text you each time your claim moves on."
            values={values}
            error={errors.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField
            field="email"
            label="Email address (optional)"
            hint="We email you the reference and each change too."
            values={values}
            error={errors.email}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        </div>

        <CheckboxField
          id={ID.consent}
          name="consent"
          value="yes"
          defaultChecked={values.consent}
          error={errors.consent}
          label={
            <>
              {CLAIM_CONSENT_TEXT.replace(/privacy notice\.$/, '')}
              <Link href={privacyHref}>privacy notice</Link>.
            </>
          }
        />

        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send my claim
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}

type TextFieldName = Exclude<ClaimField, 'consent' | 'claimType' | 'policyKnown' | 'causeOfDeath' | 'relationship' | 'bank'>

function TextField({
  field,
  label,
  hint,
  values,
  error,
  type = 'text',
  inputMode,
  autoComplete,
}: {
  field: TextFieldName
  label: string
  hint?: string
  values: ClaimValues
  error: string | undefined
  type?: 'text' | 'tel' | 'email'
  inputMode?: 'numeric' | 'tel' | 'email'
  autoComplete: string
}) {
  return (
    <Field id={ID[field]} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          spellCheck={type === 'email' ? false : undefined}
          defaultValue={values[field]}
        />
      )}
    </Field>
  )
}
