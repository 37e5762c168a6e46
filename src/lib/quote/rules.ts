/**
 * Plan rules and the quote request check, independent of the CMS.
 *
 * `quote()` validates a visitor's request against a plan's rules, prices it
 * with the engine and returns either the figures or one plain-English message
 * per broken rule. Unknown plans are the caller's concern.
 */
import { ageLastBirthday, coverOf, PricingError, priceFromPremium, priceFromSumAssured, premiumRate, type Cover, type PricingBasis, type ScheduleRow } from './engine'
import { DOB_FORMAT_MESSAGE, compareCalendarDates, lagosCalendarDate, parseDdMmYyyy } from './dates'
import { FREQUENCY_CODES, frequencyName, normalizeFrequency, type FrequencyCode } from './frequency'
import { ceilNaira, formatNaira, formatNairaExact } from './money'

/** An amount set against a limit: to the kobo only when whole naira would make the two look equal. */
const against = (x: number, limit: number): string => (formatNaira(x) === formatNaira(limit) ? formatNairaExact(x) : formatNaira(x))
import { rateForAge } from './rate-csv'

export interface PlanRules {
  code: string
  name: string
  description: string
  /** Allowed payment frequencies. */
  frequencies: FrequencyCode[]
  /** Shortest term in years (the spec's minTenor2). */
  minTenure: number
  /** Term options run minTenure..minTenure+tenor inclusive. */
  tenor: number
  /** 'sumAssured': visitor gives a premium and gets a sum assured; 'premium': the reverse. */
  quotes: 'sumAssured' | 'premium'
  basis: PricingBasis
  minEntryAge: number
  maxEntryAge: number
  maxMaturityAge: number
  /** Smallest instalment (per payment, whatever the frequency). */
  minPremium: number
  minSumAssured: number
}

/** What the visitor asks for: the premium (they gave a sum assured) or the sum assured (they gave a premium). */
export type QuoteDirection = 'premium' | 'sumAssured'

export interface QuoteRequest {
  direction: QuoteDirection
  frequency: string
  /** Term in whole years. */
  term: number
  /** 'dd/mm/yyyy' */
  birthDate: string
  /** The premium per instalment (direction 'sumAssured') or the sum assured (direction 'premium'). */
  amount: number
}

export interface QuoteSuccess {
  ok: true
  direction: QuoteDirection
  /** The figure asked for, to the kobo: the instalment or the sum assured. */
  amount: number
  age: number
  term: number
  frequency: FrequencyCode
  /** Gross annual premium (for One Time: the single premium). */
  annualPremium: number
  /** Paid per instalment (for One Time: the single premium). */
  modalPremium: number
  sumAssured: number
  /** Age when the plan ends. */
  maturityAge: number
  /** Everything paid over the whole term. */
  totalPremiums: number
  schedule: ScheduleRow[]
  unrounded: { sumAssured: number; annualPremium: number; modalPremium: number }
}

/** The input a broken rule is about, so a form can point at its field without reading the words. */
export type QuoteInput = 'frequency' | 'term' | 'birthDate' | 'amount'

export interface QuoteFailure {
  ok: false
  errors: string[]
  /** The same messages, each with the input it is about (null when it is about the plan itself). */
  problems: { field: QuoteInput | null; message: string }[]
  /** Technical detail when the plan's pricing basis itself is unusable (for logs, not visitors). */
  configError?: string
}

export type QuoteResult = QuoteSuccess | QuoteFailure

/** Which amount the visitor is asked for on this plan's calculator. */
export function directionFor(plan: Pick<PlanRules, 'quotes'>): QuoteDirection {
  return plan.quotes
}

const EVERY: Record<FrequencyCode, string> = {
  '01': 'a month',
  '03': 'a quarter',
  '06': 'every six months',
  '12': 'a year',
  OT: 'as a one-time payment',
}

