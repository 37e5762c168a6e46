'use client'

import { useActionState, useEffect, useRef } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'

import styles from './my.module.css'
import { INITIAL_MY_FORM_STATE, type MyFormAction } from './state'

export type FieldSpec = {
  name: string
  label: string
  hint?: string
  kind?: 'text' | 'textarea' | 'code' | 'date' | 'tel' | 'email'
  autoComplete?: string
  required?: boolean
  defaultValue?: string
}
export type FieldGroup = { legend: string; fields: FieldSpec[] }

const isGroup = (row: FieldSpec | FieldGroup): row is FieldGroup => 'legend' in row

/**
 * Every form of "My policies", from the one form kit: its fields (or groups of fields), an error
 * summary linked to each field's message, a problem line, and what was done. A plain post without
 * JavaScript (a server action; a good post may redirect).
 */
export function MyForm({
  id,
  action,
  permalink,
  rows,
  hidden = {},
  submit,
  pendingLabel,
  formMessage,
}: {
  id: string
  action: MyFormAction
  permalink: string
  rows: (FieldSpec | FieldGroup)[]
  hidden?: Record<string, string>
  submit: string
  pendingLabel: string
  /** Where a message about the whole form (a key the summary gives) points. */
  formMessage?: { key: string; target: string }
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_MY_FORM_STATE, permalink)
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  const fieldId = (name: string) => `${id}-${name}`
  const all = rows.flatMap((r) => (isGroup(r) ? r.fields : [r]))
  const items = [
    ...all.filter((f) => state.errors[f.name]).map((f) => ({ message: state.errors[f.name] ?? '', target: fieldId(f.name) })),
    ...(formMessage && state.errors[formMessage.key] ? [{ message: state.errors[formMessage.key] ?? '', target: fieldId(formMessage.target) }] : []),
  ]

  useEffect(() => {
    if (state.status === 'idle') return
    ;(state.status === 'invalid' ? summaryRef.current : regionRef.current)?.focus()
  }, [state])

  if (state.status === 'done' && state.done) {
    return (
      <div ref={regionRef} tabIndex={-1} role="status" className={styles.done} autoFocus={!hydrated}>
        <h2>{state.done.title}</h2>
        {state.done.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    )
  }

  const field = (f: FieldSpec) => (
    <Field key={f.name} id={fieldId(f.name)} label={f.label} hint={f.hint} required={f.required} error={state.errors[f.name]}>
      {(control) =>
        f.kind === 'textarea' ? (
          <textarea {...control} name={f.name} rows={3} autoComplete={f.autoComplete} defaultValue={state.values[f.name] ?? f.defaultValue} />
        ) : (
          <input
            {...control}
            name={f.name}
            type={f.kind === 'date' ? 'date' : f.kind === 'tel' ? 'tel' : f.kind === 'email' ? 'email' : 'text'}
            inputMode={f.kind === 'code' ? 'numeric' : undefined}
            autoComplete={f.kind === 'code' ? 'one-time-code' : f.autoComplete}
            maxLength={f.kind === 'code' ? 12 : undefined}
            className={f.kind === 'code' ? `${control.className ?? ''} ${styles.code}` : control.className}
            spellCheck={false}
            required={f.required}
            defaultValue={state.values[f.name] ?? f.defaultValue}
          />
        )
      }
    </Field>
  )

  return (
    <div className={formStyles.stack}>
      {items.length > 0 ? <ErrorSummary ref={summaryRef} id={`${id}-error-summary`} items={items} autoFocus={!hydrated} /> : null}
      <div ref={regionRef} tabIndex={-1} role="alert" className={styles.region} autoFocus={!hydrated && state.status === 'problem'}>
        {state.status === 'problem' && state.problem ? (
          <p className={styles.problem}>
            <ErrorIcon className={styles.icon} />
            <span>{state.problem}</span>
          </p>
        ) : null}
      </div>
      <form action={formAction} noValidate className={formStyles.stack} onSubmit={(event) => pending && event.preventDefault()}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {rows.map((row) =>
          isGroup(row) ? (
            <fieldset key={row.legend} className={styles.group}>
              <legend>{row.legend}</legend>
              {row.fields.map(field)}
            </fieldset>
          ) : (
            field(row)
          ),
        )}
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel={pendingLabel}>
            {submit}
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
