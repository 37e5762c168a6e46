/**
 * Malformed requests to pages and to the contact page's server action get a 4xx, never a 500
 * (issue 8, point 7): a short plain message, or for a page address the site's own 404 page.
 * Sent as written (node:http), because a browser or Playwright would tidy most of them up first.
 * (/api/* and the plan service have their own tests.)
 */
import { expect, test } from './fixtures'
import { e2ePort, rawRequest, type RawReply } from './raw-http'

const origin = `http://127.0.0.1:${e2ePort}`
const SITE_404 = /Error 404[\s\S]*We couldn(’|&rsquo;|&#x27;|')t find/

type Form = { contentType: string; body: Buffer; actionId: string }

const unescapeHtml = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The contact form as a browser without JavaScript posts it, filled in. */
async function contactForm(): Promise<Form> {
  const page = await rawRequest({ port: e2ePort, path: '/contact' })
  expect(page.status).toBe(200)
  const form = new FormData()
  for (const [, name, value] of page.body.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)) {
    form.append(name!, unescapeHtml(value ?? ''))
  }
  const actionId = /"id":"([0-9a-f]{40,})"/.exec(unescapeHtml(page.body))?.[1]
  expect(actionId, 'the page carries its action id').toBeDefined()
  for (const [key, value] of Object.entries({
    customer: 'no',
    firstname: 'Tunde',
    lastname: 'Bakare',
    mobile: '0803 123 4567',
    email: 'tunde@example.com',
    message: 'Malformed-request test: please ignore this enquiry.',
    consent: 'on',
  })) {
    form.append(key, value)
  }
  return { ...(await encode(form)), actionId: actionId! }
}

async function encode(form: FormData): Promise<{ contentType: string; body: Buffer }> {
  const request = new Request('http://x/', { method: 'POST', body: form })
  return { contentType: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) }
}

/** A short plain-text refusal: no HTML, no stack trace, no file path. */
function expectPlain(reply: RawReply, label: string, message: RegExp) {
  expect(reply.headers['content-type'], label).toMatch(/^text\/plain/)
  expect(reply.body, label).toMatch(message)
  expect(reply.body.length, label).toBeLessThan(200)
  expect(reply.body, label).not.toMatch(/\n\s+at |\/work\/|node_modules|Error:/)
}

test.describe('page addresses with broken percent-encoding get the site’s 404 page', () => {
  const addresses = [
    '/blog/%E0%A4%A',
    '/about/%ff',
    '/%ff',
    '/%',
    '/about/%zz',
    '/claims/%ff',
    '/claims/forms/%C0%AF',
    '/policy/life/%ff',
    '/policy/%ff/home',
    '/policy/%E0%A4%A/term-life-plan',
    '/blog/markets/%ff',
    '/blog/%ff/term-or-endowment',
    '/contact/%E0%A4',
    '/news/%ed%a0%80',
    '/corporate/home/%ff',
    '/preview/%ff',
    '/sitemap.xml/%ff',
    '/_next/%ff',
    '/%ff?tab=plans',
  ]
  for (const path of addresses) {
    test(`GET ${path}`, async () => {
      const reply = await rawRequest({ port: e2ePort, path })
      expect(reply.status, path).toBe(404)
      expect(reply.body, path).toMatch(SITE_404)
    })
  }

  test('HEAD and a form post to such an address are 4xx too', async () => {
    expect((await rawRequest({ port: e2ePort, method: 'HEAD', path: '/blog/%ff' })).status).toBe(404)
    const { contentType, body } = await encode(new FormData())
    const post = await rawRequest({ port: e2ePort, method: 'POST', path: '/about/%ff', headers: { 'content-type': contentType, origin }, body })
    expect(post.status).toBeGreaterThanOrEqual(400)
    expect(post.status).toBeLessThan(500)
  })
})

test.describe('API and plan-service addresses with broken percent-encoding get a plain 400', () => {
  for (const path of ['/api/%ff', '/api/products/%E0%A4%A', '/api/graphql%ff', '/plan-service/%ff', '/api/%ff?limit=1']) {
    test(`GET ${path}`, async () => {
      const reply = await rawRequest({ port: e2ePort, path })
      expect(reply.status, path).toBe(400)
      expectPlain(reply, path, /not valid percent-encoding/)
    })
  }
})

