/**
 * A plan's key-facts sheet (issue 24, part 3): what the plan is for, what it pays, what it does not
 * cover, who can buy it, a worked premium, what happens if premiums stop, the cooling-off period, how to
 * claim, how to complain and who we are in law. Pure: built from the plan's rules, the premium the plan
 * service worked out and the site's settings, so the page and the PDF say the same things, and nothing
 * on either is typed by hand (docs/decisions/037-key-facts.md).
 */
import { acknowledgeWords, bureauLine, resolveWords, type ComplaintTerms } from '@/lib/complaints/terms'
import type { Licence } from '@/lib/licence'
import { coverPhrase, exampleSentence, type PriceExample } from '@/lib/quote/copy'
import type { CoverKind, HealthBenefit } from '@/lib/quote/engine'
import { FREQUENCY_PLAIN_LABELS, isFrequencyCode, PAYMENTS_PER_YEAR, type FrequencyCode } from '@/lib/quote/frequency'
import { kindText } from '@/lib/quote/kinds'
import { formatNaira, roundMoney } from '@/lib/quote/money'
import type { PlanKeyFacts } from '@/payload-types'
import { lagosDayText } from '@/lib/text/lagos'

/** The plan's fields the sheet reads. */
export type KeyFactsPlan = {
  code: string
  name: string
  description: string
  kind: CoverKind
  healthBenefit: HealthBenefit | null
  paymentFrequencies: string[]
  minTenor2: number
  tenor: number
  minEntryAge: number
  maxEntryAge: number
  maxMaturityAge: number
  minPremium: number
  minSumAssured: number
  keyFacts: PlanKeyFacts
  updatedAt: string
}

export type KeyFactsInput = {
  plan: KeyFactsPlan
  /** The plan's worked example as the plan service priced it (premium null: it could not). */
  example: PriceExample | null
  site: { brandName: string; callCentrePhone: string; customerServiceEmail: string; officeHours: string }
  licence: Licence | null
  /** The complaints promise and the regulator's bureau (Site settings → Complaints). */
  complaints: ComplaintTerms
  /** The claims promise, in days (Claims promise page → processing time). */
  claimDays: number
  /** Where the site lives, for the addresses printed on the PDF. */
  origin: string
  paths: { claimStart: string; claimTrack: string; complaints: string; product: string | null }
  today: Date
}

export type KeyFactsLink = { label: string; href: string }
export type KeyFactsRow = { label: string; value: string }

export type KeyFactsSection = {
  id: string
  heading: string
  paragraphs: string[]
  items?: string[]
  rows?: KeyFactsRow[]
  links?: KeyFactsLink[]
}

/** The worked example's figures as numbers, for tests and for the cash-value sum. */
export type KeyFactsFigures = {
  age: number
  term: number
  frequency: FrequencyCode
  sumAssured: number
  /** Per instalment (the single payment for one payment), exactly as the plan service answered. */
  premium: number | null
  /** Every premium over the term; null when it could not be priced. */
  totalPremiums: number | null
  /** The least paid back after `cashValueAfterYears` years of the example; null when there is none. */
  cashValue: { afterYears: number; paid: number; back: number } | null
}

export type KeyFactsSheet = {
  code: string
  planName: string
  title: string
  intro: string
  sections: KeyFactsSection[]
  figures: KeyFactsFigures | null
  /** The plan's version the sheet was made from (stored with an application that confirms it was read). */
  version: string
  /** "26 November 2026" */
  madeOn: string
}

/** "KF-AEE-2026-11-26T10:00:00.000Z": which plan, at which saved version. */
export function keyFactsVersion(plan: Pick<KeyFactsPlan, 'code' | 'updatedAt'>): string {
  return `KF-${plan.code}-${plan.updatedAt}`
}

const years = (n: number): string => (n === 1 ? '1 year' : `${n} years`)
const days = (n: number): string => (n === 1 ? '1 day' : `${n} days`)

function frequenciesOf(plan: KeyFactsPlan): FrequencyCode[] {
  return plan.paymentFrequencies.filter((c): c is FrequencyCode => isFrequencyCode(c))
}

const PER: Record<FrequencyCode, string> = { '01': 'a month', '03': 'every three months', '06': 'every six months', '12': 'a year', OT: 'once, at the start' }

