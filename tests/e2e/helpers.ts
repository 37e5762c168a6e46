import { expect, type Locator, type Page, test } from '@playwright/test'

import { Axe } from './support/axe'

export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** axe's tags for the WCAG 2.2 A and AA rules (the site's target, WCAG 2.2 AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe as every browser test runs it (support/axe.ts): `axe(page).withTags(WCAG_TAGS).analyze()`. */
export function axe(page: Page): Axe {
  return new Axe(page)
}

/**
 * Waits until the page's CSS transitions and animations have finished (at most 2 s): axe measures colours
 * as they are at that moment, and a control fading from one colour to the next (the header's tabs, as
 * its scripts take over) is not a contrast a visitor is left with.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  )
}

/**
 * Runs axe (WCAG 2.2 A and AA rules) on the page as it is now and fails on any violation. Every sitemap
 * page and the not-found page, as loaded, at both widths, are judged by every-page.spec.ts; a spec calls
 * this for the states a plain visit does not reach (a form with errors, a menu open, a step of a journey).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // After a client-side navigation React sets the new page's title a moment after its content: wait for a
  // title (the page still fails if it never gets one), so axe judges the page as a visitor meets it.
  await expect.poll(() => page.title(), { message: `a title on ${page.url()}` }).not.toBe('')
  await transitionsFinished(page)
  const results = await axe(page)
    .withTags(WCAG_TAGS)
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * The header a browser adds to requests from this site's own pages. Payload honours the staff cookie
 * only on requests that show they come from this site (the csrf list in payload.config.ts), so a test
 * that uses the editor's cookie outside a page sends it too.
 */
export function sameOrigin(): Record<string, string> {
  const base = test.info().project.use.baseURL
  if (!base) throw new Error('No baseURL in the Playwright config')
  return { origin: new URL(base).origin }
}

/**
 * Where an element is on the page (not in the window, which a scroll moves): its box from the page's top
 * left corner, to compare before and after something that must not move it.
 */
export function placeOnPage(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height }
  })
}

/**
 * Holds back the page's scripts, as a slow connection would, until the returned function is called: what a
 * visitor does before the script arrives, and what the page does when it does.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await arrived
    await route.continue()
  })
  return release
}
