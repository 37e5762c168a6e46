import { describe, expect, it } from 'vitest'

import { plans } from '@/seed/data/plans'

import { workedExample } from './worked-example'

const NOW = new Date('2026-11-26T10:00:00Z')
const term = plans.find((p) => p.code === 'TLP')!

describe('the worked example an approver sees', () => {
  it('prices the plan’s own example and other ages on both bases, and shows a raised loading as a rise in naira and percent', () => {
    const example = workedExample(term, { ...term, loadingPercent: (term.loadingPercent ?? 0) + 10 }, NOW)
    expect(example.anyChange).toBe(true)
    expect(example.rows[0]!.customer).toBe(`Age ${term.exampleAge}, ₦${(term.exampleSumAssured ?? 0).toLocaleString('en-NG')} of cover over ${term.exampleTerm} years, paid monthly`)
    expect(example.rows.length).toBeGreaterThan(2)
    // The plan's own example is priced; an age whose premium falls below the plan's smallest says why.
    expect(example.rows[0]!.live).toMatch(/^₦[\d,]+\.\d\d$/)
    const priced = example.rows.filter((row) => !row.live.startsWith('Not quoted'))
    expect(priced.length).toBeGreaterThan(1)
    for (const row of example.rows.filter((r) => !priced.includes(r))) expect(row.live).toMatch(/^Not quoted: .*smallest premium/)
    for (const row of priced) {
      expect(row.live).toMatch(/^₦[\d,]+\.\d\d$/)
      expect(row.proposed).toMatch(/^₦[\d,]+\.\d\d$/)
      expect(row.change).toMatch(/^\+₦[\d,]+\.\d\d \(\+\d+\.\d%\)$/)
    }
    // A lower loading lowers every premium.
    const lower = workedExample(term, { ...term, loadingPercent: 0 }, NOW)
    expect(lower.rows.filter((r) => r.change !== '').every((r) => r.change.startsWith('-₦'))).toBe(true)
    expect(lower.rows.filter((r) => r.change !== '').length).toBeGreaterThan(1)
  })

  it('says so when nothing changes, when the plan is not on sale yet, and when the draft cannot be priced', () => {
    expect(workedExample(term, { ...term }, NOW)).toMatchObject({ anyChange: false, rows: expect.arrayContaining([expect.objectContaining({ change: 'No change' })]) })
    const fresh = workedExample(null, term, NOW)
    expect(fresh.rows[0]).toMatchObject({ live: 'Not on sale yet', changed: true, change: '' })
    const broken = workedExample(term, { ...term, paymentFrequencies: [] }, NOW)
    expect(broken.problems.length).toBeGreaterThan(0)
    expect(broken.rows[0]!.proposed).toMatch(/^Cannot be priced: /)
  })

  it('names each example customer as a person would, the yearly payer too', () => {
    const rows = workedExample(term, term, NOW).rows
    expect(rows.at(-1)!.customer).toMatch(/, paid yearly$/)
  })

  it('asks only ages the plan accepts', () => {
    const example = workedExample(term, { ...term, minEntryAge: 40, maxEntryAge: 50, exampleAge: 45 }, NOW)
    for (const row of example.rows) expect(Number(/^Age (\d+)/.exec(row.customer)![1])).toBeGreaterThanOrEqual(40)
  })
})
