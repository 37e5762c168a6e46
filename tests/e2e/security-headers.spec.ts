import { expect, test } from './fixtures'

/**
 * What a browser is told about each kind of page: a strict Content-Security-Policy (scripts only from
 * the site or by hash), no framing, no sniffing. The fixtures fail any test whose pages report a
 * policy violation, so visiting the pages here also proves the policy lets them work.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'a product', path: '/policy/medical/critical-illness-plan' },
  { name: 'an article', path: '/blog/markets/naira-and-long-term-goals' },
  { name: 'contact', path: '/contact' },
]

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values] as const),
  )

for (const { name, path } of PAGES) {
  test(`${name} (${path}) has a strict policy and the other security headers`, async ({ page, request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    const policy = directives(headers['content-security-policy'] ?? '')
    const scripts = policy.get('script-src') ?? []
    expect(scripts[0]).toBe("'self'")
    // Next's inline scripts are allowed one by one, by hash; nothing else inline, no eval.
    expect(scripts.slice(1).length).toBeGreaterThan(0)
    expect(scripts.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true)
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    // The test server is not SITE_ENV=production: no HTTPS to insist on (see the unit test for that).
    expect(headers['strict-transport-security']).toBeUndefined()

    // The page still works under its policy: it hydrates, and the fixture sees no violation.
    await page.goto(path)
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible()
    await page.waitForFunction(() => document.readyState === 'complete')
  })
}

test('the admin has its own policy, and its login page renders under it', async ({ page, request }) => {
  const response = await request.get('/admin/login')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  const policy = directives(headers['content-security-policy'] ?? '')
  const scripts = policy.get('script-src') ?? []
  expect(scripts[0]).toBe("'self'")
  expect(scripts.slice(1).every((s) => s.startsWith("'sha256-"))).toBe(true)
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  // The admin frames the site's own pages (live preview, decision 034), and nothing from elsewhere.
  expect(policy.get('frame-src')).toEqual(["'self'"])
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')

  await page.goto('/admin/login')
  // A fresh database asks for the first user (Create); otherwise the sign-in form (Login).
  await expect(page.getByRole('button', { name: /^(Login|Create)$/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('textbox', { name: /^Email/ })).toBeVisible()
})

test('a page in draft mode may be framed by the site itself, for the admin’s live preview; a forged draft cookie gains nothing more', async ({ request }) => {
  const path = '/policy/medical/critical-illness-plan'
  const plain = await request.get(path)
  // Next checks the cookie's value: this one does not turn draft mode on, so the page is the public one.
  const forged = await request.get(path, { headers: { cookie: '__prerender_bypass=forged' } })
  expect(forged.status()).toBe(200)
  expect(await forged.text()).not.toContain('Draft preview')
  const framing = (response: typeof plain) => {
    const policy = directives(response.headers()['content-security-policy'] ?? '')
    return { ancestors: policy.get('frame-ancestors'), frames: policy.get('frame-src'), xfo: response.headers()['x-frame-options'] }
  }
  const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']
  expect(framing(plain)).toEqual({ ancestors: ["'none'"], frames: players, xfo: 'DENY' })
  // Framed by this same site only: what the admin needs, and no more than the site could show of itself.
  expect(framing(forged)).toEqual({ ancestors: ["'self'"], frames: players, xfo: 'SAMEORIGIN' })
})

// The PDF viewer is the full browser's (the headless shell the other tests use has none).
test('a claim form opens in the browser’s PDF viewer under the sandbox policy; a guide downloads', { tag: '@full-browser' }, async ({ page, request }) => {
  await page.goto('/claims/forms')
  const form = await page.getByRole('link', { name: /^Download Death claim form/ }).getAttribute('href')
  const guide = await page.getByRole('link', { name: /^Download How to fill in a claim form/ }).getAttribute('href')
  expect(form).toMatch(/^\/api\/documents\/file\//)
  expect(guide).toMatch(/^\/api\/documents\/file\//)

  const formResponse = await request.get(form ?? '')
  expect(formResponse.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
  expect(formResponse.headers()['content-disposition']).toBeUndefined()
  const guideResponse = await request.get(guide ?? '')
  expect(guideResponse.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/)

  // Opened directly, the form shows in Chromium's viewer (an extension frame), not as a download.
  let downloaded = false
  page.on('download', () => (downloaded = true))
  await page.goto(form ?? '')
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 15_000 })
    .toBe(true)
  expect(downloaded).toBe(false)

  const [download] = await Promise.all([page.waitForEvent('download'), page.goto(guide ?? '').catch(() => null)])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
})

/** The headers the edge gives every response (edge/security-headers.ts, SITE_HEADERS). */
function expectSiteHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=()')
  expect(headers['x-frame-options'], what).toMatch(/^(DENY|SAMEORIGIN)$/)
}

test('every kind of response carries the site’s security headers: page, API, uploaded file, picture, 404, static file, refusal', async ({ request }) => {
  const home = await request.get('/')
  const html = await home.text()
  const scripts = [...new Set(html.match(/\/_next\/static\/[A-Za-z0-9/._-]+\.js/g) ?? [])]
  // A script the edge has a Brotli copy of (the larger ones): its answer is the edge's own.
  let script: string | undefined
  for (const candidate of scripts) {
    const response = await request.get(candidate, { headers: { 'accept-encoding': 'br' } })
    if (response.headers()['content-encoding'] === 'br') script = candidate
    if (script) break
  }
  const picture = /\/m\/\d+\/[A-Za-z0-9._~%-]+/.exec(html)?.[0]
  expect(script, 'a script of the home page in Brotli').toBeTruthy()
  expect(picture, 'a picture of the home page').toBeTruthy()
  const file = `/api/media/file/${picture?.split('/').at(-1)}`

  const responses: Array<[string, Awaited<ReturnType<typeof request.get>>, number]> = [
    ['a page', home, 200],
    ['an API answer', await request.get('/api/health'), 200],
    ['an uploaded file', await request.get(file), 200],
    ['a resized picture', await request.get(picture ?? '', { headers: { accept: 'image/avif,image/webp' } }), 200],
    ['a missing page', await request.get('/no-such-page'), 404],
    ['a static file in Brotli', await request.get(script ?? '', { headers: { 'accept-encoding': 'br' } }), 200],
    ['a static file from Next.js', await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } }), 200],
    ['a refused method', await request.fetch('/contact', { method: 'DELETE' }), 405],
  ]
  for (const [what, response, status] of responses) {
    expect(response.status(), what).toBe(status)
    expectSiteHeaders(response.headers(), what)
  }
  expect(responses[5]?.[1].headers()['content-encoding']).toBe('br')
  // The missing page is a page, with its policy; an uploaded file has the sandbox policy.
  expect(responses[4]?.[1].headers()['content-security-policy']).toMatch(/script-src 'self'/)
  expect(responses[4]?.[1].headers()['x-frame-options']).toBe('DENY')
  const upload = responses[2]?.[1].headers() ?? {}
  expect(upload['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
  expect(upload['cross-origin-resource-policy']).toBe('same-origin')
})