/** What the plan pays and when, in the words the plan service publishes for its kind of cover. */
function benefitWords(plan: KeyFactsPlan): string {
  if (plan.kind === 'health') return kindText({ kind: 'health', benefit: plan.healthBenefit ?? 'criticalIllness', rates: [] }).benefit
  return kindText({ kind: plan.kind }).benefit
}

function figuresOf(example: PriceExample | null, rules: PlanKeyFacts): KeyFactsFigures | null {
  if (!example) return null
  const perYear = example.frequency === 'OT' ? null : PAYMENTS_PER_YEAR[example.frequency]
  const premium = example.premium
  const totalPremiums = premium === null ? null : roundMoney(perYear === null ? premium : premium * perYear * example.term)
  const afterYears = rules.cashValueAfterYears
  const cashValue =
    premium === null || rules.cashValuePercent <= 0 || afterYears > example.term
      ? null
      : (() => {
          const paid = roundMoney(perYear === null ? premium : premium * perYear * afterYears)
          return { afterYears, paid, back: roundMoney((paid * rules.cashValuePercent) / 100) }
        })()
  return { age: example.age, term: example.term, frequency: example.frequency, sumAssured: example.sumAssured, premium, totalPremiums, cashValue }
}

function whoCanBuy(plan: KeyFactsPlan): KeyFactsSection {
  const freqs = frequenciesOf(plan)
  const minTerm = plan.minTenor2
  const maxTerm = plan.minTenor2 + plan.tenor
  return {
    id: 'who-can-buy',
    heading: 'Who can buy it',
    paragraphs: [],
    rows: [
      { label: 'Age when the plan starts', value: `${plan.minEntryAge} to ${plan.maxEntryAge}` },
      { label: 'Oldest age at the end of the plan', value: String(plan.maxMaturityAge) },
      { label: plan.kind === 'annuity' ? 'Guarantee period' : 'Term', value: minTerm === maxTerm ? years(minTerm) : `${minTerm} to ${years(maxTerm)}` },
      { label: 'How you can pay', value: freqs.map((c) => FREQUENCY_PLAIN_LABELS[c]).join(', ') },
      plan.kind === 'annuity'
        ? { label: 'Smallest purchase price', value: formatNaira(plan.minPremium) }
        : { label: 'Smallest premium', value: `${formatNaira(plan.minPremium)} each payment` },
      { label: plan.kind === 'annuity' ? 'Smallest monthly income' : 'Smallest cover', value: formatNaira(plan.minSumAssured) },
    ],
  }
}

function workedExample(example: PriceExample | null, figures: KeyFactsFigures | null, madeOn: string): KeyFactsSection {
  const heading = 'A worked premium example'
  if (!example || !figures || figures.premium === null) {
    return { id: 'example', heading, paragraphs: ['We could not work out the example just now. Get a quote on the plan’s page for your own figures.'] }
  }
  const sentence = exampleSentence({ ...example, premium: figures.premium })
  return {
    id: 'example',
    heading,
    paragraphs: [`${sentence} Worked out on ${madeOn} by our quote service from the plan’s current basis; your own premium depends on your age and choices.`],
    rows: [
      { label: 'Age when the plan starts', value: String(figures.age) },
      { label: 'What it buys', value: coverPhrase(example) },
      { label: 'How often you pay', value: FREQUENCY_PLAIN_LABELS[figures.frequency] },
      { label: example.kind === 'annuity' ? 'Purchase price' : 'Premium', value: `${formatNaira(figures.premium)} ${PER[figures.frequency]}` },
      ...(figures.totalPremiums !== null && figures.frequency !== 'OT' ? [{ label: 'Total premiums over the term', value: formatNaira(figures.totalPremiums) }] : []),
    ],
  }
}

