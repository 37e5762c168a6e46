import { test as base, expect, type Page } from '@playwright/test'

export * from '@playwright/test'

type Options = {
  /**
   * Browser console errors a test expects, e.g. the "Failed to load resource … 404" Chromium logs when
   * a test opens a page that does not exist on purpose. Any other console error or uncaught exception
   * fails the test: a visitor would not see it, but it is a bug all the same.
   */
  allowConsoleErrors: RegExp[]
}

/** What Chromium logs when a page answers 404, which some tests open on purpose. */
export const NOT_FOUND_LOG = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)/

/**
 * A public page starts its scripts only after the load event (edge/scripts-after-load.ts), so
 * "loaded" no longer means "its scripts have run" as it did when Next's own tags held the event back.
 * Where a test waits for the load event (goto, reload, back and forward, as they do unless told
 * otherwise), it also waits until the page's loader says its scripts have run and the page's header
 * has switched to its scripted controls.
 */
function waitForScriptsOnLoad(page: Page) {
  const scriptsRan = async () => {
    try {
      await page.waitForFunction(
        () =>
          // Loaded, and hydrated: the controls that need JavaScript switch over in a transition just
          // after hydration (src/components/ui/useHydrated.ts), the header's among them.
          ((window as unknown as { __scriptsLoaded?: boolean }).__scriptsLoaded === true && !document.querySelector('header[data-js="false"]')) ||
          !Array.from(document.scripts).some((s) => !s.src && s.text.includes('__scriptsLoaded')),
        undefined,
        { timeout: 15_000 },
      )
    } catch (error) {
      // The page moved on while we waited (a redirect, a test that navigates again): nothing to wait for.
      if (!/context was destroyed|Target page, context or browser has been closed|navigation/i.test(String(error))) throw error
    }
  }
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle'
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await scriptsRan()
    return response
  }
  for (const name of ['reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page)
    page[name] = async (options) => {
      const response = await original(options)
      if (waitsForLoad(options)) await scriptsRan()
      return response
    }
  }
}

export const test = base.extend<Options>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors, javaScriptEnabled }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const where = message.location().url
      errors.push(where ? `${message.text()} (at ${where})` : message.text())
    })
    page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`))
    // Every Content-Security-Policy violation in any frame fails the test, whatever the console says:
    // something the site needs was blocked, or something it does not expect tried to run.
    const violations: string[] = []
    await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => violations.push(`${text} (in ${frame.url()})`))
    await page.addInitScript(() => {
      type WithReport = { __reportCspViolation?: (text: string) => void }
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          (window as unknown as WithReport).__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        true,
      )
    })
    if (javaScriptEnabled !== false) waitForScriptsOnLoad(page)
    await use(page)
    const unexpected = errors.filter((text) => !allowConsoleErrors.some((allowed) => allowed.test(text)))
    expect(violations, 'Content-Security-Policy violations').toEqual([])
    expect(unexpected, 'console errors in the browser').toEqual([])
  },
})
