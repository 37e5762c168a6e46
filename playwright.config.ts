import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS } from './tools/chromium-args.mjs'

const port = process.env.E2E_PORT ?? '3100'
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry', 'on-all-retries'] as const
type TraceMode = (typeof TRACE_MODES)[number]
function traceMode(value: string | undefined): TraceMode {
  if (!value) return 'off'
  const mode = TRACE_MODES.find((m) => m === value)
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')} (it is "${value}").`)
  return mode
}

// The browser tests drive Debian's Chromium headless shell (chromium-headless-shell: the same Chromium
// without the desktop browser around it, as Playwright itself uses for headless tests; installed by npm
// test, tools/ensure-system.mjs). On the same 66 tests it took 36 s of CPU and 56 s where the full
// browser took 62 s and 90 s (decision 029). Tests tagged @full-browser need what only the full browser
// has (its PDF viewer) and run in Debian's full Chromium. CHROMIUM_PATH runs every test in another one.
const HEADLESS_SHELL = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const launch = (executablePath: string) => ({ executablePath, args: CHROMIUM_ARGS })
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Off unless asked for (E2E_TRACE=retain-on-failure, or --trace on): recording a trace of every test
    // cost a quarter of the browser tests' time and CPU (decision 029). A failure still leaves its
    // screenshot and error; run the failing test again with a trace to step through it.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: launch(HEADLESS_SHELL),
  },
  projects: [
    // Staff accounts the signed-in specs use (tests/e2e/support/staff.ts), made once before them.
    { name: 'setup', testMatch: /staff\.setup\.ts$/, use: desktop },
    { name: 'chromium', dependencies: ['setup'], grepInvert: /@full-browser/, use: desktop },
    { name: 'chromium-full', dependencies: ['setup'], grep: /@full-browser/, use: { ...desktop, launchOptions: launch(FULL_BROWSER) } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node tools/e2e-server.mjs',
        url: `${baseURL}/`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      },
})