function ifYouStop(plan: KeyFactsPlan, figures: KeyFactsFigures | null): KeyFactsSection {
  const rules = plan.keyFacts
  const onlyOnce = frequenciesOf(plan).every((c) => c === 'OT')
  const paragraphs: string[] = []
  if (onlyOnce) paragraphs.push('You pay once, at the start, so there are no later premiums to miss.')
  else if (rules.gracePeriodDays > 0) paragraphs.push(`If a premium is late, you have ${days(rules.gracePeriodDays)} to pay it. If it is still unpaid after that, the cover stops.`)
  else paragraphs.push('If a premium is not paid when it is due, the cover stops.')
  if (rules.cashValuePercent <= 0) {
    paragraphs.push(onlyOnce ? 'The plan has no cash value: if you cancel after the cooling-off period, you get nothing back.' : 'The plan has no cash value: if the cover stops, you get nothing back.')
  } else {
    paragraphs.push(
      `Once ${years(rules.cashValueAfterYears)} of premiums have been paid, the plan has a cash value: if you stop paying or cash it in, you get back at least ${rules.cashValuePercent}% of the premiums you have paid. Before then you get nothing back.`,
    )
    if (figures?.cashValue) {
      paragraphs.push(
        `In the worked example, after ${years(figures.cashValue.afterYears)} you would have paid ${formatNaira(figures.cashValue.paid)}, so you would get back at least ${formatNaira(figures.cashValue.back)}.`,
      )
    }
  }
  return { id: 'stop-paying', heading: onlyOnce ? 'If you cash it in' : 'If you stop paying', paragraphs }
}

/** The sheet, from the plan's rules, its priced example and the settings. */
export function keyFactsSheet(input: KeyFactsInput): KeyFactsSheet {
  const { plan, site, licence } = input
  const madeOn = lagosDayText(input.today)
  const figures = figuresOf(input.example, plan.keyFacts)
  const notCovered = (plan.keyFacts.notCovered ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 8)
  const phone = `call ${site.callCentrePhone} (${site.officeHours})`
  const sections: KeyFactsSection[] = [
    { id: 'what-for', heading: 'What the plan is for', paragraphs: [plan.description] },
    {
      id: 'what-it-pays',
      heading: 'What it pays and when',
      paragraphs: [benefitWords(plan), ...(input.example ? [`In the worked example below: ${coverPhrase(input.example)}.`] : [])],
    },
    {
      id: 'not-covered',
      heading: 'What it does not cover',
      paragraphs: notCovered.length === 0 ? ['The plan has no exclusions beyond what it pays, above.'] : [],
      ...(notCovered.length > 0 ? { items: notCovered } : {}),
    },
    whoCanBuy(plan),
    workedExample(input.example, figures, madeOn),
    ifYouStop(plan, figures),
    {
      id: 'cooling-off',
      heading: 'Cooling-off period',
      paragraphs: [
        `You can cancel within ${days(plan.keyFacts.coolingOffDays)} of receiving your policy document. We then refund ${plan.kind === 'annuity' ? 'the purchase price' : 'every premium you have paid'}.`,
      ],
    },
    {
      id: 'claim',
      heading: 'How to claim',
      paragraphs: [
        `Start a claim online or ${phone}. We aim to decide within ${days(input.claimDays)} of receiving a complete claim, and you can follow it online with your claim reference.`,
      ],
      links: [
        { label: 'Start a claim', href: input.paths.claimStart },
        { label: 'Track a claim', href: input.paths.claimTrack },
      ],
    },
    {
      id: 'complain',
      heading: 'How to complain',
      paragraphs: [
        `Tell us online, ${phone} or email ${input.complaints.email}. We acknowledge a complaint ${acknowledgeWords(input.complaints.acknowledgeDays)} and give you our final answer ${resolveWords(input.complaints.resolveDays)}.`,
        `If you are unhappy with our answer, you can take it to ${bureauLine(input.complaints.bureau)}.`,
      ],
      links: [{ label: 'Make a complaint', href: input.paths.complaints }],
    },
    {
      id: 'licence',
      heading: 'Who we are',
      // The footer's licence lines (src/components/Licence/LicenceLines.tsx), word for word.
      paragraphs: licence ? [`${licence.sentence}${licence.rcNumber ? ` ${licence.rcNumber}.` : ''} Registered office: ${licence.registeredAddress}.`] : [`${site.brandName}.`],
    },
  ]
  return {
    code: plan.code,
    planName: plan.name,
    title: `Key facts: ${plan.name}`,
    intro: `The main facts about the ${plan.name} from ${site.brandName}, on at most two pages. Read them before you apply; the policy document has the full terms.`,
    sections,
    figures,
    version: keyFactsVersion(plan),
    madeOn,
  }
}
