// Postgres run: not needed (files in S3-compatible storage, no query of their own).
import fs from 'node:fs'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3, type TestS3 } from '../support/s3'
import { startPayload, type TestPayload } from './helpers'

/**
 * With S3_* set, media and documents go to an S3-compatible bucket (s3rver here, in this process on
 * loopback) instead of this server's disk, and are still served from the site's own file route with
 * the upload headers: images inline, documents as attachments unless the site links them for reading.
 */
let s3: TestS3
let t: TestPayload
let token = ''

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Calls Payload's REST route handler in this process, as a browser or script would over HTTP. */
async function rest(method: 'GET' | 'POST' | 'DELETE', url: string, init: RequestInit = {}): Promise<Response> {
  const routes = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<string, Handler>
  const handler = routes[method]
  if (!handler) throw new Error(`No ${method} handler`)
  const full = new URL(url, 'http://localhost')
  const slug = full.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent)
  const headers = new Headers(init.headers)
  if (token && slug[0] !== 'users') headers.set('authorization', `JWT ${token}`)
  return handler(new Request(full, { ...init, method, headers }), { params: Promise.resolve({ slug }) })
}

type Uploaded = { id: number; filename: string; url: string; mimeType: string }

async function upload(collection: string, name: string, type: string, bytes: Uint8Array, data: Record<string, unknown>): Promise<Uploaded> {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name)
  form.append('_payload', JSON.stringify(data))
  const response = await rest('POST', `/api/${collection}`, { body: form })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Uploaded }).doc
}

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([300, 300]).drawText(text, { x: 20, y: 260, size: 14 })
  return doc.save()
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#b3261e' } }).png().toBuffer()

beforeAll(async () => {
  s3 = await startS3()
  Object.assign(process.env, s3.env)
  t = await startPayload()
  const email = `uploads-s3-${Date.now()}@redwoodlife.example`
  await t.payload.create({ collection: 'users', data: { email, password: 'a-long-test-password' }, overrideAccess: true })
  const login = await rest('POST', '/api/users/login', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-test-password' }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
})

afterAll(async () => {
  await t?.close()
  await s3?.stop()
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
})

describe('uploads in S3-compatible storage', () => {
  it('stores an image in the bucket, not on disk, and serves it from the site with the upload headers', async () => {
    const bytes = await png()
    const image = await upload('media', 'red-square-s3.png', 'image/png', bytes, { alt: 'A red square' })
    expect(s3.has(`media/${image.filename}`)).toBe(true)
    expect(s3.read(`media/${image.filename}`).equals(bytes)).toBe(true)
    expect(fs.existsSync(path.join(t.dataDir, 'media', image.filename))).toBe(false)

    // The address stays on this site (Payload's file route), never the bucket's.
    expect(image.url).toMatch(/^\/api\/media\/file\/red-square-s3\.png(\?|$)/)
    const response = await rest('GET', image.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    // Its sandbox policy and nosniff are the edge's (edge/security-headers.test.ts, tests/e2e/security-headers.spec.ts).
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('answers a byte range from the bucket, as Payload does from disk', async () => {
    const bytes = await png()
    const image = await upload('media', 'ranged-s3.png', 'image/png', bytes, { alt: 'Ranged' })
    const response = await rest('GET', image.url, { headers: { range: 'bytes=0-7' } })
    expect(response.status).toBe(206)
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true)
  })

  it('sends a document as an attachment, and one the site links for reading inline', async () => {
    const guide = await upload('documents', 'policy-guide-s3.pdf', 'application/pdf', await pdf('Policy guide'), { title: 'Guide' })
    expect(s3.has(`documents/${guide.filename}`)).toBe(true)
    const download = await rest('GET', guide.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="policy-guide-s3.pdf"; filename*=UTF-8''policy-guide-s3.pdf`)
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(100)

    const statement = await upload('documents', 'press-statement-s3.pdf', 'application/pdf', await pdf('Press statement'), { title: 'Statement' })
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { announcement: { enabled: true, text: 'A statement', document: statement.id } },
      overrideAccess: true,
    })
    const reading = await rest('GET', statement.url)
    expect(reading.status).toBe(200)
    expect(reading.headers.get('content-disposition')).toBeNull()
    expect(reading.headers.get('content-type')).toBe('application/pdf')
  })

  it('deletes the object with the document, after which the file is not found', async () => {
    const image = await upload('media', 'short-lived-s3.png', 'image/png', await png(), { alt: 'Short-lived' })
    expect(s3.has(`media/${image.filename}`)).toBe(true)
    const removed = await rest('DELETE', `/api/media/${image.id}`)
    expect(removed.status).toBe(200)
    expect(s3.has(`media/${image.filename}`)).toBe(false)
    const gone = await rest('GET', image.url)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ errors: [{ message: 'There is no such file.' }] })
    expect((await rest('GET', '/api/documents/file/never-uploaded.pdf')).status).toBe(404)
  })
})
