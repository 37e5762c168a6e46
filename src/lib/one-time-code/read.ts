/** How a typed one-time code is read: pure, so forms in the browser may import it too. */
export const CODE_MESSAGES = {
  required: 'Enter the 6-digit code we sent you',
  invalid: 'Enter the code as 6 digits, like 123456',
} as const

/** A code as typed ("123 456", "123-456") to its 6 digits, or a message. */
export function readCode(input: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = input.replace(/[\s-]/g, '')
  if (!code) return { ok: false, error: CODE_MESSAGES.required }
  return /^\d{6}$/.test(code) ? { ok: true, code } : { ok: false, error: CODE_MESSAGES.invalid }
}
