import http from 'node:http'

import { SHARED_CACHE_CONTROL } from '../../edge/shared-cache-control'
import { expect, test } from './fixtures'
import { firstHeading, freshDataDir, prepareDatabase, registerFirstUser, startServer, type TestServer } from './support/servers'

/**
 * Public pages come from Next's own cache (runtime ISR, decision 018): rendered once per content version,
 * kept until a tag they read is expired. Here one server without Redis (its cache in memory); the
 * shared cache of several servers is shared-cache.spec.ts and two-servers.spec.ts. What a visitor must
 * notice: nothing, except speed; a publish shows on the next request; an editor's preview is never kept.
 */
test.describe.configure({ mode: 'serial' })

const EDITOR = { email: 'isr.editor@redwoodlife.example', password: 'Redwood-Isr-2026!', name: 'Isr Editor' }
const ARTICLE = { slug: 'naira-and-long-term-goals', path: '/blog/markets/naira-and-long-term-goals' }
const stamp = Date.now().toString(36)

let server: TestServer
let token = ''
let articleId = 0

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const dataDir = freshDataDir('next-cache')
  await prepareDatabase(dataDir)
  server = await startServer(dataDir)
  await registerFirstUser(server.url, EDITOR)
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
  const found = await fetch(`${server.url}/api/blog-posts?where[slug][equals]=${ARTICLE.slug}&depth=0`)
  articleId = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id ?? 0
  expect(articleId).toBeGreaterThan(0)
})

test.afterAll(async () => {
  await server?.stop()
})

