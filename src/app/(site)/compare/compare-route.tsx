import type { Metadata } from 'next'

import { ComparePage } from '@/components/Compare/ComparePage'
import { isComparable, notComparableReason } from '@/lib/compare/figures'
import { parseCompareQuery, type SearchParams } from '@/lib/compare/query'
import { comparePlans } from '@/lib/compare/run.server'
import { getComparePlans } from '@/lib/content/compare'
import { canonicalUrl } from '@/lib/routing/server'

async function read(params: SearchParams) {
  const plans = await getComparePlans()
  const known = new Set(plans.filter((p) => isComparable(p.kind)).map((p) => p.code))
  const why = (code: string) => {
    const plan = plans.find((p) => p.code === code)
    return plan ? notComparableReason(plan.name, plan.kind) : null
  }
  return { plans, query: parseCompareQuery(params, known, why), hasQuery: Object.keys(params).length > 0 }
}

/** The comparison's metadata for the plans chosen in `params` (none for a plain visit). */
export async function compareMetadata(params: SearchParams): Promise<Metadata> {
  const { query, hasQuery } = await read(params)
  return {
    // Without JavaScript the title must say so itself (the error summary adds it in the browser).
    title: query.state === 'invalid' ? 'Error: Compare plans' : 'Compare plans',
    description: 'Compare two or three of our life plans side by side: the premium, the total paid, and what is paid on death and at the end of the term.',
    alternates: { canonical: canonicalUrl('/compare') },
    // One page for search engines: the empty form; each comparison is the visitor's own.
    ...(hasQuery ? { robots: { index: false } } : {}),
  }
}

/**
 * /compare: plans side by side, from a GET form so the address can be shared. A short, top-level
 * address because the comparison spans categories.
 */
export async function CompareRoute({ params }: { params: SearchParams }) {
  const { plans, query } = await read(params)
  const results = query.state === 'valid' ? await comparePlans(query.input, plans) : null
  return <ComparePage query={query} plans={plans} results={results} />
}
