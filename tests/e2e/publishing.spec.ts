import { type APIRequestContext, expect, type Page, test } from './fixtures'
import { STAFF } from './support/staff'
import { sameOrigin } from './helpers'

/**
 * An editor's journey: sign in to /admin, publish a change and see it on the site within seconds
 * (no rebuild), save a draft that the public never sees (pages, REST, GraphQL), and preview it.
 *
 * Works on one article nobody else asserts on, restores it afterwards, and runs in order.
 */
test.describe.configure({ mode: 'serial' })

const EDITOR = STAFF.publishing
const ARTICLE = {
  slug: 'naira-and-long-term-goals',
  path: '/blog/markets/naira-and-long-term-goals',
  title: 'Planning long-term goals when the naira moves',
}
const stamp = Date.now().toString(36)
const PUBLISHED_TITLE = `Keeping school fees on track when the naira moves ${stamp}`
const DRAFT_TITLE = `Draft: naira article rewrite ${stamp}`
const NEW_DRAFT = { slug: `draft-only-article-${stamp}`, title: `A draft nobody should see ${stamp}` }

let articleId = 0
let draftOnlyId = 0

/** Signs in through the admin's login screen as this file's own account (tests/e2e/support/staff.ts). */
async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: /Dashboard/i }).or(page.getByRole('link', { name: /Articles/ }).first())).toBeVisible({ timeout: 30_000 })
}

async function publicTitle(request: APIRequestContext, path: string): Promise<string | null> {
  const html = await (await request.get(path)).text()
  const match = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? null
}

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/api/graphql', { data: { query } })
  expect(response.status()).toBe(200)
  return (await response.json()) as T
}

/** The <lastmod> the sitemap gives a page, or null when the page is not listed. */
async function sitemapLastModified(request: APIRequestContext, path: string): Promise<string | null> {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const entry of xml.split('<url>').slice(1)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]
    if (loc && new URL(loc).pathname === path) return /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] ?? ''
  }
  return null
}

/** The article's Title field in the admin (not the search-engine title in the sidebar). */
const titleField = (page: Page) => page.getByRole('textbox', { name: /^Title\s*\*?$/ }).first()

