import { expect, test as setup } from '@playwright/test'

import { FIRST_EDITOR, STAFF } from './support/staff'

// Runs once before the specs (the "setup" project in playwright.config.ts). A fresh database has no
// staff: the admin shows its "create first user" screen, which this fills in as an editor would.
setup('the first editor signs up in the admin and adds an account for each signed-in spec', async ({ page, baseURL }) => {
  await page.goto('/admin')
  const create = page.getByRole('button', { name: 'Create' })
  const login = page.getByRole('button', { name: 'Login' })
  await expect(create.or(login)).toBeVisible({ timeout: 30_000 })
  if (await create.isVisible()) {
    await page.getByLabel('Email').fill(FIRST_EDITOR.email)
    await page.getByLabel('New Password').fill(FIRST_EDITOR.password)
    await page.getByLabel('Confirm Password').fill(FIRST_EDITOR.password)
    await page.getByLabel('Name').fill(FIRST_EDITOR.name)
    await create.click()
  } else {
    // A kept database (E2E_KEEP_DATA=1) already has its editor.
    await page.getByLabel('Email').fill(FIRST_EDITOR.email)
    await page.getByLabel('Password').fill(FIRST_EDITOR.password)
    await login.click()
  }
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 30_000 })

  const origin = { origin: new URL(baseURL ?? '').origin }
  for (const account of Object.values(STAFF)) {
    if (account.email === FIRST_EDITOR.email) continue
    const found = await page.request.get(`/api/users?where[email][equals]=${encodeURIComponent(account.email)}&depth=0`, { headers: origin })
    expect(found.status()).toBe(200)
    if (((await found.json()) as { totalDocs: number }).totalDocs > 0) continue
    const created = await page.request.post('/api/users', { data: account, headers: origin })
    expect(created.status(), `account ${account.email}`).toBe(201)
  }
})
