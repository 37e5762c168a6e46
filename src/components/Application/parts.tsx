import type { ReactNode } from 'react'

import { STEPS, stepNumber, type StepSlug } from '@/lib/application/steps'

import styles from './Application.module.css'

export const fieldId = (name: string) => `field-${name}`
export const errorId = (name: string) => `${name}-error`
const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

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

export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={errorId(name)} className={styles.fieldError}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
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

export function TextField({ name, label, value, error, hint, type = 'text', autoComplete, inputMode, maxLength }: InputProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].join(' ')}>
      <label className={styles.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
      <input
        className={styles.input}
        id={fieldId(name)}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength ?? 200}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${name}-hint`, error && errorId(name))}
      />
    </div>
  )
}

export function TextArea({ name, label, value, error, hint }: Omit<InputProps, 'type'>) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].join(' ')}>
      <label className={styles.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
      <textarea
        className={styles.input}
        id={fieldId(name)}
        name={name}
        defaultValue={value ?? ''}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${name}-hint`, error && errorId(name))}
      />
    </div>
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
    <div className={[styles.field, error ? styles.invalid : ''].join(' ')}>
      <label className={styles.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
      <select
        className={styles.input}
        id={fieldId(name)}
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${name}-hint`, error && errorId(name))}
      >
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

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
    <fieldset
      className={[styles.fieldset, error ? styles.invalid : ''].join(' ')}
      aria-describedby={describedBy(hint && `${name}-hint`, error && errorId(name))}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p className={styles.hint} id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
      <div className={styles.choices}>
        {options.map((o, i) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={o.value}
              id={i === 0 ? fieldId(name) : undefined}
              defaultChecked={value === o.value}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function Checkbox({ name, label, checked, error }: { name: string; label: string; checked: boolean; error: string | undefined }) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].join(' ')}>
      <FieldError name={name} message={error} />
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={name}
          id={fieldId(name)}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
        />
        <span>{label}</span>
      </label>
    </div>
  )
}

/** The GOV.UK-style list of problems at the top of a form, each linking to its field. */
export function ErrorSummary({ errors, problem, order, summaryRef }: { errors: Record<string, string>; problem?: string | null; order: readonly string[]; summaryRef?: React.Ref<HTMLDivElement> }) {
  const names = [...order.filter((n) => errors[n]), ...Object.keys(errors).filter((n) => !order.includes(n))]
  if (names.length === 0 && !problem) return null
  return (
    <div className={styles.summary} role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="error-summary-title">
      <h2 className={styles.summaryTitle} id="error-summary-title">
        There is a problem
      </h2>
      <ul>
        {problem ? <li>{problem}</li> : null}
        {names.map((n) => (
          <li key={n}>
            <a href={`#${fieldId(n)}`}>{errors[n]}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The resume link, on every step after the first (also sent by email). */
export function ResumeBox({ url }: { url: string }) {
  return (
    <aside className={styles.box} aria-labelledby="resume-heading">
      <h2 id="resume-heading" className={styles.summaryTitle}>
        Come back later
      </h2>
      <p>Everything is saved as you finish each step. To carry on later, on this or another device, open this link within 30 days. We will ask for your date of birth first.</p>
      <p className={styles.link}>{url}</p>
    </aside>
  )
}
