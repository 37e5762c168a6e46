import { type APIRequestContext, expect, test } from './fixtures'

/** What search engines read: robots.txt and a sitemap of every page at its canonical address. */

test('robots.txt keeps a non-production site out of search results', async ({ request }) => {
  // The test server runs with SITE_ENV=local (see src/app/robots.test.ts for production).
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await response.text()).toMatch(/User-Agent: \*\s+Disallow: \/\s*$/)
})

test('the sitemap lists every public page once, at an address that answers 200 without a redirect', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  // The xhtml namespace: pages written in more than one language name each language's address (decision 045).
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
  const urls = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!)
  expect(new Set(urls).size, 'no address twice').toBe(urls.length)
  const origin = new URL(baseURL!).origin
  for (const url of urls) expect(new URL(url).origin).toBe(origin)
  const paths = urls.map((url) => new URL(url).pathname)

  // The fixed pages, each category and product, each blog group and article.
  for (const path of [
    '/',
    '/corporate/home',
    '/contact',
    '/how-much-cover',
    '/compare',
    '/claims',
    '/claims/forms',
    '/claims/glossary',
    '/about/leadership',
    '/news/press-release',
    '/policy/medical/home',
    '/policy/medical/hospital-cash-plan',
    '/policy/education/university-fund-plan',
    '/policy/corporate/group-life-plan',
    '/blog/life-insurance',
    '/blog/life-insurance/term-or-endowment',
  ]) {
    expect(paths, path).toContain(path)
  }
  // Pages that are not for search engines.
  for (const path of paths) expect(path).not.toMatch(/^\/(admin|api|preview|plan-service)(\/|$)/)

  const statuses = await Promise.all(
    paths.map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const),
  )
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
})

test.describe('a shared link shows a title, a description and a picture', () => {
  const og = async (request: APIRequestContext, path: string) => {
    const html = await (await request.get(path)).text()
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')
    return meta
  }

  test('pages without a picture of their own show the share card', async ({ request }) => {
    for (const path of ['/', '/claims', '/policy/medical/hospital-cash-plan']) {
      const meta = await og(request, path)
      expect(meta('og:title'), path).toBeTruthy()
      expect(meta('og:description'), path).toBeTruthy()
      expect(meta('og:site_name'), path).toBe('Redwood Life Assurance Limited')
      expect(meta('og:locale'), path).toBe('en_NG')
      expect(meta('twitter:card'), path).toBe('summary_large_image')
      expect(meta('og:image'), path).toMatch(/^http:\/\/localhost:\d+\/share-card\.png$/)
      expect(meta('og:image:alt'), path).toMatch(/Redwood Life/)
    }
    const image = await request.get('/share-card.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    const png = await image.body()
    // The PNG header gives the size: 1200 x 630, what WhatsApp, Facebook and LinkedIn show in full.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  test('an article shows its own cover picture and says it is an article', async ({ request }) => {
    const meta = await og(request, '/blog/life-insurance/term-or-endowment')
    expect(meta('og:type')).toBe('article')
    expect(meta('og:title')).toBe('Term or endowment: which is right for you?')
    expect(meta('og:site_name')).toBe('Redwood Life Assurance Limited')
    expect(meta('og:image')).toMatch(/\/api\/media\/file\/.+/)
    expect((await request.get(new URL(meta('og:image')!).pathname)).status()).toBe(200)
  })
})

const jsonLdBlocks = (html: string) =>
  Array.from(html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g), (m) => JSON.parse(m[1]!) as Record<string, unknown>)

test('the home page and the contact page tell search engines who the insurer is, from Site Settings', async ({ request, baseURL }) => {
  for (const path of ['/', '/contact']) {
    const blocks = jsonLdBlocks(await (await request.get(path)).text())
    // The home page describes the insurer; the contact page is a ContactPage about it.
    const org =
      path === '/'
        ? blocks.find((b) => b['@type'] === 'InsuranceAgency')
        : (blocks.find((b) => b['@type'] === 'ContactPage')?.mainEntity as Record<string, unknown> | undefined)
    if (path === '/contact') expect(org?.['@type'], path).toBe('InsuranceAgency')
    expect(org, path).toMatchObject({
      name: 'Redwood Life Assurance Limited',
      url: `${new URL(baseURL!).origin}/`,
      telephone: '+2347007339663',
      address: { '@type': 'PostalAddress', addressCountry: 'NG' },
    })
    expect(org?.sameAs, path).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]))
    expect((await request.get(new URL(org!.logo as string).pathname)).status(), 'the logo loads').toBe(200)
  }
})

test('other pages do not repeat the insurer’s structured data', async ({ request }) => {
  // Organization data on every page was bytes on every page for no search benefit (issue 13).
  for (const path of ['/policy/life/home', '/claims']) {
    const types = jsonLdBlocks(await (await request.get(path)).text()).map((b) => b['@type'])
    expect(types, path).not.toContain('InsuranceAgency')
  }
})

test('each main page says what it is: a plan, an article, questions, and the trail to it', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const graphOf = async (path: string) => {
    const blocks = jsonLdBlocks(await (await request.get(path)).text())
    return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Record<string, unknown>[]) : [b]))
  }
  const product = await graphOf('/policy/life/term-life-plan')
  expect(product.find((b) => b['@type'] === 'FinancialProduct'), 'product').toMatchObject({
    name: 'Term Life Plan',
    url: `${origin}/policy/life/term-life-plan`,
    provider: { name: 'Redwood Life Assurance Limited' },
  })
  expect(product.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement, 'product trail').toEqual([
    expect.objectContaining({ position: 1, item: `${origin}/` }),
    expect.objectContaining({ position: 2, item: `${origin}/policy/life/home` }),
    expect.objectContaining({ position: 3, name: 'Term Life Plan', item: `${origin}/policy/life/term-life-plan` }),
  ])
  const article = await graphOf('/blog/life-insurance/how-much-life-cover-do-you-need')
  expect(article.find((b) => b['@type'] === 'BlogPosting'), 'article').toMatchObject({
    headline: expect.stringMatching(/life cover/i),
    url: `${origin}/blog/life-insurance/how-much-life-cover-do-you-need`,
  })
  const claims = await graphOf('/claims')
  const faq = claims.find((b) => b['@type'] === 'FAQPage')?.mainEntity as { name: string; acceptedAnswer: { text: string } }[] | undefined
  expect(faq?.length, 'the questions /claims shows').toBeGreaterThan(0)
  expect(faq?.[0]?.acceptedAnswer.text.length).toBeGreaterThan(0)
  const category = await graphOf('/policy/life/home')
  expect(category.map((b) => b['@type'])).toEqual(['BreadcrumbList'])
})
