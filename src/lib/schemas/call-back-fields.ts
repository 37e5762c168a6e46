/**
 * The call-back form's fields, words and limits, for the browser and the server alike (no zod here,
 * so the page's JavaScript stays small; the checks, call-back.ts, run on the server).
 */
export const CALL_BACK_FIELDS = ['name', 'mobile', 'slot', 'topic', 'consent'] as const
export type CallBackField = (typeof CALL_BACK_FIELDS)[number]
export type CallBackErrors = Partial<Record<CallBackField, string>>
export type CallBackValues = { name: string; mobile: string; slot: string; topic: string; consent: boolean }

export const CALL_BACK_NAME_MAX = 100
export const CALL_BACK_TOPIC_MAX = 300

export const EMPTY_CALL_BACK: CallBackValues = { name: '', mobile: '', slot: '', topic: '', consent: false }

export const CALL_BACK_CONSENT =
  'I agree that Redwood Life may call me at this number at the time I chose, and send me an SMS to confirm it.'

export const CALL_BACK_MESSAGES = {
  name: { required: 'Enter your name', wrongType: 'Name must be text', tooLong: `Name must be ${CALL_BACK_NAME_MAX} characters or fewer` },
  mobile: {
    required: 'Enter your phone number',
    wrongType: 'Phone number must be text, like "0803 123 4567"',
    invalid: 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567',
  },
  slot: {
    required: 'Choose a time for us to call you',
    format: 'Choose a time from the list',
    past: 'That time has passed or is too soon: choose a later time',
    'too-far': 'Choose a time within the next ten days',
    holiday: 'Our lines are closed on that public holiday: choose another day',
    closed: 'Our lines are closed that day: choose a weekday',
    'outside-hours': 'Choose a time within our office hours',
  },
  topic: { wrongType: 'What it is about must be text', tooLong: `What it is about must be ${CALL_BACK_TOPIC_MAX} characters or fewer` },
  consent: { required: 'Tick the box to agree that we may call you and send you an SMS' },
} as const

/** The form's values as typed, from a post (strings only; anything else counts as empty). */
export function callBackValuesFromFormData(form: FormData): CallBackValues {
  const text = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v : ''
  }
  return { name: text('name'), mobile: text('mobile'), slot: text('slot'), topic: text('topic'), consent: form.get('consent') !== null }
}
