/**
 * Hostile-input fuzz of the contact and call-back forms' server actions on the real server: 1,000 seeded form posts,
 * sent the way the page's form posts without JavaScript (multipart, or urlencoded), with hostile field
 * values; then 1,200 seeded action calls whose arguments use React's reference forms ($Q, $B, $K, …).
 * None may get a 5xx or show a stack trace or server path, and the site answers normally after.
 * The complaint form's action is fuzzed the same way. (The JSON endpoints are fuzzed in process: tests/int/fuzz.int.spec.ts.)
 */
import fc from 'fast-check'

import { expect, test } from './fixtures'
import { actionFields, decode, sendHostile } from './support/hostile'

const RUNS = 1_000
const SEED = 20_261_122
const PARALLEL = 4

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '\u202E',
  '🙂‍↔️',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE enquiries; --',
  '../../../etc/passwd',
  '%ff',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  '$ACTION_ID_x',
  '$@1',
  '$K1',
  'a'.repeat(5_000),
  '\r\nX-Injected: 1',
)
const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 200 }), nasty, fc.string({ unit: 'grapheme', maxLength: 40 }))
const field = (normal: string) => fc.option(fc.oneof(fc.constant(normal), text, text), { nil: undefined })
type FormInput = { fields: Record<string, string | undefined>; extra: Record<string, string>; multipart: boolean }

/** A hostile form post to `path`: the page's action fields over the input's extra fields, and its fields over both. */
function post(path: string, hidden: Record<string, string>, input: FormInput) {
  const values: Record<string, string> = { ...input.extra, ...hidden }
  for (const [name, value] of Object.entries(input.fields)) if (value !== undefined) values[name] = value
  return { path, values, multipart: input.multipart }
}

const form = fc.record({
  fields: fc.record({
    customer: field('yes'),
    firstname: field('Ada'),
    lastname: field('Obi'),
    mobile: field('0803 123 4567'),
    email: field('ada@example.com'),
    message: field('Please call me about a plan.'),
    consent: field('on'),
    website: field(''),
  }),
  extra: fc.dictionary(text, text, { maxKeys: 2 }),
  multipart: fc.boolean(),
})

test('the contact form action: 1,000 hostile form posts, none gets a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const page = await request.get('/contact')
  expect(page.status()).toBe(200)
  const hidden = actionFields(await page.text())
  expect(Object.keys(hidden).length).toBeGreaterThan(0)

  const inputs = fc.sample(form, { seed: SEED, numRuns: RUNS })
  const { failures, sent } = await sendHostile(baseURL!, inputs.map((input) => post('/contact', hidden, input)), { parallel: PARALLEL })
  expect(failures.slice(0, 5)).toEqual([])
  expect(sent).toBe(RUNS)

  // The site still answers normally.
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain('For every life, for every future.')
})

const callBackForm = fc.record({
  fields: fc.record({
    name: field('Ngozi Eze'),
    mobile: field('0803 123 4567'),
    slot: fc.option(fc.oneof(fc.constantFrom('2026-12-02T10:00', '2026-12-25T10:00', '2099-01-01T10:00', '2026-12-02T10:15', '1970-01-01T00:00', '2026-02-30T10:00'), text), { nil: undefined }),
    topic: field('My plan'),
    consent: field('on'),
  }),
  extra: fc.dictionary(text, text, { maxKeys: 2 }),
  multipart: fc.boolean(),
})

test('the call-back form action: 1,000 hostile form posts, none gets a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const page = await request.get('/contact/call-back')
  expect(page.status()).toBe(200)
  const hidden = actionFields(await page.text())
  expect(Object.keys(hidden).length).toBeGreaterThan(0)

  const inputs = fc.sample(callBackForm, { seed: SEED, numRuns: RUNS })
  const { failures, sent } = await sendHostile(baseURL!, inputs.map((input) => post('/contact/call-back', hidden, input)), { parallel: PARALLEL })
  expect(failures.slice(0, 5)).toEqual([])
  expect(sent).toBe(RUNS)
  expect((await request.get('/contact/call-back')).status()).toBe(200)
})

// --- The arguments of an action call, in React's reply format ----------------------------------------

