'use client'

import type { FormEvent, InputHTMLAttributes } from 'react'

import { groupDigits } from '@/lib/quote/money'

/** Groups an amount's digits as the visitor types (10000000 → 10,000,000), keeping the caret in place. */
export function formatAmountInput(event: FormEvent<HTMLInputElement>): void {
  const input = event.currentTarget
  const before = input.value
  const caret = input.selectionStart ?? before.length
  const digitsBeforeCaret = before.slice(0, caret).replace(/\D/g, '').length
  const after = groupDigits(before)
  if (after === before) return
  input.value = after
  // Keep the caret after the same number of digits.
  let pos = 0
  for (let seen = 0; pos < after.length && seen < digitsBeforeCaret; pos++) if (/\d/.test(after[pos] ?? '')) seen++
  input.setSelectionRange(pos, pos)
}

/**
 * A box for an amount of naira, grouped as typed (and as first shown, so the page reads the same
 * without JavaScript). The server reads commas and spaces as nothing.
 */
export function AmountInput({ defaultValue, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onInput' | 'defaultValue'> & { defaultValue?: string }) {
  return <input type="text" inputMode="numeric" autoComplete="off" {...props} defaultValue={groupDigits(defaultValue ?? '')} onInput={formatAmountInput} />
}
