import { type APIRequestContext, expect, NOT_FOUND_LOG, test } from './fixtures'

/**
 * Every older link shape of the site answers with a permanent redirect to the page's one canonical
 * address, and addresses that name nothing answer 404 (spec section 2: links use shapes that are
 * not in the router list).
 */

async function idOf(request: APIRequestContext, collection: string, slug: string): Promise<number> {
  const response = await request.get(`/api/${collection}?where[slug][equals]=${slug}&depth=0&limit=1`)
  expect(response.status(), `${collection}/${slug}`).toBe(200)
  const json = (await response.json()) as { docs: { id: number }[] }
  const id = json.docs[0]?.id
  expect(id, `${collection}/${slug} exists`).toBeDefined()
  return id!
}

/** [old address, canonical address]; {id:slug} is replaced by the numeric id of that product/article. */
const aliases: [string, string][] = [
  // The menu's capitalised category links.
  ['/policy/Medical/home', '/policy/medical/home'],
  ['/policy/Life/home', '/policy/life/home'],
  ['/policy/Family/home', '/policy/family/home'],
  ['/policy/Education/home', '/policy/education/home'],
  ['/policy/LIFE/home', '/policy/life/home'],
  ['/policy/corporate/home', '/corporate/home'],
  // The old footer's links.
  ['/medical/home', '/policy/medical/home'],
  ['/life/home', '/policy/life/home'],
  ['/family/home', '/policy/family/home'],
  ['/education/home', '/policy/education/home'],
  ['/Medical/home', '/policy/medical/home'],
  // Individual product links by numeric id or slug.
  ['/policy/individual/{products:term-life-plan}', '/policy/life/term-life-plan'],
  ['/policy/individual/{products:hospital-cash-plan}', '/policy/medical/hospital-cash-plan'],
  ['/policy/individual/{products:family-protection-plan}', '/policy/family/family-protection-plan'],
  ['/policy/individual/{products:education-savings-plan}', '/policy/education/education-savings-plan'],
  ['/policy/individual/term-life-plan', '/policy/life/term-life-plan'],
  // Corporate product links by numeric id (the slug form is itself the canonical page).
  ['/policy/corporate/{products:group-life-plan}', '/policy/corporate/group-life-plan'],
  ['/policy/corporate/{products:credit-life-plan}', '/policy/corporate/credit-life-plan'],
  // A product's numeric id, or another letter case, under its own category.
  ['/policy/life/{products:term-life-plan}', '/policy/life/term-life-plan'],
  ['/policy/Life/term-life-plan', '/policy/life/term-life-plan'],
  // Blog aliases (handled inside the /blog routes).
  ['/blog/lifeblog', '/blog/life-insurance'],
  ['/blog/healthblog', '/blog/health-and-wellness'],
  ['/blog/Markets', '/blog/markets'],
  ['/blog/life-insurance/{blog-posts:how-much-life-cover-do-you-need}', '/blog/life-insurance/how-much-life-cover-do-you-need'],
  ['/blog/lifeblog/{blog-posts:how-much-life-cover-do-you-need}', '/blog/life-insurance/how-much-life-cover-do-you-need'],
  [
    `/blog/${encodeURIComponent('Life insurance, explained')}/{blog-posts:how-much-life-cover-do-you-need}`,
    '/blog/life-insurance/how-much-life-cover-do-you-need',
  ],
]

const canonicalPages = [
  '/policy/medical/home',
  '/policy/life/home',
  '/policy/family/home',
  '/policy/education/home',
  '/corporate/home',
  '/policy/life/term-life-plan',
  '/policy/corporate/group-life-plan',
]

const notFound = [
  '/foo/home',
  '/policy/foo/home',
  '/policy/individual/home',
  '/policy/life/no-such-plan',
  '/policy/life/999999',
  '/policy/individual/999999',
  '/policy/individual/group-life-plan', // corporate, not individual
  '/policy/medical/term-life-plan', // a life product under medical
  '/policy/corporate/term-life-plan', // an individual product under corporate
  '/policy/life',
  '/policy/life/term-life-plan/more',
  '/corporate/other',
]

async function expand(request: APIRequestContext, path: string): Promise<string> {
  let out = path
  for (const [token, collection, slug] of path.matchAll(/\{([a-z-]+):([a-z0-9-]+)\}/g)) {
    out = out.replace(token, String(await idOf(request, collection!, slug!)))
  }
  return out
}

test.describe('old link shapes redirect permanently to the canonical page', () => {
  for (const [from, to] of aliases) {
    test(`${from} → ${to}`, async ({ request, baseURL }) => {
      const path = await expand(request, from)
      const response = await request.get(path, { maxRedirects: 0 })
      expect([301, 308], `${path} status`).toContain(response.status())
      // Exactly one Location header: a repeated one becomes "/a, /a" behind some proxies and crawlers.
      const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location')
      expect(locations.map((h) => h.value), `${path} Location headers`).toHaveLength(1)
      const location = new URL(locations[0]!.value, baseURL)
      expect(location.pathname).toBe(to)
      // …and the canonical page answers itself, without another hop.
      const final = await request.get(to, { maxRedirects: 0 })
      expect(final.status(), to).toBe(200)
    })
  }
})

test('canonical pages answer 200 without a redirect and name themselves as canonical', async ({ request, baseURL }) => {
  for (const path of canonicalPages) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical && new URL(canonical, baseURL).pathname, `${path} rel=canonical`).toBe(path)
  }
})

test('unknown sections, ids and products under the wrong section answer 404', async ({ request }) => {
  const statuses = await Promise.all(
    notFound.map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const),
  )
  expect(statuses.filter(([, status]) => status !== 404)).toEqual([])
})

test.describe(() => {
  test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })
  test('a 404 shows the not-found page with ways forward', async ({ page }) => {
    const response = await page.goto('/foo/home')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/find/i)
  })
})
