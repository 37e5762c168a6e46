/**
 * A call-back request: one schema for the server action (posts with and without JavaScript). Whether
 * the chosen time is open is checked against the office hours and holidays by the service
 * (src/lib/call-backs/submit.ts), which knows the time now; here it is checked only for its shape.
 */
import { characterCount, normaliseNewlines } from './enquiry-fields'
import { formatNigerianPhone, NIGERIAN_PHONE } from './enquiry'
import {
  CALL_BACK_FIELDS,
  CALL_BACK_MESSAGES as M,
  CALL_BACK_NAME_MAX,
  CALL_BACK_TOPIC_MAX,
  type CallBackErrors,
  type CallBackField,
} from './call-back-fields'
import { z } from './zod'

export * from './call-back-fields'

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
type Issue = { addIssue: (issue: { code: 'custom'; message: string }) => void }
function fail(ctx: Issue, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

export const callBackSchema = z.object({
  name: z.unknown().transform((v, ctx): string => {
    if (blank(v)) return fail(ctx, M.name.required)
    if (typeof v !== 'string') return fail(ctx, M.name.wrongType)
    const value = v.replace(/\s+/g, ' ').trim()
    if (characterCount(value) > CALL_BACK_NAME_MAX) return fail(ctx, M.name.tooLong)
    return value
  }),
  mobile: z.unknown().transform((v, ctx): string => {
    if (blank(v)) return fail(ctx, M.mobile.required)
    if (typeof v !== 'string') return fail(ctx, M.mobile.wrongType)
    const compact = v.trim().replace(/[\s-]/g, '')
    if (!NIGERIAN_PHONE.test(compact)) return fail(ctx, M.mobile.invalid)
    return formatNigerianPhone(compact)
  }),
  slot: z.unknown().transform((v, ctx): string => {
    if (blank(v)) return fail(ctx, M.slot.required)
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.trim())) return fail(ctx, M.slot.format)
    return v.trim()
  }),
  topic: z.unknown().transform((v, ctx): string => {
    if (blank(v)) return ''
    if (typeof v !== 'string') return fail(ctx, M.topic.wrongType)
    const value = normaliseNewlines(v).trim()
    if (characterCount(value) > CALL_BACK_TOPIC_MAX) return fail(ctx, M.topic.tooLong)
    return value
  }),
  consent: z.unknown().transform((v, ctx): true => {
    const agreed = v === true || (typeof v === 'string' && ['on', 'yes', 'true'].includes(v.trim().toLowerCase()))
    if (!agreed) return fail(ctx, M.consent.required)
    return true
  }),
})

export type CallBackInput = z.output<typeof callBackSchema>

export function validateCallBack(input: unknown): { ok: true; data: CallBackInput } | { ok: false; errors: CallBackErrors } {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {}
  // The topic may be left out altogether (a JSON body); the other fields answer "required" when missing.
  const parsed = callBackSchema.safeParse({ topic: '', ...source })
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: CallBackErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (CALL_BACK_FIELDS as readonly string[]).includes(field)) errors[field as CallBackField] ??= issue.message
  }
  return { ok: false, errors }
}
