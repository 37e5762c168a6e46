import { expect, test } from './fixtures'

/**
 * Pages read without JavaScript: no visible part of a page may reach the browser as a Suspense boundary
 * the server wrote as still waiting (`<!--$?-->`, its content streamed later into a hidden <div id="S:…">
 * that only a script moves into place) or gave up on (`<!--$!-->`, left for the browser to render). Pages
 * render per request and Next.js streams them, so a <Suspense> or a loading.tsx around content that is
 * still being fetched does exactly that (tried for issue 13 to split hydration; decision 025).
 *
 * Next.js itself streams a page's metadata that way when generateMetadata is slow (the <title> and <meta>
 * tags arrive in a late hidden segment); that carries nothing to read on the page, so a late segment of
 * only head tags is allowed.
 */
const GAVE_UP = /<!--\$!-->/
const LATE_SEGMENT = /<div hidden id="S:[^"]*">([\s\S]*?)<\/div><script>/g
const HEAD_TAGS = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g

test('every page writes its content in the first HTML, with no section left for JavaScript to fill in', async ({ request }) => {
  test.setTimeout(180_000)
  const sitemap = await request.get('/sitemap.xml')
  const paths = [...new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname))]
  expect(paths.length, 'the sitemap lists the site’s pages').toBeGreaterThan(10)

  const faults: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    if (GAVE_UP.test(html)) faults.push(`${path}: a section left for the browser to render`)
    for (const [, segment] of html.matchAll(LATE_SEGMENT)) {
      const rest = (segment ?? '').replace(HEAD_TAGS, '').trim()
      if (rest) faults.push(`${path}: a section streamed late: ${rest.slice(0, 120)}`)
    }
  }
  expect(faults, 'pages with a section only JavaScript would show').toEqual([])
})
