/**
 * Hostile-input fuzz of the site's public endpoints, in process through their real route handlers:
 * /api/contact, the three plan-service endpoints, /api/graphql, a REST collection read, the audit log
 * with its export (signed in as an auditor), the admin's schedule-publish server function, Payload's
 * jobs endpoints and the key-facts PDF. Seeded
 * (the same inputs every run) and bounded: 1,000 inputs each, stopped with a failure past a time limit.
 * No input may get a 5xx, no answer may show a stack trace or a server path, and each endpoint still
 * answers a normal request afterwards. (The contact form's server action is fuzzed in tests/e2e/fuzz.spec.ts.)
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql, leakIn, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
type Handler = (request: Request) => Promise<Response> | Response
let contact: Handler
let regular: Handler
let sumassured: Handler
let lookup: Handler
let keyFactsPdf: (request: Request, context: { params: Promise<{ code: string }> }) => Promise<Response>

const RUNS = 1_000
const SEED = 20_261_122
/**
 * Per endpoint; a run that cannot finish its inputs in time fails rather than silently testing fewer. The
 * slowest (the audit log, whose every read as an auditor is itself recorded) takes about 30 s on a quiet
 * machine and passed 45 s on Postgres with the rest of the run beside it: the limit leaves room for that,
 * and each test's own time-out (below) room for the limit.
 */
const TIME_LIMIT_MS = 100_000
const options = { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: true, endOnFailure: true }

beforeAll(async () => {
  t = await startPayload()
  // Stored enquiries stay in the outbox: no mail server here.
  const outbox = await import('@/lib/enquiries/outbox')
  outbox.configureEnquiryOutbox({ auto: false })
  ;({ POST: contact } = await import('@/app/(site)/api/contact/route'))
  ;({ POST: regular } = await import('@/app/plan-service/imultiplan/api/v1/annuity/regular-premium/route'))
  ;({ POST: sumassured } = await import('@/app/plan-service/imultiplan/api/v1/annuity/sumassured/route'))
  ;({ GET: lookup } = await import('@/app/plan-service/policy/plainid/route'))
  ;({ GET: keyFactsPdf } = await import('@/app/(site)/key-facts/[code]/pdf/route'))
})
afterAll(async () => {
  await t?.close()
})

/** Strings that have broken servers before: injections, traversal, escapes, control and odd Unicode. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '\u202E',
  '🙂‍↔️',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE enquiries; --',
  '../../../etc/passwd',
  '%ff%fe',
  '%',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '\r\nX-Injected: 1',
  'a'.repeat(5_000),
  '9'.repeat(400),
)
const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 200 }), nasty, fc.string({ unit: 'grapheme', maxLength: 40 }))
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String))
const value = fc.oneof(scalar, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(text, scalar, { maxKeys: 4 }))

/** How a body is sent: mostly JSON, sometimes broken JSON, raw bytes or another content type. */
const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant('application/json'),
  fc.constantFrom('application/json; charset=utf-16', 'application/merge-patch+json', 'text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded', ''),
)
type Sent = { body: string | Uint8Array; type: string }
function sent(shape: fc.Arbitrary<unknown>): fc.Arbitrary<Sent> {
  return fc.oneof(
    fc.record({ body: shape.map((v) => JSON.stringify(v) ?? 'undefined'), type: contentType }),
    fc.record({ body: shape.map((v) => JSON.stringify(v) ?? 'undefined'), type: contentType }),
    fc.record({ body: text, type: contentType }),
    fc.record({ body: fc.uint8Array({ maxLength: 300 }), type: contentType }),
    fc.record({ body: shape.map((v) => (JSON.stringify(v) ?? '').slice(0, -1)), type: contentType }),
  )
}

function request(url: string, { body, type }: Sent, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: 'POST', headers: { ...(type ? { 'content-type': type } : {}), ...headers }, body: body as BodyInit })
}