test.describe('publishing', () => {
  test.setTimeout(180_000)

  test.beforeAll(async ({ request }) => {
    const response = await request.get(`/api/blog-posts?where[slug][equals]=${ARTICLE.slug}&depth=0`)
    const { docs } = (await response.json()) as { docs: { id: number; title: string }[] }
    expect(docs[0]?.title).toBe(ARTICLE.title)
    articleId = docs[0]!.id
  })

  test.afterAll(async ({ browser }) => {
    // Put the article back as it was and remove the draft, so the database stays as seeded.
    const page = await browser.newPage()
    await signIn(page)
    await page.request.patch(`/api/blog-posts/${articleId}`, { data: { title: ARTICLE.title, _status: 'published' }, headers: sameOrigin() })
    if (draftOnlyId) await page.request.delete(`/api/blog-posts/${draftOnlyId}`, { headers: sameOrigin() })
    await page.close()
  })

  test('an edit published in the admin shows on the article page within seconds', async ({ page, request }) => {
    expect(await publicTitle(request, ARTICLE.path)).toBe(ARTICLE.title)
    const listedAsOf = await sitemapLastModified(request, ARTICLE.path)
    expect(listedAsOf, 'the article is in the sitemap').toBeTruthy()

    await signIn(page)
    await page.goto(`/admin/collections/blog-posts/${articleId}`)
    await expect(titleField(page)).toHaveValue(ARTICLE.title, { timeout: 30_000 })
    await titleField(page).fill(PUBLISHED_TITLE)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible({ timeout: 30_000 })

    // No rebuild: the save expires the cached pages and the next request renders the new title.
    await expect.poll(() => publicTitle(request, ARTICLE.path), { timeout: 15_000 }).toBe(PUBLISHED_TITLE)
    await expect.poll(async () => (await request.get('/blog/markets')).text(), { timeout: 15_000 }).toContain(PUBLISHED_TITLE)
    // The sitemap tells search engines the page changed.
    await expect.poll(() => sitemapLastModified(request, ARTICLE.path), { timeout: 15_000 }).not.toBe(listedAsOf)
  })

  test('a saved draft does not change the public page, REST or GraphQL', async ({ page, request }) => {
    await signIn(page)
    await page.goto(`/admin/collections/blog-posts/${articleId}`)
    await expect(titleField(page)).toHaveValue(PUBLISHED_TITLE, { timeout: 30_000 })
    await titleField(page).fill(DRAFT_TITLE)
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText(/draft saved successfully|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

    // The editor can read the draft through the API while signed in…
    const own = await page.request.get(`/api/blog-posts/${articleId}?draft=true&depth=0`, { headers: sameOrigin() })
    expect(((await own.json()) as { title: string }).title).toBe(DRAFT_TITLE)

    // …but the public cannot: not on the page (rendered afresh, as the save expired the cache)…
    const html = await (await request.get(ARTICLE.path)).text()
    expect(html).toContain(PUBLISHED_TITLE)
    expect(html).not.toContain(DRAFT_TITLE)
    expect(await (await request.get('/blog/markets')).text()).not.toContain(DRAFT_TITLE)

    // …nor through REST, even when asking for drafts…
    for (const query of ['', '?draft=true', '?draft=true&depth=0']) {
      const response = await request.get(`/api/blog-posts/${articleId}${query}`)
      expect(response.status()).toBe(200)
      expect(((await response.json()) as { title: string }).title).toBe(PUBLISHED_TITLE)
    }
    const list = await request.get(`/api/blog-posts?draft=true&where[slug][equals]=${ARTICLE.slug}`)
    expect(((await list.json()) as { docs: { title: string }[] }).docs.map((d) => d.title)).toEqual([PUBLISHED_TITLE])
    const versions = await request.get(`/api/blog-posts/versions?where[parent][equals]=${articleId}`)
    expect(await versions.text()).not.toContain(DRAFT_TITLE)

    // …nor through GraphQL.
    const one = await graphql<{ data: { BlogPost: { title: string } | null } }>(
      request,
      `{ BlogPost(id: ${articleId}, draft: true) { title } }`,
    )
    expect(one.data.BlogPost?.title).toBe(PUBLISHED_TITLE)
    const many = await graphql<{ data: { BlogPosts: { docs: { title: string }[] } } }>(
      request,
      `{ BlogPosts(draft: true, where: { slug: { equals: "${ARTICLE.slug}" } }) { docs { title } } }`,
    )
    expect(many.data.BlogPosts.docs.map((d) => d.title)).toEqual([PUBLISHED_TITLE])
  })

  test('a never-published article is invisible to the public everywhere', async ({ page, request }) => {
    await signIn(page)
    const source = await page.request.get(`/api/blog-posts/${articleId}?depth=0`, { headers: sameOrigin() })
    const { group, coverImage } = (await source.json()) as { group: number; coverImage: number }
    const created = await page.request.post('/api/blog-posts?draft=true', {
      headers: sameOrigin(),
      data: {
        title: NEW_DRAFT.title,
        slug: NEW_DRAFT.slug,
        group,
        coverImage,
        publishedAt: new Date().toISOString(),
        excerpt: 'Not ready yet.',
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    draftOnlyId = ((await created.json()) as { doc: { id: number } }).doc.id

    expect((await request.get(`/blog/markets/${NEW_DRAFT.slug}`)).status()).toBe(404)
    expect(await (await request.get('/blog/markets')).text()).not.toContain(NEW_DRAFT.title)
    expect(await sitemapLastModified(request, `/blog/markets/${NEW_DRAFT.slug}`)).toBeNull()
    for (const query of ['', '?draft=true']) {
      const response = await request.get(`/api/blog-posts/${draftOnlyId}${query}`)
      expect(response.status()).not.toBe(200)
      expect(await response.text()).not.toContain(NEW_DRAFT.title)
    }
    const list = await request.get(`/api/blog-posts?draft=true&where[slug][equals]=${NEW_DRAFT.slug}`)
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0)

    const result = await graphql<{ data: { BlogPost: unknown; BlogPosts: { docs: unknown[] } } }>(
      request,
      `{ BlogPosts(draft: true, where: { slug: { equals: "${NEW_DRAFT.slug}" } }) { docs { title } } }`,
    )
    expect(result.data.BlogPosts.docs).toEqual([])
    const byId = await request.post('/api/graphql', { data: { query: `{ BlogPost(id: ${draftOnlyId}, draft: true) { title } }` } })
    expect(await byId.text()).not.toContain(NEW_DRAFT.title)
    const joined = await request.post('/api/graphql', {
      data: { query: '{ BlogGroups { docs { articles(limit: 100) { docs { title } } } } }' },
    })
    expect(await joined.text()).not.toContain(NEW_DRAFT.title)
  })

  test('the preview button shows the draft to a signed-in editor, with a way out', async ({ page, request }) => {
    await signIn(page)
    await page.goto(`/admin/collections/blog-posts/${articleId}`)
    await expect(titleField(page)).toHaveValue(DRAFT_TITLE, { timeout: 30_000 })
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview' }).click()])
    await expect(preview).toHaveURL(new RegExp(`${ARTICLE.path}$`))
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
    const bar = preview.getByRole('region', { name: 'Draft preview' })
    await expect(bar).toContainText('Preview: you are seeing a draft')

    // A draft that was never published can be previewed too.
    await preview.goto(`/preview?path=${encodeURIComponent(`/blog/markets/${NEW_DRAFT.slug}`)}`)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(NEW_DRAFT.title)

    await preview.goto(ARTICLE.path)
    await bar.getByRole('link', { name: 'Exit preview' }).click()
    await expect(preview).toHaveURL(new RegExp(`${ARTICLE.path}$`))
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE)
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)

    // Meanwhile the public still sees the published title.
    expect(await publicTitle(request, ARTICLE.path)).toBe(PUBLISHED_TITLE)
  })

  test('preview needs a signed-in editor and a page on this site', async ({ request }) => {
    const anonymous = await request.get(`/preview?path=${encodeURIComponent(ARTICLE.path)}`, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(303)
    expect(anonymous.headers().location).toBe(`/admin/login?redirect=${encodeURIComponent(`/preview?path=${encodeURIComponent(ARTICLE.path)}`)}`)
    expect(anonymous.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')

    for (const path of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const response = await request.get(`/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
    }
    const exit = await request.get('/preview/exit?path=%2F%2Fevil.example', { maxRedirects: 0 })
    expect(new URL(exit.headers().location ?? '', 'http://site.invalid').host).not.toBe('evil.example')
  })
})
