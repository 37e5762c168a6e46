/**
 * A visitor compares plans side by side (issue 9 §5), with and without JavaScript, on a phone and a
 * desktop: every figure on the page is the plan service's own answer for the same inputs.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { formatNaira } from '../../src/lib/quote/money'
import { birthDateForAge, lagosCalendarDate } from '../../src/lib/quote/dates'

import { expect, test } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'

const AGE = 35
const TERM = 20
const COVER = 10_000_000
const SHARED = `/compare?plan=TLP&plan=AEE&plan=WLP&age=${AGE}&by=cover&amount=${COVER}&term=${TERM}&frequency=monthly`

type Answer = { amount: number; schedule: { premiumsPaid: number }[] }

/** What /plan-service answers for a monthly premium on this cover: the figures the page must show. */
async function serviceQuote(request: APIRequestContext, planId: string): Promise<{ premium: string; total: string }> {
  const response = await request.post('/plan-service/imultiplan/api/v1/annuity/regular-premium', {
    data: { premiumFrequency: '01', planDuration: TERM, planId, birthDate: birthDateForAge(AGE, lagosCalendarDate(new Date())), regularPremium: COVER },
  })
  expect(response.status(), planId).toBe(200)
  const body = (await response.json()) as Answer
  const last = body.schedule.at(-1)
  if (!last) throw new Error(`no schedule for ${planId}`)
  return { premium: `${formatNaira(body.amount)} a month`, total: formatNaira(last.premiumsPaid) }
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name })

async function expectFigures(page: Page, request: APIRequestContext) {
  const [tlp, aee, wlp] = await Promise.all([serviceQuote(request, 'TLP'), serviceQuote(request, 'AEE'), serviceQuote(request, 'WLP')])
  await expect(card(page, 'Level Term Cover').getByRole('definition')).toHaveText([
    tlp.premium,
    '₦10,000,000',
    tlp.total,
    '₦10,000,000 if death comes within the 20 years.',
    'Nothing: the cover and the premiums stop.',
    'You get nothing back. Your cover stops if a premium is still unpaid when the grace period ends: term cover builds up no savings.',
  ])
  await expect(card(page, 'Endowment Assurance').getByRole('definition')).toHaveText([
    aee.premium,
    '₦10,000,000',
    aee.total,
    '₦10,000,000 if death comes within the 20 years.',
    '₦10,000,000, if alive at the end of the term.',
    'Your cover stops if a premium is still unpaid when the grace period ends. This quote does not promise any money back: you may get back less than you paid in, or nothing. Call us before you stop paying, and we will tell you what your policy is worth.',
  ])
  await expect(card(page, 'Whole Life Legacy').getByRole('definition')).toHaveText([
    wlp.premium,
    '₦10,000,000',
    wlp.total,
    '₦10,000,000, whenever death comes, during the term or after it.',
    'Nothing is paid out: the premiums stop and the cover goes on for life.',
    'Your cover stops if a premium is still unpaid when the grace period ends. This quote does not promise any money back: you may get back less than you paid in, or nothing. Call us before you stop paying, and we will tell you what your policy is worth.',
  ])
}

