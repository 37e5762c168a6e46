/**
 * Getting a quote on a product page: the card titled 'Fill the Form to get started'
 * (spec sections 4, 5 and 8), with and without JavaScript, and when the plan service is down.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { freePort, serverArgs } from '../../scripts/lib.mjs'
import { startServer, testServerEnv, type TestServer } from './support/servers'
import { expect, test, type Browser, type Locator, type Page } from './fixtures'

import { DEFAULT_BASIS, priceFromPremium, priceFromSumAssured } from '../../src/lib/quote/engine'
import { formatNaira, roundMoney } from '../../src/lib/quote/money'
import { expectNoAxeViolations, WIDTHS } from './helpers'

const PRODUCT = '/policy/life/endowment-savings-plan'
const ESP_BASIS = { ...DEFAULT_BASIS, interestRate: 0.06, loading: 0.12 }

/** A date of birth that makes someone `age` last birthday today, well away from their birthday. */
function dob(age: number): { iso: string } {
  const now = new Date(Date.now() + 3600_000)
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - 40)
  return { iso: d.toISOString().slice(0, 10) }
}

function card(page: Page): Locator {
  return page.getByRole('region', { name: 'Fill the Form to get started' })
}

async function fillPerson(c: Locator, age = 35) {
  await c.getByLabel('First name').fill('Adaeze')
  await c.getByLabel('Last name').fill('Okafor')
  await c.getByLabel('Date of birth').fill(dob(age).iso)
}