/** What the two amounts are called for a kind of cover, in messages. */
export interface AmountNames {
  /** What the visitor pays: 'premium', or 'purchase price' for an annuity. */
  premium: string
  /** The plan's amount: 'sum assured', 'guaranteed fund', 'monthly income', … */
  benefit: string
}

export function amountNames(cover: Cover): AmountNames {
  switch (cover.kind) {
    case 'annuity':
      return { premium: 'purchase price', benefit: 'monthly income' }
    case 'education':
      return { premium: 'premium', benefit: 'guaranteed fund' }
    case 'familyIncome':
      return { premium: 'premium', benefit: 'monthly income' }
    case 'health':
      return {
        premium: 'premium',
        benefit: cover.benefit === 'hospitalCash' ? 'cash benefit per night' : cover.benefit === 'surgery' ? 'yearly surgery benefit' : 'sum assured',
      }
    default:
      return { premium: 'premium', benefit: 'sum assured' }
  }
}

function allowedList(plan: PlanRules): string {
  const allowed = FREQUENCY_CODES.filter((c) => plan.frequencies.includes(c))
  return allowed.map((c) => frequencyName(c)).join(', ')
}

/** A table used for whole life cover or an annuity must run at least to this age. */
export const LIFELONG_TABLE_TO = 100

function years(n: number): string {
  return n === 1 ? '1 year' : `${n} years`
}

