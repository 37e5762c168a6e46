import fs from 'node:fs'
import path from 'node:path'

import { expect, NOT_FOUND_LOG, test } from './fixtures'
import { axe, transitionsFinished, WCAG_TAGS, WIDTHS } from './helpers'
import { type Fault, inspect, largestPicture, loadEveryImage, shiftsOnLoad, SHOTS, sitemapPaths } from './support/page-checks'

/**
 * Every page of the site, once per width (375 and 1280 px), with every check that concerns each page. One
 * visit per page and width runs them all; each used to be a sweep of the site of its own (the crawl, the
 * layout, axe's best-practice rules, the largest picture), minutes of every test run each. A new check of
 * every page goes into support/page-checks.ts and is called from checkPage() below.
 *
 * The crawl: it starts at / and follows every internal link of every page in a real browser at each width
 * (so links that exist only in the phone or only in the desktop markup count), then visits any sitemap page
 * it did not reach. It fails on any page that answers 4xx/5xx, any internal link that needs a redirect (our
 * own links use the canonical address), any image that does not load, any download that is not a real
 * file, any #fragment link whose target is missing, any cookie or browser storage a page sets just for
 * being read, and any error in the browser console, uncaught exception or Content-Security-Policy
 * violation (the fixture's).
 *
 * On each sitemap page, and the not-found page:
 * - it looks finished: no sideways scrolling, no grid row that leaves more than one column empty (three
 *   cards in a four-column grid); each is screenshotted whole into test-results/layout/<width>/ for a
 *   person to review (README);
 * - it passes axe's WCAG 2.2 A and AA rules and its best-practice rules, in one pass (Lighthouse's
 *   accessibility score counts some of the latter: aria-allowed-role, landmark and heading rules). The
 *   specs of each feature run axe only on states a plain visit does not reach (errors, open menus,
 *   journeys' steps);
 * - sitemap pages only: when the largest thing painted is a picture (issue 13), the browser asked for it at
 *   high priority, it is not lazy, and it says fetchpriority="high" (which React's preload of it copies).
 *
 * Pages reached only by a submission are checked by layout.spec.ts.
 */

const MAX_PAGES = 400
const DOWNLOAD_PREFIXES = ['/api/media/file/', '/api/documents/file/']
const SKIPPED_PREFIXES = ['/admin', '/api', '/_next']
const NOT_FOUND_PAGE = '/a-page-that-does-not-exist'

// The not-found page is visited on purpose; any other console error is a problem of the page it is on.
test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })

type Problem = { kind: string; detail: string; on: string }

const isUnder = (p: string, prefix: string) => p === prefix || p.startsWith(`${prefix}/`) || p.startsWith(prefix)

// The checks below trust axe as the tests run it (in the page, violations only: helpers.ts): it must still
// find a fault in the page and in a same-origin frame, such as the live preview's.
test('axe as the tests run it finds a picture without text, faint text, and a fault inside a frame', async ({ page }) => {
  // A page of the site (so the frame below shares its origin), emptied and given three faults.
  await page.goto('/accessibility')
  await page.evaluate(() => {
    const dot = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs='
    document.body.innerHTML =
      `<main><h1>Faults</h1><img src="${dot}"><p style="color:#999;background:#aaa">Faint words</p>` +
      `<iframe title="Inner" srcdoc='<!doctype html><html lang="en"><head><title>Inner</title></head><body><main><input type="text"></main></body></html>'></iframe></main>`
  })
  await expect.poll(() => page.frames().length).toBe(2)
  const { violations } = await axe(page).withTags(WCAG_TAGS).analyze()
  const found = Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))]))
  expect(Object.keys(found).sort()).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'label']))
  expect(found.label?.[0], 'the unlabelled field is found inside the frame').toContain('iframe')
})

