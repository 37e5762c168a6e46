import { expect, test } from './fixtures'

/**
 * Pages read without JavaScript: no part of a page may reach the browser as a Suspense boundary the
 * server wrote as still waiting (`<!--$?-->`, its content streamed later into a hidden <div> that only a
 * script moves into place) or gave up on (`<!--$!-->`, left for the browser to render). Pages render per
 * request and Next.js streams them, so a <Suspense> or a loading.tsx around content that is still being
 * fetched does exactly that (tried for issue 13 to split hydration; decision 025).
 */
const WAITING = [/<!--\$\?-->/, /<!--\$!-->/, /<template id="B:/, /<div hidden id="S:/]

test('every page writes its content in the first HTML, with no section left for JavaScript to fill in', async ({ request }) => {
  test.setTimeout(180_000)
  const sitemap = await request.get('/sitemap.xml')
  const paths = [...new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname))]
  expect(paths.length, 'the sitemap lists the site’s pages').toBeGreaterThan(10)

  const faults: string[] = []
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    for (const pattern of WAITING) if (pattern.test(html)) faults.push(`${path}: ${pattern.source}`)
  }
  expect(faults, 'pages with a section only JavaScript would show').toEqual([])
})

