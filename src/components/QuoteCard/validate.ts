/**
 * The calculator's checks, run by the server action (the browser sends the form as it is: keeping zod
 * out of the page's JavaScript saves about 90 KB on a phone, and the answer comes back per field).
 * The required-field messages are the spec's (src/lib/schemas/quote.ts); the plan adds its lists.
 */
import { asWritten, type Translate } from '@/lib/i18n/words'
import type { CalculatorPlan } from '@/lib/plan-service/calculator'
import { normalizeFrequency } from '@/lib/quote/frequency'
import { formMessages, parseQuoteForm } from '@/lib/schemas/quote'

import { FIELD_ORDER, type FieldErrors, type FieldName, type FieldValues } from './state'

// The form's own helpers live apart from the checks, so the browser never loads zod (issue 13).
export { carryOver, valuesFromForm } from './form-values'

export interface ValidQuote {
  plan: string
  firstName: string
  lastName: string
  /** dd/mm/yyyy, as the plan service wants it */
  birthDate: string
  /** The code as the plan offers it. */
  frequency: string
  tenure: number
  amountField: 'premium' | 'sumAssured'
  amount: number
}

function ordered(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {}
  for (const name of FIELD_ORDER) if (errors[name]) out[name] = errors[name]
  return out
}

/** The calculator's answers checked against the plan; the messages in `t`'s language (the English as written by default). */
export function validateQuote(
  values: FieldValues,
  plan: CalculatorPlan | undefined,
  today?: Date,
  t: Translate = asWritten,
): { ok: true; value: ValidQuote } | { ok: false; errors: FieldErrors } {
  if (!plan) {
    return { ok: false, errors: { plan: values.plan ? t('Choose one of the plans in the list.') : formMessages(t).plan } }
  }
  const parsed = parseQuoteForm(values, { amountField: plan.amountField, withPlan: true, today, t })
  const errors: FieldErrors = parsed.ok ? {} : { ...(parsed.errors as FieldErrors) }

  const rawFrequency = (values.frequency ?? '').trim()
  if (rawFrequency !== '') {
    const offered = plan.frequencies.find((f) => f.value === (normalizeFrequency(rawFrequency) ?? rawFrequency))
    if (!offered) errors.frequency = t('Choose a payment frequency from the list.')
    else if (!offered.known) errors.frequency = t('We can\'t quote payment frequency "{frequency}" online yet. Please choose another one.', { frequency: offered.value })
    else delete errors.frequency
  }
  const tenure = Number((values.tenure ?? '').trim())
  if (!errors.tenure && !plan.tenures.includes(tenure)) errors.tenure = t('Choose a tenure from the list.')

  const amountName: FieldName = plan.amountField
  if (parsed.ok) {
    const amount = parsed.value[plan.amountField]
    if (amount !== undefined && !Number.isInteger(amount)) {
      errors[amountName] =
        plan.amountField === 'premium' ? t('Enter the premium in whole naira, without kobo.') : t('Enter the sum assured in whole naira, without kobo.')
    }
  }

  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors: ordered(errors) }
  const v = parsed.value
  const amount = v[plan.amountField] ?? 0
  return {
    ok: true,
    value: {
      plan: plan.code,
      firstName: v.firstName,
      lastName: v.lastName,
      birthDate: v.birthDate,
      frequency: normalizeFrequency(v.frequency) ?? v.frequency,
      tenure: v.tenure,
      amountField: plan.amountField,
      amount,
    },
  }
}
