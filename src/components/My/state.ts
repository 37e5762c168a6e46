/** What a "My policies" form shows after a post: messages per field, a problem, or what was done. */
export type MyFormState = {
  status: 'idle' | 'invalid' | 'problem' | 'done'
  errors: Record<string, string>
  values: Record<string, string>
  problem?: string
  done?: { title: string; lines: string[] }
}
export const INITIAL_MY_FORM_STATE: MyFormState = { status: 'idle', errors: {}, values: {} }
export type MyFormAction = (state: MyFormState, form: FormData) => Promise<MyFormState>
