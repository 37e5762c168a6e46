import { type APIRequestContext, expect, test } from './fixtures'
import { STAFF } from './support/staff'
import { sameOrigin } from './helpers'

/**
 * Staff accounts seen from outside: a staff cookie counts only on requests from this site's own pages,
 * signing in and "forgot password" say nothing about which emails are staff, and the reset link in the
 * mail leads to a working page.
 */

const EVIL = { origin: 'https://sub.evil.example' }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

// This file's own staff account (tests/e2e/support/staff.ts); its tests run in order, one session at a time.
test.describe.configure({ mode: 'serial' })
const TESTER = STAFF.security

async function logIn(request: APIRequestContext, who: { email: string; password: string }) {
  return request.post('/api/users/login', { data: { email: who.email, password: who.password }, headers: sameOrigin() })
}

/** Signs `request` in as this file's own staff account (its cookie jar then holds the staff cookie). */
async function signIn(request: APIRequestContext): Promise<void> {
  const response = await logIn(request, TESTER)
  expect(response.status()).toBe(200)
  const cookie = response.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
}

async function userExists(request: APIRequestContext, email: string): Promise<boolean> {
  const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: sameOrigin() })
  expect(found.status()).toBe(200)
  return ((await found.json()) as { totalDocs: number }).totalDocs > 0
}

async function firstProduct(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await request.get('/api/products?limit=1&depth=0&sort=id')
  const product = ((await response.json()) as { docs: { id: number; title: string }[] }).docs[0]
  if (!product) throw new Error('The seed has no products')
  return product
}

test.describe('a staff cookie sent from another site', () => {
  test('cannot create a user, change a product or run a GraphQL mutation', async ({ request }) => {
    await signIn(request)
    const email = `evil-${stamp()}@redwoodlife.example`
    const product = await firstProduct(request)

    const created = await request.post('/api/users', { data: { email, password: 'granite-otter-mango-41' }, headers: EVIL })
    expect(created.status()).toBe(403)
    const changed = await request.patch(`/api/products/${product.id}`, { data: { title: 'Taken over' }, headers: EVIL })
    expect(changed.status()).toBe(403)
    const mutation = await request.post('/api/graphql', {
      headers: EVIL,
      data: { query: `mutation { createUser(data: { email: "${email}", password: "granite-otter-mango-41" }) { id } updateProduct(id: ${product.id}, data: { title: "Taken over" }) { id } }` },
    })
    const result = (await mutation.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }
    expect(result.errors?.map((e) => e.message)).toEqual([
      'You are not allowed to perform this action.',
      'You are not allowed to perform this action.',
    ])
    // Nor does the cookie read anything for that site.
    expect((await request.get('/api/users/me', { headers: EVIL })).status()).toBe(200)
    expect(((await (await request.get('/api/users/me', { headers: EVIL })).json()) as { user: unknown }).user).toBeNull()

    expect(await userExists(request, email)).toBe(false)
    expect((await firstProduct(request)).title).toBe(product.title)
  })

  test('is also ignored without an Origin unless the browser says the request is from this site', async ({ request }) => {
    await signIn(request)
    const me = async (headers: Record<string, string>) =>
      ((await (await request.get('/api/users/me', { headers })).json()) as { user: { email: string } | null }).user?.email ?? null
    expect(await me(sameOrigin())).toBe(TESTER.email)
    expect(await me({ 'sec-fetch-site': 'same-origin' })).toBe(TESTER.email)
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
    // A client that says nothing of where it runs (a script holding a copied cookie) is anonymous too.
    expect(await me({})).toBeNull()
    const email = `nameless-${stamp()}@redwoodlife.example`
    expect((await request.post('/api/users', { data: { email, password: 'granite-otter-mango-41' } })).status()).toBe(403)
    expect(await userExists(request, email)).toBe(false)
  })

  test('from this site the same writes work as Payload intends', async ({ request }) => {
    await signIn(request)
    const email = `colleague-${stamp()}@redwoodlife.example`
    const created = await request.post('/api/users', { data: { email, password: 'granite-otter-mango-41' }, headers: sameOrigin() })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await request.delete(`/api/users/${doc.id}`, { headers: sameOrigin() })).status()).toBe(200)

    const weak = await request.post('/api/users', { data: { email, password: 'password1234' }, headers: sameOrigin() })
    expect(weak.status()).toBe(400)
    const body = (await weak.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'password', message: 'This password is one of the most common and easy to guess. Choose a different one.' }),
    ])
  })
})

