// Postgres run: not needed (Payload's GraphQL schema; its queries on Postgres are in the fuzz and role tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => {
  await t?.close()
})

/** POSTs a query to the /api/graphql route handler, in this process. */
async function query<T>(text: string): Promise<{ data?: T; errors?: { message: string }[] }> {
  const { POST } = await import('@/app/(payload)/api/graphql/route')
  const response = await POST(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: text }),
    }),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { data?: T; errors?: { message: string }[] }
}

describe('GraphQL at /api/graphql', () => {
  it('answers a query for the home content', async () => {
    const json = await query<{ Home: { heroSlides: { message: string }[]; intro: { heading: { text: string } } } }>(
      '{ Home { heroSlides { message } intro { heading { text } } } }',
    )
    expect(json.errors).toBeUndefined()
    expect(json.data?.Home.heroSlides[0]?.message).toBe('For every life, for every future.')
    expect(json.data?.Home.intro.heading.text).toBeTruthy()
  })

  it('names the claims page ClaimsPage and lists products', async () => {
    const json = await query<{ ClaimsPage: { heading: { text: string } }; Products: { docs: { title: string }[] } }>(
      '{ ClaimsPage { heading { text } } Products(limit: 100) { docs { title } } }',
    )
    expect(json.errors?.map((e) => e.message)).toBeUndefined()
    expect(json.data?.ClaimsPage.heading.text).toBeTruthy()
    expect(json.data?.Products.docs.map((p) => p.title)).toContain('Hospital Cash Plan')
  })

  it('answers a malformed query with a 400 that names the fault, not a crash', async () => {
    const { POST } = await import('@/app/(payload)/api/graphql/route')
    const response = await POST(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Home { noSuchField } }' }),
      }),
    )
    expect(response.status).toBe(400)
    const json = (await response.json()) as { errors?: { message: string }[] }
    expect(json.errors?.[0]?.message).toMatch(/noSuchField/)
  })
})
