import { describe, expect, it } from 'vitest'

// The check lives with the production HTTP front (scripts/server.mjs), which runs as plain Node.
import { actionBodyProblem, jsonDepth, multipartFields } from './next-internals'

/** A multipart body as a browser encodes it, with its Content-Type. */
async function multipart(fields: [string, string | Blob][]): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const request = new Request('http://x/', { method: 'POST', body: form })
  return { contentType: request.headers.get('content-type') ?? '', body: Buffer.from(await request.arrayBuffer()) }
}

const fetchCall = async (fields: [string, string | Blob][]) => actionBodyProblem({ nextAction: true, ...(await multipart(fields)) })
const textCall = (text: string) => actionBodyProblem({ nextAction: true, contentType: 'text/plain;charset=UTF-8', body: Buffer.from(text) })

describe('what our forms send passes', () => {
  it('a form state and its FormData, as useActionState sends them', async () => {
    const state = JSON.stringify([{ status: 'idle', values: { firstname: '$$5 off' }, errors: {}, when: '$D2026-01-01T00:00:00.000Z', gone: '$undefined' }, '$K1'])
    expect(await fetchCall([['0', state], ['_1_firstname', 'Ada'], ['_1_$ACTION_REF_1', ''], ['_1_notes', '$Q1']])).toBeNull()
  })
  it('numbers React writes as strings, and a repeated object as a path into its part', async () => {
    expect(textCall('[{"a":"$NaN","b":"$Infinity","c":"$-Infinity","d":"$-0","e":"$n12345678901234567890"},"$0:0"]')).toBeNull()
  })
  it('a form posted without JavaScript, with its bound state', async () => {
    const id = 'a'.repeat(42)
    const fields: [string, string][] = [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', JSON.stringify({ id, bound: '$@1' })],
      ['$ACTION_1:1', JSON.stringify([{ status: 'idle' }])],
      ['$ACTION_KEY', 'k1'],
      ['firstname', '$Q1'],
    ]
    expect(actionBodyProblem({ nextAction: false, ...(await multipart(fields)) })).toBeNull()
    expect(actionBodyProblem({ nextAction: false, ...(await multipart([[`$ACTION_ID_${id}`, ''], ['firstname', 'Ada']])) })).toBeNull()
  })
})

describe('what React cannot decode, or our forms never send, is refused', () => {
  it('the three bodies that made Next answer 500', async () => {
    expect(await fetchCall([['0', '["$Q1"]'], ['1', '[[{"__proto__":1},1]]']])).toMatch(/never send|__proto__/)
    expect(await fetchCall([['0', `${'['.repeat(5_000)}${']'.repeat(5_000)}`]])).toMatch(/deeper/)
    expect(await fetchCall([['0', '["$B1"]']])).toMatch(/never send/)
  })
  it.each([
    ['$Q1'], ['$W1'], ['$i1'], ['$B1'], ['$F1'], ['$h1'], ['$T'], ['$S1'], ['$R1'], ['$X1'], ['$A1'], ['$o1'], ['$V1'], ['$H'], ['$'],
    ['$n12x'], ['$n' + '9'.repeat(301)], ['$Dnot a date'], ['$K'], ['$Kzz'], ['$@1'], ['$@zz'], ['$1'], ['$0:__proto__'], ['$0:constructor:prototype'], ['$0:9'], ['$undefinedx'],
  ])('%s', (reference) => {
    expect(textCall(JSON.stringify([{ status: 'idle' }, reference]))).not.toBeNull()
  })
  it('keys that reach a prototype', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) expect(textCall(`[{"${key}":{"a":1}},"$K1"]`)).toMatch(key)
  })
  it('no argument list, no part 0, stray or doubled parts, a file where JSON belongs', async () => {
    expect(textCall('{"a":1}')).toMatch(/argument list/)
    expect(await fetchCall([['1', '[]']])).toMatch(/no part 0/)
    expect(await fetchCall([['0', '[]'], ['x', 'y']])).toMatch(/field named/)
    expect(await fetchCall([['0', '[]'], ['01', '[]']])).toMatch(/field named/)
    expect(await fetchCall([['0', '[]'], ['0', '[]']])).toMatch(/twice/)
    expect(await fetchCall([['0', new Blob(['[]'])]])).toMatch(/file/)
    expect(await fetchCall([['0', '[1,']])).toMatch(/not JSON/)
  })
  it('a no-JavaScript post whose bound state is not an action and its arguments', async () => {
    const post = async (meta: string, args = '[]') =>
      actionBodyProblem({ nextAction: false, ...(await multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', meta], ['$ACTION_1:1', args]])) })
    expect(await post('[]')).toMatch(/not an action/)
    expect(await post('{"id":"../x","bound":null}')).toMatch(/no action id/)
    expect(await post('{"id":"abc","bound":"$Q1"}')).toMatch(/malformed/)
    expect(await post('{"id":"abc","bound":"$@1"}', '{}')).toMatch(/not a list/)
    expect(await post('{"id":"abc","bound":"$@1"}', '[{"__proto__":1}]')).toMatch(/__proto__/)
    expect(await post('{"id":"abc","bound":null}')).toBeNull()
  })
})

describe('helpers', () => {
  it('jsonDepth counts nesting outside strings and stops past the limit', () => {
    expect(jsonDepth('[{"a":"[[[["}]', 10)).toBe(2)
    expect(jsonDepth('['.repeat(1_000_000), 32)).toBe(33)
  })
  it('multipartFields reads names (with escapes), values and files; null when not multipart', async () => {
    const { contentType, body } = await multipart([['a"b', 'π'], ['f', new File(['x'], 'f.txt')]])
    expect(multipartFields(contentType, body)).toEqual([
      { name: 'a%22b', value: 'π', file: false },
      { name: 'f', value: 'x', file: true },
    ])
    expect(multipartFields('multipart/form-data; boundary=zz', body)).toBeNull()
  })
})
