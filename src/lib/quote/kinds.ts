/**
 * Plain words for each kind of cover: the name the plan service publishes in `basis.product`, what
 * is paid and when, and the premium formulas, so the API, the result panel and the docs agree.
 */
import type { Cover, CoverKind, HealthBenefit } from './engine'

export interface KindText {
  /** `basis.product` in the plan lookup. */
  product: string
  /** What is paid, and when. */
  benefit: string
  /** The regular premium formula. */
  premium: string
  /** The single (One Time) premium formula, or why there is none. */
  singlePremium: string
}

const HEALTH: Record<HealthBenefit, { product: string; benefit: string }> = {
  hospitalCash: {
    product: 'health-hospital-cash',
    benefit: 'Hospital cash: the sum assured is paid for every night in hospital during the term.',
  },
  criticalIllness: {
    product: 'health-critical-illness',
    benefit: 'Critical illness: the sum assured is paid once, on diagnosis of a covered illness during the term.',
  },
  surgery: {
    product: 'health-surgery',
    benefit: 'Surgery support: operations during each year of the term are paid up to the sum assured.',
  },
}

const TEXT: Record<Exclude<CoverKind, 'health'>, KindText> = {
  endowment: {
    product: 'endowment-assurance',
    benefit:
      'Endowment assurance: the sum assured is paid at the end of the term, or at the end of the year of death if that comes first.',
    premium: 'sum assured × A(x:n) ÷ ä(x:n) ÷ (1 − loading)',
    singlePremium: 'sum assured × A(x:n) ÷ (1 − loading)',
  },
  term: {
    product: 'term-assurance',
    benefit: 'Term assurance: the sum assured is paid at the end of the year of death, if death comes within the term. Nothing is paid at the end.',
    premium: 'sum assured × A¹(x:n) ÷ ä(x:n) ÷ (1 − loading)',
    singlePremium: 'sum assured × A¹(x:n) ÷ (1 − loading)',
  },
  familyIncome: {
    product: 'family-income',
    benefit:
      'Family income: if death comes within the term, the monthly income is paid to the family at the end of every month from the end of the year of death until the term ends.',
    premium: 'monthly income × FIB(x:n) ÷ ä(x:n) ÷ (1 − loading)',
    singlePremium: 'monthly income × FIB(x:n) ÷ (1 − loading)',
  },
  education: {
    product: 'education-savings',
    benefit:
      'Education savings: the guaranteed fund is paid at the end of the term. If the parent dies first, premiums stop and the fund is still paid in full at the end of the term.',
    premium: 'fund × vⁿ ÷ ä(x:n) ÷ (1 − loading)',
    singlePremium: 'fund × vⁿ ÷ (1 − loading)',
  },
  wholeLife: {
    product: 'whole-life',
    benefit: 'Whole life: the sum assured is paid at the end of the year of death, whenever it happens. Premiums are paid for the term chosen, while alive.',
    premium: 'sum assured × A(x) ÷ ä(x:n) ÷ (1 − loading)',
    singlePremium: 'sum assured × A(x) ÷ (1 − loading)',
  },
  annuity: {
    product: 'life-annuity',
    benefit:
      'Life annuity: the monthly income is paid at the end of every month for life. The payments in the guarantee period (the term) are made even if the annuitant dies.',
    premium: 'One payment only.',
    singlePremium: 'monthly income × a(x, guaranteed n years, monthly) ÷ (1 − loading)',
  },
}

export function kindText(cover: Cover): KindText {
  if (cover.kind !== 'health') return TEXT[cover.kind]
  return {
    ...HEALTH[cover.benefit],
    premium: 'sum assured × rate for the age band ÷ 1,000 ÷ (1 − loading), level for the term',
    singlePremium: 'None: health cover is paid by instalments.',
  }
}

/** Every `basis.product` name, for readers that map it back to a kind. */
export function kindOfProduct(product: string): CoverKind | null {
  if (product.startsWith('health-')) return 'health'
  const found = (Object.keys(TEXT) as Exclude<CoverKind, 'health'>[]).find((k) => TEXT[k].product === product)
  return found ?? null
}
