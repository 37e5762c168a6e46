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