export function quote(plan: PlanRules, request: QuoteRequest, today: Date): QuoteResult {
  const problems: QuoteFailure['problems'] = []
  const add = (field: QuoteInput | null, message: string) => problems.push({ field, message })
  const failure = (field: QuoteInput | null, message: string, configError?: string): QuoteFailure => ({
    ok: false,
    errors: [message],
    problems: [{ field, message }],
    ...(configError ? { configError } : {}),
  })
  const maxTenure = plan.minTenure + plan.tenor

  // Frequency
  const frequency = normalizeFrequency(request.frequency)
  if (plan.frequencies.length === 0) {
    add(null, 'This plan has no payment options set up yet. Please contact us.')
  } else if (frequency === null) {
    add('frequency', `We don't recognise the payment frequency "${String(request.frequency)}". Choose ${allowedList(plan)}.`)
  } else if (!plan.frequencies.includes(frequency)) {
    add('frequency', `This plan can't be paid ${frequencyName(frequency)}. Choose ${allowedList(plan)}.`)
  }

  // Term
  const term = request.term
  const termOk = Number.isInteger(term) && term >= plan.minTenure && term <= maxTenure
  if (!termOk) {
    add(
      'term',
      plan.tenor === 0
        ? `The term for this plan must be ${years(plan.minTenure)}.`
        : `The term must be between ${plan.minTenure} and ${maxTenure} years.`,
    )
  }

  // Date of birth and age
  const quoteDate = lagosCalendarDate(today)
  let age: number | null = null
  const dob = parseDdMmYyyy(String(request.birthDate ?? ''))
  if (!dob.ok) {
    add(
      'birthDate',
      dob.reason === 'format'
        ? DOB_FORMAT_MESSAGE
        : `${String(request.birthDate).trim()} is not a real date. Check the day and month, and enter it as dd/mm/yyyy.`,
    )
  } else if (compareCalendarDates(dob.date, quoteDate) > 0) {
    add('birthDate', "The date of birth can't be in the future.")
  } else {
    const a = ageLastBirthday(dob.date, quoteDate)
    if (a < plan.minEntryAge || a > plan.maxEntryAge) {
      add(
        'birthDate',
        `You must be between ${plan.minEntryAge} and ${plan.maxEntryAge} years old to take this plan. You are ${a}.`,
      )
    } else {
      age = a
    }
  }

  // Maturity age
  if (age !== null) {
    if (age + plan.minTenure > plan.maxMaturityAge) {
      add(
        'birthDate',
        `This plan must end by age ${plan.maxMaturityAge}. Even the shortest term, ${years(plan.minTenure)}, starting at age ${age} would end at ${age + plan.minTenure}, so the plan isn't available at your age.`,
      )
      age = null
    } else if (termOk && age + term > plan.maxMaturityAge) {
      add(
        'term',
        `This plan must end by age ${plan.maxMaturityAge}. A ${term}-year plan starting at age ${age} would end at ${age + term}; choose a shorter term.`,
      )
      age = null
    }
  }

  // Amount given
  const names = amountNames(coverOf(plan.basis))
  const givesPremium = request.direction === 'sumAssured'
  const amount = request.amount
  let amountOk = false
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    add('amount', `Enter a ${givesPremium ? names.premium : names.benefit} greater than zero.`)
  } else if (givesPremium && amount < plan.minPremium) {
    add('amount', `The smallest ${names.premium} for this plan is ${formatNaira(plan.minPremium)}.`)
  } else if (!givesPremium && amount < plan.minSumAssured) {
    add('amount', `The smallest ${names.benefit} for this plan is ${formatNaira(plan.minSumAssured)}.`)
  } else {
    amountOk = true
  }

  if (problems.length > 0 || age === null || frequency === null || !amountOk) {
    if (problems.length === 0) add(null, 'We could not work out a quote from those details.')
    return { ok: false, errors: problems.map((p) => p.message), problems }
  }

  // Price, then check the result against the other minimum.
  try {
    const priced = givesPremium
      ? priceFromPremium(amount, age, term, frequency, plan.basis)
      : priceFromSumAssured(amount, age, term, frequency, plan.basis)

    if (givesPremium && priced.sumAssured < plan.minSumAssured) {
      const needed = ceilNaira(plan.minSumAssured * premiumRate(age, term, frequency, plan.basis))
      return failure(
        'amount',
        `That ${names.premium} buys a ${names.benefit} of ${against(priced.sumAssured, plan.minSumAssured)}, below this plan's minimum of ${formatNaira(plan.minSumAssured)}. Pay at least ${formatNaira(needed)} ${EVERY[frequency]}.`,
      )
    }
    if (!givesPremium && priced.modalPremium < plan.minPremium) {
      const needed = ceilNaira(plan.minPremium / premiumRate(age, term, frequency, plan.basis))
      return failure(
        'amount',
        `A ${names.benefit} of ${formatNaira(priced.sumAssured)} would cost ${against(priced.modalPremium, plan.minPremium)} ${EVERY[frequency]}, below this plan's smallest ${names.premium} of ${formatNaira(plan.minPremium)}. Choose a ${names.benefit} of at least ${formatNaira(needed)}.`,
      )
    }

    const totalPremiums = priced.schedule[priced.schedule.length - 1]?.premiumsPaid ?? 0
    return {
      ok: true,
      direction: request.direction,
      amount: givesPremium ? priced.sumAssured : priced.modalPremium,
      age,
      term,
      frequency,
      annualPremium: priced.annualPremium,
      modalPremium: priced.modalPremium,
      sumAssured: priced.sumAssured,
      maturityAge: age + term,
      totalPremiums,
      schedule: priced.schedule,
      unrounded: priced.unrounded,
    }
  } catch (err) {
    if (err instanceof PricingError) {
      return failure(null, "We can't price this plan for your age and term right now. Please contact us, or try a different term.", err.message)
    }
    throw err
  }
}

/**
 * The part of a plan's set-up a problem is about, so the CMS can show it at its field without reading
 * the words. PlanRules' own names, and a few of the pricing basis's.
 */
export type PlanSetting =
  | 'minTenure'
  | 'tenor'
  | 'frequencies'
  | 'entryAges'
  | 'maxMaturityAge'
  | 'minimums'
  | 'interestRate'
  | 'loading'
  | 'modalFactors'
  | 'rateTable'
  | 'mortalityTable'

export interface PlanSetupProblem {
  setting: PlanSetting
  message: string
}

/**
 * Problems with a plan's own set-up (for the CMS to show an editor before
 * publishing), each with the setting it is about. An empty list means the plan can be quoted.
 */