test.describe('other malformed requests to pages', () => {
  const cases: [label: string, request: Parameters<typeof rawRequest>[0], status: number][] = [
    ['absolute-form target to another host', { port: e2ePort, path: 'http://evil.example/claims' }, 400],
    ['OPTIONS *', { port: e2ePort, method: 'OPTIONS', path: '*' }, 400],
    ['OPTIONS on a page', { port: e2ePort, method: 'OPTIONS', path: '/contact' }, 405],
    ['PUT on a page', { port: e2ePort, method: 'PUT', path: '/contact', body: 'x' }, 405],
    ['DELETE on the home page', { port: e2ePort, method: 'DELETE', path: '/' }, 405],
    ['PATCH on a page', { port: e2ePort, method: 'PATCH', path: '/claims', body: 'x' }, 405],
    ['an unknown method', { port: e2ePort, method: 'BREW', path: '/claims' }, 400],
    ['a 20 KB header', { port: e2ePort, path: '/', headers: { 'x-padding': 'a'.repeat(20_000) } }, 431],
    ['a 20 KB address', { port: e2ePort, path: `/${'a'.repeat(20_000)}` }, 431],
    ['a text post to a page', { port: e2ePort, method: 'POST', path: '/contact', headers: { 'content-type': 'text/plain', origin }, body: 'hello' }, 405],
    ['a JSON post to a page', { port: e2ePort, method: 'POST', path: '/contact', headers: { 'content-type': 'application/json', origin }, body: '{}' }, 405],
  ]
  for (const [label, request, status] of cases) {
    test(label, async () => {
      expect((await rawRequest(request)).status).toBe(status)
    })
  }

  test('HEAD on a page answers like GET, without a body', async () => {
    const reply = await rawRequest({ port: e2ePort, method: 'HEAD', path: '/contact' })
    expect(reply.status).toBe(200)
    expect(reply.body).toBe('')
  })

  test('RSC requests with a broken router state stay on the site', async () => {
    for (const tree of ['%7Bgarbage', encodeURIComponent('{"a":1}'), '%ff']) {
      const reply = await rawRequest({ port: e2ePort, path: '/contact', headers: { rsc: '1', 'next-router-state-tree': tree } })
      expect(reply.status, tree).toBeLessThan(500)
      if (reply.headers.location) expect(new URL(reply.headers.location, origin).origin).toBe(origin)
    }
  })
})

