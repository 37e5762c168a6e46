import { createClient } from 'redis'

import { ensureRedis } from '../../tools/ensure-redis.mjs'
import { expect, test } from './fixtures'
import { firstHeading, freshDataDir, prepareDatabase, registerFirstUser, startServer, type TestServer } from './support/servers'

/**
 * Two production servers on one database and one Redis (REDIS_URL): an editor publishes on A and a
 * visitor on B sees it within 2 s; with Redis stopped both still serve pages (and each says so once
 * in its log); with Redis back, pages are cached in it again.
 */
test.describe.configure({ mode: 'serial' })

const EDITOR = { email: 'cache.editor@redwoodlife.example', password: 'Redwood-Cache-2026!', name: 'Cache Editor' }
const ARTICLE = { slug: 'naira-and-long-term-goals', path: '/blog/markets/naira-and-long-term-goals' }
const stamp = Date.now().toString(36)

let redis: Awaited<ReturnType<typeof ensureRedis>>
let a: TestServer
let b: TestServer
let token = ''
let articleId = 0

async function heading(server: TestServer): Promise<string | null> {
  const response = await fetch(server.url + ARTICLE.path)
  expect(response.status).toBe(200)
  return firstHeading(await response.text())
}

async function publishTitle(title: string): Promise<void> {
  const response = await fetch(`${a.url}/api/blog-posts/${articleId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status).toBe(200)
}

async function cachedEntries(): Promise<number> {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    return (await client.keys('redwood:cache:*')).length
  } finally {
    await client.close()
  }
}

test.beforeAll(async () => {
  // Seeding and two server starts: about a minute on an idle CI machine, far more on a busy one.
  test.setTimeout(600_000)
  redis = await ensureRedis()
  const dataDir = freshDataDir('shared-cache')
  await prepareDatabase(dataDir)
  const env = { REDIS_URL: redis.url }
  ;[a, b] = await Promise.all([startServer(dataDir, env), startServer(dataDir, env)])
  await registerFirstUser(a.url, EDITOR)
  const login = await fetch(`${a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
  const found = await fetch(`${a.url}/api/blog-posts?where[slug][equals]=${ARTICLE.slug}&depth=0`)
  articleId = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id ?? 0
  expect(articleId).toBeGreaterThan(0)
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.dispose()
})

test('a change published on server A shows on server B within 2 seconds', async () => {
  test.setTimeout(60_000)
  // Both servers have the article in the shared cache before the edit.
  const before = await heading(b)
  expect(before).toBeTruthy()
  expect(await heading(a)).toBe(before)
  expect(await cachedEntries()).toBeGreaterThan(0)

  const title = `Naira planning, revised on server A ${stamp}`
  await publishTitle(title)
  const published = Date.now()
  await expect.poll(() => heading(b), { timeout: 2_000, intervals: [100] }).toBe(title)
  expect(Date.now() - published).toBeLessThan(2_000)
  expect(await heading(a)).toBe(title)
})

test('with Redis down pages are still served and the outage is logged once; when it is back, caching resumes', async () => {
  test.setTimeout(90_000)
  const logged = [a.errors().length, b.errors().length]
  await redis.stop()
  for (let i = 0; i < 5; i++) {
    for (const server of [a, b]) {
      expect((await fetch(server.url + '/')).status).toBe(200)
      expect(await heading(server)).toContain('Naira planning')
    }
  }
  // A publish while Redis is down still reaches the database, and both servers read it from there.
  const during = `Naira planning, published during the outage ${stamp}`
  await publishTitle(during)
  expect(await heading(b)).toBe(during)
  ;[a, b].forEach((server, i) => {
    const sinceStop = server.errors().slice(logged[i])
    expect(sinceStop.match(/Redis cache unavailable/g)?.length, sinceStop).toBe(1)
  })

  const said = [a.output().length, b.output().length]
  await redis.start() // a fresh, empty Redis on the same port
  await expect
    .poll(() => [a, b].every((server, i) => server.output().slice(said[i]).includes('Redis cache is back')), { timeout: 10_000 })
    .toBe(true)
  expect(await heading(b)).toBe(during)
  await expect.poll(cachedEntries, { timeout: 5_000 }).toBeGreaterThan(0)

  const after = `Naira planning, published after the outage ${stamp}`
  await publishTitle(after)
  await expect.poll(() => heading(b), { timeout: 2_000, intervals: [100] }).toBe(after)
  // Nothing crashed: no request failed on either server.
  for (const server of [a, b]) expect(server.errors()).not.toMatch(/Request failed|Unhandled|uncaught/i)
})