/** Every reference form React's reply decoder knows (react-server-dom's parseModelString), and some it doesn't. */
const TAGS = ['$', '@', 'h', 'H', 'T', 'Q', 'W', 'K', 'i', 'I', '-', 'N', 'u', 'D', 'n', 'A', 'O', 'o', 'U', 'S', 's', 'L', 'l', 'G', 'g', 'M', 'm', 'V', 'B', 'R', 'r', 'X', 'x', 'F', 'Z', '']
const reference = fc.oneof(
  fc.tuple(fc.constantFrom(...TAGS), fc.oneof(fc.nat({ max: 6 }).map((n) => n.toString(16)), fc.constantFrom('', 'zz', '-1', '1:__proto__', '0:constructor:prototype', '0:0', 'ndefined', 'aN', 'nfinity', '0'), fc.string({ maxLength: 8 }))).map(([tag, rest]) => `$${tag}${rest}`),
  fc.constantFrom('$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0', '$D2026-01-01T00:00:00.000Z', '$Dnot a date', '$n42', '$n4x2', `$n${'9'.repeat(400)}`, '$K1', '$@1', '$0', '$1', '$0:0', '$1:a:b'),
)
const leaf = fc.oneof(reference, reference, fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null))
const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'status', 'then', 'toString', '$$typeof', 'id', 'bound'), fc.string({ maxLength: 6 }))
const { value: model } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
}))
/** JSON text of a model: as JSON.stringify writes it (a __proto__ key kept as an own key), or nested very deep. */
const partText = fc.oneof(
  { weight: 8, arbitrary: model.map((m) => JSON.stringify(m)) },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 6_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"then":1}}', '[[{"__proto__":1},1]]', '[', '', 'null', '"$Q1"') },
)
const replyCall = fc.record({
  root: fc.oneof(fc.array(model, { maxLength: 3 }).map((args) => JSON.stringify([{ status: 'idle' }, ...args])), partText),
  parts: fc.array(fc.tuple(fc.constantFrom('1', '2', '3', '01', 'S1', '_1_firstname', '_1_x', 'x', '$ACTION_1:0'), fc.oneof(partText, fc.string({ maxLength: 10 }))), { maxLength: 3 }),
  file: fc.option(fc.constantFrom('1', '2', '0'), { nil: undefined }),
  via: fc.constantFrom('multipart', 'multipart', 'text', 'no-js'),
})

test('the contact form action: 1,200 calls with arguments in React’s reference forms, none gets a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const page = await request.get('/contact')
  expect(page.status()).toBe(200)
  const html = decode(await page.text())
  const actionId = /"id":"([0-9a-f]{40,})"/.exec(html)?.[1]
  expect(actionId, 'the page carries its action id').toBeDefined()
  const origin = new URL(page.url()).origin

  const inputs = fc.sample(replyCall, { seed: SEED + 1, numRuns: 1_200 })
  const requests = await Promise.all(
    inputs.map(async (input) => {
      if (input.via === 'text') return { path: '/contact', headers: { 'next-action': actionId!, origin, 'content-type': 'text/plain;charset=UTF-8' }, body: input.root }
      const form = new FormData()
      if (input.via === 'no-js') {
        form.append('$ACTION_REF_1', '')
        form.append('$ACTION_1:0', JSON.stringify({ id: actionId, bound: '$@1' }))
        form.append('$ACTION_1:1', input.root)
        for (const [name, value] of input.parts) form.append(name.startsWith('$') ? name : `$ACTION_1:${name}`, value)
        form.append('$ACTION_KEY', 'k0')
      } else {
        form.append('0', input.root)
        for (const [name, value] of input.parts) form.append(name, value)
      }
      if (input.file) form.append(input.via === 'no-js' ? `$ACTION_1:${input.file}` : input.file, new Blob(['[1]'], { type: 'application/json' }), 'part.json')
      const encoded = new Request('http://x/', { method: 'POST', body: form })
      return {
        path: '/contact',
        headers: { ...(input.via === 'no-js' ? {} : { 'next-action': actionId! }), origin, 'content-type': encoded.headers.get('content-type')! },
        body: new Uint8Array(await encoded.arrayBuffer()),
      }
    }),
  )
  const { failures, sent, statuses: seen } = await sendHostile(baseURL!, requests, { parallel: PARALLEL })
  expect(failures.slice(0, 5)).toEqual([])
  expect(sent).toBe(1_200)
  // The inputs reach both sides: some are refused as unreadable, some are read and answered.
  expect(seen).toContain(400)
  expect([...seen].some((status) => status === 200 || status === 404)).toBe(true)

  const home = await request.get('/')
  expect(home.status()).toBe(200)
})

// --- The complaint form's action (/complaints/new) ---------------------------------------------------

const complaintForm = fc.record({
  fields: fc.record({
    about: field('payment'),
    reference: field('RL/FEP/00031337'),
    details: field('My premium was taken twice.'),
    outcome: field('Refund the second payment.'),
    firstName: field('Ada'),
    lastName: field('Obi'),
    phone: field('0803 123 4567'),
    email: field('ada@example.com'),
    consent: field('on'),
  }),
  extra: fc.dictionary(text, text, { maxKeys: 2 }),
  multipart: fc.boolean(),
})

test('the complaint form action: 1,000 hostile form posts, none gets a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const page = await request.get('/complaints/new')
  expect(page.status()).toBe(200)
  const hidden = actionFields(await page.text())
  expect(Object.keys(hidden).length).toBeGreaterThan(0)

  const inputs = fc.sample(complaintForm, { seed: SEED, numRuns: RUNS })
  const { failures, sent } = await sendHostile(baseURL!, inputs.map((input) => post('/complaints/new', hidden, input)), { parallel: PARALLEL })
  expect(failures.slice(0, 5)).toEqual([])
  expect(sent).toBe(RUNS)

  // The form still answers normally: a plain post of good answers (multipart, as the page's form sends) gets a reference.
  const ok = await request.post('/complaints/new', {
    multipart: { ...hidden, about: 'other', details: 'A test of the form.', outcome: 'Nothing.', firstName: 'Ada', lastName: 'Obi', phone: '0803 123 4567', consent: 'on' },
  })
  expect(ok.status()).toBe(200)
  expect(await ok.text()).toMatch(/RL-CMP-\d{4}-\d{6,}/)
})
