import { expect, test } from './fixtures'

/**
 * The front keeps each finished public page (scripts/http/page-cache.mjs, decision 018). What a
 * visitor must notice: nothing, except speed. A kept page is the same page, with the same policy, its
 * scripts still run, and client-side navigation (RSC payloads, also kept) still works.
 */
const PAGE = '/policy/life/term-life-plan'

test('a page served a second time comes from the cache, whole and with its security headers', async ({ request }) => {
  const first = await request.get(PAGE)
  expect(first.status()).toBe(200)
  const second = await request.get(PAGE)
  expect(second.headers()['x-page-cache']).toBe('HIT')
  expect(await second.text()).toBe(await first.text())
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
  expect(second.headers()['x-frame-options']).toBe('DENY')
  // Each response keeps an id of its own for the logs.
  expect(second.headers()['x-request-id']).not.toBe(first.headers()['x-request-id'])
})

test('a repeat visitor revalidates with the ETag and downloads nothing', async ({ request }) => {
  const first = await request.get('/claims')
  await request.get('/claims')
  const etag = first.headers()['etag'] ?? (await request.get('/claims')).headers()['etag']
  expect(etag).toBeTruthy()
  const again = await request.get('/claims', { headers: { 'if-none-match': etag! } })
  expect(again.status()).toBe(304)
})

test('in a browser, a cached page runs its scripts and navigates client-side', async ({ page }) => {
  // Twice: the second visit is the cached page (the fixtures fail on any policy violation).
  await page.goto('/')
  await page.goto('/')
  // Client-side navigation: the page is not reloaded, so a mark left on window survives.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.getByRole('banner').getByRole('link', { name: 'Talk To An Advisor' }).first().click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('pages with a query string, and requests from a signed-in editor, are not answered from the cache', async ({ request }) => {
  await request.get('/about')
  expect((await request.get('/about?ref=newsletter')).headers()['x-page-cache']).not.toBe('HIT')
  expect((await request.get('/about', { headers: { cookie: 'payload-token=not-a-real-token' } })).headers()['x-page-cache']).toBeUndefined()
})
