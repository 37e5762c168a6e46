import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { planFigures } from '@/lib/compare/figures'
import { parseCompareQuery } from '@/lib/compare/query'
import type { ComparePlan } from '@/lib/content/compare'

import { CompareView as ComparePage } from './ComparePage'

const PLANS: ComparePlan[] = [
  { code: 'TLP', name: 'Level Term Cover', kind: 'term', productTitle: 'Term Life Plan', productHref: '/policy/life/term-life-plan', enters: 'sumAssured' },
  { code: 'AEE', name: 'Endowment Assurance', kind: 'endowment', productTitle: 'Endowment Savings Plan', productHref: '/policy/life/endowment-savings-plan', enters: 'sumAssured' },
  { code: 'RLA', name: 'Retiree Life Annuity', kind: 'annuity', productTitle: 'Retirement Income Plan', productHref: '/policy/life/retirement-income-plan', enters: 'premium' },
]
const KNOWN = new Set(['TLP', 'AEE'])

/** The opening tag of the control with this id, to check its attributes in any order. */
function control(html: string, id: string): string {
  return new RegExp(`<(?:input|select)[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? ''
}

describe('ComparePage', () => {
  it('offers only the plans it can compare, ticking those in the address', () => {
    const html = renderToStaticMarkup(<ComparePage query={parseCompareQuery({ plan: 'tlp' }, KNOWN)} plans={PLANS} results={null} />)
    expect(control(html, 'compare-plan-TLP')).toMatch(/ name="plan".* checked="" value="TLP"/)
    expect(control(html, 'compare-plan-AEE')).not.toContain('checked')
    expect(html).not.toContain('Retiree Life Annuity')
    // A GET form: the query is the comparison, so its address can be shared.
    const form = /<form[^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of ['method="get"', 'action="/compare"', 'aria-labelledby="compare-heading"']) expect(form).toContain(attribute)
    expect(html).not.toContain('There is a problem')
  })

  it('puts each error at its field and in a summary linked to the field', () => {
    const query = parseCompareQuery({ plan: ['TLP'], age: 'x', by: 'cover', amount: '100', term: '20', frequency: 'monthly' }, KNOWN)
    const html = renderToStaticMarkup(<ComparePage query={query} plans={PLANS} results={null} />)
    expect(html).toContain('<a href="#compare-plan-TLP">Choose 2 or 3 plans to compare.</a>')
    expect(html).toContain('<a href="#compare-age">Enter your age in whole years, for example 35.</a>')
    const age = control(html, 'compare-age')
    for (const attribute of ['aria-invalid="true"', 'aria-describedby="compare-age-hint compare-age-error"', 'name="age"', 'value="x"']) expect(age).toContain(attribute)
    // Fields without a problem keep their values and are not marked.
    const term = control(html, 'compare-term')
    expect(term).toContain('value="20"')
    expect(term).toContain('aria-describedby="compare-term-hint"')
    expect(term).not.toContain('aria-invalid')
  })

  it('shows a card per plan: figures for one, the plan service’s reasons for the other', () => {
    const query = parseCompareQuery({ plan: ['TLP', 'AEE'], age: '35', by: 'cover', amount: '10000000', term: '20', frequency: 'monthly' }, KNOWN)
    const [tlp, aee] = PLANS as [ComparePlan, ComparePlan]
    const figures = planFigures('term', 'cover', 10_000_000, 20, '01', { amount: 1234.5, schedule: [{ year: 20, premiumsPaid: 296_280, benefit: 10_000_000 }] })
    const html = renderToStaticMarkup(
      <ComparePage
        query={query}
        plans={PLANS}
        results={[
          { plan: tlp, ok: true, figures, message: '' },
          { plan: aee, ok: false, messages: ['The smallest sum assured for this plan is ₦250,000.'] },
        ]}
      />,
    )
    expect(html).toContain('<h2 id="compare-results-heading">Side by side</h2>')
    expect(html).toContain('<dt>Premium</dt><dd>₦1,235 a month</dd>')
    expect(html).toContain('<dt>Total paid over 20 years</dt><dd>₦296,280</dd>')
    expect(html).toContain('<li>The smallest sum assured for this plan is ₦250,000.</li>')
    expect(html).toContain('href="/compare?plan=TLP&amp;plan=AEE&amp;age=35&amp;by=cover&amp;amount=10000000&amp;term=20&amp;frequency=monthly"')
  })
})