test.describe('posts to the contact page’s server action', () => {
  let form: Form
  test.beforeAll(async () => {
    form = await contactForm()
  })

  const post = (headers: Record<string, string>, body: string | Buffer, path = '/contact') =>
    rawRequest({ port: e2ePort, method: 'POST', path, headers, body })

  test('a good post without JavaScript is still accepted', async () => {
    const reply = await post({ 'content-type': form.contentType, origin }, form.body)
    expect(reply.status).toBe(200)
    expect(reply.body).toContain('Contact request Submitted! Expect a call soon')
  })

  test('a multipart body with the wrong boundary, none, or cut off: 400', async () => {
    for (const [label, contentType, body] of [
      ['wrong boundary', 'multipart/form-data; boundary=not-the-one', form.body],
      ['no boundary', 'multipart/form-data', form.body],
      ['cut off', form.contentType, form.body.subarray(0, form.body.length - 40)],
      ['not multipart at all', form.contentType, Buffer.from('garbage')],
      ['empty', form.contentType, Buffer.alloc(0)],
    ] as const) {
      const reply = await post({ 'content-type': contentType, origin }, body)
      expect(reply.status, label).toBe(400)
      expectPlain(reply, label, /^The form could not be read/)
    }
  })

  test('a body of 1 MB or more: 413, whether its length is declared or not', async () => {
    const padding = Buffer.alloc(1024 * 1024, 'a')
    const big = Buffer.concat([form.body.subarray(0, 100), padding, form.body.subarray(100)])
    const declared = await post({ 'content-type': form.contentType, origin }, big)
    expect(declared.status).toBe(413)
    expectPlain(declared, 'declared', /^The form is too large: send at most 1 MB\.$/)
    const chunked = await post({ 'content-type': form.contentType, origin, 'transfer-encoding': 'chunked' }, big)
    expect(chunked.status).toBe(413)
  })

  test('a post from another website (or an unreadable Origin): 403', async () => {
    for (const foreign of ['https://evil.example', 'null', 'not a url', `http://127.0.0.1:${e2ePort + 1}`]) {
      const reply = await post({ 'content-type': form.contentType, origin: foreign }, form.body)
      expect(reply.status, foreign).toBe(403)
      expectPlain(reply, foreign, /^This form was sent from another website/)
      const fetchAction = await post({ 'content-type': 'text/plain;charset=UTF-8', origin: foreign, 'next-action': form.actionId }, '[]')
      expect(fetchAction.status, `fetch action from ${foreign}`).toBe(403)
    }
  })

  test('a fetch-style action call with a body that is not its arguments: 400', async () => {
    for (const [label, contentType, body] of [
      ['garbage', 'text/plain;charset=UTF-8', '{{{garbage'],
      ['empty', 'text/plain;charset=UTF-8', ''],
      ['an object, not an argument list', 'text/plain;charset=UTF-8', '{}'],
      ['multipart, wrong boundary', 'multipart/form-data; boundary=nope', form.body.toString('latin1')],
    ] as const) {
      const reply = await post({ 'content-type': contentType, origin, 'next-action': form.actionId }, body)
      expect(reply.status, label).toBe(400)
    }
  })

  test('an action call with arguments our form never sends: 404, not a 500', async () => {
    for (const [label, body] of [
      ['no arguments', '[]'],
      ['numbers', '[1,2]'],
      ['a string for the form', '[{"status":"idle"},"hello"]'],
    ] as const) {
      const reply = await post({ 'content-type': 'text/plain;charset=UTF-8', origin, 'next-action': form.actionId }, body)
      expect(reply.status, label).toBe(404)
    }
    // Without JavaScript: the action's id alone, without the form's state.
    const bare = new FormData()
    bare.append(`$ACTION_ID_${form.actionId}`, '')
    const { contentType, body } = await encode(bare)
    const reply = await post({ 'content-type': contentType, origin }, body)
    expect(reply.status).toBe(404)
    expect(reply.body).not.toMatch(/\n\s+at |\/work\/|node_modules/)
  })

  test('arguments React cannot decode (issue 22): 400 with a plain message, not a 500', async () => {
    for (const [label, parts] of [
      ['a Map keyed by {"__proto__":1}', [['0', '["$Q1"]'], ['1', '[[{"__proto__":1},1]]']]],
      ['5,000 nested arrays', [['0', `${'['.repeat(5_000)}${']'.repeat(5_000)}`]]],
      ['a file reference to a part that is no file', [['0', '["$B1"]']]],
      ['a set, an iterator and a server reference', [['0', '["$W1","$i1","$h1"]'], ['1', '{}']]],
      ['a path into a prototype', [['0', '[{},"$0:0:constructor"]']]],
      ['a bigint that is not one', [['0', '[{},"$n12x"]']]],
    ] as const) {
      const data = new FormData()
      for (const [name, value] of parts) data.append(name, value)
      const { contentType, body } = await encode(data)
      const reply = await post({ 'content-type': contentType, origin, 'next-action': form.actionId }, body)
      expect(reply.status, label).toBe(400)
      expectPlain(reply, label, /^The form could not be read/)
    }
  })

  test('a call as the page’s script makes it, with the form’s fields, is still answered', async () => {
    const data = new FormData()
    data.append('0', JSON.stringify([{ status: 'idle', values: {}, errors: {} }, '$K1']))
    data.append('_1_firstname', 'Tunde')
    const { contentType, body } = await encode(data)
    const reply = await post({ 'content-type': contentType, origin, 'next-action': form.actionId, accept: 'text/x-component' }, body)
    expect(reply.status).toBe(200)
    expect(reply.body).toContain('Lastname is required')
  })

  test('an unknown or malformed action id: 4xx', async () => {
    for (const id of ['deadbeef', `00${form.actionId.slice(2)}`, 'x'.repeat(500)]) {
      const reply = await post({ 'content-type': 'text/plain;charset=UTF-8', origin, 'next-action': id }, '[]')
      expect(reply.status, id).toBeGreaterThanOrEqual(400)
      expect(reply.status, id).toBeLessThan(500)
    }
  })
})
