import { expect, test, type Page } from './fixtures'
import { sameOrigin } from './helpers'
import { startDeathClaim } from './support/claims'
import { STAFF, type StaffAccount } from './support/staff'

/**
 * Plain words everywhere in the admin (issue 23; decision 033). Signed in with every role, the test opens
 * every collection's list and every global, and the first document of each collection, and fails on what
 * a staff member should never read: a `true`/`false` chip, an internal camelCase name, "(kobo)", a server
 * path or a setting's name, an array row called "Checklist 01". The list of collections and globals is
 * the admin's own (from the config, as /api/access reports it), so a new collection is covered by itself.
 */
async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 30_000 })
}

type Access = { collections: Record<string, { read?: unknown }>; globals: Record<string, { read?: unknown }> }

/** Every collection and global of the config that this account may read, less Payload's own bookkeeping. */
async function readable(page: Page): Promise<{ collections: string[]; globals: string[] }> {
  const response = await page.request.get('/api/access', { headers: sameOrigin() })
  expect(response.status()).toBe(200)
  const access = (await response.json()) as Access
  const open = (entries: Record<string, { read?: unknown }>) =>
    Object.entries(entries)
      .filter(([slug, a]) => !slug.startsWith('payload-') && a.read !== false && a.read !== undefined)
      .map(([slug]) => slug)
  return { collections: open(access.collections), globals: open(access.globals) }
}

/** What a staff member reads on the page now, judged line by line. */
async function problemsOn(page: Page, where: string): Promise<string[]> {
  const { lines, cells } = await page.evaluate(() => {
    const root = document.querySelector('.template-default__wrap') ?? document.body
    const text = (root as HTMLElement).innerText
    const cellTexts = Array.from(root.querySelectorAll('td, .pill, [class*="cell"]')).map((c) => (c as HTMLElement).innerText.trim())
    // Values typed into inputs are content, not labels; placeholders in braces ({premium}) are codes editors type.
    return { lines: text.split('\n').map((l) => l.trim()).filter(Boolean), cells: cellTexts }
  })
  const problems: string[] = []
  for (const cell of cells) if (/^(true|false)$/i.test(cell)) problems.push(`${where}: a "${cell}" chip`)
  for (const line of lines) {
    const words = line.replace(/\{[^}]*\}/g, '').replace(/\S+@\S+/g, '').replace(/https?:\/\/\S+/g, '')
    const camel = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/.exec(words)
    if (camel) problems.push(`${where}: internal name "${camel[0]}" in "${line}"`)
    if (/\(kobo\)/i.test(line)) problems.push(`${where}: "(kobo)" in "${line}"`)
    if (/\/work\/|\bDATA_DIR\b|\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/.test(line)) problems.push(`${where}: a path or setting name in "${line}"`)
    if (/^[A-Za-z’']+ \d\d$/.test(line)) problems.push(`${where}: an unnamed row "${line}"`)
  }
  return problems
}

/**
 * Each test below opens a page of the admin per collection or global (about twenty each): 40-50 s on a busy
 * 2-core machine, so the per-test default of a minute is too tight for a sweep that grows with the config.
 */
const SWEEP_TIMEOUT = 180_000

async function opened(page: Page, url: string): Promise<void> {
  const response = await page.goto(url)
  expect(response?.status(), url).toBeLessThan(400)
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 })
  // The form's fields (and array rows) render on the server; wait for the shimmer of any client part to go.
  await expect(page.locator('.shimmer-effect')).toHaveCount(0, { timeout: 20_000 })
}

test('every collection list reads in plain words, with no true/false chips', async ({ page }) => {
  test.setTimeout(SWEEP_TIMEOUT)
  // Lists with rows in them: a claim (with its outgoing messages) and an enquiry, as visitors make them.
  await startDeathClaim(page, { email: 'labels.claimant@example.com' })
  const enquiry = await page.request.post('/api/contact', {
    data: { customer: 'no', message: 'Please call me about cover.', firstname: 'Labels', lastname: 'Checker', mobile: '0812 345 6789', email: 'labels@example.com', consent: true },
  })
  expect(enquiry.status()).toBe(201)
  await signIn(page, STAFF.labels)
  const { collections } = await readable(page)
  // The config has a score of collections: the test would say nothing if it found only a few.
  expect(collections.length).toBeGreaterThan(15)
  const problems: string[] = []
  for (const slug of collections) {
    await opened(page, `/admin/collections/${slug}`)
    problems.push(...(await problemsOn(page, `list of ${slug}`)))
  }
  expect(problems).toEqual([])
})

test('the first document of every collection reads in plain words', async ({ page }) => {
  test.setTimeout(SWEEP_TIMEOUT)
  await signIn(page, STAFF.labelsDocuments)
  const { collections } = await readable(page)
  const problems: string[] = []
  let seen = 0
  for (const slug of collections) {
    const list = await page.request.get(`/api/${slug}?limit=1&depth=0&select[id]=true`, { headers: sameOrigin() })
    const first = list.ok() ? ((await list.json()) as { docs?: { id: number | string }[] }).docs?.[0] : undefined
    if (!first) continue
    seen += 1
    await opened(page, `/admin/collections/${slug}/${first.id}`)
    problems.push(...(await problemsOn(page, `${slug} ${first.id}`)))
  }
  expect(seen, 'documents opened').toBeGreaterThan(8)
  expect(problems).toEqual([])
})

test('every global reads in plain words, array rows named by their content', async ({ page }) => {
  test.setTimeout(SWEEP_TIMEOUT)
  await signIn(page, STAFF.labelsGlobals)
  const { globals } = await readable(page)
  expect(globals.length).toBeGreaterThan(10)
  const problems: string[] = []
  for (const slug of globals) {
    await opened(page, `/admin/globals/${slug}`)
    problems.push(...(await problemsOn(page, `global ${slug}`)))
  }
  expect(problems).toEqual([])
})
