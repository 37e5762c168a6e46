import { beforeEach, describe, expect, it, vi } from 'vitest'

// Next's cache stands in as a map keyed by the arguments, as unstable_cache keys its entries; a thrown
// answer is not kept, as in Next.
const store = new Map<string, unknown>()
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify(args)
      if (store.has(key)) return store.get(key) as R
      const value = await work(...args)
      store.set(key, JSON.parse(JSON.stringify(value)))
      return value
    },
}))
let scope: 'public' | 'preview' | 'outside' = 'public'
vi.mock('@/lib/content/payload', () => ({ CONTENT_TAG: 'content', readScope: async () => scope }))

const { keepAnonymousQueries } = await import('./graphql-cache')

const URL = 'http://localhost/api/graphql'
const HOME = '{ Home { intro { heading { text } } } }'

function post(query: string, headers: Record<string, string> = {}): Request {
  return new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) })
}

/** A stand-in for the guarded Payload handler that counts its calls and answers with the call's number. */
function counting(answer: (n: number, request: Request) => Response = (n) => Response.json({ data: { n } })) {
  let calls = 0
  const handler = vi.fn(async (request: Request) => answer(++calls, request))
  return { handler, wrapped: keepAnonymousQueries(handler) }
}

beforeEach(() => {
  store.clear()
  scope = 'public'
})

describe('anonymous GraphQL queries from Next’s cache', () => {
  it('answers the same anonymous query from the cache the second time, with the same status, headers and body', async () => {
    const { handler, wrapped } = counting((n, request) =>
      Response.json({ data: { n, body: request.headers.get('content-type') } }, { headers: { 'access-control-allow-methods': 'POST' } }),
    )
    const first = await wrapped(post(HOME))
    const second = await wrapped(post(HOME))
    expect(handler).toHaveBeenCalledTimes(1)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers.get('access-control-allow-methods')).toBe('POST')
    // Another query is another entry.
    await wrapped(post('{ SiteSettings { brandName } }'))
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('hands the handler the request’s body, and its Accept and Origin, which the answer may depend on', async () => {
    const { handler, wrapped } = counting()
    await wrapped(post(HOME, { accept: 'application/graphql-response+json', origin: 'https://partner.example' }))
    const seen = handler.mock.calls[0]![0]
    expect(await seen.json()).toEqual({ query: HOME })
    expect(seen.headers.get('accept')).toBe('application/graphql-response+json')
    expect(seen.headers.get('origin')).toBe('https://partner.example')
    await wrapped(post(HOME, { accept: 'application/json' }))
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('never keeps an answer with errors, or one that is not a 200: each comes from the handler every time', async () => {
    const refused = counting((n) => Response.json({ errors: [{ message: `no ${n}` }] }, { status: 400 }))
    expect(await (await refused.wrapped(post(HOME))).json()).toEqual({ errors: [{ message: 'no 1' }] })
    const again = await refused.wrapped(post(HOME))
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ errors: [{ message: 'no 2' }] })
    const forbidden = counting((n) => Response.json({ data: null, errors: [{ message: `forbidden ${n}` }] }))
    await forbidden.wrapped(post('{ Users { docs { email } } }'))
    await forbidden.wrapped(post('{ Users { docs { email } } }'))
    expect(forbidden.handler).toHaveBeenCalledTimes(2)
  })

  it('never keeps a mutation, a signed-in request, an unreadable one, or any request in preview or outside Next', async () => {
    const { handler, wrapped } = counting()
    const twice = async (make: () => Request) => {
      await wrapped(make())
      await wrapped(make())
    }
    await twice(() => post('mutation { loginUser(email: "a@b.c", password: "x") { token } }'))
    await twice(() => post(HOME, { authorization: 'JWT abc' }))
    await twice(() => post(HOME, { cookie: 'payload-token=abc' }))
    await twice(() => new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{ not json' }))
    await twice(() => new Request(URL, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: HOME }) }))
    await twice(() => post('query A { Home { id } } query B { Home { id } }'))
    expect(handler).toHaveBeenCalledTimes(12)
    // The handler still reads each body itself.
    expect(await handler.mock.calls[0]![0].json()).toEqual({ query: 'mutation { loginUser(email: "a@b.c", password: "x") { token } }' })
    scope = 'preview'
    await twice(() => post(HOME))
    scope = 'outside'
    await twice(() => post(HOME))
    expect(handler).toHaveBeenCalledTimes(16)
  })
})
