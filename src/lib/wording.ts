import type { Values } from '@/lib/i18n/words'
import { asWritten } from '@/lib/i18n/words'
import type { CoverKind } from '@/lib/quote/engine'

/**
 * Words the site uses in more than one place, so they read the same everywhere.
 *
 * "Tenure" (the spec's label on the quote form; "term" on /compare and in the application) is explained
 * by one sentence, which every form that asks for it shows as its hint, followed, where the form knows
 * the kind of plan, by what that kind's cover does meanwhile.
 */
export const TENURE_MEANS = 'How many years you pay premiums.'

/** The tenure hints' English texts: the words a page in another language passes for `tenureHint`'s `t`. */
export type TenureHintText =
  | 'How many years you pay premiums.'
  | 'How many years your income is guaranteed, even if you die.'
  | 'How many years you pay premiums. The cover lasts for life.'
  | 'How many years you pay premiums. The cover lasts as long.'

/** The hint, in `t`'s language (the English as written by default). */
export function tenureHint(kind?: CoverKind | null, t: (english: TenureHintText, values?: Values) => string = asWritten): string {
  switch (kind) {
    case undefined:
    case null:
      return t('How many years you pay premiums.')
    // An annuity is bought with one premium; its "tenure" is the guaranteed period.
    case 'annuity':
      return t('How many years your income is guaranteed, even if you die.')
    case 'wholeLife':
      return t('How many years you pay premiums. The cover lasts for life.')
    default:
      return t('How many years you pay premiums. The cover lasts as long.')
  }
}
