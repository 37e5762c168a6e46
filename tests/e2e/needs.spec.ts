/**
 * "How much cover do I need?" (/how-much-cover): answer the questions, read the suggestion and how it
 * was worked out, and carry the figure into the term life quote; with and without JavaScript.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { suggestCover } from '../../src/lib/needs'
import { formatNaira } from '../../src/lib/quote/money'
import { plans } from '../../src/seed/data/plans'
import { expectNoAxeViolations, WIDTHS } from './helpers'

const NEEDS = '/how-much-cover'
/** The seeded term life product: its default plan is the one term plan that asks for the sum assured. */
const TERM_LIFE = '/policy/life/term-life-plan'
const TERM_PLAN = plans.find((p) => p.code === 'TLP')!

const ANSWERS = {
  'Your annual income (₦)': '3600000',
  'Years of support': '10',
  'Debts (₦)': '2450000',
  'School fees still to pay (₦)': '4000000',
  'Life cover you already have (₦)': '5000000',
  'Savings and investments (₦)': '1234567',
}
const EXPECTED = suggestCover(
  { income: 3_600_000, years: 10, debts: 2_450_000, schoolFees: 4_000_000, existingCover: 5_000_000, savings: 1_234_567 },
  { min: TERM_PLAN.minSumAssured, max: 1e12 },
)

function form(page: Page): Locator {
  return page.getByRole('form', { name: 'Your answers' })
}

function result(page: Page): Locator {
  return page.getByRole('region', { name: /of term life cover$/ })
}

function card(page: Page): Locator {
  return page.getByRole('region', { name: 'Fill the Form to get started' })
}

async function answer(page: Page, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) await form(page).getByRole('textbox', { name: label }).fill(value)
  await form(page).getByRole('button', { name: 'Work out my cover' }).click()
  await page.waitForLoadState('load')
}

/** yyyy-mm-dd for someone 35 last birthday, well away from the birthday. */
function dobIso(age: number): string {
  const now = new Date(Date.now() + 3600_000)
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - 100)
  return d.toISOString().slice(0, 10)
}

