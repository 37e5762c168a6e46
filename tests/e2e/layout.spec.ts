import fs from 'node:fs'
import path from 'node:path'

import { expect, NOT_FOUND_LOG, type Page, test } from './fixtures'
import { WIDTHS } from './helpers'
import { fillAboutYou } from './support/apply'
import { startDeathClaim, trackClaim } from './support/claims'

/**
 * Every page looks finished at a phone width and a desktop width: each route in the sitemap (and the
 * not-found page) is screenshotted whole into test-results/layout/<width>/ for a person to review, and
 * the test fails on what a visitor would see as unfinished: a page wider than the screen (sideways
 * scrolling), or a grid row that leaves more than one column empty (three cards in a four-column grid,
 * six links in five columns). Pages that only a submission reaches (a claim's receipt, the tracker's
 * answer, the contact form's thank-you, an application's outcome, the payment result) are reached by
 * filling in their forms, and checked the same way.
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

/** Loads the page's lazy pictures, checks it and screenshots it whole; returns its faults. */
async function inspect(page: Page, dir: string, name: string): Promise<Fault[]> {
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
  await page.screenshot({ path: path.join(dir, file), fullPage: true, animations: 'disabled' })
  return faults
}

/** The six application steps, filled in as an applicant would, up to the outcome page. */
async function applyToOutcome(page: Page) {
  await page.goto('/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000')
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await fillAboutYou(page)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 2 of 6')).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 3 of 6')).toBeVisible()
  await page.getByLabel('Full name').first().fill('Chidi Okafor')
  await page.getByLabel('Relationship to you').first().selectOption('Spouse')
  await page.getByLabel('Share (%)').first().fill('100')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 4 of 6')).toBeVisible()
  const no = page.getByRole('radio', { name: 'No' })
  for (let i = 0, n = await no.count(); i < n; i++) await no.nth(i).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 5 of 6')).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree that Redwood Life Assurance may use/ }).check()
  await page.getByRole('checkbox', { name: /I declare that the answers/ }).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 6 of 6')).toBeVisible()
  await page.getByRole('button', { name: 'Submit my application' }).click()
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible()
}

/** Checks the page as it is now at each width: a page reached by a submission is reached once. */
async function inspectAtEachWidth(page: Page, name: string): Promise<Fault[]> {
  const faults: Fault[] = []
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height })
    const dir = path.join(SHOTS, String(size.width))
    fs.mkdirSync(dir, { recursive: true })
    faults.push(...(await inspect(page, dir, `${name} at ${size.width}px`)))
  }
  return faults
}

// One claim for both widths: the site takes only a few claims an hour from one connection.
test(`pages reached after a submission look finished at ${WIDTHS.map((w) => `${w.width}px`).join(' and ')}`, async ({ page }) => {
  test.setTimeout(5 * 60_000)
  const faults: Fault[] = []

  // A claim: its receipt (where documents are sent), then the tracker's answer.
  const phone = '0803 765 4321'
  const reference = await startDeathClaim(page, { phone, email: 'layout.check@example.com' })
  faults.push(...(await inspectAtEachWidth(page, '/claims/start/received (after a claim)')))
  await trackClaim(page, reference, phone)
  await expect(page.getByRole('heading', { name: /Hello Ngozi: your claim is/ })).toBeVisible()
  faults.push(...(await inspectAtEachWidth(page, '/claims/track (a claim found)')))

  // The contact form's thank-you.
  await page.goto('/contact')
  const form = page.getByRole('main')
  await form.getByRole('radio', { name: 'Yes' }).check()
  await form.getByRole('textbox', { name: 'First name' }).fill('Adaeze')
  await form.getByRole('textbox', { name: 'Surname' }).fill('Okonkwo')
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
  await form.getByRole('textbox', { name: 'Email address' }).fill('adaeze@example.com')
  await form.getByRole('textbox', { name: 'Your message' }).fill('Please call me about the education plan.')
  await form.getByRole('checkbox', { name: /I agree that Redwood Life may use the details/ }).check()
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('status').filter({ hasText: /reference/i })).toBeVisible()
  faults.push(...(await inspectAtEachWidth(page, '/contact (thank-you)')))

  // An application's outcome, then the payment result page for it.
  await applyToOutcome(page)
  faults.push(...(await inspectAtEachWidth(page, '/apply/<token>/outcome')))
  await page.goto('/apply/payment-return')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  faults.push(...(await inspectAtEachWidth(page, '/apply/payment-return (this application)')))

  expect(faults, `layout faults after submissions (screenshots in ${SHOTS})`).toEqual([])
})

for (const size of WIDTHS) {
  test(`every page looks finished at ${size.width}px`, async ({ page }) => {
    test.setTimeout(15 * 60_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const dir = path.join(SHOTS, String(size.width))
    fs.mkdirSync(dir, { recursive: true })
    const faults: Fault[] = []
    for (const route of await routes(page)) {
      await page.goto(route, { waitUntil: 'load' })
      faults.push(...(await inspect(page, dir, route)))
    }
    expect(faults, `layout faults at ${size.width}px (screenshots in ${dir})`).toEqual([])
  })
}
