/**
 * Every redirect the site answers with lands on a path of this site (issue 8, point 2): leaving
 * preview (no sign-in needed), starting a preview (signed out and signed in), editors' redirects and
 * addresses that only look like another website. The table of tricky destinations is shared with
 * the unit test of the check itself.
 */
import { REDIRECT_CASES } from '../shared/redirect-cases'

import { type APIRequestContext, expect, test } from './fixtures'
import { STAFF } from './support/staff'
import { sameOrigin } from './helpers'
import { e2ePort, rawRequest } from './raw-http'

// The two signed-in tests share one account (tests/e2e/support/staff.ts): they run one after the other.
test.describe.configure({ mode: 'serial' })

const query = (input: string) => `?path=${encodeURIComponent(input)}`

/** A Location header must be a path of this site: resolved against the site, it stays there. */
function expectSameSite(location: string | undefined, label: string) {
  expect(location, label).toBeDefined()
  const base = `http://localhost:${e2ePort}/somewhere/deep`
  expect(new URL(location!, base).origin, `${label}: Location ${location}`).toBe(`http://localhost:${e2ePort}`)
}

/** Signed in as this file's own staff account (tests/e2e/support/staff.ts). */
async function signInAsOwnAccount(request: APIRequestContext): Promise<void> {
  const own = STAFF.redirects
  expect((await request.post('/api/users/login', { data: { email: own.email, password: own.password } })).status(), 'the test account signs in').toBe(200)
}

test.describe('leaving preview (anyone may call it)', () => {
  test(`sends every one of ${REDIRECT_CASES.length} tricky destinations to this site, and refused ones home`, async ({ request }) => {
    for (const [input, expected] of REDIRECT_CASES) {
      const response = await request.get(`/preview/exit${query(input)}`, { maxRedirects: 0 })
      expect(response.status(), JSON.stringify(input)).toBe(303)
      expect(response.headers()['location'], JSON.stringify(input)).toBe(expected ?? '/')
      expectSameSite(response.headers()['location'], JSON.stringify(input))
    }
  })

  test('goes back to the page in the Referer only when it is a path of this site', async ({ request }) => {
    const site = `http://localhost:${e2ePort}`
    for (const [referer, expected] of [
      [`${site}/claims?x=1`, '/claims?x=1'],
      [`${site}//evil.example/`, '/'],
      [`${site}/.//evil.example`, '/'],
      ['https://evil.example/claims', '/'],
      ['not a url', '/'],
    ] as const) {
      const response = await request.get('/preview/exit', { maxRedirects: 0, headers: { referer } })
      expect(response.headers()['location'], referer).toBe(expected)
    }
  })
})

test.describe('starting a preview', () => {
  test('signed out: a refused destination gets 400 and a plain message; others go to sign-in first', async ({ request }) => {
    for (const [input, expected] of REDIRECT_CASES) {
      const response = await request.get(`/preview${query(input)}`, { maxRedirects: 0, headers: sameOrigin() })
      if (expected === null) {
        expect(response.status(), JSON.stringify(input)).toBe(400)
        expect(await response.text()).toBe('This preview link is broken: it must point to a page on this website.')
      } else {
        expect(response.status(), JSON.stringify(input)).toBe(303)
        const location = response.headers()['location']!
        expectSameSite(location, JSON.stringify(input))
        expect(new URL(location, 'http://x').searchParams.get('redirect')).toBe(`/preview${query(expected)}`)
      }
    }
  })

  test('signed in as an editor: only paths of this site, normalised', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: `http://localhost:${e2ePort}` })
    try {
      await signInAsOwnAccount(request)
      for (const [input, expected] of REDIRECT_CASES) {
        const response = await request.get(`/preview${query(input)}`, { maxRedirects: 0, headers: sameOrigin() })
        if (expected === null) {
          expect(response.status(), JSON.stringify(input)).toBe(400)
        } else {
          expect(response.status(), JSON.stringify(input)).toBe(303)
          expect(response.headers()['location'], JSON.stringify(input)).toBe(expected)
        }
      }
      await request.get('/preview/exit', { maxRedirects: 0 })
    } finally {
      await request.dispose()
    }
  })
})

test.describe("editors' redirects", () => {
  test('refuse destinations off the site and are served normalised', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: `http://localhost:${e2ePort}` })
    const from = `/open-redirect-check-${Date.now().toString(36)}`
    let id: number | undefined
    try {
      await signInAsOwnAccount(request)
      for (const to of ['https://evil.example/', '//evil.example', '/.//evil.example', '/\\evil.example', '/%2e//evil.example']) {
        const refused = await request.post('/api/redirects', { data: { from, to, type: 'permanent' }, headers: sameOrigin() })
        expect(refused.status(), to).toBe(400)
        // REST names the field; the admin shows the full message (see tests/int/routing.int.spec.ts).
        expect(await refused.text(), to).toContain('The following field is invalid: New address')
      }
      const saved = await request.post('/api/redirects', { data: { from, to: '/blog/../claims/', type: 'temporary' }, headers: sameOrigin() })
      expect(saved.status()).toBe(201)
      id = ((await saved.json()) as { doc: { id: number } }).doc.id
      // Publishing a redirect refreshes the cached rules within moments.
      await expect
        .poll(async () => (await request.get(from, { maxRedirects: 0 })).headers()['location'], { timeout: 15_000 })
        .toBe('/claims')
      expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(307)
    } finally {
      if (id !== undefined) await request.delete(`/api/redirects/${id}`, { headers: sameOrigin() })
      await request.dispose()
    }
  })
})

test.describe('addresses that look like another website', () => {
  // Sent as written (a browser would send them so when a link says //evil.example/ inside a path).
  for (const target of ['//evil.example/', '///evil.example/', '/\\evil.example/', '//evil.example/%2e%2e', '/%2F%2Fevil.example/', '/%5Cevil.example/', '//evil.example//']) {
    test(`${target} does not send the visitor away`, async () => {
      const reply = await rawRequest({ port: e2ePort, path: target })
      expect(reply.status, target).toBeLessThan(500)
      if (reply.status >= 300 && reply.status < 400) expectSameSite(reply.headers.location, target)
    })
  }
})