/** What the plan service itself answers for a monthly premium on `sumAssured` of the term plan. */
async function servicePremium(request: APIRequestContext, sumAssured: number, age: number, term: number): Promise<number> {
  const [y, m, d] = dobIso(age).split('-')
  const response = await request.post('/plan-service/imultiplan/api/v1/annuity/regular-premium', {
    data: { premiumFrequency: '01', planDuration: term, planId: TERM_PLAN.code, birthDate: `${d}/${m}/${y}`, regularPremium: sumAssured },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { amount: number }
  return body.amount
}

async function suggestionToQuote(page: Page, request: APIRequestContext) {
  await page.goto(NEEDS)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How much cover do I need?')
  // Before any answers the page explains the method.
  await expect(page.getByRole('region', { name: 'How we work it out' })).toContainText('Rounded up to the nearest ₦100,000')
  await answer(page, ANSWERS)

  // A shareable address that holds the answers, brought back at the answer.
  await expect(page).toHaveURL(/\/how-much-cover\?income=3%2C600%2C000&years=10&.*#needs-result$|\/how-much-cover\?income=3600000&years=10&.*#needs-result$/)
  const r = result(page)
  await expect(r.getByRole('heading', { level: 2 })).toHaveText('We suggest ₦36,300,000 of term life cover')
  await expect(r.getByRole('listitem')).toHaveText(EXPECTED.steps.map((s) => s.text))
  await expect(r).toContainText('This is a guide, not advice')
  await expect(r).toContainText('inflation')
  // The answers stay in the boxes, grouped like the quote card's amounts.
  await expect(form(page).getByRole('textbox', { name: 'Your annual income (₦)' })).toHaveValue('3,600,000')
  await expect(form(page).getByRole('textbox', { name: 'Savings and investments (₦)' })).toHaveValue('1,234,567')

  await r.getByRole('link', { name: 'Get a quote for ₦36,300,000 of term life cover' }).click()
  await expect(page).toHaveURL(new RegExp(`${TERM_LIFE}\\?cover=36300000#get-a-quote$`))
  const c = card(page)
  await expect(c.getByLabel('Plan', { exact: true })).toHaveValue(TERM_PLAN.code)
  await expect(c.getByLabel('Sum Assured (₦)')).toHaveValue('36,300,000')

  await c.getByLabel('First name').fill('Chidi')
  await c.getByLabel('Last name').fill('Eze')
  await c.getByLabel('Date of birth').fill(dobIso(35))
  await c.getByLabel('Frequency').selectOption({ label: 'Monthly' })
  await c.getByLabel('Tenure').selectOption({ label: '20 years' })
  await c.getByRole('button', { name: 'Get my quote' }).click()
  await page.waitForLoadState('load')
  const premium = await servicePremium(request, 36_300_000, 35, 20)
  await expect(card(page).getByRole('status')).toHaveText(`Hello Chidi Eze, your Premium is ${formatNaira(premium)}.`)
}

async function badAnswers(page: Page) {
  await page.goto(NEEDS)
  await answer(page, { 'Your annual income (₦)': 'about a million', 'Years of support': '99', 'Debts (₦)': '-5', 'Savings and investments (₦)': '12.50' })
  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your annual income as a number of naira, for example 3,600,000',
    'Enter the years of support as a whole number from 1 to 40',
    "Your debts can't be less than zero",
    'Enter your savings and investments in whole naira, without kobo',
  ])
  await expect(summary).toBeFocused()
  await expect(page).toHaveTitle(/^Error: How much cover do I need\?/)
  const years = form(page).getByRole('textbox', { name: 'Years of support' })
  await expect(years).toHaveAttribute('aria-invalid', 'true')
  await expect(years).toHaveAccessibleDescription(/Error: Enter the years of support as a whole number from 1 to 40/)
  await expect(years).toHaveValue('99')
  // The answers that were fine are not marked.
  await expect(form(page).getByRole('textbox', { name: 'School fees still to pay (₦)' })).not.toHaveAttribute('aria-invalid', 'true')
  await expect(result(page)).toHaveCount(0)
  await summary.getByRole('link', { name: /years of support/ }).click()
  await expect(years).toBeFocused()
}

test.describe('with JavaScript', () => {
  test('answers give a suggestion with its working, and the figure carries into a term life quote', async ({ page, request }) => {
    await suggestionToQuote(page, request)
  })

  test('amounts are grouped while typing', async ({ page }) => {
    await page.goto(NEEDS)
    const income = form(page).getByRole('textbox', { name: 'Your annual income (₦)' })
    await income.pressSequentially('12500000')
    await expect(income).toHaveValue('12,500,000')
  })

  test('wrong answers get a message each, linked from the summary', async ({ page }) => {
    await badAnswers(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('answers give a suggestion with its working, and the figure carries into a term life quote', async ({ page, request }) => {
    await suggestionToQuote(page, request)
  })

  test('wrong answers get a message each, linked from the summary', async ({ page }) => {
    await badAnswers(page)
  })
})

test('a need below the plan’s smallest cover is raised to it, and the page says so', async ({ page }) => {
  await page.goto(`${NEEDS}?income=400000&years=2&debts=&schoolFees=&existingCover=&savings=`)
  const smallest = formatNaira(TERM_PLAN.minSumAssured)
  await expect(result(page).getByRole('heading', { level: 2 })).toHaveText(`We suggest ${smallest} of term life cover`)
  await expect(result(page).getByRole('listitem').last()).toHaveText(`The smallest term life cover we offer is ${smallest}, so we suggest ${smallest}`)
  await expect(result(page).getByRole('link', { name: `Get a quote for ${smallest} of term life cover` })).toHaveAttribute(
    'href',
    `${TERM_LIFE}?cover=${TERM_PLAN.minSumAssured}#get-a-quote`,
  )
})

test('odd addresses get the form with messages, never a server error', async ({ request }) => {
  for (const query of [
    `income=${'9'.repeat(5000)}&years=%00`,
    'income[]=1&income=2&years=abc&years=10',
    'income=%E2%82%A6&years=-1&debts=1e9&savings=NaN&existingCover=Infinity',
    'years=',
  ]) {
    const response = await request.get(`${NEEDS}?${query}`)
    expect(response.status(), query).toBe(200)
    const html = await response.text()
    expect(html, query).toContain('There is a problem')
    expect(html, query).not.toMatch(/at \w+ \(|node_modules|Internal Server Error/)
  }
  // A cover the product page cannot use is ignored: the card starts empty.
  for (const cover of ['abc', '-5', '1e99', '0', '9'.repeat(400)]) {
    const response = await request.get(`${TERM_LIFE}?cover=${cover}`)
    expect(response.status(), cover).toBe(200)
    expect(await response.text(), cover).toContain('Fill the Form to get started')
  }
})

test('life product pages link to the calculator beside the quote card; health cover does not', async ({ page }) => {
  for (const path of [TERM_LIFE, '/policy/life/whole-life-legacy-plan']) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: 'Work it out' }), path).toHaveAttribute('href', NEEDS)
  }
  await page.goto('/policy/medical/hospital-cash-plan')
  await expect(page.getByRole('link', { name: 'Work it out' })).toHaveCount(0)
})

for (const size of WIDTHS) {
  test(`the calculator is accessible at ${size.width}px: empty, with errors and with a suggestion`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto(NEEDS)
    await expectNoAxeViolations(page)
    await page.goto(`${NEEDS}?income=lots&years=0`)
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(`${NEEDS}?income=3600000&years=10&debts=2450000&schoolFees=4000000&existingCover=5000000&savings=1234567`)
    await expect(result(page)).toBeVisible()
    await expectNoAxeViolations(page)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
  })
}
