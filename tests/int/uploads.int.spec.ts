// Postgres run: not needed (files on disk and their checks, no query of their own).
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let token = ''

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Calls Payload's REST route handler in this process, as a browser or script would over HTTP. */
async function rest(method: 'GET' | 'POST', slug: string[], init: RequestInit = {}): Promise<Response> {
  const routes = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Record<string, Handler>
  const handler = routes[method]
  if (!handler) throw new Error(`No ${method} handler`)
  const headers = new Headers(init.headers)
  if (token && slug[0] !== 'users') headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost/api/${slug.join('/')}`, { ...init, method, headers })
  return handler(request, { params: Promise.resolve({ slug }) })
}

async function pdf(change?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([300, 300]).drawText('Annual report', { x: 20, y: 260, size: 14 })
  change?.(doc)
  return doc.save()
}

/** Uploads a file to a collection through the REST API, as the admin's upload form does. */
async function upload(collection: string, name: string, type: string, bytes: Uint8Array, data: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name)
  form.append('_payload', JSON.stringify(data))
  const response = await rest('POST', [collection], { body: form })
  return { status: response.status, json: (await response.json()) as { doc?: { filename: string }; errors?: { message: string }[] } }
}

beforeAll(async () => {
  t = await startPayload()
  const email = `uploads-${Date.now()}@redwoodlife.example`
  await t.payload.create({ collection: 'users', data: { email, password: 'a-long-test-password' }, overrideAccess: true })
  const login = await rest('POST', ['users', 'login'], {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-test-password' }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
})
afterAll(async () => {
  await t?.close()
})

describe('PDF uploads', () => {
  it('accepts a plain PDF from signed-in staff', async () => {
    const { status, json } = await upload('documents', 'plain-report.pdf', 'application/pdf', await pdf(), { title: 'Plain report' })
    expect(status).toBe(201)
    expect(json.doc?.filename).toBe('plain-report.pdf')
  })

  it('refuses a PDF carrying JavaScript, with a plain message, and stores nothing', async () => {
    const withJs = await pdf((doc) => {
      const annotation = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 100],
        A: { S: 'JavaScript', JS: PDFString.of('this.exportDataObject({cName: "x"})') },
      })
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]))
    })
    const { status, json } = await upload('documents', 'link-script.pdf', 'application/pdf', withJs, { title: 'Has /JS' })
    expect(status).toBe(400)
    expect(json.errors?.[0]?.message).toMatch(/^This PDF cannot be published because it contains JavaScript\./)
    const stored = await t.payload.find({ collection: 'documents', where: { filename: { equals: 'link-script.pdf' } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses a PDF whose open action runs JavaScript', async () => {
    const openAction = await pdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
    )
    const { status, json } = await upload('documents', 'open-action.pdf', 'application/pdf', openAction, { title: 'Opens with JS' })
    expect(status).toBe(400)
    expect(json.errors?.[0]?.message).toMatch(/contains JavaScript/)
  })

  it('refuses uploads from visitors who are not signed in', async () => {
    const saved = token
    token = ''
    try {
      const { status } = await upload('documents', 'anonymous.pdf', 'application/pdf', await pdf(), { title: 'Anonymous' })
      expect(status).toBe(403)
    } finally {
      token = saved
    }
  })
})

describe('serving uploaded files', () => {
  const file = (collection: string, filename: string) => rest('GET', [collection, 'file', filename])

  // The sandbox policy on every file is the edge's (edge/security-headers.ts), checked through the real
  // server in tests/e2e/security-headers.spec.ts; these tests call the app without it.
  it('shows claim forms, statements and press releases in the browser', async () => {
    const claims = await t.payload.findGlobal({ slug: 'claim-forms', depth: 1 })
    const statement = (await t.payload.find({ collection: 'statements', depth: 1, limit: 1 })).docs[0]
    const press = (await t.payload.find({ collection: 'press-releases', depth: 1, where: { linkType: { equals: 'document' } } })).docs[0]
    const names = [claims.forms?.[0]?.file, statement?.file, press?.document].map((doc) =>
      doc && typeof doc === 'object' ? (doc.filename ?? undefined) : undefined,
    )
    expect(names.every(Boolean), `seeded documents: ${names.join(', ')}`).toBe(true)
    for (const name of names) {
      const response = await file('documents', name ?? '')
      expect(response.status, name).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition'), name).toBeNull()
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  })

  it('sends other documents (a user guide, a file not linked anywhere) as attachments', async () => {
    const claims = await t.payload.findGlobal({ slug: 'claim-forms', depth: 1 })
    const guide = claims.guides?.[0]?.file
    const names = [guide && typeof guide === 'object' ? (guide.filename ?? undefined) : undefined, 'plain-report.pdf']
    for (const name of names) {
      expect(name).toBeTruthy()
      const response = await file('documents', name ?? '')
      expect(response.status, name).toBe(200)
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`)
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  })

  it('refuses an SVG carrying script, and serves a plain SVG as an SVG', async () => {
    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    )
    expect((await upload('media', 'scripted.svg', 'image/svg+xml', scripted, { alt: 'Scripted' })).status).toBe(400)

    const plain = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    const { status, json } = await upload('media', 'badge.svg', 'image/svg+xml', plain, { alt: 'Badge' })
    expect(status).toBe(201)
    const response = await file('media', json.doc?.filename ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    // Its sandbox policy and nosniff are the edge's (edge/security-headers.test.ts, tests/e2e/security-headers.spec.ts).
  })
})
