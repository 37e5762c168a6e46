import { expect, test } from './fixtures'

test.describe('content API', () => {
  test('GraphQL at /api/graphql answers a query for the home content', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: { query: '{ Home { heroSlides { message } intro { heading { text accent } } } }' },
    })
    expect(response.status()).toBe(200)
    const json = (await response.json()) as { data: { Home: { heroSlides: { message: string }[] } } }
    expect(json.data.Home.heroSlides[0]?.message).toBe('For every life, for every future.')
  })

  test('REST at /api answers with published products', async ({ request }) => {
    const response = await request.get('/api/products?limit=100&depth=0')
    expect(response.status()).toBe(200)
    const json = (await response.json()) as { totalDocs: number }
    expect(json.totalDocs).toBeGreaterThanOrEqual(15)
  })

  test('public pages do not send the admin colour-scheme client hints; /admin does', async ({ request }) => {
    const home = await request.get('/')
    expect(home.headers()['critical-ch']).toBeUndefined()
    expect(home.headers()['accept-ch']).toBeUndefined()
    const admin = await request.get('/admin')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('nobody can have the server draw a picture from their own words at /api/og', async ({ request }) => {
    const response = await request.get('/api/og?title=Redwood%20Life%20is%20closing&description=Send%20your%20premiums%20elsewhere')
    // The endpoint is gone: Payload answers it as an unknown route, and no picture is drawn.
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).not.toContain('image/')
  })
})

test.describe('addresses the API does not serve (issue 22)', () => {
  // What an answer may not reveal: the server's own host, a file path or a stack trace.
  const LEAK = /localhost|127\.0\.0\.1|https?:\/\/|\/work\/|node_modules|\n\s+at /

  const cases: [method: string, path: string][] = [
    ['GET', '/api/payload-migrations'],
    ['GET', '/api/payload-migrations/1'],
    ['POST', '/api/payload-migrations'],
    ['DELETE', '/api/payload-migrations/1'],
    ['OPTIONS', '/api/payload-migrations'],
    ['GET', '/api/nothing-here'],
    ['PUT', '/api/nothing-here/1'],
    ['GET', '/api/globals'],
    ['GET', '/api/globals/nothing-here'],
    ['GET', '/api/users/verify/abc'],
    ['POST', '/api/users/verify/abc'],
  ]
  for (const [method, path] of cases) {
    test(`${method} ${path}: a plain 404 that names no host`, async ({ request }) => {
      const response = await request.fetch(path, { method, headers: { 'content-type': 'application/json' }, data: method === 'GET' || method === 'OPTIONS' ? undefined : '{}' })
      expect(response.status()).toBe(404)
      const body = await response.text()
      expect(body).not.toMatch(LEAK)
      expect(JSON.parse(body)).toEqual({ errors: [{ message: 'There is nothing at this address in the API.' }] })
    })
  }

  test('a CORS preflight to an unknown address gets Payload’s empty answer, which names nothing', async ({ request }) => {
    const response = await request.fetch('/api/nothing-here', { method: 'OPTIONS' })
    expect(response.status()).toBe(200)
    expect(await response.text()).toBe('{}')
  })

  test('an address the API serves still answers', async ({ request }) => {
    expect((await request.get('/api/products?limit=1&depth=0')).status()).toBe(200)
    expect((await request.fetch('/api/products', { method: 'OPTIONS' })).status()).toBe(200)
    expect((await request.get('/api/globals/home?depth=0')).status()).toBe(200)
  })
})