export function validatePlanRules(plan: PlanRules): PlanSetupProblem[] {
  const problems: PlanSetupProblem[] = []
  const problem = (setting: PlanSetting, message: string): void => {
    problems.push({ setting, message })
  }
  const isWhole = (n: number): boolean => Number.isInteger(n) && n >= 0
  if (!isWhole(plan.minTenure) || plan.minTenure < 1) problem('minTenure', 'The shortest term must be a whole number of years, at least 1.')
  if (!isWhole(plan.tenor)) problem('tenor', 'The tenor (extra years beyond the shortest term) must be a whole number, 0 or more.')
  if (plan.frequencies.length === 0) problem('frequencies', 'Choose at least one payment frequency.')
  if (!isWhole(plan.minEntryAge) || !isWhole(plan.maxEntryAge) || plan.minEntryAge > plan.maxEntryAge) {
    problem('entryAges', 'The entry ages must be whole numbers, with the youngest no older than the oldest.')
  }
  if (!isWhole(plan.maxMaturityAge) || plan.maxMaturityAge < plan.minEntryAge + plan.minTenure) {
    problem('maxMaturityAge', 'The maximum age at the end of the plan is too low for even the youngest entrant on the shortest term.')
  }
  if (!(plan.minPremium >= 0) || !(plan.minSumAssured >= 0)) problem('minimums', 'The minimum premium and sum assured must be 0 or more.')
  const b = plan.basis
  if (!(b.interestRate > -1 && b.interestRate < 1)) problem('interestRate', 'The interest rate must be a decimal such as 0.05 for 5%.')
  if (!(b.loading >= 0 && b.loading < 1)) problem('loading', 'The loading must be at least 0 and less than 1, such as 0.1 for 10%.')
  for (const c of plan.frequencies) {
    if (c !== 'OT' && !(b.modalFactors[c] > 0)) problem('modalFactors', `The modal factor for ${frequencyName(c)} must be more than 0.`)
  }
  const cover = coverOf(b)
  if (cover.kind === 'annuity' && (plan.frequencies.length !== 1 || plan.frequencies[0] !== 'OT')) {
    problem('frequencies', 'An annuity is bought with one payment: choose One Time (OT) as the only payment frequency.')
  }
  if (cover.kind === 'health' && plan.frequencies.includes('OT')) {
    problem('frequencies', 'Health cover is paid by instalments: remove the One Time (OT) payment frequency.')
  }
  if (cover.kind === 'health' && problems.length === 0) {
    const missing: number[] = []
    for (let a = plan.minEntryAge; a <= plan.maxEntryAge; a++) if (rateForAge(cover.rates, a) === undefined) missing.push(a)
    if (missing.length > 0) {
      problem(
        'rateTable',
        `The rate table must have a band for every age from ${plan.minEntryAge} to ${plan.maxEntryAge}; it has none for age${missing.length > 1 ? 's' : ''} ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}.`,
      )
    }
  }
  // Whole life cover and annuities run to the end of the table, which must reach this age.
  const lifelong = cover.kind === 'wholeLife' || cover.kind === 'annuity'
  if (b.mortality.kind === 'table' && cover.kind !== 'health' && problems.length === 0) {
    const from = plan.minEntryAge
    const to = lifelong ? Math.max(LIFELONG_TABLE_TO, plan.maxEntryAge) : Math.min(plan.maxMaturityAge, plan.maxEntryAge + plan.minTenure + plan.tenor) - 1
    const missing: number[] = []
    for (let a = from; a <= to; a++) {
      const q = b.mortality.qx[a]
      if (q === undefined || !(q >= 0 && q <= 1)) missing.push(a)
    }
    if (missing.length > 0) {
      problem(
        'mortalityTable',
        `The mortality table must give a qx between 0 and 1 for every age from ${from} to ${to}; it is missing or wrong for age${missing.length > 1 ? 's' : ''} ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}.`,
      )
    }
  }
  return problems
}
