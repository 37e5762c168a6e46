import fs from 'node:fs'
import path from 'node:path'

import { expect, NOT_FOUND_LOG, type Page, test } from './fixtures'
import { WIDTHS } from './helpers'

/**
 * Every page looks finished at a phone width and a desktop width: each route in the sitemap (and the
 * not-found page) is screenshotted whole into test-results/layout/<width>/ for a person to review, and
 * the test fails on what a visitor would see as unfinished: a page wider than the screen (sideways
 * scrolling), or a grid row that leaves more than one column empty (three cards in a four-column grid,
 * six links in five columns).
 */

type Fault = { page: string; fault: string }

const SHOTS = path.join('test-results', 'layout')

// The not-found page is visited on purpose.
test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })

async function routes(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
  expect(paths.length, 'the sitemap lists the site’s pages').toBeGreaterThan(10)
  return [...new Set(paths), '/a-page-that-does-not-exist']
}

/** Faults in the page as laid out now; runs in the browser. */
function layoutFaults(): string[] {
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

for (const size of WIDTHS) {
  test(`every page looks finished at ${size.width}px`, async ({ page }) => {
    test.setTimeout(15 * 60_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const dir = path.join(SHOTS, String(size.width))
    fs.mkdirSync(dir, { recursive: true })
    const faults: Fault[] = []
    for (const route of await routes(page)) {
      await page.goto(route, { waitUntil: 'load' })
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
      for (const fault of await page.evaluate(layoutFaults)) faults.push({ page: route, fault })
      const file = (route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '_')) + '.png'
      await page.screenshot({ path: path.join(dir, file), fullPage: true, animations: 'disabled' })
    }
    expect(faults, `layout faults at ${size.width}px (screenshots in ${dir})`).toEqual([])
  })
}
