import { expect, NOT_FOUND_LOG, test } from './fixtures'


// Seeded articles (src/seed/data/blog.ts). Read-only here: the publishing journey edits another one.
const WITH_YOUTUBE = { path: '/blog/life-insurance/term-or-endowment', title: 'Term or endowment: which is right for you?' }
const WITH_VIMEO = {
  path: '/blog/health-and-wellness/managing-high-blood-pressure',
  title: 'Managing high blood pressure: small changes that help',
}
const WITHOUT_VIDEO = { path: '/blog/life-insurance/how-much-life-cover-do-you-need', title: 'How much life cover do you need?' }

test.describe('reading the blog', () => {
  test('an article with a YouTube video embeds it privately, 480 px high, with a title and a fallback link', async ({
    page,
  }) => {
    const response = await page.goto(WITH_YOUTUBE.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: WITH_YOUTUBE.title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(WITH_YOUTUBE.title.replace(/[?:]/g, '.')))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/life-insurance\/term-or-endowment$/)

    const frame = page.locator('iframe')
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ$/)
    await expect(frame).toHaveAttribute('title', `Video: ${WITH_YOUTUBE.title}`)
    await expect(frame).toHaveAttribute('height', '480')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await frame.scrollIntoViewIfNeeded()
    expect((await frame.boundingBox())?.height).toBe(480)
    await expect(page.getByRole('link', { name: /Watch it on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    )
    // With a video, the cover image is not repeated above the body.
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Choose term cover if' })).toBeVisible()
  })

  test('an article with a Vimeo video uses the do-not-track player', async ({ page }) => {
    await page.goto(WITH_VIMEO.path)
    await expect(page.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1')
    await expect(page.getByRole('link', { name: /Watch it on Vimeo/ })).toBeVisible()
  })

  test('an article without a video shows its cover image and body, and the content is in the first HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(WITHOUT_VIDEO.path)).text()
    expect(html).toContain(WITHOUT_VIDEO.title)
    expect(html).toContain('Add up what your family would need')

    await page.goto(WITHOUT_VIDEO.path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: WITHOUT_VIDEO.title })).toBeVisible()
    await expect(main.locator('iframe')).toHaveCount(0)
    const cover = main.getByRole('img').first()
    await expect(cover).toBeVisible()
    await expect(cover).toHaveAttribute('alt', /.+/)
    await expect(main.getByRole('listitem').filter({ hasText: 'School fees until your youngest finishes university' })).toBeVisible()
    await expect(main.getByText('10 November 2026')).toBeVisible()
  })

  test('"How much life cover do you need?" links to the calculator in its body, with and without JavaScript', async ({ page, browser }) => {
    const html = await (await page.request.get(WITHOUT_VIDEO.path)).text()
    expect(html).toMatch(/<a [^>]*href="\/how-much-cover"[^>]*>life cover calculator<\/a>/)

    await page.goto(WITHOUT_VIDEO.path)
    const link = page.getByRole('main').getByRole('link', { name: 'life cover calculator' })
    await expect(link).toHaveAttribute('href', '/how-much-cover')
    await link.click()
    await expect(page).toHaveURL(/\/how-much-cover$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How much cover do I need?')

    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const plain = await context.newPage()
      await plain.goto(WITHOUT_VIDEO.path)
      await plain.getByRole('main').getByRole('link', { name: 'life cover calculator' }).click()
      await expect(plain).toHaveURL(/\/how-much-cover$/)
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText('How much cover do I need?')
    } finally {
      await context.close()
    }
  })

  test('the group page lists its articles as cards that open the article', async ({ page }) => {
    await page.goto('/blog/life-insurance')
    await expect(page.getByRole('heading', { level: 1, name: 'Life insurance, explained' })).toBeVisible()
    await expect(page.getByText('Plain-English guides to protecting your family')).toBeVisible()
    const cards = page.getByRole('region', { name: 'Latest life articles' }).getByRole('link')
    await expect(cards).toHaveCount(4)
    await expect(cards.first()).toHaveAccessibleName(/How much life cover do you need\?/)
    await page.getByRole('link', { name: /Term or endowment: which is right for you\?/ }).first().click()
    await expect(page).toHaveURL(/\/blog\/life-insurance\/term-or-endowment$/)
    await expect(page.getByRole('heading', { level: 1, name: WITH_YOUTUBE.title })).toBeVisible()
  })

  test('every group lists at least four articles', async ({ request }) => {
    for (const group of ['life-insurance', 'health-and-wellness', 'markets']) {
      const html = await (await request.get(`/blog/${group}`)).text()
      const links = new Set(html.match(new RegExp(`href="/blog/${group}/[a-z0-9-]+"`, 'g')))
      expect(links.size, group).toBeGreaterThanOrEqual(4)
    }
  })
})

/**
 * The distinct paths a redirect points to. Next.js 16 sends the Location header twice (same value) on
 * the first, uncached render of a redirect in a statically generated route (vercel/next.js#82117);
 * browsers follow it, and the test still fails if the two ever differ.
 */
function locations(header: string | undefined): string[] {
  return [...new Set((header ?? '').split(', ').map((l) => new URL(l, 'http://site.invalid').pathname))]
}

test.describe('old blog addresses', () => {
  const redirects: [string, string][] = [
    ['/blog/lifeblog', '/blog/life-insurance'],
    ['/blog/healthblog', '/blog/health-and-wellness'],
    ['/blog/Markets', '/blog/markets'],
    ['/blog/lifeblog/term-or-endowment', '/blog/life-insurance/term-or-endowment'],
    ['/blog/Life%20insurance,%20explained/term-or-endowment', '/blog/life-insurance/term-or-endowment'],
    ['/blog/health%20and%20wellness/managing-high-blood-pressure', '/blog/health-and-wellness/managing-high-blood-pressure'],
    // An article under the wrong group moves to its own group.
    ['/blog/markets/term-or-endowment', '/blog/life-insurance/term-or-endowment'],
  ]
  for (const [from, to] of redirects) {
    test(`${from} moves permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect([301, 308]).toContain(response.status())
      expect(locations(response.headers().location)).toEqual([to])
      const followed = await request.get(from)
      expect(followed.status()).toBe(200)
      expect(new URL(followed.url()).pathname).toBe(to)
    })
  }

  test('an old numeric article id moves to the article address', async ({ request }) => {
    const api = await request.get('/api/blog-posts?where[slug][equals]=term-or-endowment&depth=0')
    const { docs } = (await api.json()) as { docs: { id: number }[] }
    const id = docs[0]?.id
    expect(id).toBeDefined()
    const response = await request.get(`/blog/lifeblog/${id}`, { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(locations(response.headers().location)).toEqual(['/blog/life-insurance/term-or-endowment'])
  })

  test.describe('unknown groups and articles', () => {
    test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })
    for (const path of ['/blog/no-such-group', '/blog/life-insurance/no-such-article', '/blog/no-such-group/term-or-endowment']) {
      test(`${path} is not found`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toContainText('find')
      })
    }
  })
})

// axe on the blog's pages as loaded (categories, articles with and without a video), at both widths:
// every-page.spec.ts.
