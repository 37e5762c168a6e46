'use server'

import { getSiteSettings } from '@/lib/content/site'
import { i18n } from '@/lib/i18n'
import { planService } from '@/lib/plan-service'
import { calculatorPlan, endpointFor, type CalculatorPlan } from '@/lib/plan-service/calculator'
import type { QuoteField, QuoteRequestBody } from '@/lib/plan-service/contract'

import { buildResult } from './result'
import type { FieldName, Problem, QuoteFormState } from './state'
import { carryOver, validateQuote, valuesFromForm } from './validate'

const FALLBACK_PHONE = '0700 733 9663'

async function callCentre(): Promise<string> {
  try {
    return (await getSiteSettings()).callCentrePhone || FALLBACK_PHONE
  } catch {
    return FALLBACK_PHONE
  }
}

/** The calculator's field for a plan-service request field, so the error summary can link to it. */
function formField(field: QuoteField | null, plan: CalculatorPlan): FieldName | undefined {
  if (field === null) return undefined
  const fields: Record<QuoteField, FieldName> = { planId: 'plan', premiumFrequency: 'frequency', planDuration: 'tenure', birthDate: 'dateOfBirth', amount: plan.amountField }
  return fields[field]
}

/**
 * The page's language, from the form's hidden `language`: one of the site's languages, or the default
 * (also for anything else a visitor or a script might send; never an error).
 */
function languageOf(value: FormDataEntryValue | null): string {
  const code = typeof value === 'string' ? value : ''
  return i18n.languages.some((language) => language.code === code) ? code : i18n.defaultLanguage.code
}

/**
 * The calculator's form action. Works as a plain POST without JavaScript (the page comes back with
 * this state rendered) and as an in-page call with it. Its messages are in the page's language (the
 * form's `language`); the plan service's own reasons stay as the service words them, in English.
 */
export async function getQuote(previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const seq = previous.seq + 1
  const language = languageOf(form.get('language'))
  const t = i18n.translate(language)
  const contentLang = i18n.defaultLanguagePart(language)
  const values = valuesFromForm(form)
  const code = (values.plan ?? '').trim() || previous.plan
  const fieldsFor = form.get('fieldsFor')
  const base = { plan: code, values, fieldErrors: {}, problems: [] as Problem[], result: null, seq }

  if (code === '') return { ...base, status: 'invalid', fieldErrors: { plan: t('Please choose a plan') } }

  const lookup = await planService().getPlan(code)
  if (!lookup.ok) {
    const phone = await callCentre()
    const message =
      lookup.reason === 'not-found'
        ? t('Sorry, that plan is no longer offered online. Please choose another plan, or call {phone}.', { phone })
        : t('We couldn\'t reach our quote service. Please try again, or call {phone}.', { phone })
    return { ...base, status: 'unavailable', problems: [{ message, field: lookup.reason === 'not-found' ? 'plan' : undefined }] }
  }
  const plan = calculatorPlan(code, lookup.plan)

  // Without JavaScript the fields on screen belong to the plan chosen before. Choosing another plan
  // and pressing "Use this plan" (or Get my quote) shows the new plan's fields; nothing is quoted yet.
  if (typeof fieldsFor === 'string' && fieldsFor !== '' && fieldsFor.toUpperCase() !== plan.code.toUpperCase()) {
    return { ...base, plan: plan.code, values: carryOver(values, plan), status: 'switched' }
  }

  const checked = validateQuote(values, plan, undefined, t)
  if (!checked.ok) return { ...base, status: 'invalid', fieldErrors: checked.errors }
  const quote = checked.value

  const body: QuoteRequestBody = {
    premiumFrequency: quote.frequency,
    planDuration: quote.tenure,
    planId: plan.code,
    birthDate: quote.birthDate,
  }
  // The spec's client names the amount after the endpoint: regularPremium on regular-premium.
  if (quote.amountField === 'sumAssured') body.regularPremium = quote.amount
  else body.sumAssured = quote.amount

  const outcome = await planService().quote(endpointFor(quote.amountField), body)
  if (outcome.ok) {
    return { ...base, status: 'success', result: buildResult(plan, quote, outcome.amount, outcome.schedule, undefined, t, contentLang) }
  }
  if (outcome.reason === 'rejected') {
    // The service's reasons are its own words, in English (it is asked in no language): marked so on a page in another.
    return {
      ...base,
      status: 'rejected',
      problems: outcome.problems.map(({ message, field }) => ({ message, field: formField(field, plan), ...(contentLang ? { lang: contentLang } : {}) })),
    }
  }
  const phone = await callCentre()
  return {
    ...base,
    status: 'unavailable',
    problems: [{ message: t('We couldn\'t reach our quote service. Please try again, or call {phone}.', { phone }) }],
  }
}
