/**
 * The site's form fields: a label (or legend), an optional hint, the field's own error and its
 * control, wired with aria-describedby and aria-invalid, in one look for every form. Server-safe: no
 * hooks, so pages without JavaScript render the same markup.
 *
 * - A text box, select or text area: `<Field>` with a render function; spread its `control` on the
 *   element (the class gives every control the same 48 px look, full width of the form).
 * - Radios or checkboxes under one question: `<Fieldset>` holding `<Choices>` of `<Choice>`s.
 * - One checkbox with its own error (a consent): `<CheckboxField>`.
 * - Layout: `formStyles.stack` (a form's column of fields), `formStyles.pair` (two fields side by
 *   side from 640 px, stacked on a phone), `formStyles.actions` (the submit row).
 */
import type { ReactNode } from 'react'

import styles from './form.module.css'

export const formStyles = styles

/** The id of a field's hint and of its error, from the control's id. */
export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** Joins the ids that describe a control, leaving out the missing ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}

export function ErrorIcon({ className }: { className?: string }) {
  return (
    <svg className={className ?? styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.3" r="1.5" fill="#fff" />
    </svg>
  )
}

/** A field's own error, read out after its label as "Error: …". */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={errorId(id)} className={styles.error}>
      <ErrorIcon />
      <span>
        <span className="visually-hidden">Error: </span>
        {message}
      </span>
    </p>
  )
}

/** The red asterisk after a required field's label (the words say "mandatory" once, above the form). */
export function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** What a control needs from its field: its id, class and the ARIA that ties it to hint and error. */
export type ControlProps = { id: string; className?: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

export function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  /** The control's id (the label's `for`, and what the error summary links to). */
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Shows the asterisk. */
  required?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const described = describedBy(hint ? hintId(id) : null, error ? errorId(id) : null)
  const control: ControlProps = {
    id,
    className: styles.control,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  }
  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')} data-field>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
      {children(control)}
    </div>
  )
}

/**
 * A group of radios or checkboxes under one question. The group, not each box, is what is wrong: ARIA
 * allows aria-invalid on a radiogroup, not on a radio. `id` names the group (its error's id); the
 * error summary links to the first box.
 */
export function Fieldset({
  id,
  legend,
  hint,
  error,
  required,
  radio,
  className,
  children,
}: {
  id: string
  legend: ReactNode
  hint?: ReactNode
  error?: string
  required?: boolean
  /** True for a set of radios: the group gets role="radiogroup". */
  radio?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset
      role={radio ? 'radiogroup' : undefined}
      className={[styles.fieldset, error ? styles.invalid : '', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(hint ? hintId(id) : null, error ? errorId(id) : null)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? <Required /> : null}
      </legend>
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
      {children}
    </fieldset>
  )
}

/**
 * Large boxed radios or checkboxes, the whole box a target (at least 52 px tall). `columns` lays them
 * out two a row from 720 px (for long lists); otherwise they sit side by side while they fit.
 */
export function Choices({ columns, children }: { columns?: boolean; children: ReactNode }) {
  return <div className={columns ? styles.choiceGrid : styles.choices}>{children}</div>
}

/** One radio or checkbox in `Choices`, its label (and optional hint) beside the box. */
export function Choice({
  type,
  name,
  value,
  id,
  label,
  hint,
  defaultChecked,
  required,
}: {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  /** Give the first choice of a group an id: the error summary links to it. */
  id?: string
  label: ReactNode
  hint?: ReactNode
  defaultChecked?: boolean
  required?: boolean
}) {
  return (
    <label className={styles.choice}>
      <input type={type} name={name} value={value} id={id} defaultChecked={defaultChecked} required={required} />
      <span>
        <span className={hint ? styles.choiceName : undefined}>{label}</span>
        {hint ? <span className={styles.choiceHint}>{hint}</span> : null}
      </span>
    </label>
  )
}

/**
 * A single checkbox with its own error, such as a consent: the error above, then the box and its
 * words on a tinted panel. The box itself carries aria-invalid (it is the whole question).
 */
export function CheckboxField({
  id,
  name,
  value = 'on',
  label,
  error,
  defaultChecked,
  required,
}: {
  id: string
  name: string
  /** What the form sends when ticked ("on" unless given). */
  value?: string
  label: ReactNode
  error?: string
  defaultChecked?: boolean
  /** Shows the asterisk after the words. */
  required?: boolean
}) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')} data-field>
      <FieldError id={id} message={error} />
      <label className={[styles.choice, styles.single].join(' ')}>
        <input
          type="checkbox"
          name={name}
          value={value}
          id={id}
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId(id))}
        />
        <span>
          {label}
          {required ? <Required /> : null}
        </span>
      </label>
    </div>
  )
}
