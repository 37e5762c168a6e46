import crypto from 'node:crypto'
import http from 'node:http'

import sharp from 'sharp'

import { createDatabase, ensurePostgres } from '../../tools/ensure-postgres.mjs'
import { ensureRedis } from '../../tools/ensure-redis.mjs'
import { TestSmtpServer } from '../int/enquiries-smtp'
import { startS3, type TestS3 } from '../support/s3'
import { runTsxOk } from '../support/tsx-script'
import { expect, test } from './fixtures'
import { startNginx, type TestNginx } from './support/nginx'
import { firstHeading, freshDataDir, registerFirstUser, startServer, type TestServer } from './support/servers'

/**
 * Issue 10's scale-out check: two production servers on one Postgres, one Redis and one S3 store
 * (s3rver), all on loopback. A publish on A shows on B within 2 s; an image uploaded on A shows on B's
 * page; 50 enquiries sent to both while the mail server is down are each mailed once when it is back.
 */
test.describe.configure({ mode: 'serial' })

const EDITOR = { email: 'scale.editor@redwoodlife.example', password: 'Redwood-Scale-2026!', name: 'Scale Editor' }
const ARTICLE = { slug: 'naira-and-long-term-goals', path: '/blog/markets/naira-and-long-term-goals' }
const stamp = Date.now().toString(36)

let postgres: Awaited<ReturnType<typeof ensurePostgres>>
let redis: Awaited<ReturnType<typeof ensureRedis>>
let s3: TestS3
const smtp = new TestSmtpServer()
let a: TestServer
let b: TestServer
let proxy: TestNginx
let token = ''
let articleId = 0

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

const auth = () => ({ authorization: `JWT ${token}`, origin: a.url })

async function page(server: TestServer, path: string): Promise<string> {
  const response = await fetch(server.url + path)
  expect(response.status, `${server.url}${path}`).toBe(200)
  return response.text()
}

test.beforeAll(async () => {
  // Postgres, Redis, seeding into S3 and two server starts: minutes on a busy machine.
  test.setTimeout(900_000)
  postgres = await ensurePostgres()
  redis = await ensureRedis()
  s3 = await startS3()
  // A port for the mail server that nothing listens on yet: it is "down" until the test starts it.
  await smtp.start()
  await smtp.stop()
  const dataDir = freshDataDir('two-servers')
  const database = createDatabase(postgres.url, `two_servers_${crypto.randomBytes(4).toString('hex')}`)
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: database,
    DB_PUSH: 'false',
    NEXT_TELEMETRY_DISABLED: '1',
    ...s3.env,
  }
  // The committed migrations and the demo content (its images go to the bucket); the editor once a server runs.
  await runTsxOk('src/seed/prepare.ts', [], { env: { ...process.env, ...shared, NODE_ENV: 'production' } })
  const env = {
    ...shared,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    ENQUIRY_OUTBOX_INTERVAL_SECONDS: '1',
    ENQUIRY_RETRY_DELAYS: '1,1,1,1,1,1,1,1,1,1',
  }
  ;[a, b] = await Promise.all([startServer(dataDir, env), startServer(dataDir, env)])
  await registerFirstUser(a.url, EDITOR)
  // The cache of compose.yaml in front of both (deploy/nginx/nginx.conf, Debian's nginx).
  proxy = await startNginx([a.url, b.url])
  const login = await fetch(`${a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: a.url },
    body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
  const found = await fetch(`${a.url}/api/blog-posts?where[slug][equals]=${ARTICLE.slug}&depth=0`)
  articleId = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id ?? 0
  expect(articleId).toBeGreaterThan(0)
})

test.afterAll(async () => {
  await proxy?.stop()
  await Promise.all([a?.stop(), b?.stop()])
  await smtp.stop()
  await s3?.stop()
  await redis?.dispose()
  await postgres?.stop()
})

test('a change published on server A shows on server B within 2 seconds', async () => {
  test.setTimeout(60_000)
  const before = firstHeading(await page(b, ARTICLE.path))
  expect(before).toBeTruthy()
  const title = `Naira planning, published on server A ${stamp}`
  const response = await fetch(`${a.url}/api/blog-posts/${articleId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...auth() },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status).toBe(200)
  const published = Date.now()
  await expect.poll(async () => firstHeading(await page(b, ARTICLE.path)), { timeout: 2_000, intervals: [100] }).toBe(title)
  expect(Date.now() - published).toBeLessThan(2_000)
})

