/**
 * The words the calculator's browser part writes (QuoteForm.client.tsx and what it draws), as English texts.
 * The card (a server component) passes them to the form in the page's language, `wordsFor(QUOTE_TEXTS, t)`;
 * the form's `t` takes only these texts, so a text missing here fails the type check, and the catalogue's
 * completeness test (src/lib/i18n/i18n.test.ts) finds each text the form passes to its `t`. The catalogue
 * itself never reaches the browser.
 */
import type { Values } from '@/lib/i18n/words'

export const QUOTE_TEXTS = [
  // The form
  'Plan',
  'Use this plan',
  'First name',
  'Last name',
  'Date of birth',
  'Frequency',
  'How often you pay.',
  'Choose how often',
  'Tenure',
  'Choose a term',
  'Premium (₦)',
  'Sum Assured (₦)',
  'Get my quote',
  'Working out your quote…',
  'For terms of {from} to {to} years.',
  'For ages {min} to {max}, terms of {from} to {to} years, ending by age {end}.',
  'For ages {min} to {max}, ending by age {end}.',
  'The lump sum you pay once to buy the income, in whole naira; at least {amount}. We work out your monthly income.',
  'The lump sum you pay once to buy the income, in whole naira. We work out your monthly income.',
  'What you pay each time, in whole naira; at least {amount}. We work out the sum assured.',
  'What you pay each time, in whole naira. We work out the sum assured.',
  '{what}; at least {amount}. We work out the premium.',
  '{what}. We work out the premium.',
  'The sum paid to your family if you die during the term',
  'The monthly income your family would receive if you die during the term',
  'The fund paid at the end of the term, even if you die before then',
  'The sum paid to your family whenever you die',
  'The income you want each month for life',
  'The sum paid for each night you spend in hospital',
  'The most we pay towards operations each year',
  'The sum paid if you are diagnosed with a covered illness',
  'The sum paid at the end of the plan, or to your family if you die before then',
  // wording.ts's tenureHint
  'How many years you pay premiums.',
  'How many years your income is guaranteed, even if you die.',
  'How many years you pay premiums. The cover lasts for life.',
  'How many years you pay premiums. The cover lasts as long.',
  // calculator.ts's yearsLabel and frequencyWord
  '1 year',
  '{n} years',
  'Monthly',
  'Quarterly',
  'Semi-Annual',
  'Annual',
  'One Time',
  // The error summary, the notices and the boundary
  'There is a problem',
  "We can't give a quote for these details",
  "We couldn't get your quote",
  'Or {link} with a quote.',
  'ask us to call you back',
  'Our quote service gives these reasons in English.',
  'The form now shows {plan}. Check the frequency, tenure and amount, then press Get my quote.',
  "We couldn't reach our quote service. Please try again, or call {phone}.",
  'Try again',
  // The answer (its sentences come from the server: result.ts)
  'You pay',
  'Total premiums',
  'Apply for this plan',
  'Opening your application…',
  'Read the key facts of the {plan}',
  'before you apply',
  'This is an illustration made on {date}, not an offer of cover. It shows the guaranteed benefit only, with no bonuses. An adviser confirms the premium when you apply.',
  'Year by year',
  'Show the figures as a table',
  'How we calculated this',
  'Premiums are paid at the start of each period while you are alive. We work with exact figures and round to the kobo only at the end; amounts are shown to the nearest naira, and you are charged the exact amount.',
  'Talk to an adviser about this quote',
  'To try other figures, change the details below and press Get my quote again.',
  // The chart and its table
  'Premiums paid against the guaranteed benefit, year by year',
  'Policy year',
  'Total premiums paid by the end of the year',
  'Guaranteed benefit',
  'Premiums and benefit by year',
  'Premiums paid and guaranteed benefit by policy year',
  'Year',
  'Your age',
  'Premiums paid so far',
] as const

export type QuoteText = (typeof QUOTE_TEXTS)[number]

/** The form's words in the page's language (only those that differ from the English); none on an English page. */
export type QuoteWords = Partial<Record<QuoteText, string>>

/** The form's `t`: one of its texts, in the page's language, with the values filled in. */
export type QuoteT = (english: QuoteText, values?: Values) => string
