import { expect, test } from './fixtures'

import { WIDTHS } from './helpers'

test.describe('browsing products', () => {
  test('a visitor browses a category, opens a product, jumps to the quote card and reads an answer', async ({ page }) => {
    const response = await page.goto('/policy/life/home')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protect what matters most')

    // See all plans scrolls down to the plan cards.
    const plans = page.getByRole('region', { name: 'Our life plans' })
    await expect(plans).not.toBeInViewport()
    await page.getByRole('link', { name: 'See all plans' }).click()
    await expect(page).toHaveURL(/#plans$/)
    await expect(plans.getByRole('heading', { name: 'Our life plans' })).toBeInViewport()
    await expect(plans.getByRole('link')).toHaveCount(4)

    // Each plan card opens its product page.
    await plans.getByRole('link', { name: /Term Life Plan/ }).click()
    await expect(page).toHaveURL(/\/policy\/life\/term-life-plan$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Term Life Plan')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Peace of mind at a low cost')
    await expect(page.getByRole('heading', { name: 'What Term Life gives you' })).toBeVisible()

    // Get A Quote scrolls to the calculator card.
    const quoteHeading = page.getByRole('heading', { name: 'Fill the Form to get started' })
    await expect(quoteHeading).not.toBeInViewport()
    await page.getByRole('link', { name: 'Get A Quote' }).click()
    await expect(page).toHaveURL(/#get-a-quote$/)
    await expect(quoteHeading).toBeInViewport()

    // A product FAQ opens and closes.
    const question = page.getByText('What happens at the end of the term?')
    const answer = page.getByText(/The cover stops and nothing is paid/)
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
    await question.click()
    await expect(answer).toBeHidden()
  })

  test('the breadcrumb leads back from a product to its category', async ({ page }) => {
    await page.goto('/policy/medical/critical-illness-plan')
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Medical plans' }).click()
    await expect(page).toHaveURL(/\/policy\/medical\/home$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Care for your health, without the worry')
  })

  test('every individual category lists at least three plans that open', async ({ page, request }) => {
    for (const category of ['medical', 'life', 'family', 'education']) {
      await page.goto(`/policy/${category}/home`)
      const links = page.locator('#plans').getByRole('link')
      expect(await links.count(), category).toBeGreaterThanOrEqual(3)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href, category).toMatch(new RegExp(`^/policy/${category}/[a-z0-9-]+$`))
        expect((await request.get(href!, { maxRedirects: 0 })).status(), href!).toBe(200)
      }
    }
  })

  test('the Corporate page shows why-us cards, spotlights and the corporate plans', async ({ page }) => {
    const response = await page.goto('/corporate/home')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cover your people, grow your business')
    const whyUs = page.getByRole('region', { name: 'Why businesses choose us' })
    expect(await whyUs.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3)
    await expect(page.getByRole('heading', { level: 2, name: 'Lend with confidence' })).toBeVisible()

    const plans = page.getByRole('region', { name: 'Our corporate plans' })
    await expect(plans.getByRole('link')).toHaveCount(3)
    await plans.getByRole('link', { name: /Group Life Plan/ }).click()
    await expect(page).toHaveURL(/\/policy\/corporate\/group-life-plan$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Group Life Plan')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('See all plans and Get A Quote still move to their sections', async ({ page }) => {
    await page.goto('/policy/education/home')
    await page.getByRole('link', { name: 'See all plans' }).click()
    await expect(page.getByRole('heading', { name: 'Our education plans' })).toBeInViewport()

    await page.goto('/policy/education/scholar-guard-plan')
    await page.getByRole('link', { name: 'Get A Quote' }).click()
    await expect(page.getByRole('heading', { name: 'Fill the Form to get started' })).toBeInViewport()

    const question = page.getByText('What counts as disabled?')
    await question.click()
    await expect(page.getByText(/Being unable to do any paid work/)).toBeVisible()
  })
})

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    // axe on every product page as loaded: every-page.spec.ts.
    test('the page does not scroll sideways', async ({ page }) => {
      for (const path of ['/policy/life/home', '/policy/life/endowment-savings-plan', '/corporate/home']) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, path).toBeLessThanOrEqual(0)
      }
    })
  })
}