/** Asserts the answer is not a 5xx and shows no stack or path; returns the status. */
async function expectSafe(response: Response, input: unknown): Promise<number> {
  const text = await response.text()
  const what = JSON.stringify(input)?.slice(0, 300)
  expect(response.status, `${response.status} for ${what}: ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(leakIn(text), `a leak for ${what}`).toBeUndefined()
  return response.status
}

let address = 0
/** Each input from its own address, so the per-address enquiry limit is one outcome among others. */
const nextAddress = () => {
  address += 1
  return `10.9.${Math.floor(address / 250) % 250}.${address % 250}`
}

const enquiryFields = fc.record(
  {
    customer: fc.oneof(fc.constantFrom('yes', 'no'), value),
    firstname: fc.oneof(fc.constant('Ada'), value),
    lastname: fc.oneof(fc.constant('Obi'), value),
    mobile: fc.oneof(fc.constant('0803 123 4567'), value),
    email: fc.oneof(fc.constant('ada@example.com'), value),
    message: fc.oneof(fc.constant('Please call me about a plan.'), value),
    consent: fc.oneof(fc.constant(true), value),
    website: fc.oneof(fc.constant(''), value),
  },
  { requiredKeys: [] },
)

describe('fuzz', { timeout: 180_000 }, () => {
  it('POST /api/contact: 1,000 hostile enquiries, none gets a 5xx', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(sent(fc.oneof(enquiryFields, enquiryFields, value)), async (input) => {
        runs += 1
        await expectSafe(await contact(request('http://localhost/api/contact', input, { 'x-forwarded-for': nextAddress() })), input)
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    const normal = await contact(
      request(
        'http://localhost/api/contact',
        {
          type: 'application/json',
          body: JSON.stringify({ customer: 'no', firstname: 'Ada', lastname: 'Obi', mobile: '08031234567', email: 'ada@example.com', message: 'Call me.', consent: true }),
        },
        { 'x-forwarded-for': '10.200.0.1' },
      ),
    )
    expect(normal.status).toBe(201)
  })

  const quoteFields = fc.record(
    {
      premiumFrequency: fc.oneof(fc.constantFrom('01', '02', '04', '12'), value),
      planDuration: fc.oneof(fc.integer({ min: -5, max: 80 }), value),
      planId: fc.oneof(fc.constantFrom('AEE', 'ESP', 'aee'), value),
      birthDate: fc.oneof(fc.constantFrom('01/01/1990', '31/02/2000', '1990-01-01', '00/00/0000', '29/02/2024'), value),
      regularPremium: fc.oneof(fc.integer(), fc.double(), value),
      sumAssured: fc.oneof(fc.integer(), fc.double(), value),
    },
    { requiredKeys: [] },
  )

  for (const [name, handler] of [
    ['regular-premium', () => regular],
    ['sumassured', () => sumassured],
  ] as const) {
    it(`POST /plan-service/…/${name}: 1,000 hostile quote requests, none gets a 5xx`, async () => {
      let runs = 0
      await fc.assert(
        fc.asyncProperty(sent(fc.oneof(quoteFields, quoteFields, value)), async (input) => {
          runs += 1
          await expectSafe(await handler()(request(`http://localhost/plan-service/imultiplan/api/v1/annuity/${name}`, input)), input)
        }),
        options,
      )
      expect(runs).toBeGreaterThanOrEqual(RUNS)
      const body = JSON.stringify({ premiumFrequency: '01', planDuration: 20, planId: 'AEE', birthDate: '01/01/1990', regularPremium: 1_000_000 })
      expect((await handler()(request(`http://localhost/plan-service/imultiplan/api/v1/annuity/${name}`, { body, type: 'application/json' }))).status).toBe(200)
    })
  }

  it('GET /key-facts/{plan}/pdf: 1,000 hostile plan codes, none gets a 5xx; a real plan still gets its PDF', async () => {
    let runs = 0
    // Mostly hostile, sometimes a real code in any case (each of those makes a whole PDF, so fewer of them).
    const code = fc.oneof({ arbitrary: text, weight: 30 }, { arbitrary: fc.constantFrom('aee', 'TLP', 'Rla', 'aee.pdf', 'AEE%00'), weight: 1 })
    await fc.assert(
      fc.asyncProperty(code, async (c) => {
        runs += 1
        const status = await expectSafe(await keyFactsPdf(new Request('http://localhost/key-facts/x/pdf'), { params: Promise.resolve({ code: c }) }), c)
        expect([200, 404], c).toContain(status)
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    const ok = await keyFactsPdf(new Request('http://localhost/key-facts/aee/pdf'), { params: Promise.resolve({ code: 'aee' }) })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/pdf')
  })

  it('GET /plan-service/policy/plainid: 1,000 hostile query strings, none gets a 5xx', async () => {
    let runs = 0
    const query = fc.oneof(
      fc.record({ planID: fc.oneof(text, fc.constantFrom('AEE', 'ESP')) }).map((q) => `?${new URLSearchParams(q)}`),
      fc.dictionary(fc.oneof(fc.constantFrom('planID', 'planId', 'planid'), text), text, { maxKeys: 4 }).map((q) => `?${new URLSearchParams(q)}`),
      text.map((raw) => `?planID=${raw.replace(/[#\s]/g, '')}`),
    )
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        runs += 1
        await expectSafe(await lookup(new Request(`http://localhost/plan-service/policy/plainid${q}`)), q)
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    expect((await lookup(new Request('http://localhost/plan-service/policy/plainid?planID=AEE'))).status).toBe(200)
  })

  /** GraphQL documents built from the schema's real names, with odd arguments, nesting and noise. */
  const names = fc.constantFrom('Products', 'BlogGroups', 'BlogPosts', 'Product', 'Home', 'SiteSetting', 'docs', 'articles', 'group', 'category', 'title', 'slug', 'id', 'heroSlides', 'message', 'totalDocs', '__typename', '__schema', 'noSuch')
  const argument = fc.oneof(
    fc.integer({ min: -10, max: 100_000 }).map((n) => `limit: ${n}`),
    fc.integer({ min: -10, max: 100_000 }).map((n) => `page: ${n}`),
    fc.boolean().map((b) => `pagination: ${b}`),
    fc.boolean().map((b) => `draft: ${b}`),
    text.map((s) => `sort: ${JSON.stringify(s)}`),
    text.map((s) => `where: { slug: { equals: ${JSON.stringify(s)} } }`),
    text.map((s) => `where: { id: { in: [${JSON.stringify(s)}] } }`),
    fc.constantFrom('where: { or: [{ title: { like: "a" } }, { slug: { exists: true } }] }', 'where: { publishedAt: { greater_than: "yesterday" } }', 'id: "abc"', 'id: 1'),
  )
  const selection: fc.Arbitrary<string> = fc.letrec<{ set: string }>((tie) => ({
    set: fc
      .array(
        fc.tuple(names, fc.array(argument, { maxLength: 2 }), fc.option(tie('set'), { depthSize: 'small', nil: '' })),
        { minLength: 1, maxLength: 4 },
      )
      .map((fields) => `{ ${fields.map(([n, args, sub]) => `${n}${args.length ? `(${args.join(', ')})` : ''} ${sub}`).join(' ')} }`),
  })).set
  const document = fc.oneof(
    selection,
    selection,
    selection.map((s) => `query Q($n: Int, $s: String) ${s}`),
    fc.tuple(selection, text).map(([s, noise]) => s.slice(0, Math.max(1, s.length - noise.length)) + noise),
    text,
  )
  const graphqlBody = fc.oneof(
    fc.record({ query: document, variables: fc.option(value, { nil: undefined }), operationName: fc.option(fc.oneof(text, fc.constant('Q')), { nil: undefined }) }, { requiredKeys: ['query'] }),
    fc.record({ query: document }),
    fc.record({ query: document }),
    fc.array(fc.record({ query: document }), { maxLength: 3 }),
    value,
  )

  it('POST /api/graphql: 1,000 hostile requests, none gets a 5xx', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(sent(graphqlBody), async (input) => {
        runs += 1
        await expectSafe(await graphql(input.body as string, input.type ? { 'content-type': input.type } : {}), input)
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    const normal = await graphql(JSON.stringify({ query: '{ Home { heroSlides { message } } }' }))
    expect(normal.status).toBe(200)
    expect(((await normal.json()) as { data: { Home: { heroSlides: unknown[] } } }).data.Home.heroSlides.length).toBeGreaterThan(0)
  })

  it('GET /api/{collection}?…: 1,000 hostile query strings, none gets a 5xx', async () => {
    const collection = fc.constantFrom('products', 'blog-posts', 'blog-groups', 'product-categories', 'media', 'statements', 'press-releases', 'leaders', 'plans')
    const key = fc.oneof(
      fc.constantFrom('limit', 'page', 'depth', 'sort', 'draft', 'pagination', 'locale', 'select[title]', 'populate[category][name]', 'joins[articles][limit]', 'joins[articles][sort]', 'trash'),
      fc
        .tuple(
          fc.constantFrom('title', 'slug', 'id', 'order', 'category', 'category.slug', 'group.name', 'publishedAt', 'createdAt', '_status', 'kind', 'plans', 'coverImage', 'benefits.cards.title', 'noSuch', 'title.x'),
          fc.constantFrom('equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'like', 'not_like', 'contains', 'greater_than', 'less_than_equal', 'near', 'within', 'intersects', 'bogus'),
          fc.constantFrom('', '[or][0]', '[and][1]', '[or][0][and][0]'),
        )
        .map(([field, op, prefix]) => `where${prefix}[${field}][${op}]`),
      text,
    )
    const raw = fc.constantFrom('%', '%zz', '%ff', '%00', 'where[', 'a[]=1&a[]=2', 'limit', '&&&', '=x', 'where[title][equals]=1&where[title][equals]=2')
    const query = fc.oneof(
      fc.array(fc.tuple(key, fc.oneof(text, fc.integer().map(String), fc.constantFrom('true', 'false', '1,2', 'a,b', '2024-01-01', '-1', '0', '101'))), { maxLength: 5 }).map(
        (pairs) => new URLSearchParams(pairs).toString(),
      ),
      fc.tuple(fc.array(fc.tuple(key, text), { maxLength: 3 }), raw).map(([pairs, r]) => `${new URLSearchParams(pairs)}&${r}`),
    )
    let runs = 0
    await fc.assert(
      fc.asyncProperty(collection, query, async (slug, q) => {
        runs += 1
        await expectSafe(await rest('GET', `/api/${slug}?${q}`), { slug, q })
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    const normal = await rest('GET', '/api/products?where[category.slug][equals]=life&sort=order')
    expect(normal.status).toBe(200)
  })

  it('GET /api/audit-log and its CSV export, signed in as an auditor: 1,000 hostile query strings, none gets a 5xx', async () => {
    const email = 'fuzz-auditor@redwoodlife.example'
    await t.payload.create({ collection: 'users', data: { email, password: 'kettle-baobab-harmattan-19', roles: ['auditor'] } })
    const login = await rest('POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'kettle-baobab-harmattan-19' }) })
    const auditor = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const path = fc.constantFrom('/api/audit-log', '/api/audit-log/export')
    const key = fc.oneof(
      fc.constantFrom('limit', 'page', 'depth', 'sort', 'search', 'where', 'where[action][equals]', 'where[at][less_than]', 'where[changes][like]', 'where[or][0][actorEmail][like]', 'where[actor.email][equals]'),
      text,
    )
    const query = fc.array(fc.tuple(key, fc.oneof(text, fc.constantFrom('publish', '-at', 'at', '2026-01-01', '-1', '0', '20001', 'true'))), { maxLength: 4 }).map((pairs) => new URLSearchParams(pairs).toString())
    let runs = 0
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        runs += 1
        await expectSafe(await rest('GET', `${p}?${q}`, { headers: auditor }), { p, q })
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    const normal = await rest('GET', '/api/audit-log/export?where[action][equals]=export', { headers: auditor })
    expect(normal.status, await normal.clone().text()).toBe(200)
  })

  it('the admin’s schedule-publish server function: 1,000 hostile arguments from an editor and a publisher, each answered with a refusal or a schedule the person may make', async () => {
    const { schedulePublishServerFunction, ScheduleRefused } = await import('@/lib/publishing/scheduled')
    const { createLocalReq } = await import('payload')
    const people = await Promise.all(
      (['editor', 'publisher'] as const).map(async (role) => {
        const user = await t.payload.create({ collection: 'users', data: { email: `fuzz-schedule-${role}@redwoodlife.example`, password: 'okapi-lantern-mango-51', roles: [role] }, overrideAccess: true })
        return { role, user: { ...user, collection: 'users' as const } }
      }),
    )
    const product = (await t.payload.find({ collection: 'products', limit: 1, depth: 0 })).docs[0]!
    const anything = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.object({ maxDepth: 2 }), fc.array(fc.integer(), { maxLength: 3 }))
    const day = 24 * 60 * 60 * 1000
    const date = fc.oneof(
      fc.integer({ min: -10 * 365, max: 10 * 365 }).map((days) => new Date(Date.now() + days * day)),
      fc.constantFrom('2027-01-01T09:00:00Z', 'not a date', '', '9999-99-99', '1970-01-01'),
      anything,
    )
    const slug = fc.constantFrom('products', 'plans', 'users', 'payload-jobs', 'audit-log', 'online-claims', '__proto__', 'constructor', 'toString', 'nope')
    const value = fc.oneof(fc.constant(String(product.id)), fc.constantFrom('0', '-1', '1e3', '999999999999', '1 OR 1=1', '../1'), anything)
    const args = fc.record(
      {
        type: fc.oneof(fc.constantFrom('publish', 'unpublish'), anything),
        date,
        doc: fc.oneof(fc.record({ relationTo: fc.oneof(slug, anything), value }, { requiredKeys: [] }), anything),
        global: fc.oneof(fc.constantFrom('home', 'claims-promise', 'application-settings', 'site-settings', '__proto__'), anything),
        deleteID: fc.oneof(fc.constantFrom('1', '0', '99999'), anything),
        localeToPublish: anything,
      },
      { requiredKeys: [] },
    )
    let runs = 0
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...people), args, async (person, a) => {
        runs += 1
        const req = await createLocalReq({ user: person.user }, t.payload)
        try {
          const answer = (await schedulePublishServerFunction({ ...(a as object), req } as never)) as { error?: unknown; message?: unknown }
          expect(typeof (answer.error ?? answer.message), JSON.stringify(a)).toBe('string')
          if (typeof answer.error === 'string') expect(answer.error).not.toMatch(/node_modules|\/work\/|\bat \w+ \(/)
        } catch (error) {
          expect(error, `${String(error)} for ${JSON.stringify(a)}`).toBeInstanceOf(ScheduleRefused)
        }
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    // Whatever was asked, every change now waiting was scheduled by the publisher, for a product page, at a time to come.
    const waiting = (await t.payload.find({ collection: 'payload-jobs', limit: 0, depth: 0 })).docs as { input?: { user?: { value?: number }; doc?: { relationTo?: string }; global?: string }; waitUntil?: string }[]
    for (const job of waiting) {
      expect(job.input?.user?.value).toBe(people[1]!.user.id)
      expect(job.input?.doc?.relationTo ?? job.input?.global).toMatch(/^(products|home)$/)
      expect(new Date(job.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now() - 10 * 60 * 1000)
    }
  })

  it('GET and POST /api/payload-jobs and its run endpoints, signed out and as an administrator: 1,000 hostile requests, all refused, none with a 5xx', async () => {
    const email = 'fuzz-admin-jobs@redwoodlife.example'
    await t.payload.create({ collection: 'users', data: { email, password: 'kettle-baobab-harmattan-19', roles: ['administrator'] }, overrideAccess: true })
    const login = await rest('POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'kettle-baobab-harmattan-19' }) })
    const admin = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
    const before = (await t.payload.count({ collection: 'payload-jobs' })).totalDocs
    const path = fc.constantFrom('/api/payload-jobs', '/api/payload-jobs/run', '/api/payload-jobs/handle-schedules', '/api/payload-jobs/1')
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom('limit', 'queue', 'allQueues', 'where[taskSlug][equals]', 'silent', 'depth'), text), fc.oneof(text, fc.constantFrom('schedulePublish', 'true', '-1', '1000'))), { maxLength: 4 }).map((pairs) => new URLSearchParams(pairs).toString())
    let runs = 0
    await fc.assert(
      fc.asyncProperty(path, query, fc.boolean(), fc.constantFrom('GET', 'POST') as fc.Arbitrary<'GET' | 'POST'>, text, async (p, q, signedIn, method, body) => {
        runs += 1
        const status = await expectSafe(await rest(method, `${p}?${q}`, { headers: signedIn ? admin : { 'content-type': 'application/json' }, ...(method === 'POST' ? { body } : {}) }), { p, q, method })
        expect(status, `${method} ${p}?${q}`).toBeGreaterThanOrEqual(400)
      }),
      options,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
    // Nobody queued or ran a job through the API.
    expect((await t.payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(before)
  })
})
