/**
 * The contact enquiry's fields, words and limits: the parts of the schema the browser needs. No zod
 * here, so the contact page's JavaScript stays small; the checks (enquiry.ts) run on the server.
 */
export const ENQUIRY_FIELDS = ['customer', 'firstname', 'lastname', 'mobile', 'email', 'message', 'consent'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]
export type EnquiryErrors = Partial<Record<EnquiryField, string>>

export const MESSAGE_MAX = 500
export const NAME_MAX = 100
export const EMAIL_MAX = 254

/** The form's hidden trap field: people never see it, so anything in it came from a bot. */
export const HONEYPOT_FIELD = 'website'

/**
 * The consent wording shown beside the checkbox. Its version is stored with every enquiry, so we can
 * show which words a visitor agreed to. Change the version whenever the wording changes.
 */
export const CONSENT_VERSION = '2026-11-21'
export const CONSENT_TEXT =
  'I agree that Redwood Life may use the details in this form to reply to my enquiry, as explained in the privacy notice.'

export const ENQUIRY_MESSAGES = {
  customer: { required: 'Please select one', invalid: 'Select Yes or No' },
  message: {
    required: 'Message is required',
    wrongType: 'Message must be text',
    tooLong: `Message must be ${MESSAGE_MAX} characters or fewer`,
  },
  firstname: {
    required: 'Firstname is required',
    wrongType: 'First name must be text',
    tooLong: `First name must be ${NAME_MAX} characters or fewer`,
  },
  lastname: {
    required: 'Lastname is required',
    wrongType: 'Surname must be text',
    tooLong: `Surname must be ${NAME_MAX} characters or fewer`,
  },
  mobile: {
    required: 'Phone number is required',
    wrongType: 'Phone number must be text, like "0803 123 4567"',
    invalid: 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567',
  },
  email: {
    required: 'Email is required',
    wrongType: 'Email must be text',
    invalid: 'Enter an email address in the correct format, like name@example.com',
    tooLong: `Email must be ${EMAIL_MAX} characters or fewer`,
  },
  consent: { required: 'Tick the box to agree that we may use your details to reply to you' },
} as const

/** The notice shown while any field is still empty. */
export const FILL_ALL_NOTICE = '*Please fill in all fields'

/** Browsers send line breaks as CR LF; count each as one character, as the visitor sees it. */
export function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/** Characters as a person counts them (an emoji is one), used by the live counter and the server. */
export function characterCount(value: string): number {
  return [...normaliseNewlines(value)].length
}

/** The values a visitor typed, as strings, so a form can show them again after an error. */
export type EnquiryValues = {
  customer: string
  firstname: string
  lastname: string
  mobile: string
  email: string
  message: string
  consent: boolean
}

export const EMPTY_VALUES: EnquiryValues = {
  customer: '',
  firstname: '',
  lastname: '',
  mobile: '',
  email: '',
  message: '',
  consent: false,
}

/** Reads the form's fields (the browser's FormData or a server action's) into plain values. */
export function valuesFromFormData(form: FormData): EnquiryValues {
  const get = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v : ''
  }
  return {
    customer: get('customer'),
    firstname: get('firstname'),
    lastname: get('lastname'),
    mobile: get('mobile'),
    email: get('email'),
    message: get('message'),
    consent: form.get('consent') !== null,
  }
}

/** True while any field the visitor must fill is still empty (drives the "fill in all fields" notice). */
export function hasMissingField(values: EnquiryValues): boolean {
  return (
    !values.consent ||
    [values.customer, values.firstname, values.lastname, values.mobile, values.email, values.message].some(
      (v) => v.trim() === '',
    )
  )
}
