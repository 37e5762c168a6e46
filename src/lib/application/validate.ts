/**
 * The server's checks for each step of an application: plain functions from the posted strings to
 * either clean values or one plain message per field (keyed by the field's name in the form).
 */
import { calendarDate, compareCalendarDates, formatDdMmYyyy, lagosCalendarDate, parseDdMmYyyy } from '@/lib/quote/dates'
import { ageLastBirthday } from '@/lib/quote/engine'

export type Errors = Record<string, string>
export type Values = Record<string, string>
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Errors }

export const MAX_TEXT = 200
export const MAX_LONG_TEXT = 1000
export const MAX_BENEFICIARIES = 5

export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo',
  'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara',
  'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const

export const RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Brother or sister', 'Other relative', 'Other'] as const

/** The posted strings of a form, each cut to a sane length (the rest is never read). */
export function valuesOf(form: FormData, names: readonly string[], max = MAX_LONG_TEXT): Values {
  const out: Values = {}
  for (const name of names) {
    const v = form.get(name)
    if (typeof v === 'string') out[name] = v.slice(0, max)
  }
  return out
}

const oneLine = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim()

// --- Step 1: about you -------------------------------------------------------------------------

export const ABOUT_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'gender', 'phone', 'email', 'address', 'state', 'nin', 'occupation'] as const
export type AboutYou = {
  firstName: string
  lastName: string
  /** yyyy-mm-dd */
  dateOfBirth: string
  gender: 'female' | 'male'
  phone: string
  email: string
  address: string
  state: string
  nin: string
  occupation: string
}