test.describe('quote card', () => {
  test('premium flow: a sum assured on the default plan (AEE) gives the premium, with chart and basis', async ({ page }) => {
    await page.goto(PRODUCT)
    const c = card(page)
    await expect(c.getByRole('heading', { level: 2, name: 'Fill the Form to get started' })).toBeVisible()
    await expect(c.getByLabel('Plan', { exact: true })).toHaveValue('AEE')
    await expect(c.getByLabel('Premium (₦)')).toHaveCount(0)
    await fillPerson(c)
    await c.getByLabel('Frequency').selectOption({ label: 'Monthly' })
    await c.getByLabel('Tenure').selectOption({ label: '20 years' })
    await c.getByLabel('Sum Assured (₦)').fill('1000000')
    await c.getByRole('button', { name: 'Get my quote' }).click()

    const exact = priceFromSumAssured(1_000_000, 35, 20, '01', DEFAULT_BASIS).modalPremium
    const expected = formatNaira(exact)
    const status = c.getByRole('status')
    await expect(status).toHaveText(`Hello Adaeze Okafor, your Premium is ${expected}.`)
    await expect(status).toBeInViewport()
    // People read whole naira; the exact instalment, to the kobo, is the independent price.
    expect(expected).toMatch(/^₦[\d,]+$/)
    const youPay = c.getByRole('definition').filter({ hasText: 'monthly (12 times a year)' })
    await expect(youPay).toHaveText(`${expected} monthly (12 times a year) for 20 years`)
    await expect(youPay.locator('data')).toHaveAttribute('value', roundMoney(exact).toFixed(2))
    // Applying is the result's main action: a button, at least 44 px tall.
    const apply = c.getByRole('button', { name: 'Apply for this plan' })
    expect((await apply.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    // The form keeps what was sent, ready for another try.
    await expect(c.getByLabel('Frequency')).toHaveValue('01')
    await expect(c.getByLabel('Tenure')).toHaveValue('20')
    await expect(c.getByLabel('Sum Assured (₦)')).toHaveValue('1,000,000')
    await expect(c.getByRole('button', { name: 'Use this plan' })).toHaveCount(0)

    const chart = c.getByRole('img', { name: /Premiums paid against the guaranteed benefit/ })
    await expect(chart).toBeVisible()
    await c.getByText('Show the figures as a table').click()
    const table = c.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(21)
    await expect(table.getByRole('row').last()).toContainText('₦1,000,000')
    await expect(table.getByRole('row').last()).not.toContainText('.00')

    await c.getByText('How we calculated this').click()
    const basis = c.getByRole('group').filter({ hasText: 'How we calculated this' })
    await expect(basis).toContainText('5% a year')
    await expect(basis).toContainText('Standard Ultimate Survival Model')
    await expect(basis).toContainText('A = 0.00022, B = 0.0000027 and c = 1.124')
    await expect(basis).toContainText('10% of the premium')
    await expect(basis).toContainText('0.0875 for Monthly')
    await expect(basis).toContainText('35: your age last birthday')
    await expect(basis).toContainText('20 years, ending at age 55')
  })

  test('sum-assured flow: changing the plan variant reloads the plan data, then a premium gives the sum assured', async ({ page }) => {
    await page.goto(PRODUCT)
    const c = card(page)
    const frequency = c.getByLabel('Frequency')
    const tenure = c.getByLabel('Tenure')
    await expect(frequency.getByRole('option')).toHaveText(['Choose how often', 'Monthly', 'Quarterly', 'Semi-Annual', 'Annual'])

    await c.getByLabel('Plan', { exact: true }).selectOption('ESP')
    await expect(c.getByLabel('Premium (₦)')).toBeVisible()
    await expect(c.getByLabel('Sum Assured (₦)')).toHaveCount(0)
    await expect(frequency.getByRole('option')).toHaveText(['Choose how often', 'Monthly', 'Quarterly', 'Annual'])
    await expect(tenure.getByRole('option').nth(1)).toHaveText('3 years')
    await expect(tenure.getByRole('option').last()).toHaveText('18 years')

    await c.getByLabel('Plan', { exact: true }).selectOption('SPE')
    await expect(frequency.getByRole('option')).toHaveText(['Choose how often', 'One Time'])
    await expect(tenure.getByRole('option').last()).toHaveText('15 years')

    await c.getByLabel('Plan', { exact: true }).selectOption('ESP')
    await fillPerson(c, 30)
    await frequency.selectOption({ label: 'Monthly' })
    await tenure.selectOption({ label: '10 years' })
    await c.getByLabel('Premium (₦)').fill('10000')
    await c.getByRole('button', { name: 'Get my quote' }).click()

    const expected = formatNaira(priceFromPremium(10_000, 30, 10, '01', ESP_BASIS).sumAssured)
    await expect(c.getByRole('status')).toHaveText(`Hello Adaeze Okafor, your Sum Assured is ${expected}.`)
    await expect(c.getByText('₦10,000 monthly (12 times a year) for 10 years')).toBeVisible()
  })

  test('each required field says so, in the spec’s words, and the summary takes focus', async ({ page }) => {
    await page.goto(PRODUCT)
    const c = card(page)
    await c.getByRole('button', { name: 'Get my quote' }).click()
    const summary = c.getByRole('heading', { name: 'There is a problem' })
    await expect(summary).toBeVisible()
    for (const message of [
      'Firstname is required',
      'Lastname is required',
      'Date of birth is required',
      'Frequency is required',
      'Tenure is required',
      'Sum Assured is required',
    ]) {
      await expect(c.getByRole('link', { name: message })).toBeVisible()
    }
    await expect(page.locator(':focus')).toContainText('There is a problem')
    await expect(c.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(c.getByLabel('First name')).toHaveAccessibleDescription(/Firstname is required/)

    // The summary's link takes the visitor to the field.
    await c.getByRole('link', { name: 'Lastname is required' }).click()
    await expect(c.getByLabel('Last name')).toBeFocused()

    await c.getByLabel('Plan', { exact: true }).selectOption('ESP')
    await c.getByRole('button', { name: 'Get my quote' }).click()
    await expect(c.getByRole('link', { name: 'Premium is required' })).toBeVisible()
    await expect(c.getByText('Sum Assured is required')).toHaveCount(0)
  })

  test('a broken plan rule is explained in the card', async ({ page }) => {
    await page.goto(PRODUCT)
    const c = card(page)
    await fillPerson(c, 58)
    await c.getByLabel('Frequency').selectOption({ label: 'Annual' })
    await c.getByLabel('Tenure').selectOption({ label: '20 years' })
    await c.getByLabel('Sum Assured (₦)').fill('100000')
    await c.getByRole('button', { name: 'Get my quote' }).click()
    await expect(c.getByRole('heading', { name: "We can't give a quote for these details" })).toBeVisible()
    await expect(c.getByText(/This plan must end by age 70\. A 20-year plan starting at age 58 would end at 78/)).toBeVisible()
    await expect(c.getByText('The smallest sum assured for this plan is ₦250,000.')).toBeVisible()
    await expect(c.getByRole('status')).toHaveText('')
  })

  for (const { name, width, height } of WIDTHS) {
    test(`axe with errors and with a result at ${width}px (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(PRODUCT)
      const c = card(page)
      await c.getByRole('button', { name: 'Get my quote' }).click()
      await expect(c.getByText('There is a problem')).toBeVisible()
      await expectNoAxeViolations(page)

      await fillPerson(c)
      await c.getByLabel('Frequency').selectOption('03')
      await c.getByLabel('Tenure').selectOption('15')
      await c.getByLabel('Sum Assured (₦)').fill('2500000')
      await c.getByRole('button', { name: 'Get my quote' }).click()
      await expect(c.getByRole('status')).toContainText('your Premium is ₦')
      await c.getByText('Show the figures as a table').click()
      await c.getByText('How we calculated this').click()
      await expectNoAxeViolations(page)
      const box = await c.boundingBox()
      expect(box?.width ?? 0).toBeLessThanOrEqual(width)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts and the server shows the quote; choosing another plan shows its fields', async ({ page }) => {
    await page.goto(PRODUCT)
    const c = card(page)
    await fillPerson(c)
    await c.getByLabel('Frequency').selectOption('12')
    await c.getByLabel('Tenure').selectOption('10')
    await c.getByLabel('Sum Assured (₦)').fill('500000')
    await c.getByRole('button', { name: 'Get my quote' }).click()
    await page.waitForLoadState('load')
    const expected = formatNaira(priceFromSumAssured(500_000, 35, 10, '12', DEFAULT_BASIS).modalPremium)
    await expect(card(page).getByRole('status')).toHaveText(`Hello Adaeze Okafor, your Premium is ${expected}.`)
    // The page comes back at the card, with the answer in view.
    await expect(page).toHaveURL(/#quote-heading$/)
    await expect(card(page).getByRole('status')).toBeInViewport()
    await expect(card(page).getByLabel('First name')).toHaveValue('Adaeze')

    // Another plan: pick it, press "Use this plan", and its own fields come back.
    await card(page).getByLabel('Plan', { exact: true }).selectOption('ESP')
    await card(page).getByRole('button', { name: 'Use this plan' }).click()
    await page.waitForLoadState('load')
    await expect(card(page).getByLabel('Premium (₦)')).toBeVisible()
    await expect(card(page).getByText('The form now shows Savings Target Endowment.')).toBeVisible()
    await card(page).getByLabel('Frequency').selectOption('01')
    await card(page).getByLabel('Tenure').selectOption('10')
    await card(page).getByLabel('Premium (₦)').fill('10000')
    await card(page).getByRole('button', { name: 'Get my quote' }).click()
    await page.waitForLoadState('load')
    const sum = formatNaira(priceFromPremium(10_000, 35, 10, '01', ESP_BASIS).sumAssured)
    await expect(card(page).getByRole('status')).toHaveText(`Hello Adaeze Okafor, your Sum Assured is ${sum}.`)
  })

  test('required-field messages come back from the server', async ({ page }) => {
    await page.goto(PRODUCT)
    await card(page).getByRole('button', { name: 'Get my quote' }).click()
    await page.waitForLoadState('load')
    const c = card(page)
    await expect(c.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(c.getByRole('link', { name: 'Firstname is required' })).toBeVisible()
    await expect(c.getByRole('link', { name: 'Sum Assured is required' })).toBeVisible()
  })
})

test.describe('when the plan service is down', () => {
  // A second server from the same build and database whose plan service is a closed port.
  let port = 0
  let server: ChildProcess | null = null

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    port = await freePort()
    const root = process.cwd()
    server = spawn(process.execPath, serverArgs, {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...testServerEnv(port, { PLAN_SERVICE_URL: 'http://127.0.0.1:9/plan-service' }) },
    })
    const deadline = Date.now() + 90_000
    for (;;) {
      try {
        const r = await fetch(`http://localhost:${port}/plan-service/policy/plainid?planID=AEE`)
        if (r.status === 200) break
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('The second server did not start')
      await new Promise((r) => setTimeout(r, 500))
    }
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  test('the card says so in plain English, with the phone number', async ({ page }) => {
    // The plan data is looked up as the page renders: with the service down, the card says so at once
    // instead of offering a form that cannot be quoted.
    await page.goto(`http://localhost:${port}${PRODUCT}`)
    const c = card(page)
    await expect(c.getByRole('alert')).toContainText("We couldn't reach our quote service.")
    await expect(c.getByRole('alert')).toContainText('call 0700 733 9663')
    await expect(c.getByRole('link', { name: 'ask us to call you back' })).toHaveAttribute('href', '/contact')
    await expect(c.getByRole('button', { name: 'Get my quote' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('when the plan service fails between render and submit', () => {
  // A stand-in plan service that passes calls on to the test server's own, and that the test stops
  // after the page has rendered; a second server from the same build and database uses it.
  const TERM_LIFE = '/policy/life/term-life-plan'
  const e2ePort = process.env.E2E_PORT ?? '3100'
  let standIn: http.Server | null = null
  let standInPort = 0
  let server: TestServer | null = null

  function startStandIn(port = 0): Promise<number> {
    const s = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        void (async () => {
          try {
            const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
            const answer = await fetch(`http://127.0.0.1:${e2ePort}/plan-service${req.url ?? '/'}`, {
              method: req.method,
              headers: { 'content-type': req.headers['content-type'] ?? 'application/json', accept: 'application/json' },
              body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
            })
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
            res.end(Buffer.from(await answer.arrayBuffer()))
          } catch {
            res.writeHead(502).end()
          }
        })()
      })
    })
    standIn = s
    return new Promise((resolve) => s.listen(port, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)))
  }

  function stopStandIn(): Promise<void> {
    const s = standIn
    standIn = null
    if (!s) return Promise.resolve()
    return new Promise((resolve) => {
      s.close(() => resolve())
      s.closeAllConnections()
    })
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    standInPort = await startStandIn()
    server = await startServer(path.join(process.cwd(), `.e2e-data-${e2ePort}`), { PLAN_SERVICE_URL: `http://127.0.0.1:${standInPort}` })
  })

  test.afterAll(async () => {
    await server?.stop()
    await stopStandIn()
  })

  async function renderThenLoseTheService(page: Page): Promise<Locator> {
    if (!standIn) await startStandIn(standInPort)
    await page.goto(`${server!.url}${TERM_LIFE}`)
    const c = card(page)
    await fillPerson(c)
    await c.getByLabel('Frequency').selectOption({ label: 'Monthly' })
    await c.getByLabel('Tenure').selectOption({ label: '20 years' })
    await c.getByLabel('Sum Assured (₦)').fill('10000000')
    // The form is on screen; now the quote service goes away.
    await stopStandIn()
    await c.getByRole('button', { name: 'Get my quote' }).click()
    await page.waitForLoadState('load')
    return card(page)
  }

  /**
   * axe is a script in the page and never finishes where scripts are off (its timers don't run), so the
   * page this visitor got is served again, as it was but without its scripts, to a page that runs axe.
   */
  async function expectNoAxeViolationsAsServed(browser: Browser, page: Page) {
    const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    const address = new URL(page.url())
    // Explicitly on: a context made in a test otherwise takes this describe's javaScriptEnabled: false.
    const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
    try {
      const copy = await context.newPage()
      await copy.route(
        (url) => url.origin === address.origin && url.pathname === address.pathname,
        (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
      )
      await copy.goto(address.href)
      await expect(copy.getByRole('heading', { name: "We couldn't get your quote" })).toBeVisible()
      await expectNoAxeViolations(copy)
    } finally {
      await context.close()
    }
  }

  async function expectAWayForward(c: Locator) {
    await expect(c.getByRole('heading', { name: "We couldn't get your quote" })).toBeVisible()
    await expect(c).toContainText("We couldn't reach our quote service. Please try again, or call 0700 733 9663.")
    await expect(c.getByRole('link', { name: 'ask us to call you back' })).toHaveAttribute('href', '/contact')
    // Nothing typed is lost, ready to try again.
    await expect(c.getByLabel('First name')).toHaveValue('Adaeze')
    await expect(c.getByLabel('Sum Assured (₦)')).toHaveValue('10,000,000')
    await expect(c.getByRole('status')).not.toContainText('your Premium is')
  }

  test('with JavaScript: a plain message, a call-back link, and the quote once the service is back', async ({ page }) => {
    const c = await renderThenLoseTheService(page)
    await expectAWayForward(c)
    await expectNoAxeViolations(page)
    await startStandIn(standInPort)
    await c.getByRole('button', { name: 'Get my quote' }).click()
    await expect(c.getByRole('status')).toContainText('Hello Adaeze Okafor, your Premium is ₦')
    // Handled, not crashed: no uncaught error in the server's log.
    expect(server!.errors()).not.toMatch(/⨯|uncaught|unhandled/i)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the page comes back with a plain message and a call-back link, not an error page', async ({ page, browser }) => {
      const c = await renderThenLoseTheService(page)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Term Life Plan')
      await expectAWayForward(c)
      await expectNoAxeViolationsAsServed(browser, page)
    })
  })
})
