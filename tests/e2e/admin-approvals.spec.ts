
import { expect, type Page, test } from './fixtures'
import { axe, sameOrigin, WCAG_TAGS, WIDTHS } from './helpers'
import { STAFF, type StaffAccount } from './support/staff'

/**
 * A price change in the admin, as two people make it (issue 23, part 1): the pricing actuary proposes a
 * new loading and is offered no way to publish it; the pricing approver opens the plan and sees first what
 * the change does to quotes, in naira, then approves it for a date and time in the Schedule drawer, and
 * the scheduling is in the audit log.
 */
test.describe.configure({ mode: 'serial' })

async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

async function termPlanId(page: Page): Promise<number> {
  const response = await page.request.get('/api/plans?where[code][equals]=TLP&depth=0')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

/**
 * The approver opens the plan. Payload keeps a document locked for a few minutes after its editor leaves
 * it without the "leave without saving" prompt, so the approver may find the actuary's lock and takes over,
 * as they would at work.
 */
async function openPlanAsApprover(page: Page): Promise<void> {
  await page.goto(`/admin/collections/plans/${planId}`)
  const example = page.locator('.redwood-worked-example')
  const takeOver = page.getByRole('button', { name: 'Take over' })
  await expect(example.or(takeOver).first()).toBeVisible({ timeout: 30_000 })
  // Payload asks whether the document is locked after the form shows: on a busy machine the "Take over"
  // dialog may come a moment after the worked example. Wait until the admin has stopped asking, then take
  // over if it is there, until it is gone.
  await page.waitForLoadState('networkidle')
  await expect(async () => {
    if (await takeOver.isVisible()) await takeOver.click()
    await expect(takeOver).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

let planId = 0
let liveLoading = 0
/** A new loading, unlike the live one and any draft a kept database (E2E_KEEP_DATA=1) holds from an earlier run. */
let proposed = 0

test('the pricing actuary proposes a new loading as a draft, with no Publish or Schedule offered', async ({ page }) => {
  planId = await termPlanId(page)
  liveLoading = ((await (await page.request.get(`/api/plans/${planId}?depth=0`)).json()) as { loadingPercent: number }).loadingPercent
  await signIn(page, STAFF.pricingActuary)
  const draft = ((await (await page.request.get(`/api/plans/${planId}?draft=true&depth=0`, { headers: sameOrigin() })).json()) as { loadingPercent: number }).loadingPercent
  proposed = [liveLoading + 3, liveLoading + 4].find((value) => value !== draft)!
  await page.goto(`/admin/collections/plans/${planId}`)
  await page.getByRole('button', { name: 'Pricing basis' }).click()
  const loading = page.getByLabel(/Premium loading/)
  await expect(loading).toBeVisible({ timeout: 30_000 })
  await loading.fill(String(proposed))
  await expect(page.getByRole('button', { name: 'Publish changes' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText(/Draft saved successfully|saved successfully/i).first()).toBeVisible({ timeout: 15_000 })
  // Visitors still get the live price.
  expect(((await (await page.request.get(`/api/plans/${planId}?depth=0`)).json()) as { loadingPercent: number }).loadingPercent).toBe(liveLoading)
})

for (const size of WIDTHS) {
  test(`on a ${size.name}: the approver sees first what the change does to quotes, live against proposed`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await signIn(page, STAFF.pricingApprover)
    await openPlanAsApprover(page)
    const example = page.locator('.redwood-worked-example')
    await expect(example.getByRole('heading', { name: 'What this change does to quotes' })).toBeVisible({ timeout: 30_000 })
    const firstRow = example.locator('tbody tr').first()
    await expect(firstRow.locator('th')).toContainText(/^Age \d+, ₦[\d,]+ of cover over \d+ years, paid monthly$/)
    await expect(firstRow.locator('td').nth(0)).toHaveText(/^₦[\d,]+\.\d\d$/)
    await expect(firstRow.locator('td').nth(1)).toHaveText(/^₦[\d,]+\.\d\d$/)
    await expect(firstRow.locator('td').nth(2)).toHaveText(/^\+₦[\d,]+\.\d\d \(\+\d+\.\d%\)$/)
    const results = await axe(page).include('.redwood-worked-example').withTags(WCAG_TAGS).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
}

test('the approver compares the proposal with the version before it, field by field', async ({ page }) => {
  await signIn(page, STAFF.pricingApprover)
  const versions = await page.request.get(`/api/plans/versions?where[parent][equals]=${planId}&sort=-createdAt&limit=2&depth=0`, { headers: sameOrigin() })
  expect(versions.status()).toBe(200)
  const [latest, previous] = ((await versions.json()) as { docs: { id: string; version: { loadingPercent: number } }[] }).docs
  expect(latest!.version.loadingPercent).toBe(proposed)
  // On a fresh database the version before is the live plan.
  expect(previous).toBeDefined()
  await page.goto(`/admin/collections/plans/${planId}/versions/${latest!.id}`)
  // Payload's version view: the changed field, its value before and after.
  const loadingRow = page.locator('[class*="field-diff"]').filter({ hasText: /Premium loading/ }).first()
  await expect(loadingRow).toBeVisible({ timeout: 30_000 })
  await expect(loadingRow).toContainText(String(previous!.version.loadingPercent))
  await expect(loadingRow).toContainText(String(proposed))
})

test('the approver approves the change for a date and time; it waits, and the audit log records it', async ({ page }) => {
  await signIn(page, STAFF.pricingApprover)
  await openPlanAsApprover(page)
  await expect(page.locator('.redwood-worked-example')).toBeVisible({ timeout: 30_000 })
  // Payload's publish menu: the arrow beside Publish opens "Schedule Publish".
  await page.locator('.popup-button').filter({ has: page.locator('svg') }).last().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer).toBeVisible()
  const when = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
  const dateInput = drawer.locator('.react-datepicker__input-container input')
  await dateInput.click()
  // Payload's date picker takes a typed date and time in its display format, e.g. "Nov 29, 2026 9:00 AM".
  await dateInput.fill(`${when.toLocaleDateString('en-US', { month: 'short' })} ${when.getDate()}, ${when.getFullYear()} 9:00 AM`)
  await dateInput.press('Enter')
  await drawer.getByRole('button', { name: 'Save' }).click()
  // The drawer lists the change as upcoming.
  await expect(drawer.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 })
  // Not live yet.
  expect(((await (await page.request.get(`/api/plans/${planId}?depth=0`)).json()) as { loadingPercent: number }).loadingPercent).toBe(liveLoading)
  // An auditor finds the scheduling in the audit log, under the approver's name.
  await page.context().clearCookies()
  await signIn(page, STAFF.auditor)
  const audit = await page.request.get('/api/audit-log?where[action][equals]=schedule&sort=-at&limit=1&depth=0', { headers: sameOrigin() })
  expect(audit.status()).toBe(200)
  const [entry] = ((await audit.json()) as { docs: { actorEmail: string; target: string; documentId: string; note: string }[] }).docs
  expect(entry).toMatchObject({ actorEmail: STAFF.pricingApprover.email, target: 'plans', documentId: String(planId) })
  expect(entry!.note).toMatch(/^Publish on \w+day, \d+ \w+ \d{4} at \d\d:\d\d \(Lagos time\)$/)
})
