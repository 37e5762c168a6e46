/**
 * Every seeded product page quotes that product: the plan picker offers the product's own plans,
 * default first, and the price its copy states for the worked example is what the calculator
 * gives for that example. Corporate products ask for a group quote instead of a calculator.
 */
import { expect, test, type Locator, type Page } from './fixtures'

import { planRulesFromDoc } from '../../src/lib/plan-service/plan-rules'
import { premiumPhrase, type PriceExample } from '../../src/lib/quote/copy'
import { FREQUENCY_LABELS, normalizeFrequency } from '../../src/lib/quote/frequency'
import { priceFromSumAssured, type CoverKind, type HealthBenefit } from '../../src/lib/quote/engine'
import { formatNaira, roundMoney } from '../../src/lib/quote/money'
import { plans, productPlans } from '../../src/seed/data/plans'
import { products } from '../../src/seed/data/products'

/** yyyy-mm-dd for someone `age` last birthday today: `age` years and 100 days ago, as the site does. */
function dobIso(age: number): string {
  const now = new Date(Date.now() + 3600_000)
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - 100)
  return d.toISOString().slice(0, 10)
}

function card(page: Page): Locator {
  return page.getByRole('region', { name: 'Fill the Form to get started' })
}

function seedPlan(code: string) {
  const plan = plans.find((p) => p.code === code)
  if (!plan) throw new Error(`no seed plan ${code}`)
  const built = planRulesFromDoc(plan)
  if (!built.ok) throw new Error(`seed plan ${code} is not usable`)
  return { plan, rules: built.rules }
}

/** The example of a plan priced by the engine with the plan's own basis. */
function example(code: string): PriceExample {
  const { plan, rules } = seedPlan(code)
  const frequency = normalizeFrequency(plan.exampleFrequency) ?? '01'
  return {
    planName: plan.name,
    kind: plan.kind as CoverKind,
    healthBenefit: (plan.healthBenefit ?? null) as HealthBenefit | null,
    age: plan.exampleAge,
    term: plan.exampleTerm,
    frequency,
    sumAssured: plan.exampleSumAssured,
    premium: priceFromSumAssured(plan.exampleSumAssured, plan.exampleAge, plan.exampleTerm, frequency, rules.basis).modalPremium,
  }
}

for (const product of products) {
  const codes = productPlans[product.slug] ?? []
  const path = `/policy/${product.category}/${product.slug}`

  if (codes.length === 0) {
    // Only corporate products have no plan: group cover is priced per employer.
    test(`${product.slug} has no calculator and asks for a group quote`, async ({ page }) => {
      expect(product.category).toBe('corporate')
      await page.goto(path)
      const request = page.getByRole('region', { name: 'Request a group quote' })
      await expect(request.getByRole('button', { name: 'Request a group quote' })).toBeVisible()
      await expect(card(page)).toHaveCount(0)
    })
    continue
  }

  test(`${product.slug} offers its own plans, and the price in its copy is the calculator's`, async ({ page }) => {
    await page.goto(path)
    const c = card(page)
    const select = c.getByLabel('Plan', { exact: true })
    await expect(select.getByRole('option')).toHaveText(codes.map((code) => seedPlan(code).plan.name))
    await expect(select).toHaveValue(codes[0]!)

    const ex = example(codes[0]!)
    const phrase = premiumPhrase(ex)!
    await expect(page.locator('main')).toContainText(phrase)
    await expect(page.locator('main')).not.toContainText('{')

    // Terms and ages in the words are the calculator's own, from the plan's rules.
    const { plan } = seedPlan(codes[0]!)
    const words = JSON.stringify(product)
    const maxTerm = plan.minTenor2 + plan.tenor
    if (words.includes('{terms}')) await expect(page.locator('main')).toContainText(`${plan.minTenor2} to ${maxTerm} years`)
    if (words.includes('{ages}')) await expect(page.locator('main')).toContainText(`aged ${plan.minEntryAge} to ${plan.maxEntryAge}`)
    const tenures = c.getByLabel('Tenure').getByRole('option')
    await expect(tenures.nth(1)).toHaveText(plan.minTenor2 === 1 ? '1 year' : `${plan.minTenor2} years`)
    await expect(tenures.last()).toHaveText(`${maxTerm} years`)

    // Quote the stated example: the answer is the figure in the copy.
    await c.getByLabel('First name').fill('Adaeze')
    await c.getByLabel('Last name').fill('Okafor')
    await c.getByLabel('Date of birth').fill(dobIso(ex.age))
    await c.getByLabel('Frequency').selectOption({ label: FREQUENCY_LABELS[ex.frequency] })
    await c.getByLabel('Tenure').selectOption(String(ex.term))
    const status = c.getByRole('status')
    if (plan.quotes === 'premium') {
      await c.getByLabel('Sum Assured (₦)').fill(String(ex.sumAssured))
      await c.getByRole('button', { name: 'Get my quote' }).click()
      await expect(status).toHaveText(`Hello Adaeze Okafor, your Premium is ${formatNaira(ex.premium!)}.`)
      // Shown in whole naira; the instalment itself is the engine's exact price, to the kobo.
      await expect(c.getByRole('definition').locator('data').first()).toHaveAttribute('value', roundMoney(ex.premium!).toFixed(2))
    } else {
      // The visitor gives the premium (an annuity's purchase price): the copy's price buys the example's amount.
      await c.getByLabel('Premium (₦)').fill(String(Math.round(ex.premium!)))
      await c.getByRole('button', { name: 'Get my quote' }).click()
      await expect(status).toContainText('your Sum Assured is ₦')
      const answer = Number((await status.textContent())!.replace(/^.*₦([\d,.]+)\.$/, '$1').replace(/,/g, ''))
      expect(Math.abs(answer - ex.sumAssured)).toBeLessThan(1)
    }
  })
}

test('category cards and the home carousel show each product’s example price', async ({ page }) => {
  await page.goto('/policy/life/home')
  const termCard = page.locator('#plans').getByRole('link', { name: /Term Life Plan/ })
  await expect(termCard).toContainText(`From ${premiumPhrase(example('TLP'))} for ₦10,000,000 of cover for 20 years, starting at age 35`)
  await page.goto('/')
  const carousel = page.getByRole('region', { name: /plans/i }).filter({ has: page.getByRole('link', { name: /Hospital Cash Plan/ }) }).first()
  await expect(carousel.getByRole('link', { name: /Hospital Cash Plan/ })).toContainText(`From ${premiumPhrase(example('HCP'))}`)
})
