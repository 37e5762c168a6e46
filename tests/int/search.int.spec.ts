// Postgres run: the same file runs there once the lead's migration creates the search collection (the queries are dialect-agnostic).
/**
 * The site search (issue 26, decision 043) on the seeded demo content: what is indexed (published only),
 * how a publish and an unpublish reach the index (through the job), staff's synonyms and best bets, the
 * relevance file (a person's expected result in the top 3 for at least 90% of the queries), the counts
 * of searches, and 1,000 hostile queries through the page's own function.
 */
import fs from 'node:fs'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
type Search = typeof import('@/lib/search/search.server')
let s: Search
const quiet = { context: { disableRevalidate: true } }

beforeAll(async () => {
  t = await startPayload()
  s = await import('@/lib/search/search.server')
  await s.rebuildSearchIndex(t.payload)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const urls = async (q: string, kind?: Parameters<Search['searchSite']>[1]['kind']) => (await s.searchSite(t.payload, { q, kind })).results.map((r) => r.url)
const text = (segments: { text: string }[]) => segments.map((x) => x.text).join('')

describe('the index', () => {
  it('holds every kind of content, published only, each with its address', async () => {
    const docs = await s.extractDocuments(t.payload)
    const kinds = new Set(docs.map((d) => d.kind))
    expect([...kinds].sort()).toEqual(['article', 'claim-form', 'faq', 'glossary', 'page', 'plan', 'press-release', 'product', 'statement'])
    expect(docs.filter((d) => d.key.startsWith('product:'))).toHaveLength(16)
    for (const d of docs) expect(d.url, d.key).toMatch(/^\//)
    expect(new Set(docs.map((d) => d.key)).size).toBe(docs.length)
  })

  it('leaves out a draft, takes a publish through the job, and drops an unpublished product', async () => {
    const { searchIndexJob, searchIndexStale } = await import('@/lib/search/job')
    const product = (await t.payload.find({ collection: 'products', where: { slug: { equals: 'funeral-expense-plan' } }, depth: 0 })).docs[0]!
    const draft = await t.payload.create({
      collection: 'products',
      draft: true,
      data: { title: 'Zebrafinch Burial Saver', slug: 'zebrafinch-burial-saver', category: product.category, summary: 'A zebrafinch plan.', heading: { text: 'Zebrafinch' }, _status: 'draft' },
      ...quiet,
    })
    await searchIndexJob.run(t.payload)
    expect(await urls('zebrafinch')).toEqual([])

    await t.payload.update({ collection: 'products', id: draft.id, data: { _status: 'published' }, ...quiet })
    expect(searchIndexStale()).toBe(true)
    await searchIndexJob.run(t.payload)
    expect(searchIndexStale()).toBe(false)
    expect(await urls('zebrafinch')).toEqual(['/policy/family/zebrafinch-burial-saver'])

    await t.payload.update({ collection: 'products', id: draft.id, data: { _status: 'draft' }, ...quiet })
    expect(searchIndexStale()).toBe(true)
    await searchIndexJob.run(t.payload)
    expect(await urls('zebrafinch')).toEqual([])
    await t.payload.delete({ collection: 'products', id: draft.id, ...quiet })
    await searchIndexJob.run(t.payload)
  }, 60_000)

  it('creates its tables idempotently', async () => {
    const { searchDdl } = await import('@/lib/search/engine')
    const runner = s.sqlRunnerOf(t.payload)
    await runner.batch(searchDdl(runner.dialect).map((sql) => ({ sql })))
    expect(await (await s.searchEngine(t.payload)).count()).toBeGreaterThan(100)
  })
})

describe('matching', () => {
  it('forgives typos and finds word forms, and marks the words found', async () => {
    const r = await s.searchSite(t.payload, { q: 'funral cover' })
    expect(r.correctedTo).toBe('funeral cover')
    expect(r.results.slice(0, 3).map((x) => x.url)).toContain('/policy/family/funeral-expense-plan')
    const hit = r.results.find((x) => x.url === '/policy/family/funeral-expense-plan')!
    expect(hit.title.filter((x) => x.mark).map((x) => x.text)).toEqual(['Funeral'])
    expect(hit.snippet.some((x) => x.mark)).toBe(true)
    // "claims" finds what says "claim"
    const claims = await s.searchSite(t.payload, { q: 'claims' })
    expect(claims.results.some((x) => /\bclaim\b/i.test(text(x.title)))).toBe(true)
  })

  it('filters by kind and counts each kind', async () => {
    const all = await s.searchSite(t.payload, { q: 'funeral' })
    expect(all.counts.map((c) => c.kind)).toEqual(expect.arrayContaining(['product', 'plan']))
    const plans = await s.searchSite(t.payload, { q: 'funeral', kind: 'plan' })
    expect(plans.results.length).toBe(all.counts.find((c) => c.kind === 'plan')!.count)
    expect(new Set(plans.results.map((x) => x.kind))).toEqual(new Set(['plan']))
  })

  it('follows staff synonyms and best bets from Search settings', async () => {
    expect((await urls('burial')).slice(0, 3)).toContain('/policy/family/funeral-expense-plan')
    await t.payload.updateGlobal({
      slug: 'search-settings',
      data: { synonyms: [{ words: 'zinger', meaning: 'probate' }], bestBets: [{ query: 'zinger', path: '/claims/forms' }] },
      ...quiet,
    })
    try {
      const r = await s.searchSite(t.payload, { q: 'Zinger' })
      expect(r.results[0]).toMatchObject({ url: '/claims/forms', pinned: true })
      expect(r.results.map((x) => x.url)).toContain('/claims/glossary#term-probate')
      // Staff's own list replaced the defaults.
      expect((await urls('burial')).slice(0, 3)).not.toContain('/policy/family/funeral-expense-plan')
    } finally {
      const { DEFAULT_BEST_BETS, DEFAULT_SYNONYMS } = await import('@/lib/search/rules')
      await t.payload.updateGlobal({ slug: 'search-settings', data: { synonyms: DEFAULT_SYNONYMS, bestBets: DEFAULT_BEST_BETS }, ...quiet })
    }
  })

  it('offers the closest words when nothing matches', async () => {
    const r = await s.searchSite(t.payload, { q: 'hospitalxyz' })
    expect(r.results).toEqual([])
    expect(r.suggestions.length).toBeGreaterThan(0)
  })
})

type Case = { query: string; expect: string; kind: 'plain' | 'synonym' | 'pidgin' | 'typo' }

describe('relevance (tests/search-relevance.json)', () => {
  it('puts the expected result in the top 3 for at least 90% of the queries, typos and Pidgin included', async () => {
    const { queries } = JSON.parse(fs.readFileSync('tests/search-relevance.json', 'utf8')) as { queries: Case[] }
    expect(queries.length).toBeGreaterThanOrEqual(60)
    expect(queries.filter((q) => q.kind === 'typo').length).toBeGreaterThanOrEqual(20)
    expect(queries.filter((q) => q.kind === 'pidgin').length).toBeGreaterThanOrEqual(10)
    const misses: string[] = []
    for (const c of queries) {
      const top = (await urls(c.query)).slice(0, 3)
      if (!top.includes(c.expect)) misses.push(`${c.kind}: "${c.query}" → ${top.join(', ') || 'nothing'} (expected ${c.expect})`)
    }
    const score = 1 - misses.length / queries.length
    expect(score, `top-3 score ${(score * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9)
  }, 60_000)
})

describe('the page and its counts', () => {
  it('counts each query per day without anything about who searched, and lists the commonest', async () => {
    const { searchPageData } = await import('@/lib/search/page.server')
    const { commonSearches } = await import('@/lib/search/counts.server')
    const { resetSearchLimit } = await import('@/lib/search/limit')
    resetSearchLimit()
    const at = Date.parse('2026-11-20T10:00:00Z')
    for (const q of ['Funeral  cover', 'funeral cover', 'qqqzzz']) await searchPageData(t.payload, { q }, null, at)
    await new Promise((r) => setTimeout(r, 500))
    const rows = (await t.payload.find({ collection: 'search-queries', where: { day: { equals: '2026-11-20' } }, depth: 0 })).docs
    expect(rows.map((r) => ({ query: r.query, count: r.count, zero: r.results === 0 })).sort((a, b) => a.query.localeCompare(b.query))).toEqual([
      { query: 'funeral cover', count: 2, zero: false },
      { query: 'qqqzzz', count: 1, zero: true },
    ])
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'createdAt', 'day', 'id', 'query', 'results', 'updatedAt'])
    const common = await commonSearches(t.payload, '2026-11-01')
    expect(common.top[0]).toMatchObject({ query: 'funeral cover', count: 2 })
    expect(common.noResult.map((r) => r.query)).toEqual(['qqqzzz'])
  })

  it("gives the dashboard's summary to the roles that may read the counts, and nothing to the others", async () => {
    const { searchSummary } = await import('@/lib/search/counts.server')
    const { resetSearchLimit } = await import('@/lib/search/limit')
    const { searchPageData } = await import('@/lib/search/page.server')
    resetSearchLimit()
    const now = new Date('2026-11-26T10:00:00Z')
    await searchPageData(t.payload, { q: 'school fees' }, null, now.getTime())
    await searchPageData(t.payload, { q: 'xyzzyplugh' }, null, now.getTime() - 40 * 86_400_000)
    await new Promise((r) => setTimeout(r, 500))
    const person = async (email: string, roles: User['roles']) =>
      (await t.payload.create({ collection: 'users', data: { email, password: 'tamarind-harbour-kite-58', name: email, roles }, overrideAccess: true })) as User
    const editor = await person('summary.editor@redwoodlife.example', ['editor'])
    const officer = await person('summary.claims@redwoodlife.example', ['claims_officer'])
    const summary = await searchSummary(t.payload, { ...editor, collection: 'users' }, now)
    expect(summary?.sinceDay).toBe('2026-10-28')
    expect(summary?.top.map((r) => r.query)).toContain('school fees')
    // Older than the 30 days: not in the summary.
    expect(summary?.noResult.map((r) => r.query)).not.toContain('xyzzyplugh')
    expect(await searchSummary(t.payload, { ...officer, collection: 'users' }, now)).toBeNull()
  })

  it('limits searches per connection', async () => {
    const { allowSearch, resetSearchLimit } = await import('@/lib/search/limit')
    resetSearchLimit()
    for (let i = 0; i < 3; i++) expect(allowSearch('a', 1000, 3).ok).toBe(true)
    expect(allowSearch('a', 1000, 3)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(allowSearch('b', 1000, 3).ok).toBe(true)
    expect(allowSearch('a', 61_001, 3).ok).toBe(true)
  })

  it('answers 1,000 hostile queries without an error', async () => {
    const { searchPageData } = await import('@/lib/search/page.server')
    const { resetSearchLimit } = await import('@/lib/search/limit')
    const hostile = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom('"', '*', 'AND', 'OR NOT', 'NEAR(a b)', '^a', 'a:b', "'); DROP TABLE search_fts;--", '\u0000', '%%', '&|!', '<->', 'a'.repeat(10_000)),
      fc.array(fc.constantFrom('claim', 'AND', '"', '*', 'funral', '(', ')', ':', '-', 'NOT', '||'), { maxLength: 40 }).map((a) => a.join(' ')),
    )
    const params = fc.record({ q: fc.oneof(hostile, fc.array(hostile, { maxLength: 3 }), fc.constant(undefined)), kind: fc.oneof(fc.constantFrom('plan', 'nonsense', '', 'page'), fc.array(fc.string(), { maxLength: 2 })) })
    await fc.assert(
      fc.asyncProperty(params, async (p) => {
        resetSearchLimit()
        const data = await searchPageData(t.payload, p, null)
        expect(['empty', 'results']).toContain(data.state)
        expect(data.query.q.length).toBeLessThanOrEqual(100)
      }),
      { numRuns: 1000 },
    )
  }, 300_000)
})
