import path from 'node:path'

import { expect, type Page } from '@playwright/test'

/**
 * The checks tests/e2e/every-page.spec.ts runs on each page it visits, one visit per page and width. A new
 * check of every page belongs here, as a function of the page as loaded that returns what is wrong (an
 * empty list when nothing is), called from that spec's visit: one more sweep of the site would cost
 * minutes of every test run.
 */

export type Fault = { page: string; fault: string }

/** The paths of the sitemap's pages, each once. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname))]
  expect(paths.length, 'the sitemap lists the site’s pages').toBeGreaterThan(10)
  return paths
}

/** Where a page's whole-page screenshot goes: test-results/layout/<width>/<page>.png, for a person to review. */
export const SHOTS = path.join('test-results', 'layout')

/**
 * Whether the layout checks also save their whole-page screenshots (E2E_LAYOUT_SHOTS=1): for a person
 * reviewing the layout, not for `npm test`, where nobody looks at them and they cost the browser a
 * full-page render and a PNG per page and width (decision 029).
 */
export const SAVE_SHOTS = process.env.E2E_LAYOUT_SHOTS === '1'

/** Faults in the page as laid out now; runs in the browser. */
export function layoutFaults(): string[] {
  const faults: string[] = []
  const name = (el: Element) => {
    const label = el.getAttribute('aria-label') || el.querySelector('h1, h2, h3')?.textContent?.trim().slice(0, 40)
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : ''
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}>${label ? ` ("${label}")` : ''}`
  }
  const viewport = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > viewport + 1) {
    // Name the widest culprits: elements reaching past the right edge that nothing clips.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX
        if (o !== 'visible') return p !== document.body && p !== document.documentElement
      }
      return false
    }
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1 && el.checkVisibility() && !clipped(el))
      .slice(0, 3)
      .map(name)
    faults.push(`page is ${document.documentElement.scrollWidth}px wide on a ${viewport}px screen: ${wide.join(', ')}`)
  }
  for (const grid of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(grid)
    if (!style.display.endsWith('grid') || !grid.checkVisibility()) continue
    const tracks = style.gridTemplateColumns.split(' ').map(parseFloat).filter((w) => Number.isFinite(w))
    // With two columns a row can leave at most one empty.
    if (tracks.length < 3) continue
    const box = grid.getBoundingClientRect()
    const gap = parseFloat(style.columnGap) || 0
    let x = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
    const centres = tracks.map((w) => {
      const centre = x + w / 2
      x += w + gap
      return centre
    })
    const items = [...grid.children].filter((el) => {
      const s = getComputedStyle(el)
      return s.position !== 'absolute' && s.position !== 'fixed' && el.checkVisibility() && el.getBoundingClientRect().width > 0
    })
    // Items whose boxes overlap vertically share a row (centred items of different heights included).
    const rows: { top: number; bottom: number; boxes: DOMRect[] }[] = []
    for (const r of items.map((el) => el.getBoundingClientRect()).sort((a, b) => a.top - b.top)) {
      const row = rows.find((w) => r.top < w.bottom - 1 && r.bottom > w.top + 1)
      if (row) {
        row.boxes.push(r)
        row.bottom = Math.max(row.bottom, r.bottom)
      } else rows.push({ top: r.top, bottom: r.bottom, boxes: [r] })
    }
    for (const { boxes: row } of rows) {
      const empty = centres.filter((c) => !row.some((r) => r.left <= c && c <= r.right)).length
      if (empty > 1) {
        faults.push(`${name(grid)}: a row of ${row.length} item(s) leaves ${empty} of ${tracks.length} columns empty`)
        break
      }
    }
  }
  return faults
}

/** Loads the page's lazy pictures and checks it (and with SAVE_SHOTS screenshots it whole); returns its faults. */
export async function inspect(page: Page, dir: string, name: string): Promise<Fault[]> {
  // Lazy pictures load now, so the screenshot shows the page as a visitor scrolling would see it.
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const img of images) img.loading = 'eager'
    await Promise.all(
      images.map((img) =>
        img.complete ? null : new Promise((done) => { img.onload = img.onerror = done; setTimeout(done, 5_000) }),
      ),
    )
  })
  const faults = (await page.evaluate(layoutFaults)).map((fault) => ({ page: name, fault }))
  const file = (name === '/' ? 'home' : name.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_')) + '.png'
  if (SAVE_SHOTS) await page.screenshot({ path: path.join(dir, file), fullPage: true, animations: 'disabled' })
  return faults
}

/**
 * The largest picture on a page (issue 13): the picture a page is painted around (its Largest Contentful
 * Paint) is fetched first, not when layout gets round to it.
 */
export type Largest = { src: string; loading: string; fetchPriority: string } | null

/**
 * The page's largest contentful paint, if it is a picture: the last candidate once the page has settled
 * (a picture still decoding at "load" paints, and becomes the candidate, a moment later).
 */
export async function largestPicture(page: Page): Promise<Largest> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined))))
  return page.evaluate(
    () =>
      new Promise<Largest>((resolve) => {
        let last: Element | null = null
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
          last = entries.at(-1)?.element ?? last
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        // Two frames and a moment for anything painted after the pictures decoded.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const element = last as Element | null
              if (!(element instanceof HTMLImageElement)) return resolve(null)
              resolve({ src: element.currentSrc, loading: element.loading, fetchPriority: element.fetchPriority })
            }, 300),
          ),
        )
      }),
  )
}

/**
 * What a visitor's eye would count as "the page moved" (issue 27: CLS 0, as Lighthouse reports it to three
 * decimals): a page whose shifts add up to less than this reads 0. A pixel's nudge of a logo while the page
 * streams in on a busy machine scores 0.0000; a form that shrinks under the visitor scores hundredths.
 */
export const CLS_ZERO = 0.0005

/**
 * What moved as the page loaded and its script took over (issue 27: CLS 0): each layout shift the browser
 * recorded since the navigation started, without a visitor's input before it, as "<element> moved" lines,
 * when together they come to CLS_ZERO or more (none otherwise). Before the load event too: a browser that
 * paints a page while its HTML is still arriving would show a visitor the same move, and the site layout
 * holds the first paint until the page is whole (decision 044). Call it after the fixtures' `page.goto`,
 * which returns once the page's script has taken over (tests/e2e/fixtures.ts); it reads two frames later.
 */
export async function shiftsOnLoad(page: Page): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
        const found: string[] = []
        let total = 0
        const describe = (node: Node | null): string => {
          if (!(node instanceof Element)) return node?.nodeName.toLowerCase() ?? 'something no longer on the page'
          const words = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
          return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}>${words ? ` "${words}"` : ''}`
        }
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            total += entry.value
            found.push(`${entry.sources.map((source) => describe(source.node)).join(', ') || 'something'} moved (${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms)`)
          }
        })
        observer.observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              observer.disconnect()
              resolve(total >= limit ? [`in all ${total.toFixed(4)}:`, ...found] : [])
            }, 50),
          ),
        )
      }),
    CLS_ZERO,
  )
}

/**
 * Loads every picture on the page, lazy ones too (below the fold, or in closed menus and carousels),
 * and returns those that did not load.
 */
export async function loadEveryImage(page: Page): Promise<{ broken: string[] }> {
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

