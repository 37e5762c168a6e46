import type { ReactNode } from 'react'

import { CheckboxField, Choice, Choices, Field, Fieldset } from '@/components/ui/Field'
import { APPLICATION_LIFETIME_DAYS } from '@/lib/application/lifetime'
import { STEPS, stepNumber, type StepSlug } from '@/lib/application/steps'

import styles from './Application.module.css'

/** A step's control id, from the answer's name: what labels and the error summary point at. */
export const fieldId = (name: string) => `field-${name}`

/** "Step 2 of 6" and the names of the steps, the current one marked. */
export function Progress({ step }: { step: StepSlug }) {
  const n = stepNumber(step)
  return (
    <nav aria-label="Application steps">
      <p className={styles.progress}>
        Step {n} of {STEPS.length}
      </p>
      <ol className={styles.steps}>
        {STEPS.map((s, i) => (
          <li key={s.slug} aria-current={s.slug === step ? 'step' : undefined}>
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
    </nav>
  )
}

type InputProps = {
  name: string
  label: string
  value: string | undefined
  error: string | undefined
  hint?: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal'
  maxLength?: number
}

/* The steps' fields: the site's form kit (src/components/ui/Field.tsx), named by the answer they hold. */

export function TextField({ name, label, value, error, hint, type = 'text', autoComplete, inputMode, maxLength }: InputProps) {
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(control) => (
        <input {...control} name={name} type={type} defaultValue={value ?? ''} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength ?? 200} />
      )}
    </Field>
  )
}

export function TextArea({ name, label, value, error, hint }: Omit<InputProps, 'type'>) {
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} name={name} rows={3} defaultValue={value ?? ''} maxLength={1000} />}
    </Field>
  )
}

export function SelectField({
  name,
  label,
  value,
  error,
  hint,
  options,
  placeholder = 'Choose…',
}: Omit<InputProps, 'type'> & { options: readonly { value: string; label: string }[]; placeholder?: string | null }) {
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ''}>
          {placeholder !== null ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** Radios under one question; the error summary links to the first radio (the field's id). */
export function RadioGroup({
  name,
  legend,
  value,
  error,
  hint,
  options,
}: {
  name: string
  legend: ReactNode
  value: string | undefined
  error: string | undefined
  hint?: string | null
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Fieldset id={`${fieldId(name)}-group`} legend={legend} hint={hint ?? undefined} error={error} radio>
      <Choices>
        {options.map((o, i) => (
          <Choice key={o.value} type="radio" name={name} value={o.value} id={i === 0 ? fieldId(name) : undefined} label={o.label} defaultChecked={value === o.value} />
        ))}
      </Choices>
    </Fieldset>
  )
}

export function Checkbox({ name, label, checked, error }: { name: string; label: string; checked: boolean; error: string | undefined }) {
  return <CheckboxField id={fieldId(name)} name={name} label={label} defaultChecked={checked} error={error} />
}

/** The resume link, on every step after the first (also sent by email). */
export function ResumeBox({ url }: { url: string }) {
  return (
    <aside className={styles.box} aria-labelledby="resume-heading">
      <h2 id="resume-heading" className={styles.boxTitle}>
        Come back later
      </h2>
      <p>Everything is saved as you finish each step. To carry on later, on this or another device, open this link within {APPLICATION_LIFETIME_DAYS} days. We will ask for your date of birth first.</p>
      <p className={styles.link}>{url}</p>
    </aside>
  )
}