test.describe('staff emails stay private', () => {
  test('signing in answers an unknown email and a wrong password the same way', async ({ request }) => {
    await signIn(request)
    const email = `quiet-${stamp()}@redwoodlife.example`
    const created = await request.post('/api/users', { data: { email, password: 'granite-otter-mango-41' }, headers: sameOrigin() })
    expect(created.status()).toBe(201)

    const attempt = async (who: string) => {
      const response = await request.post('/api/users/login', { data: { email: who, password: 'not-the-password-at-all' }, headers: sameOrigin() })
      return { status: response.status(), body: await response.text() }
    }
    const wrong = await attempt(email)
    const unknown = await attempt(`nobody-${stamp()}@redwoodlife.example`)
    expect(wrong.status).toBe(401)
    expect(unknown).toEqual(wrong)
    expect(wrong.body).toContain('The email or password is incorrect.')
  })

  test('a locked account, a wrong password and an unknown email answer alike, in REST and in GraphQL', async ({ request, playwright, baseURL }) => {
    await signIn(request)
    const email = `locked-${stamp()}@redwoodlife.example`
    const created = await request.post('/api/users', { data: { email, password: 'granite-otter-mango-41' }, headers: sameOrigin() })
    expect(created.status()).toBe(201)
    // Signed out from here on, as an outsider is.
    const outsider = await playwright.request.newContext({ baseURL })
    const rest = async (who: string) => {
      const response = await outsider.post('/api/users/login', { data: { email: who, password: 'not-the-password-at-all' }, headers: sameOrigin() })
      return { status: response.status(), body: await response.text() }
    }
    const graphql = async (who: string) => {
      const response = await outsider.post('/api/graphql', {
        data: { query: 'mutation SignIn($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }', variables: { email: who, password: 'not-the-password-at-all' } },
        headers: sameOrigin(),
      })
      return { status: response.status(), body: await response.text() }
    }
    const unknown = `nobody-${stamp()}@redwoodlife.example`
    const wrong = { rest: await rest(email), graphql: await graphql(email) }
    // Ten wrong passwords lock the account (MAX_LOGIN_ATTEMPTS); the two above count too.
    for (let i = 0; i < 10; i++) await rest(email)
    const locked = { rest: await rest(email), graphql: await graphql(email) }
    const nobody = { rest: await rest(unknown), graphql: await graphql(unknown) }

    expect(wrong.rest.status).toBe(401)
    expect(wrong.rest.body).toContain('The email or password is incorrect.')
    expect(locked).toEqual(wrong)
    expect(nobody).toEqual(wrong)
    // GraphQL's error names its kind by status, never by a (minified) class name.
    const [error] = (JSON.parse(wrong.graphql.body) as { errors: { message: string; extensions: { name: string } }[] }).errors
    expect(error?.extensions.name).toBe('AuthenticationError')
    expect(error?.message).toContain('The email or password is incorrect.')
    await outsider.dispose()
  })

  test('"forgot password" answers the same for a staff email and any other', async ({ request }) => {
    const ask = async (email: string) => {
      const response = await request.post('/api/users/forgot-password', { data: { email }, headers: sameOrigin() })
      return { status: response.status(), body: await response.text() }
    }
    const known = await ask(TESTER.email)
    const unknown = await ask(`nobody-${stamp()}@redwoodlife.example`)
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
  })

  test('the reset link from the mail opens a page that asks for the new password', async ({ page }) => {
    // The link's shape is checked against a real mail in tests/int/staff-accounts.int.spec.ts.
    const token = 'f'.repeat(40)
    const response = await page.goto(`/admin/reset/${token}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByLabel('New Password')).toBeVisible()
    await expect(page.getByLabel('Confirm Password')).toBeVisible()
  })
})
