import type { CoverKind } from '@/lib/quote/engine'

/**
 * Words the site uses in more than one place, so they read the same everywhere.
 *
 * "Tenure" (the spec's label on the quote form; "term" on /compare and in the application) is explained
 * by one sentence, which every form that asks for it shows as its hint, followed, where the form knows
 * the kind of plan, by what that kind's cover does meanwhile.
 */
export const TENURE_MEANS = 'How many years you pay premiums.'

export function tenureHint(kind?: CoverKind | null): string {
  switch (kind) {
    case undefined:
    case null:
      return TENURE_MEANS
    // An annuity is bought with one premium; its "tenure" is the guaranteed period.
    case 'annuity':
      return 'How many years your income is guaranteed, even if you die.'
    case 'wholeLife':
      return `${TENURE_MEANS} The cover lasts for life.`
    default:
      return `${TENURE_MEANS} The cover lasts as long.`
  }
}