for (const js of [true, false]) {
  test.describe(`comparing plans ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })
    // axe runs as a script in the page, so it can only judge with JavaScript on; the server sends the
    // same markup either way, and the runs with JavaScript check these very states.
    const checkAxe = (page: Page) => (js ? expectNoAxeViolations(page) : Promise.resolve())

    for (const size of WIDTHS) {
      test(`on a ${size.name}: from a product page, choose plans, compare, and share the address`, async ({ page, request, browser }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.goto('/policy/life/term-life-plan')
        await page.getByRole('link', { name: 'Compare this plan with others' }).click()
        await expect(page.getByRole('heading', { level: 1, name: 'Compare plans' })).toBeVisible()
        const form = page.getByRole('form', { name: 'Compare plans' })
        await expect(form.getByRole('checkbox', { name: /^Level Term Cover/ })).toBeChecked()
        // Plans that can't take a cover amount are not offered.
        await expect(form.getByRole('checkbox', { name: /Retiree Life Annuity|Hospital Cash|Family Income Cover/ })).toHaveCount(0)
        await form.getByRole('checkbox', { name: /^Endowment Assurance/ }).check()
        await form.getByRole('checkbox', { name: /^Whole Life Legacy/ }).check()
        await form.getByRole('textbox', { name: 'Your age' }).fill(String(AGE))
        await form.getByRole('radio', { name: 'The cover I want' }).check()
        await form.getByRole('textbox', { name: 'Amount (₦)' }).fill('10,000,000')
        await form.getByRole('textbox', { name: 'Term (years)' }).fill(String(TERM))
        await form.getByRole('combobox', { name: 'How often you pay' }).selectOption({ label: 'Monthly' })
        await form.getByRole('button', { name: 'Compare plans' }).click()

        await expect(page.getByRole('heading', { name: 'Side by side' })).toBeVisible()
        await expectFigures(page, request)
        // The form keeps what was entered.
        await expect(form.getByRole('textbox', { name: 'Your age' })).toHaveValue(String(AGE))
        // Cards on a phone, nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(1)
        await checkAxe(page)

        // The address reproduces the comparison in a fresh browser, and the page's own link is that address.
        const shared = page.url()
        expect(new URL(shared).searchParams.getAll('plan')).toEqual(['TLP', 'AEE', 'WLP'])
        await expect(page.getByRole('link', { name: 'Link to this comparison' })).toHaveAttribute(
          'href',
          `/compare?plan=TLP&plan=AEE&plan=WLP&age=35&by=cover&amount=10000000&term=20&frequency=monthly`,
        )
        const other = await browser.newContext({ javaScriptEnabled: js, viewport: { width: size.width, height: size.height } })
        try {
          const again = await other.newPage()
          await again.goto(shared)
          await expectFigures(again, request)
        } finally {
          await other.close()
        }

        // Apply from a card: the application opens with that plan and those figures.
        const apply = card(page, 'Endowment Assurance').getByRole('link', { name: 'Apply for Endowment Assurance' })
        const box = await apply.boundingBox()
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
        await apply.click()
        await expect(page).toHaveURL(/\/apply\?plan=AEE&age=35&term=20&frequency=01&amount=10000000$/)
        await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible()
        await expect(page.getByText('You are applying for the Endowment Assurance.', { exact: false })).toBeVisible()
      })

      test(`on a ${size.name}: bad input gets a message at each field, and the empty page passes axe`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.goto('/compare')
        await checkAxe(page)
        const form = page.getByRole('form', { name: 'Compare plans' })
        await form.getByRole('checkbox', { name: /^Level Term Cover/ }).check()
        await form.getByRole('textbox', { name: 'Your age' }).fill('thirty')
        await form.getByRole('textbox', { name: 'Amount (₦)' }).fill('12.50')
        await form.getByRole('textbox', { name: 'Term (years)' }).fill('99')
        await form.getByRole('button', { name: 'Compare plans' }).click()

        const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
        await expect(summary).toBeFocused()
        await expect(summary.getByRole('link')).toHaveText([
          'Choose 2 or 3 plans to compare.',
          'Enter your age in whole years, for example 35.',
          'Choose whether you are giving the cover you want or the premium you can pay.',
          'Enter the cover in whole naira, for example 10,000,000.',
          'Enter a term from 1 to 60 years.',
          'Choose how often you would pay.',
        ])
        await expect(page).toHaveTitle(/^Error: Compare plans/)
        const age = form.getByRole('textbox', { name: 'Your age' })
        await expect(age).toHaveAttribute('aria-invalid', 'true')
        await expect(age).toHaveAccessibleDescription(/Error: Enter your age in whole years/)
        await expect(form.getByRole('group', { name: /Plans to compare/ })).toHaveAccessibleDescription(/Error: Choose 2 or 3 plans/)
        // What was typed stays, and no figures are shown.
        await expect(age).toHaveValue('thirty')
        await expect(form.getByRole('checkbox', { name: /^Level Term Cover/ })).toBeChecked()
        await expect(page.getByRole('heading', { name: 'Side by side' })).toHaveCount(0)
        await checkAxe(page)
      })
    }
  })
}

test('a plan that cannot take the inputs says why in its own card; others are still priced', async ({ page, request }) => {
  await page.goto(`/compare?plan=TLP&plan=SPE&age=${AGE}&by=cover&amount=${COVER}&term=${TERM}&frequency=monthly`)
  await expect(card(page, 'Single Premium Endowment')).toContainText("This plan can't be paid Monthly. Choose One Time.")
  await expect(card(page, 'Single Premium Endowment')).toContainText('The term must be between 5 and 15 years.')
  const tlp = await serviceQuote(request, 'TLP')
  await expect(card(page, 'Level Term Cover').getByRole('definition').first()).toHaveText(tlp.premium)
})

test('giving a premium shows the cover it buys, as the plan service answers it', async ({ page, request }) => {
  const response = await request.post('/plan-service/imultiplan/api/v1/annuity/sumassured', {
    data: { premiumFrequency: '12', planDuration: 10, planId: 'AEE', birthDate: birthDateForAge(40, lagosCalendarDate(new Date())), sumAssured: 500000 },
  })
  const body = (await response.json()) as Answer
  await page.goto('/compare?plan=AEE&plan=EDU&age=40&by=premium&amount=500000&term=10&frequency=yearly')
  const aee = card(page, 'Endowment Assurance').getByRole('definition')
  await expect(aee.nth(0)).toHaveText('₦500,000 a year')
  await expect(aee.nth(1)).toHaveText(formatNaira(body.amount))
  await expect(aee.nth(2)).toHaveText('₦5,000,000')
  await expect(card(page, 'Education Savings Plan').getByRole('definition').nth(3)).toHaveText(/^Nothing at once: the premiums stop and the fund of ₦[\d,.]+ is still paid at the end of the term\.$/)
})

test('the address is checked on the server: plans it cannot compare, too many plans, nonsense; never a server error', async ({ request }) => {
  const annuity = await request.get(`/compare?plan=TLP&plan=RLA&age=${AGE}&by=cover&amount=${COVER}&term=${TERM}&frequency=monthly`)
  expect(annuity.status()).toBe(200)
  expect(await annuity.text()).toContain('Retiree Life Annuity can&#x27;t be compared here: it is bought with one payment and pays an income for life.')
  const four = await request.get(`/compare?plan=TLP&plan=AEE&plan=WLP&plan=EDU&age=${AGE}&by=cover&amount=${COVER}&term=${TERM}&frequency=monthly`)
  expect(await four.text()).toContain('Choose at most 3 plans.')
  for (const query of ['plan=%00&age=%FF', `age=${'9'.repeat(5000)}`, 'plan[]=x&frequency=monthly&frequency=yearly', 'amount=-1&by=x', 'plan=' + 'A'.repeat(300)]) {
    const response = await request.get(`/compare?${query}`)
    expect(response.status(), query).toBeLessThan(500)
    expect(await response.text(), query).not.toMatch(/at \S+\.js:\d+|node_modules|\/work\//)
  }
})

test.describe('a shared address with bad values', () => {
  test.use({ javaScriptEnabled: false })
  const base = { age: String(AGE), by: 'cover', amount: String(COVER), term: String(TERM), frequency: 'monthly' }
  const address = (plans: string[], over: Record<string, string> = {}) => {
    const q = new URLSearchParams()
    for (const p of plans) q.append('plan', p)
    for (const [k, v] of Object.entries({ ...base, ...over })) q.set(k, v)
    return `/compare?${q.toString()}`
  }
  const cases: { name: string; url: string; field: string; message: string }[] = [
    { name: 'an unknown plan', url: address(['TLP', 'NOPE']), field: 'plans', message: 'We have no plan "NOPE" to compare. Choose the plans from the list.' },
    { name: 'one plan only', url: address(['TLP']), field: 'plans', message: 'Choose 2 or 3 plans to compare.' },
    { name: 'four plans', url: address(['TLP', 'AEE', 'WLP', 'EDU']), field: 'plans', message: 'Choose at most 3 plans.' },
    { name: 'a plan code that is not a code', url: address(['TLP', 'A'.repeat(300)]), field: 'plans', message: 'Choose the plans from the list.' },
    { name: 'age 0', url: address(['TLP', 'AEE'], { age: '0' }), field: 'Your age', message: 'Enter an age from 1 to 100.' },
    { name: 'age 101', url: address(['TLP', 'AEE'], { age: '101' }), field: 'Your age', message: 'Enter an age from 1 to 100.' },
    { name: 'a very long age', url: address(['TLP', 'AEE'], { age: '9'.repeat(5000) }), field: 'Your age', message: 'Enter your age in whole years, for example 35.' },
    { name: 'a cover of nothing', url: address(['TLP', 'AEE'], { amount: '0' }), field: 'Amount (₦)', message: 'Enter a cover greater than zero.' },
    { name: 'a cover beyond any plan', url: address(['TLP', 'AEE'], { amount: '1000000000001' }), field: 'Amount (₦)', message: 'Enter a cover of at most ₦1,000,000,000,000.' },
    { name: 'a negative premium', url: address(['TLP', 'AEE'], { by: 'premium', amount: '-1' }), field: 'Amount (₦)', message: 'Enter the premium in whole naira, for example 10,000,000.' },
    { name: 'a term of 61 years', url: address(['TLP', 'AEE'], { term: '61' }), field: 'Term (years)', message: 'Enter a term from 1 to 60 years.' },
    { name: 'an unknown basis', url: address(['TLP', 'AEE'], { by: 'x' }), field: 'What do you know?', message: 'Choose whether you are giving the cover you want or the premium you can pay.' },
    { name: 'a weekly frequency', url: address(['TLP', 'AEE'], { frequency: 'weekly' }), field: 'How often you pay', message: 'Choose how often you would pay.' },
    { name: 'two frequencies', url: `${address(['TLP', 'AEE'])}&frequency=yearly`, field: 'How often you pay', message: 'Choose how often you would pay.' },
  ]
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const c of cases) {
    test(`${c.name}: the page answers 200 with the message at its field and no figures`, async ({ page }) => {
      const response = await page.goto(c.url)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(/^Error: Compare plans/)
      const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
      await expect(summary.getByRole('link')).toHaveText([c.message])
      const form = page.getByRole('form', { name: 'Compare plans' })
      const field =
        c.field === 'plans'
          ? form.getByRole('group', { name: /Plans to compare/ })
          : c.field === 'What do you know?'
            ? form.getByRole('radiogroup', { name: c.field })
            : c.field === 'How often you pay'
              ? form.getByRole('combobox', { name: c.field })
              : form.getByRole('textbox', { name: c.field, exact: true })
      await expect(field).toHaveAccessibleDescription(new RegExp(`Error: ${escape(c.message)}`))
      await expect(page.getByRole('heading', { name: 'Side by side' })).toHaveCount(0)
    })
  }
})

test('a comparison is rendered for each request, never kept by Next’s cache or a proxy, and runs under the CSP', async ({ request }) => {
  const first = await request.get(SHARED)
  const second = await request.get(SHARED)
  for (const response of [first, second]) {
    expect(response.status()).toBe(200)
    expect(response.headers()['x-nextjs-cache']).toBeUndefined()
    expect(response.headers()['cache-control']).toMatch(/private|no-store/)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*[;\s]/)
    // Scripts only from this site or by hash (the site-wide policy allows inline styles, not scripts).
    const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
  }
})

test('the life category page links to a comparison of its plans', async ({ page }) => {
  await page.goto('/policy/life/home')
  await page.getByRole('link', { name: 'Compare plans side by side' }).click()
  await expect(page).toHaveURL(/\/compare\?plan=TLP&plan=AEE$/)
  await expect(page.getByRole('checkbox', { name: /^Level Term Cover/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Endowment Assurance/ })).toBeChecked()
})
