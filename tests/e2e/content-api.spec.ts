import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, test } from './fixtures'

import { type ContentQuery, contentQueries } from './content-queries'

/** Every content call of the spec (section 7), as documented in docs/content-api.md, answers on /api/graphql. */

// The answers are explored freely in assertions, whatever their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

const byName = (name: string): ContentQuery => {
  const q = contentQueries.find((c) => c.operationName === name)
  if (!q) throw new Error(`No documented query named ${name}`)
  return q
}

async function run(request: APIRequestContext, name: string, variables?: Record<string, unknown>): Promise<Json> {
  const q = byName(name)
  const response = await request.post('/api/graphql', {
    data: { query: q.query, operationName: q.operationName, variables: variables ?? q.variables ?? {} },
  })
  expect(response.status(), name).toBe(200)
  const json = (await response.json()) as { data?: Json; errors?: { message: string }[] }
  expect(json.errors, `${name}: ${JSON.stringify(json.errors)}`).toBeUndefined()
  return json.data ?? {}
}

const mediaUrl = expect.stringMatching(/^\/api\/media\/file\/.+/)

test.describe('content API (GraphQL at /api/graphql)', () => {
  test('docs/content-api.md shows every query exactly as tested, one per content call of the spec', () => {
    const doc = fs.readFileSync(path.resolve('docs/content-api.md'), 'utf8')
    for (const q of contentQueries) {
      expect(doc, q.operationName).toContain(q.query)
      expect(doc, q.operationName).toContain(q.call)
    }
    expect(contentQueries).toHaveLength(13)
  })

  test('policy pages by category id, all policy pages, and policy pages by category name', async ({ request }) => {
    const all = (await run(request, 'AllProducts')).Products.docs as Json[]
    expect(all.length).toBeGreaterThanOrEqual(15)
    expect(new Set(all.map((p) => p.category.name))).toEqual(
      new Set(['Medical', 'Life', 'Family', 'Education', 'Corporate']),
    )
    for (const p of all) expect(p.cardImage?.url ?? mediaUrl).toEqual(mediaUrl)

    const landing = (await run(request, 'CategoryLanding', { section: 'life' })).ProductCategories.docs[0] as Json
    expect(landing.name).toBe('Life')
    expect(landing.heading.text).toBeTruthy()
    expect(landing.image.url).toEqual(mediaUrl)

    // By name in two steps: the landing query gives the category's id.
    const inLife = (await run(request, 'ProductsInCategory', { category: landing.id })).Products.docs as Json[]
    expect(inLife.length).toBeGreaterThanOrEqual(3)
    expect(inLife.every((p) => p.category.slug === 'life')).toBe(true)

    const byId = (await run(request, 'ProductsByCategoryId', { category: landing.id })).Products.docs as Json[]
    expect(byId.map((p) => p.slug)).toEqual(inLife.map((p) => p.slug))
    expect(byId[0]).toEqual(expect.objectContaining({ title: expect.any(String), summary: expect.any(String) }))
  })

  test('policy page by id', async ({ request }) => {
    const product = (await run(request, 'ProductPage')).Products.docs[0] as Json
    expect(product.title).toBe('Hospital Cash Plan')
    expect(product.category.slug).toBe('medical')
    expect(product.heading.text).toBeTruthy()
    expect(Array.isArray(product.faqs)).toBe(true)
  })

  test('all blog pages, blog pages by group, blog page, blog group', async ({ request }) => {
    const all = (await run(request, 'AllArticles')).BlogPosts.docs as Json[]
    expect(all.length).toBeGreaterThanOrEqual(12)
    expect(new Set(all.map((a) => a.group.name))).toEqual(new Set(['Life', 'Health', 'Markets']))
    for (const a of all) expect(a.coverImage.url).toEqual(mediaUrl)

    const group = (await run(request, 'ArticlesInGroup', { section: 'markets' })).BlogGroups.docs[0] as Json
    expect(group.name).toBe('Markets')
    expect(group.articles.docs.length).toBeGreaterThanOrEqual(4)
    expect(group.articles.docs[0].coverImage.url).toEqual(mediaUrl)

    const article = (await run(request, 'Article')).BlogPosts.docs[0] as Json
    expect(article.title).toBe('Term or endowment: which is right for you?')
    expect(article.coverVideo).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
    expect(article.body.root.children.length).toBeGreaterThan(0)
    expect(article.group.slug).toBe('life-insurance')

    const blogGroup = (await run(request, 'BlogGroup')).BlogGroups.docs[0] as Json
    expect(blogGroup).toEqual(
      expect.objectContaining({
        heading: 'Life insurance, explained',
        subheading: 'Latest life articles',
        heroImage: expect.objectContaining({ url: mediaUrl }),
      }),
    )
  })

  test('statements and press', async ({ request }) => {
    const statements = (await run(request, 'Statements')).Statements.docs as Json[]
    expect(statements.length).toBeGreaterThanOrEqual(1)
    for (const s of statements) {
      expect(['financial_statement', 'fund_report']).toContain(s.kind)
      expect(s.file.url).toMatch(/^\/api\/documents\/file\/.+\.pdf$/)
    }
    const press = (await run(request, 'PressReleases')).PressReleases.docs as Json[]
    expect(press.length).toBeGreaterThanOrEqual(1)
    expect(press[0]).toEqual(expect.objectContaining({ title: expect.any(String), description: expect.any(String) }))
  })

  test('footer: exactly one teaser per blog group, and the contact details', async ({ request }) => {
    const data = await run(request, 'Footer')
    const groups = data.BlogGroups.docs as Json[]
    expect(groups.map((g) => g.name)).toEqual(['Life', 'Health', 'Markets'])
    for (const g of groups) {
      expect(g.articles.docs, g.name).toHaveLength(1)
      expect(g.articles.docs[0].title).toBeTruthy()
    }
    expect(data.SiteSetting.address).toContain('Civic Towers')
    expect(data.SiteSetting.copyrightLine).toBeTruthy()
  })

  test('pages list: every single page answers by name', async ({ request }) => {
    const data = await run(request, 'Pages')
    const names = ['Corporate', 'About', 'LeadershipPage', 'AchievementsPage', 'StatementsPage', 'CareersPage', 'NewsRoom', 'ClaimsPage', 'ClaimsPromise', 'ClaimsFaq', 'ClaimFormsPage', 'ClaimsGlossary']
    for (const name of names) expect(data[name]?.heading?.text, name).toBeTruthy()
    expect(data.Home.heroSlides[0].message).toBeTruthy()
    expect(data.ClaimsGlossary.entries.length).toBeGreaterThan(0)
  })
})
