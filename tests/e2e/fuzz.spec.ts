/**
 * Hostile-input fuzz of the contact form's server action on the real server: 1,000 seeded form posts,
 * sent the way the page's form posts without JavaScript (multipart, or urlencoded), with hostile field
 * values. None may get a 5xx or show a stack trace or server path, and the site answers normally after.
 * (The JSON endpoints are fuzzed in process: tests/int/fuzz.int.spec.ts.)
 */
import fc from 'fast-check'

import { expect, test } from './fixtures'

const RUNS = 1_000
const SEED = 20_261_122
const PARALLEL = 4

const LEAK = /\n\s+at |\\n\s+at |\bat [^\s()]+ \([^)]*:\d+:\d+\)|node_modules|\/(?:work|home|root|usr|srv|app|tmp)\/[\w.-]+\//

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** The hidden fields React puts in a server-action form so it works without JavaScript. */
function actionFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1]
    if (!name?.startsWith('$ACTION')) continue
    fields[decode(name)] = decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')
  }
  return fields
}

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

test('the contact form action: 1,000 hostile form posts, none gets a 5xx', async ({ request }) => {
  test.setTimeout(300_000)
  const page = await request.get('/contact')
  expect(page.status()).toBe(200)
  const hidden = actionFields(await page.text())
  expect(Object.keys(hidden).length).toBeGreaterThan(0)

  const inputs = fc.sample(form, { seed: SEED, numRuns: RUNS })
  const failures: string[] = []
  let next = 0
  async function worker() {
    while (next < inputs.length) {
      const input = inputs[next++]
      if (!input) break
      const values: Record<string, string> = { ...input.extra, ...hidden }
      for (const [name, value] of Object.entries(input.fields)) if (value !== undefined) values[name] = value
      const response = input.multipart
        ? await request.post('/contact', { multipart: values, maxRedirects: 0 })
        : await request.post('/contact', { form: values, maxRedirects: 0 })
      const body = await response.text()
      const leak = LEAK.exec(body)?.[0]
      if (response.status() >= 500 || leak) {
        failures.push(`${response.status()}${leak ? ` leak ${leak}` : ''} for ${JSON.stringify(input).slice(0, 300)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  expect(failures.slice(0, 5)).toEqual([])
  expect(next).toBeGreaterThanOrEqual(RUNS)

  // The site still answers normally.
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain('For every life, for every future.')
})
