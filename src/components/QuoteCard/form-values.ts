/**
 * The calculator form's values, read and carried between plans. No zod here: the browser imports this,
 * and the checks themselves (validate.ts) run only on the server.
 */
import type { CalculatorPlan } from '@/lib/plan-service/calculator'

import { FIELD_ORDER, type FieldValues } from './state'

const MAX_LENGTH = 200

/** The calculator's values from a submitted form (strings only, trimmed to a sane length). */
export function valuesFromForm(form: FormData): FieldValues {
  const values: FieldValues = {}
  for (const name of FIELD_ORDER) {
    const v = form.get(name)
    if (typeof v === 'string') values[name] = v.slice(0, MAX_LENGTH)
  }
  return values
}

/** The values that still fit when the visitor moves to another plan. */
export function carryOver(values: FieldValues, plan: CalculatorPlan): FieldValues {
  const out: FieldValues = { ...values, plan: plan.code }
  if (out.frequency && !plan.frequencies.some((f) => f.value === out.frequency)) delete out.frequency
  if (out.tenure && !plan.tenures.includes(Number(out.tenure))) delete out.tenure
  delete out[plan.amountField === 'premium' ? 'sumAssured' : 'premium']
  return out
}