test('behind nginx, a public page is kept a second and a publish shows through it within 2 seconds', async () => {
  test.setTimeout(60_000)
  const path = '/claims'
  await fetch(proxy.url + path)
  const kept = await fetch(proxy.url + path)
  expect(kept.status).toBe(200)
  expect(kept.headers.get('x-cache')).toMatch(/^(HIT|STALE|UPDATING)$/)
  expect(kept.headers.get('content-security-policy')).toContain("script-src 'self'")
  // Through the proxy too: a publish on A is what a visitor sees within 2 s.
  const title = `Naira planning, seen through the proxy ${stamp}`
  const response = await fetch(`${a.url}/api/blog-posts/${articleId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...auth() },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status).toBe(200)
  const published = Date.now()
  await expect.poll(async () => firstHeading(await page({ ...a, url: proxy.url }, ARTICLE.path)), { timeout: 2_000, intervals: [100] }).toBe(title)
  expect(Date.now() - published).toBeLessThan(2_000)
})

test('nginx never answers a request with a variant made for another: HTML, React data, prefetch, encodings', async () => {
  const path = '/about'
  const get = (headers: Record<string, string> = {}) => fetch(proxy.url + path, { headers })
  // Each variant asked for twice, so that the second may come from the cache.
  for (let i = 0; i < 2; i++) {
    const html = await get({ 'accept-encoding': 'gzip' })
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/i)
    const rsc = await get({ rsc: '1', 'accept-encoding': 'gzip' })
    expect(rsc.headers.get('content-type')).toMatch(/^text\/x-component/)
    expect(await rsc.text()).not.toMatch(/<!DOCTYPE html>/i)
    const prefetch = await get({ rsc: '1', 'next-router-prefetch': '1', 'accept-encoding': 'gzip' })
    expect(prefetch.headers.get('content-type')).toMatch(/^text\/x-component/)
    // Asked for without compression, it comes without (undici would otherwise decode it silently).
    const plain = await new Promise<{ encoding: string | undefined; type: string | undefined }>((resolve, reject) => {
      const url = new URL(proxy.url + path)
      http
        .get({ host: url.hostname, port: url.port, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
          res.resume()
          resolve({ encoding: res.headers['content-encoding'], type: res.headers['content-type'] })
        })
        .on('error', reject)
    })
    expect(plain.encoding).toBeUndefined()
    expect(plain.type).toMatch(/^text\/html/)
    const br = await new Promise<string | undefined>((resolve, reject) => {
      const url = new URL(proxy.url + path)
      http
        .get({ host: url.hostname, port: url.port, path, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.resume()
          resolve(res.headers['content-encoding'])
        })
        .on('error', reject)
    })
    expect(br === undefined || br === 'gzip').toBe(true)
  }
  // A server action's answer (a form posted) is never kept, and never answered from the cache.
  const action = await fetch(proxy.url + '/contact', { method: 'POST', headers: { 'next-action': 'not-an-action', 'content-type': 'text/plain' }, body: '[]' })
  expect(action.headers.get('x-cache')).not.toBe('HIT')
  // Nor is anything for a signed-in editor.
  const editor = await get({ authorization: `JWT ${token}` })
  expect(editor.headers.get('x-cache')).toBe('BYPASS')
})

test('a page sent by server A starts in the browser on its data fetched from server B', async ({ page: tab }) => {
  test.setTimeout(90_000)
  // Behind a proxy the page and its data file (flight-data.ts) may come from different servers. B
  // has not served this page since it started: it finds A's file in Redis, the same file under the
  // same name, without rendering anything.
  const path = '/policy/life/term-life-plan'
  const flight = /"(\/_f\/[A-Za-z0-9_-]{22}\.js\?p=[^"]+)"/.exec(await page(a, path))?.[1] ?? ''
  expect(flight).toContain('?p=%2Fpolicy%2Flife%2Fterm-life-plan')
  const fromA = await fetch(a.url + flight)
  const fromB = await fetch(b.url + flight)
  expect(fromB.status).toBe(200)
  expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const data = await fromB.text()
  expect(data).toContain('self.__next_f.push(')
  expect(data).toBe(await fromA.text())

  // In a browser: the page from A, its data from B. (Pictures are not what this checks: each is
  // answered with one transparent pixel, so that only the page's scripts and data reach the servers.)
  await tab.route(`${a.url}/_next/image**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }))
  let servedByB = 0
  await tab.route(`${a.url}/_f/**`, async (route) => {
    servedByB += 1
    const url = new URL(route.request().url())
    await route.fulfill({ response: await route.fetch({ url: b.url + url.pathname + url.search }) })
  })
  await tab.setViewportSize({ width: 1280, height: 800 })
  await tab.goto(a.url + path)
  expect(servedByB).toBe(1)
  await expect(tab.locator('header[data-js]')).toHaveAttribute('data-js', 'true', { timeout: 20_000 })
  const products = tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products', exact: true })
  await products.click()
  await expect(products).toHaveAttribute('aria-expanded', 'true')
})