for (const size of WIDTHS) {
  test(`every page at ${size.width}px: links, images and downloads work, no console error, finished layout, axe (WCAG 2.2 AA and best practice), largest picture first`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30 * 60_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const origin = new URL(baseURL!).origin
    const shots = path.join(SHOTS, String(size.width))
    fs.mkdirSync(shots, { recursive: true })

    const problems: Problem[] = []
    const layout: Fault[] = []
    const wcag: string[] = []
    const bestPractice: string[] = []
    const lateFetches: string[] = []
    const shifts: string[] = []
    let pictures = 0

    // Errors in the console and uncaught exceptions, with the page they happened on.
    let current = '/'
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      if (current === NOT_FOUND_PAGE && NOT_FOUND_LOG.test(message.text())) return
      problems.push({ kind: 'console error', detail: message.text(), on: current })
    })
    page.on('pageerror', (error) => problems.push({ kind: 'uncaught exception', detail: error.message, on: current }))

    // The priority each request started with, as Chromium's network panel shows it.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const priorities = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority)
    })

    const sitemap = new Set(await sitemapPaths(page))

    /** The checks of one page as loaded (a sitemap page or the not-found page). */
    async function checkPage(route: string, { lcp }: { lcp: boolean }) {
      // First, before anything makes lazy pictures eager: the largest picture.
      if (lcp) {
        const largest = await largestPicture(page)
        if (largest) {
          pictures++
          const priority = priorities.get(largest.src)
          const where = `${route}: ${new URL(largest.src).pathname}`
          if (largest.loading === 'lazy') lateFetches.push(`${where} is lazy`)
          if (largest.fetchPriority !== 'high') lateFetches.push(`${where} says fetchpriority="${largest.fetchPriority}"`)
          if (priority !== 'High' && priority !== 'VeryHigh') lateFetches.push(`${where} was requested at ${priority ?? 'no'} priority`)
        }
      }
      // Before anything below changes the page: what moved as it loaded and its script took over.
      for (const shift of await shiftsOnLoad(page)) shifts.push(`${route}: ${shift}`)
      layout.push(...(await inspect(page, shots, route)))
      await expect.poll(() => page.title(), { message: `a title on ${route}` }).not.toBe('')
      await transitionsFinished(page)
      // One axe pass for both: the WCAG 2.2 AA rules and the best-practice ones.
      const { violations } = await axe(page).withTags([...WCAG_TAGS, 'best-practice']).analyze()
      for (const v of violations) {
        const line = `${route} ${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`
        if (v.tags.some((tag) => WCAG_TAGS.includes(tag))) wcag.push(line)
        else bestPractice.push(line)
      }
    }

    // The crawl, from /; then the sitemap's pages it did not reach.
    const queue: string[] = ['/']
    const foundOn = new Map<string, string>([['/', '(start)']])
    const finalOf = new Map<string, string>()
    const idsOn = new Map<string, Set<string>>()
    const downloads = new Map<string, string>()
    const fragments: { target: string; id: string; on: string }[] = []
    const checked = new Set<string>()
    let visited = 0
    let sitemapAdded = false
    while (visited < MAX_PAGES) {
      if (queue.length === 0 && !sitemapAdded) {
        sitemapAdded = true
        for (const p of sitemap) {
          if (!foundOn.has(p)) {
            foundOn.set(p, '(sitemap)')
            queue.push(p)
          }
        }
      }
      const next = queue.shift()
      if (next === undefined) break
      current = next
      const from = foundOn.get(next) ?? '?'
      visited++
      priorities.clear()
      let response
      try {
        response = await page.goto(next, { waitUntil: 'load', timeout: 45_000 })
      } catch (error) {
        const message = (error as Error).message
        if (/download/i.test(message)) {
          downloads.set(next, from) // a link to a file outside /api/*/file: checked with the downloads
        } else {
          problems.push({ kind: 'page failed to load', detail: `${next}: ${message.split('\n')[0]}`, on: from })
        }
        continue
      }
      const status = response?.status() ?? 0
      if (status >= 400 || status === 0) {
        problems.push({ kind: `HTTP ${status}`, detail: next, on: from })
        continue
      }
      const url = new URL(page.url())
      if (url.origin !== origin) continue
      const final = url.pathname + url.search
      finalOf.set(next, final)
      if (final !== next) problems.push({ kind: 'internal link redirects', detail: `${next} → ${final}`, on: from })
      if (idsOn.has(final)) continue // reached through another address: already checked

      // Reading a page sets no cookie and keeps nothing in the browser's storage (issue 24: no cookie
      // without consent; the cookie notice lists only what a feature the visitor uses sets).
      const cookies = await page.context().cookies()
      if (cookies.length > 0) {
        problems.push({ kind: 'cookie set by reading a page', detail: cookies.map((c) => c.name).join(', '), on: final })
        await page.context().clearCookies()
      }
      const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
      if (stored.length > 0) problems.push({ kind: 'browser storage used by reading a page', detail: stored.join(', '), on: final })

      if (sitemap.has(final) && !checked.has(final)) {
        checked.add(final)
        await checkPage(final, { lcp: true })
      }
      const { broken } = await loadEveryImage(page)
      for (const src of broken) problems.push({ kind: 'image did not load', detail: src, on: final })

      const { ids, hrefs } = await page.evaluate(() => ({
        ids: [...document.querySelectorAll('[id]')].map((e) => e.id).concat(
          [...document.querySelectorAll('a[name]')].map((a) => a.getAttribute('name') ?? ''),
        ),
        hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      }))
      idsOn.set(final, new Set(ids))

      for (const href of hrefs) {
        let link: URL
        try {
          link = new URL(href)
        } catch {
          problems.push({ kind: 'malformed link', detail: href, on: final })
          continue
        }
        if (link.protocol !== 'http:' && link.protocol !== 'https:') continue // mailto:, tel:
        if (link.origin !== origin) continue
        const fragment = link.hash.slice(1)
        link.hash = ''
        const key = link.pathname + link.search
        if (DOWNLOAD_PREFIXES.some((p) => key.startsWith(p))) {
          if (!downloads.has(key)) downloads.set(key, final)
          continue
        }
        if (SKIPPED_PREFIXES.some((p) => isUnder(link.pathname, p))) continue
        if (fragment) fragments.push({ target: key, id: decodeURIComponent(fragment), on: final })
        if (!foundOn.has(key)) {
          foundOn.set(key, final)
          queue.push(key)
        }
      }
    }
    if (queue.length > 0) {
      problems.push({ kind: 'crawl limit reached', detail: `${queue.length} pages not visited after ${MAX_PAGES}`, on: '-' })
    }

    // The not-found page: its layout and axe's rules (its 404 is the point).
    current = NOT_FOUND_PAGE
    const notFound = await page.goto(NOT_FOUND_PAGE, { waitUntil: 'load' })
    expect(notFound?.status(), 'the not-found page answers 404').toBe(404)
    await checkPage(NOT_FOUND_PAGE, { lcp: false })
    current = '(after the pages)'

    for (const [p, on] of downloads) {
      const response = await page.request.get(p)
      const type = response.headers()['content-type'] ?? ''
      if (response.status() !== 200) {
        problems.push({ kind: `download HTTP ${response.status()}`, detail: p, on })
      } else if ((/\.pdf($|\?)/i.test(p) || p.startsWith('/api/documents/file/')) && !type.startsWith('application/pdf')) {
        problems.push({ kind: 'download is not a PDF', detail: `${p} (${type})`, on })
      } else if ((await response.body()).length === 0) {
        problems.push({ kind: 'download is empty', detail: p, on })
      }
    }

    for (const { target, id, on } of fragments) {
      const final = finalOf.get(target) ?? target
      const ids = idsOn.get(final)
      if (ids && !ids.has(id)) problems.push({ kind: 'link to a missing #fragment', detail: `${target}#${id}`, on })
    }

    console.log(`Visited ${visited} pages at ${size.width}px (${checked.size} of the sitemap's ${sitemap.size} checked whole); ${problems.length} crawl problems.`)
    const missed = [...sitemap].filter((p) => !checked.has(p))
    expect(missed, 'sitemap pages that could not be checked (see the crawl problems)').toEqual(
      missed.filter((p) => problems.some((problem) => problem.detail.includes(p))),
    )
    const report = problems
      .map((p) => `${p.kind}: ${p.detail}\n    found on ${p.on}`)
      .sort()
      .join('\n')
    expect.soft(problems.length, `Crawl problems at ${size.width}px:\n${report}`).toBe(0)
    expect.soft(layout, `layout faults at ${size.width}px (screenshots in ${shots})`).toEqual([])
    expect.soft(shifts, `what moved as pages loaded at ${size.width}px (CLS 0)`).toEqual([])
    expect.soft(wcag, `axe WCAG 2.2 AA violations at ${size.width}px`).toEqual([])
    expect.soft(bestPractice, `best-practice faults at ${size.width}px`).toEqual([])
    expect.soft(lateFetches, `largest pictures fetched late at ${size.width}px`).toEqual([])
    // Most pages open on a picture: a check that found none would be checking nothing.
    expect.soft(pictures, `pages whose largest paint is a picture at ${size.width}px`).toBeGreaterThan(5)
  })
}
