import { expect, type Page, test } from './fixtures'


const ROUTES = [
  { path: '/claims', h1: 'Making a claim, made simple' },
  { path: '/claims/forms', h1: 'Claim forms and user guides' },
  { path: '/claims/faqs', h1: 'Claims questions and answers' },
  { path: '/claims/promise', h1: 'Our claims promise' },
  { path: '/claims/glossary', h1: 'Learn the terms in claims' },
] as const

async function toggles(page: Page, question: string, answerSnippet: string | RegExp) {
  const summary = page.getByText(question, { exact: true })
  const answer = page.getByText(answerSnippet).first()
  await expect(answer).toBeHidden()
  await summary.click()
  await expect(answer).toBeVisible()
  await summary.click()
  await expect(answer).toBeHidden()
}

test.describe('claims pages', () => {
  test('the overview shows both ways to claim, the promise, questions and resources', async ({ page }) => {
    const response = await page.goto('/claims')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Make a claim/)
    await expect(page.getByRole('heading', { level: 1, name: 'Making a claim, made simple' })).toBeVisible()

    const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { name: /Step 1:/ }) })
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Step 1: Tell us what happened',
      'Step 2: Your agent brings the forms',
      'Step 3: We check your documents',
      'Step 4: We pay into your account',
    ])

    await expect(page.getByRole('heading', { level: 2, name: 'Our claims promise' })).toBeVisible()
    await expect(page.getByText('to process a complete claim, often sooner')).toBeVisible()
    await page.getByRole('link', { name: 'Read our claims promise' }).click()
    await expect(page).toHaveURL(/\/claims\/promise$/)
    await page.goBack()

    for (const [name, href] of [
      ['Claim forms and guides', '/claims/forms'],
      ['Questions and answers', '/claims/faqs'],
      ['Glossary of claims terms', '/claims/glossary'],
    ] as const) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }

    // Copy links glossary terms straight to their row.
    await expect(page.getByRole('link', { name: 'complete application', exact: true }).first()).toHaveAttribute(
      'href',
      '/claims/glossary#term-complete-application',
    )
  })

  test('the overview accordion opens and closes', async ({ page }) => {
    await page.goto('/claims')
    await toggles(page, 'Does it cost anything to make a claim?', /We never charge a fee to make a claim/)
  })

  test('the second self-submit card goes to the contact page on phones and to the forms on desktops', async ({ page }) => {
    const cards = () => page.getByRole('list', { name: 'Claim by yourself' }).getByRole('listitem')
    // The card's own links apart from the e-mail address in its text: only the one for this screen is exposed.
    const pageLinks = () =>
      cards()
        .nth(1)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((href) => !href?.startsWith('mailto:')))

    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/claims')
    await expect(cards()).toHaveCount(2)
    expect(await pageLinks()).toEqual(['/contact'])
    await expect(cards().nth(1).getByRole('link', { name: 'Ask us to help you send it' })).toBeVisible()
    await expect(cards().nth(1).getByRole('link', { name: 'See what to send' })).toHaveCount(0)
    await expect(cards().first().getByRole('link', { name: 'Download a claim form' })).toHaveAttribute('href', '/claims/forms')

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(cards().nth(1).getByRole('link', { name: 'See what to send' })).toBeVisible()
    expect(await pageLinks()).toEqual(['/claims/forms'])
    await expect(cards().nth(1).getByRole('link', { name: 'Ask us to help you send it' })).toHaveCount(0)
  })

  test('claim forms download as real PDFs', async ({ page, request }) => {
    await page.goto('/claims/forms')
    await expect(page.getByRole('heading', { level: 1, name: 'Claim forms and user guides' })).toBeVisible()
    for (const name of [
      'Death claim form',
      'Maturity claim form',
      'Surrender request form',
      'Critical illness claim form',
      'Hospital cash claim form',
      'Change of beneficiary form',
      'Death claims: a guide for families',
      'How to fill in a claim form',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    }

    const link = page.getByRole('link', { name: /^Download Death claim form \(PDF, \d+ KB\)$/ })
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    expect(href).toBeTruthy()
    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    const body = await response.body()
    expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF')
    expect(body.length).toBeGreaterThan(1000)

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/death-claim-form\.pdf$/)

    await expect(page.getByRole('link', { name: /^Download How to fill in a claim form \(PDF, \d+ KB\)$/ })).toBeVisible()
  })

  test('the forms page accordion opens and closes', async ({ page }) => {
    await page.goto('/claims/forms')
    await toggles(page, 'Can I fill in the form on my phone?', /The forms are made for printing/)
  })

  test('the questions page lists questions by topic and each answer opens and closes', async ({ page }) => {
    await page.goto('/claims/faqs')
    await expect(page.getByRole('heading', { level: 1, name: 'Claims questions and answers' })).toBeVisible()
    for (const topic of ['Before you claim', 'Documents', 'Payment', 'If something goes wrong']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible()
    }
    await expect(page.getByText('How long will it take to get paid?')).toBeVisible()
    // The reply time beside the email address is Site settings → Promises (demo: 1 working day).
    await expect(page.getByText(/and we reply within 1 working day\./)).toBeVisible()
    await toggles(page, 'What if we do not have a death certificate yet?', /A burial permit or a letter from the hospital/)
  })

  test('the promise page shows the 14-day promise, the approach and the commitments', async ({ page }) => {
    await page.goto('/claims/promise')
    await expect(page.getByRole('heading', { level: 1, name: 'Our claims promise' })).toBeVisible()
    await expect(
      page.getByText('Claims are usually processed within 14 days of receiving a complete application.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Our Approach' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'When you make a claim' })).toBeVisible()
    for (const title of ['We answer quickly', 'One person looks after you', 'Every decision explained']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Discharge voucher', exact: true }).first().click()
    await expect(page).toHaveURL(/\/claims\/glossary#term-discharge-voucher$/)
    await expect(page.getByRole('rowheader', { name: 'Discharge voucher' })).toBeInViewport()
  })

  test('the glossary is a table of at least 15 terms, and a term can be linked to', async ({ page }) => {
    await page.goto('/claims/glossary')
    await expect(page.getByRole('heading', { level: 1, name: 'Learn the terms in claims' })).toBeVisible()
    const table = page.getByRole('table', { name: /Claims terms and what they mean/ })
    await expect(table.getByRole('columnheader')).toHaveText(['Term', 'Definition'])
    const rows = table.getByRole('row')
    expect(await rows.count()).toBeGreaterThanOrEqual(16) // header row + at least 15 terms
    await expect(table.getByRole('row', { name: /^Beneficiary The person or people/ })).toBeVisible()

    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/claims/glossary#term-sum-assured')
    const cell = table.getByRole('rowheader', { name: 'Sum assured' })
    await expect(cell).toBeInViewport()
    expect(await cell.evaluate((el) => el.matches(':target'))).toBe(true)
    expect(await page.evaluate(() => document.querySelector(':target')?.textContent)).toBe('Sum assured')
    // The targeted row is highlighted; its neighbours are not.
    const background = (name: string) =>
      table.getByRole('row', { name: new RegExp(`^${name} `) }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background('Sum assured')).not.toBe(await background('Surrender value'))
  })

  // axe on each claims page as loaded, at both widths: every-page.spec.ts.
  test('each claims page opens on its own heading', async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible()
    }
  })
})