const NIGERIAN_PHONE = /^(?:0[1-9]\d{9}|\+234[1-9]\d{9})$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function phoneLayout(compact: string): string {
  if (compact.startsWith('+234')) {
    const n = compact.slice(4)
    return `+234 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
  }
  return `${compact.slice(0, 4)} ${compact.slice(4, 7)} ${compact.slice(7)}`
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** dd/mm/yyyy typed by the visitor → a calendar date, with the message to show when it is not one. */
export function checkBirthDate(raw: string | undefined, now: Date): { ok: true; iso: string; age: number } | { ok: false; message: string } {
  const text = (raw ?? '').trim()
  if (text === '') return { ok: false, message: 'Enter your date of birth.' }
  const parsed = parseDdMmYyyy(text)
  if (!parsed.ok) {
    return { ok: false, message: parsed.reason === 'format' ? 'Enter your date of birth as dd/mm/yyyy, for example 21/11/1990.' : 'That date does not exist. Check the day and the month.' }
  }
  const today = lagosCalendarDate(now)
  if (compareCalendarDates(parsed.date, today) >= 0) return { ok: false, message: 'Your date of birth must be in the past.' }
  const age = ageLastBirthday(parsed.date, today)
  if (age < 18) return { ok: false, message: 'You must be 18 or older to apply online.' }
  if (age > 100) return { ok: false, message: 'Check the year of your date of birth.' }
  return { ok: true, iso: isoDate(parsed.date), age }
}

/** yyyy-mm-dd (stored) → dd/mm/yyyy (shown in the form). */
export function displayDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '')
  if (!m) return ''
  const d = calendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
  return d ? formatDdMmYyyy(d) : ''
}

export function checkAboutYou(v: Values, now: Date): Checked<AboutYou> {
  const errors: Errors = {}
  const text = (name: string, label: string, max = MAX_TEXT) => {
    const value = oneLine(v[name])
    if (value === '') errors[name] = `Enter your ${label}.`
    else if (value.length > max) errors[name] = `Your ${label} must be ${max} characters or fewer.`
    return value
  }
  const firstName = text('firstName', 'first name', 100)
  const lastName = text('lastName', 'surname', 100)
  const dob = checkBirthDate(v.dateOfBirth, now)
  if (!dob.ok) errors.dateOfBirth = dob.message
  const gender = (v.gender ?? '').trim()
  if (gender !== 'female' && gender !== 'male') errors.gender = 'Choose your gender.'
  const compactPhone = (v.phone ?? '').trim().replace(/[\s-]/g, '')
  if (compactPhone === '') errors.phone = 'Enter your phone number.'
  else if (!NIGERIAN_PHONE.test(compactPhone)) errors.phone = 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567.'
  const email = (v.email ?? '').trim()
  if (email === '') errors.email = 'Enter your email address.'
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com.'
  const address = text('address', 'home address', 300)
  const state = (v.state ?? '').trim()
  if (!NIGERIAN_STATES.includes(state as (typeof NIGERIAN_STATES)[number])) errors.state = 'Choose the state you live in.'
  const nin = (v.nin ?? '').replace(/\s/g, '')
  if (nin === '') errors.nin = 'Enter your National Identification Number (NIN).'
  else if (!/^\d{11}$/.test(nin)) errors.nin = 'Your NIN is 11 digits, with no letters.'
  const occupation = text('occupation', 'occupation', 100)
  if (Object.keys(errors).length > 0 || !dob.ok) return { ok: false, errors }
  return {
    ok: true,
    value: { firstName, lastName, dateOfBirth: dob.iso, gender: gender as 'female' | 'male', phone: phoneLayout(compactPhone), email, address, state, nin, occupation },
  }
}

/** The names and date of birth a quote carries into a new application (checked again: they come from a form). */
export function checkCarriedPerson(v: Values, now: Date): Checked<Pick<AboutYou, 'firstName' | 'lastName' | 'dateOfBirth'>> {
  const firstName = oneLine(v.firstName)
  const lastName = oneLine(v.lastName)
  const dob = checkBirthDate(v.dateOfBirth, now)
  const errors: Errors = {}
  if (firstName === '' || firstName.length > 100) errors.firstName = 'Enter your first name.'
  if (lastName === '' || lastName.length > 100) errors.lastName = 'Enter your surname.'
  if (!dob.ok) errors.dateOfBirth = dob.message
  if (Object.keys(errors).length > 0 || !dob.ok) return { ok: false, errors }
  return { ok: true, value: { firstName, lastName, dateOfBirth: dob.iso } }
}

// --- Step 2: the cover -------------------------------------------------------------------------

export const COVER_FIELDS = ['frequency', 'term', 'amount'] as const
export type CoverChoice = { frequency: string; term: number; amount: number }

/** Checks against the plan's own lists; the engine then prices it (and may still refuse it). */
export function checkCover(v: Values, offered: { frequencies: string[]; terms: number[]; amountLabel: string }): Checked<CoverChoice> {
  const errors: Errors = {}
  const frequency = (v.frequency ?? '').trim()
  if (!offered.frequencies.includes(frequency)) errors.frequency = 'Choose how often you will pay from the list.'
  const term = Number((v.term ?? '').trim())
  if (!offered.terms.includes(term)) errors.term = 'Choose a term from the list.'
  const amountText = (v.amount ?? '').replace(/[₦,\s]/g, '')
  const amount = Number(amountText)
  if (amountText === '') errors.amount = `Enter the ${offered.amountLabel}.`
  else if (!/^\d+$/.test(amountText) || !Number.isSafeInteger(amount) || amount <= 0) errors.amount = `Enter the ${offered.amountLabel} in whole naira, for example 5,000,000.`
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { frequency, term, amount } }
}

// --- Step 3: beneficiaries ---------------------------------------------------------------------

export type Beneficiary = { name: string; relationship: string; share: number; phone: string }

export const beneficiaryField = (i: number, part: 'name' | 'relationship' | 'share' | 'phone') => `beneficiary-${i}-${part}`
export const BENEFICIARY_FIELDS = Array.from({ length: MAX_BENEFICIARIES }, (_, i) =>
  (['name', 'relationship', 'share', 'phone'] as const).map((p) => beneficiaryField(i, p)),
).flat()

/** Rows left blank are ignored; between one and five people, shares in whole percent adding up to 100. */
export function checkBeneficiaries(v: Values): Checked<Beneficiary[]> {
  const errors: Errors = {}
  const out: Beneficiary[] = []
  for (let i = 0; i < MAX_BENEFICIARIES; i++) {
    const name = oneLine(v[beneficiaryField(i, 'name')])
    const relationship = (v[beneficiaryField(i, 'relationship')] ?? '').trim()
    const shareText = (v[beneficiaryField(i, 'share')] ?? '').replace(/[%\s]/g, '')
    const phoneText = (v[beneficiaryField(i, 'phone')] ?? '').trim().replace(/[\s-]/g, '')
    if (name === '' && relationship === '' && shareText === '' && phoneText === '') continue
    const who = `beneficiary ${i + 1}`
    if (name === '') errors[beneficiaryField(i, 'name')] = `Enter the full name of ${who}.`
    else if (name.length > 100) errors[beneficiaryField(i, 'name')] = `The name of ${who} must be 100 characters or fewer.`
    if (!RELATIONSHIPS.includes(relationship as (typeof RELATIONSHIPS)[number])) errors[beneficiaryField(i, 'relationship')] = `Choose how ${who} is related to you.`
    const share = Number(shareText)
    if (shareText === '') errors[beneficiaryField(i, 'share')] = `Enter the share for ${who}, in percent.`
    else if (!/^\d+$/.test(shareText) || share < 1 || share > 100) errors[beneficiaryField(i, 'share')] = `The share for ${who} must be a whole number from 1 to 100.`
    if (phoneText !== '' && !NIGERIAN_PHONE.test(phoneText)) errors[beneficiaryField(i, 'phone')] = `Enter a Nigerian phone number for ${who}, or leave it empty.`
    out.push({ name, relationship, share, phone: phoneText === '' ? '' : phoneLayout(phoneText) })
  }
  if (out.length === 0) errors[beneficiaryField(0, 'name')] = 'Name at least one beneficiary: the person your cover is paid to.'
  if (Object.keys(errors).length === 0) {
    const total = out.reduce((sum, b) => sum + b.share, 0)
    if (total !== 100) errors[beneficiaryField(0, 'share')] = `The shares must add up to 100%. They add up to ${total}% now.`
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: out }
}

// --- Step 4: health and lifestyle --------------------------------------------------------------

export type HealthQuestion = { id: string; question: string; hint?: string | null }
export type HealthAnswer = { questionId: string; question: string; answer: 'yes' | 'no'; details: string }

export const answerField = (id: string) => `answer-${id}`
export const detailsField = (id: string) => `details-${id}`

export function healthFieldNames(questions: HealthQuestion[]): string[] {
  return questions.flatMap((q) => [answerField(q.id), detailsField(q.id)])
}

export function checkHealth(v: Values, questions: HealthQuestion[]): Checked<HealthAnswer[]> {
  const errors: Errors = {}
  const out: HealthAnswer[] = []
  questions.forEach((q, i) => {
    const answer = (v[answerField(q.id)] ?? '').trim()
    const details = (v[detailsField(q.id)] ?? '').trim()
    if (answer !== 'yes' && answer !== 'no') {
      errors[answerField(q.id)] = `Answer question ${i + 1}: yes or no.`
      return
    }
    if (answer === 'yes' && details === '') errors[detailsField(q.id)] = `Tell us a little more about your answer to question ${i + 1}.`
    else if (details.length > MAX_LONG_TEXT) errors[detailsField(q.id)] = `Keep the details to ${MAX_LONG_TEXT} characters or fewer.`
    out.push({ questionId: q.id, question: q.question, answer, details: answer === 'yes' ? details : '' })
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: out }
}

// --- Step 5: consents --------------------------------------------------------------------------

export const CONSENT_FIELDS = ['ndpaConsent', 'declaration'] as const
export const APPLICATION_CONSENT_VERSION = '2026-11-22'
export const NDPA_CONSENT_TEXT =
  'I agree that Redwood Life Assurance may use the information in this application, including my health answers, to assess and provide my cover, as its privacy notice explains under the Nigeria Data Protection Act 2023. I can withdraw this consent or ask for my data at any time.'
export const DECLARATION_TEXT =
  'I declare that the answers in this application are true and complete to the best of my knowledge. I understand that a false or missing answer may mean a claim is not paid.'

const ticked = (v: string | undefined) => ['on', 'yes', 'true'].includes((v ?? '').trim().toLowerCase())

export function checkConsents(v: Values): Checked<{ ndpaConsent: true; declaration: true }> {
  const errors: Errors = {}
  if (!ticked(v.ndpaConsent)) errors.ndpaConsent = 'Tick the box to agree to how we use your information. We cannot consider your application without it.'
  if (!ticked(v.declaration)) errors.declaration = 'Tick the box to confirm your answers are true.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { ndpaConsent: true, declaration: true } }
}

// --- Step 6: "I have read the key facts" ------------------------------------------------------

export const KEY_FACTS_FIELD = 'keyFactsRead'
export const KEY_FACTS_ERROR = 'Tick the box to confirm you have read the key facts. We cannot take your application without it.'

/** The review step's confirmation: ticked, or the message to show at the box. */
export function checkKeyFactsRead(v: Values): Checked<true> {
  return ticked(v[KEY_FACTS_FIELD]) ? { ok: true, value: true } : { ok: false, errors: { [KEY_FACTS_FIELD]: KEY_FACTS_ERROR } }
}

// --- The quote carried from the calculator -----------------------------------------------------

export type CarriedQuote = { plan: string; age: number | null; term: number | null; frequency: string | null; amount: number | null }

/** The query string of "Apply for this plan": every part optional except the plan; anything odd is dropped. */
export function carriedQuote(params: Record<string, string | string[] | undefined>): CarriedQuote | null {
  const one = (name: string) => {
    const v = params[name]
    return typeof v === 'string' ? v.slice(0, 40).trim() : ''
  }
  const plan = one('plan').toUpperCase()
  if (!/^[A-Z0-9]{1,20}$/.test(plan)) return null
  const int = (name: string, max: number) => {
    const t = one(name)
    return /^\d{1,12}$/.test(t) && Number(t) <= max ? Number(t) : null
  }
  const frequency = one('frequency')
  return {
    plan,
    age: int('age', 120),
    term: int('term', 100),
    frequency: /^[A-Z0-9]{1,4}$/i.test(frequency) ? frequency.toUpperCase() : null,
    amount: int('amount', 1e12),
  }
}
