import type { Metadata } from 'next'

import { NeedsCalculator } from '@/components/NeedsCalculator/NeedsCalculator'
import { getSiteSettings } from '@/lib/content/site'
import { getTermCover } from '@/lib/content/term-cover'
import { isAnswered, needsValues, parseNeeds, suggestCover, ROUND_TO } from '@/lib/needs'
import { paths } from '@/lib/paths'
import { canonicalUrl } from '@/lib/routing/server'
import { MAX_AMOUNT } from '@/lib/schemas/quote'

export type NeedsQuery = Record<string, string | string[] | undefined>

const TITLE = 'How much cover do I need?'

/** The calculator's metadata for the answers in `query` (none for a plain visit). */
export function needsMetadata(query: NeedsQuery): Metadata {
  const values = needsValues(query)
  // Without JavaScript the title is the first thing a screen reader hears after a failed submit.
  const failed = isAnswered(values) && !parseNeeds(values).ok
  return {
    title: failed ? `Error: ${TITLE}` : TITLE,
    description: 'Work out how much life cover your family would need: income, years of support, debts and school fees, less the cover and savings you have.',
    alternates: { canonical: canonicalUrl(paths.needs()) },
  }
}

/** /how-much-cover: the needs calculator (issue 9 §6). The answers come in the address (a GET form). */
export async function NeedsRoute({ query }: { query: NeedsQuery }) {
  const values = needsValues(query)
  const [term, settings] = await Promise.all([getTermCover(), getSiteSettings()])
  const parsed = isAnswered(values) ? parseNeeds(values) : null
  const limits = { min: term?.minSumAssured || ROUND_TO, max: MAX_AMOUNT }
  return (
    <NeedsCalculator
      values={values}
      errors={parsed && !parsed.ok ? parsed.errors : {}}
      suggestion={parsed?.ok ? suggestCover(parsed.value, limits) : null}
      term={term}
      phone={settings.callCentrePhone}
    />
  )
}
