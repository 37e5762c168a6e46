import { type BrowserContext, expect, type Page, test } from './fixtures'

import { WIDTHS } from './helpers'

/**
 * A crawler that starts at / and follows every internal link of every page, in a real browser at
 * each width (so links that exist only in the phone or only in the desktop markup count). It fails
 * on any page that answers 4xx/5xx, any internal link that needs a redirect (our own links use the
 * canonical address), any image that does not load, any download that is not a real file, and any
 * #fragment link whose target is missing; it reports every problem at once, with the page it was
 * found on.
 */

const MAX_PAGES = 400
const DOWNLOAD_PREFIXES = ['/api/media/file/', '/api/documents/file/']
const SKIPPED_PREFIXES = ['/admin', '/api', '/_next']

type Problem = { kind: string; detail: string; on: string }

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(prefix)

async function loadEveryImage(page: Page): Promise<{ broken: string[] }> {
  return page.evaluate(async () => {
    const images = [...document.images]
    // Lazy images below the fold (or in closed menus and carousels) load only when asked.
    for (const img of images) img.loading = 'eager'
    await Promise.all(
      images.map(
        (img) =>
          new Promise<void>((resolve) => {
            if (img.complete) return resolve()
            const done = () => resolve()
            img.addEventListener('load', done, { once: true })
            img.addEventListener('error', done, { once: true })
            setTimeout(done, 15_000)
          }),
      ),
    )
    return {
      broken: images
        .filter((img) => !(img.complete && img.naturalWidth > 0))
        .map((img) => `${img.currentSrc || img.getAttribute('src') || '(no src)'} (alt "${img.alt}")`),
    }
  })
}

async function crawl(context: BrowserContext, origin: string): Promise<{ problems: Problem[]; visited: number }> {
  const page = await context.newPage()
  const problems: Problem[] = []
  const queue: string[] = ['/']
  const foundOn = new Map<string, string>([['/', '(start)']])
  const finalOf = new Map<string, string>()
  const idsOn = new Map<string, Set<string>>()
  const downloads = new Map<string, string>()
  const fragments: { target: string; id: string; on: string }[] = []
  let visited = 0
  // Every page is also checked for errors in the browser console and uncaught exceptions.
  let current = '/'
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console error', detail: message.text(), on: current })
  })
  page.on('pageerror', (error) => problems.push({ kind: 'uncaught exception', detail: error.message, on: current }))

  while (queue.length > 0 && visited < MAX_PAGES) {
    const path = queue.shift()!
    current = path
    const from = foundOn.get(path) ?? '?'
    visited++
    let response
    try {
      response = await page.goto(path, { waitUntil: 'load', timeout: 45_000 })
    } catch (error) {
      const message = (error as Error).message
      if (/download/i.test(message)) {
        downloads.set(path, from) // a link to a file outside /api/*/file: checked with the downloads
      } else {
        problems.push({ kind: 'page failed to load', detail: `${path}: ${message.split('\n')[0]}`, on: from })
      }
      continue
    }
    const status = response?.status() ?? 0
    if (status >= 400 || status === 0) {
      problems.push({ kind: `HTTP ${status}`, detail: path, on: from })
      continue
    }
    const url = new URL(page.url())
    if (url.origin !== origin) continue
    const final = url.pathname + url.search
    finalOf.set(path, final)
    if (final !== path) problems.push({ kind: 'internal link redirects', detail: `${path} → ${final}`, on: from })
    if (idsOn.has(final)) continue // reached through another address: already checked

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

  for (const [path, on] of downloads) {
    const response = await context.request.get(path)
    const type = response.headers()['content-type'] ?? ''
    if (response.status() !== 200) {
      problems.push({ kind: `download HTTP ${response.status()}`, detail: path, on })
    } else if ((/\.pdf($|\?)/i.test(path) || path.startsWith('/api/documents/file/')) && !type.startsWith('application/pdf')) {
      problems.push({ kind: 'download is not a PDF', detail: `${path} (${type})`, on })
    } else if ((await response.body()).length === 0) {
      problems.push({ kind: 'download is empty', detail: path, on })
    }
  }

  for (const { target, id, on } of fragments) {
    const final = finalOf.get(target) ?? target
    const ids = idsOn.get(final)
    if (ids && !ids.has(id)) problems.push({ kind: 'link to a missing #fragment', detail: `${target}#${id}`, on })
  }

  await page.close()
  return { problems, visited }
}

for (const size of WIDTHS) {
  test(`every internal link, image and download works, and no page logs an error, at ${size.width}px`, async ({ browser, baseURL }) => {
    test.setTimeout(30 * 60_000)
    const origin = new URL(baseURL!).origin
    const context = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height } })
    const { problems, visited } = await crawl(context, origin)
    await context.close()
    const report = problems
      .map((p) => `${p.kind}: ${p.detail}\n    found on ${p.on}`)
      .sort()
      .join('\n')
    console.log(`Crawled ${visited} pages at ${size.width}px; ${problems.length} problems.`)
    expect(problems.length, `Problems at ${size.width}px:\n${report}`).toBe(0)
  })
}