test('an image uploaded on server A shows on server B’s page, served by B', async () => {
  test.setTimeout(60_000)
  const bytes = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1d6b4f' } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `cover-${stamp}.png`)
  form.append('_payload', JSON.stringify({ alt: `A green cover ${stamp}` }))
  const uploaded = await fetch(`${a.url}/api/media`, { method: 'POST', headers: auth(), body: form })
  expect(uploaded.status).toBe(201)
  const media = ((await uploaded.json()) as { doc: { id: number; filename: string; url: string } }).doc
  expect(s3.has(`media/${media.filename}`)).toBe(true)

  const cover = await fetch(`${a.url}/api/blog-posts/${articleId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...auth() },
    body: JSON.stringify({ coverImage: media.id, _status: 'published' }),
  })
  expect(cover.status).toBe(200)

  // B's page shows the new image with its alternative text, resized by Next.js on B's own origin.
  let html = ''
  await expect
    .poll(async () => (html = await page(b, ARTICLE.path)).includes(`alt="A green cover ${stamp}"`), { timeout: 2_000, intervals: [100] })
    .toBe(true)
  // In the bucket a media file's address carries ?prefix=media, so it keeps Next's own optimiser address
  // (the short /m/<width>/<file> form is for files on the server's disk; src/lib/image.ts).
  expect(media.url).toMatch(/^\/api\/media\/file\/[^/?]+\?prefix=media$/)
  const img = new RegExp(`<img[^>]*alt="A green cover ${stamp}"[^>]*>`).exec(html)?.[0] ?? ''
  const src = / src="(\/_next\/image\?url=([^"&]+)&amp;w=\d+&amp;q=75)"/.exec(img)
  expect(src?.[2] && decodeURIComponent(src[2]), 'the cover image address on B').toBe(media.url)
  // As a browser asks for it: Next sends AVIF (or WebP) only to clients that say they accept it.
  const address = (src?.[1] ?? '').replace(/&amp;/g, '&')
  const optimised = await fetch(b.url + address, { headers: { accept: 'image/avif,image/webp,*/*' } })
  expect(optimised.status).toBe(200)
  expect(optimised.headers.get('content-type')).toBe('image/avif')
  const webp = await fetch(b.url + address, { headers: { accept: 'image/webp,*/*' } })
  expect(webp.status).toBe(200)
  expect(webp.headers.get('content-type')).toBe('image/webp')
  // And the original, from B, is the bytes A received.
  const original = await fetch(b.url + media.url)
  expect(original.status).toBe(200)
  expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true)
})

test('50 enquiries sent to both servers while mail is down are each mailed exactly once when it is back', async () => {
  test.setTimeout(180_000)
  const marks: string[] = []
  for (let i = 0; i < 50; i++) {
    const mark = `[scale-${stamp}-${i}]`
    marks.push(mark)
    const response = await fetch(`${(i % 2 === 0 ? a : b).url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: 'no',
        message: `Group life cover question ${mark}`,
        firstname: 'Bola',
        lastname: 'Adeyemi',
        mobile: '+234 803 123 4567',
        email: `bola.${i}@example.com`,
        consent: true,
      }),
    })
    expect(response.status).toBe(201)
  }
  // Both outboxes try (and fail) for a few ticks before the mail server comes up.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(smtp.received).toHaveLength(0)
  await smtp.start()
  const mailed = () => marks.filter((mark) => smtp.received.some((mail) => mail.text.includes(mark))).length
  await expect.poll(mailed, { timeout: 120_000, intervals: [500] }).toBe(50)
  // A few more ticks of both outboxes: nothing is sent twice.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  for (const mark of marks) expect(smtp.received.filter((mail) => mail.text.includes(mark)), mark).toHaveLength(1)
  expect(smtp.received).toHaveLength(50)
})
