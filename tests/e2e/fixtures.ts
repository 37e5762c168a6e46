import { test as base, expect } from '@playwright/test'

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

export const test = base.extend<Options>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
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
    await use(page)
    const unexpected = errors.filter((text) => !allowConsoleErrors.some((allowed) => allowed.test(text)))
    expect(violations, 'Content-Security-Policy violations').toEqual([])
    expect(unexpected, 'console errors in the browser').toEqual([])
  },
})