test('a page asked for twice is rendered once: the second answer is the same page from the cache, with its security headers', async () => {
  const first = await fetch(server.url + '/claims')
  expect(first.status).toBe(200)
  const second = await fetch(server.url + '/claims')
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(await second.text()).toBe(await first.text())
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  expect(second.headers.get('x-frame-options')).toBe('DENY')
  // Next confirmed the version the front had sent (304 to its If-None-Match): it goes out as the same 200.
  expect(second.status).toBe(200)
  for (const name of ['content-type', 'content-encoding', 'content-length', 'vary', 'etag']) {
    expect(second.headers.get(name), name).toBe(first.headers.get(name))
  }
  // A proxy in front may keep it for a second; a browser keeps nothing.
  expect(second.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
  expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
})

test('a product page is kept too; with the needs calculator’s ?cover= it is made for that request, its quote starting at that cover', async () => {
  const product = '/policy/life/term-life-plan'
  const first = await fetch(server.url + product)
  expect(first.status).toBe(200)
  const second = await fetch(server.url + product)
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(second.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
  const plain = await second.text()
  expect(plain).not.toContain('value="36,300,000"')

  // Read without JavaScript: the sum assured is in the first HTML, on the product's own address.
  const withCover = await fetch(`${server.url}${product}?cover=36300000`)
  expect(withCover.status).toBe(200)
  expect(withCover.headers.get('x-nextjs-cache')).toBeNull()
  expect(withCover.headers.get('cache-control')).toContain('no-store')
  const html = await withCover.text()
  expect(html).toContain('value="36,300,000"')
  expect(firstHeading(html)).toBe(firstHeading(plain))
  const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]
  expect(canonical(html)).toBe(canonical(plain))
  expect(canonical(html)).toMatch(/\/policy\/life\/term-life-plan$/)
  // Another visitor's cover is not kept for the next one.
  expect(await (await fetch(`${server.url}${product}?cover=5000000`)).text()).toContain('value="5,000,000"')
  expect(await (await fetch(server.url + product)).text()).not.toMatch(/value="(36,300,000|5,000,000)"/)
})

test('the needs calculator and the comparison are kept when empty, and made for each request with answers', async () => {
  for (const [plain, answered, answer] of [
    ['/how-much-cover', '/how-much-cover?income=3600000&years=10&debts=&schoolFees=&existingCover=&savings=', 'of term life cover'],
    ['/compare', '/compare?plan=TLP&plan=AEE&age=35&by=cover&amount=10000000&term=20&frequency=monthly', 'Side by side'],
  ] as const) {
    await fetch(server.url + plain)
    const kept = await fetch(server.url + plain)
    expect(kept.headers.get('x-nextjs-cache'), plain).toBe('HIT')
    expect(kept.headers.get('cache-control'), plain).toBe(SHARED_CACHE_CONTROL)
    expect(await kept.text(), plain).not.toContain(answer)
    const made = await fetch(server.url + answered)
    expect(made.headers.get('x-nextjs-cache'), answered).toBeNull()
    expect(made.headers.get('cache-control'), answered).toContain('no-store')
    expect(await made.text(), answered).toContain(answer)
  }
})

test('a change published by an editor shows on the next request', async () => {
  const before = firstHeading(await (await fetch(server.url + ARTICLE.path)).text())
  expect(before).toBeTruthy()
  const title = `Naira planning, published now ${stamp}`
  const response = await fetch(`${server.url}/api/blog-posts/${articleId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status).toBe(200)
  expect(firstHeading(await (await fetch(server.url + ARTICLE.path)).text())).toBe(title)
  // Every page shows the header and footer: the home page was expired with it, and is rendered again.
  expect((await fetch(server.url + '/')).status).toBe(200)
})

test('a plan change, once approved, prices the very next quote and lookup (plans are read from the cache)', async () => {
  const quoteUrl = `${server.url}/plan-service/imultiplan/api/v1/annuity/regular-premium`
  const body = JSON.stringify({ premiumFrequency: '12', planDuration: 10, planId: 'AEE', birthDate: '01/01/1990', sumAssured: 1_000_000 })
  const quote = async (): Promise<number> => {
    const response = await fetch(quoteUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(response.status).toBe(200)
    return ((await response.json()) as { amount: number }).amount
  }
  const interestRate = async (): Promise<number> => {
    const response = await fetch(`${server.url}/plan-service/policy/plainid?planID=AEE`)
    return ((await response.json()) as { data: { basis: { interestRate: number } } }).data.basis.interestRate
  }
  const found = await fetch(`${server.url}/api/plans?where[code][equals]=AEE&depth=0`)
  const plan = ((await found.json()) as { docs: { id: number; interestRatePercent: number }[] }).docs[0]
  expect(plan).toBeDefined()
  // A price change takes two people (decision 031): the editor (the first account, holding the pricing
  // roles) proposes it as a draft, and a second pricing approver publishes the proposal as it is.
  const approverEmail = `isr.approver.${stamp}@redwoodlife.example`
  const made = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ email: approverEmail, password: EDITOR.password, roles: ['pricing_approver'] }),
  })
  expect(made.status).toBe(201)
  const approverLogin = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: approverEmail, password: EDITOR.password }),
  })
  const approver = { 'content-type': 'application/json', authorization: `JWT ${((await approverLogin.json()) as { token: string }).token}` }
  const save = async (interestRatePercent: number): Promise<Response> => {
    const proposed = await fetch(`${server.url}/api/plans/${plan!.id}?draft=true`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ interestRatePercent, _status: 'draft' }),
    })
    expect(proposed.status).toBe(200)
    // Proposed, not yet approved: quotes are unchanged.
    expect(await interestRate()).toBeCloseTo(live / 100, 10)
    const draft = (await (await fetch(`${server.url}/api/plans/${plan!.id}?draft=true&depth=0`, { headers: approver })).json()) as Record<string, unknown>
    const approved = await fetch(`${server.url}/api/plans/${plan!.id}`, { method: 'PATCH', headers: approver, body: JSON.stringify({ ...draft, _status: 'published' }) })
    if (approved.status === 200) live = interestRatePercent
    return approved
  }
  let live = plan!.interestRatePercent
  const before = await quote()
  expect(await quote()).toBe(before)
  try {
    expect((await save(plan!.interestRatePercent + 2)).status).toBe(200)
    // A higher interest rate makes the same cover cheaper, from the first quote after the save.
    expect(await quote()).toBeLessThan(before)
    expect(await interestRate()).toBeCloseTo((plan!.interestRatePercent + 2) / 100, 10)
  } finally {
    expect((await save(plan!.interestRatePercent)).status).toBe(200)
  }
  expect(await quote()).toBe(before)
  expect(await interestRate()).toBeCloseTo(plan!.interestRatePercent / 100, 10)
})

test('an editor’s preview shows the draft and is never kept, nor served to anyone else', async () => {
  const draft = `Naira planning, a draft ${stamp}`
  const saved = await fetch(`${server.url}/api/blog-posts/${articleId}?draft=true`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title: draft, _status: 'draft' }),
  })
  expect(saved.status).toBe(200)
  const enter = await fetch(`${server.url}/preview?path=${encodeURIComponent(ARTICLE.path)}`, {
    headers: { authorization: `JWT ${token}` },
    redirect: 'manual',
  })
  expect(enter.status).toBe(303)
  const cookies = enter.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  expect(cookies).toContain('__prerender_bypass=')
  const preview = await fetch(server.url + ARTICLE.path, { headers: { cookie: cookies } })
  expect(firstHeading(await preview.text())).toBe(draft)
  expect(preview.headers.get('cache-control')).toMatch(/private|no-store/)
  // A visitor still gets the published page, from the cache.
  const visitor = await fetch(server.url + ARTICLE.path)
  expect(firstHeading(await visitor.text())).not.toBe(draft)
})

test('a page with a query string is the same page, and pages that are one visitor’s own are never kept for others', async () => {
  const about = await fetch(server.url + '/about?ref=newsletter')
  expect(about.status).toBe(200)
  // A proxy keys its copies on the whole address: a campaign's link, or a visitor who also holds a session
  // cookie, gets the kept page with the same one-second shared lifetime as the plain address, never Next's
  // hours (a publish would not reach those links through the proxy).
  expect(about.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
  const campaign = await fetch(server.url + '/?utm_source=sms&utm_campaign=harmattan')
  expect(campaign.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE|MISS/)
  expect(campaign.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
  const policyholder = await fetch(server.url + '/claims', { headers: { cookie: '__Host-rl-my=someone' } })
  expect(policyholder.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
  // An application's pages are one applicant's own.
  const apply = await fetch(server.url + '/apply')
  expect(apply.headers.get('cache-control') ?? '').toMatch(/private|no-store/)
  expect(apply.headers.get('x-nextjs-cache')).toBeNull()
})

/** A GET with exactly these headers, its body left compressed as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test('the cache never answers a request with a variant made for another: HTML, React data, prefetch, server action, encoding', async () => {
  const url = server.url + '/news'
  // Each asked for twice, so the second comes from the cache whatever was asked before it.
  for (let round = 0; round < 2; round++) {
    const html = await rawGet(url, { 'accept-encoding': 'identity' })
    expect(html.headers['content-type']).toMatch(/^text\/html/)
    expect(html.headers['content-encoding']).toBeUndefined()
    expect(html.body.toString('utf8')).toMatch(/^<!DOCTYPE html>/i)
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
    const rsc = await fetch(url, { headers: { rsc: '1' } })
    expect(rsc.headers.get('content-type')).toMatch(/^text\/x-component/)
    expect(await rsc.text()).not.toMatch(/<html/i)
    const prefetch = await fetch(url, { headers: { rsc: '1', 'next-router-prefetch': '1' } })
    expect(prefetch.headers.get('content-type')).toMatch(/^text\/x-component/)
    expect(await prefetch.text()).not.toMatch(/<html/i)
  }
  // A form posted to a kept page (the contact form without JavaScript) is answered by its action, which
  // renders the page with the form's errors: never with the kept page. (A post naming an action id the
  // build does not have is not an action to Next: it answers as to a GET.)
  const contact = await fetch(server.url + '/contact')
  expect(contact.status).toBe(200)
  const form = new FormData()
  for (const [, name, value] of (await contact.text()).matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)) {
    form.append(name!, (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  }
  expect([...form.keys()].length, 'the form carries its action').toBeGreaterThan(0)
  form.append('firstname', '')
  const posted = await fetch(server.url + '/contact', { method: 'POST', headers: { origin: server.url }, body: form })
  expect(posted.status).toBe(200)
  // The answer is the action's: the page with the form's errors (Next may still label it with the
  // cache state of the page it rendered around them)...
  expect(await posted.text()).toMatch(/Firstname is required/)
  // ...and the kept page is not changed by it: the next visitor gets the empty form.
  const after = await fetch(server.url + '/contact')
  expect(await after.text()).not.toMatch(/Firstname is required/)
})
