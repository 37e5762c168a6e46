// The arguments of a server action, checked before Next.js decodes them (issue 22, part 5). React reads
// them in its "reply" format: numbered parts of JSON whose strings may be references ("$Q1" a Map made
// from part 1, "$B1" a file, "$K1" a FormData, "$@1" a promise, "$1:a:b" a path into part 1, …).
// Bodies that React cannot decode, or that use a form our own forms never send, made Next answer 500
// (a Map keyed by {"__proto__":1}, a file reference to a part that is no file, 5,000 nested arrays).
// Here they get a 400 instead. What our forms send passes: a JSON argument list (the form's previous
// state), a FormData reference with its fields, and the escapes React writes for $-strings, dates,
// undefined, NaN, ±Infinity, -0 and bigints. Without JavaScript a form posts the action's id and its
// bound arguments in $ACTION_REF_n / $ACTION_n:… fields, in the same format: each is checked alike.
// Everything here is about React's private format (react-server-dom's parseModelString).

/** Deeper JSON than this is refused: the site's forms send 3 levels, the admin's rich text a few dozen; React failed on 5,000. */
export const MAX_DEPTH = 256

/** Keys that reach an object's prototype when a reference walks them. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const PART_ID = /^(?:0|[1-9]\d{0,8})$/
const FORM_DATA_FIELD = /^_(?:0|[1-9]\d{0,8})_/
const HEX = /^[0-9a-f]{1,8}$/

type Field = { name: string; value: string; file: boolean }

/** The fields of a multipart/form-data body, or null when it is not one (see isCompleteMultipart). */
export function multipartFields(contentType: string | undefined, body: Buffer): Field[] | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '')
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary) return null
  const text = body.toString('latin1')
  const delimiter = `--${boundary}`
  if (!text.startsWith(`${delimiter}\r\n`)) return null
  const close = text.indexOf(`\r\n${delimiter}--`)
  if (close < 0) return null
  const fields: Field[] = []
  for (const part of text.slice(delimiter.length + 2, close).split(`\r\n${delimiter}\r\n`)) {
    const end = part.indexOf('\r\n\r\n')
    if (end < 0) return null
    const disposition = part
      .slice(0, end)
      .split('\r\n')
      .find((line) => /^content-disposition:/i.test(line))
    const name = disposition && /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1]
    if (name === undefined || name === null || name === '') return null
    fields.push({
      name: Buffer.from(name.replace(/\\(.)/g, '$1'), 'latin1').toString('utf8'),
      value: Buffer.from(part.slice(end + 4), 'latin1').toString('utf8'),
      file: /;\s*filename\*?=/i.test(disposition ?? ''),
    })
  }
  return fields
}

/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it (so a text nested
 * deeper than JSON.parse or React could follow is measured safely). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/**
 * One reply (an action's argument list) as React would read it: its JSON parts by number, and the
 * FormData ids its fields fill. A field under its prefix that is neither is refused.
 */
function readReply(fields: Field[], prefix: string): { parts: Map<number, unknown> } | { problem: string } {
  const parts = new Map<number, unknown>()
  for (const field of fields) {
    if (!field.name.startsWith(prefix)) continue
    const rest = field.name.slice(prefix.length)
    if (FORM_DATA_FIELD.test(rest)) continue
    if (!PART_ID.test(rest)) return { problem: `a field named ${JSON.stringify(field.name.slice(0, 40))}` }
    const id = Number(rest)
    if (field.file) return { problem: `part ${id} is a file` }
    if (parts.has(id)) return { problem: `part ${id} twice` }
    if (jsonDepth(field.value, MAX_DEPTH) > MAX_DEPTH) return { problem: `part ${id} nests deeper than ${MAX_DEPTH}` }
    try {
      parts.set(id, JSON.parse(field.value))
    } catch {
      return { problem: `part ${id} is not JSON` }
    }
  }
  if (!parts.has(0)) return { problem: 'no part 0' }
  return { parts }
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Follows a path reference ("$1:a:b") through the JSON of its part; true when every step is an own
 * key of a plain object or an index of an array, and none passes a reference.
 */
function pathExists(value: unknown, keys: string[]): boolean {
  let at = value
  for (const key of keys) {
    if (UNSAFE_KEYS.has(key)) return false
    if (typeof at === 'string' && at.startsWith('$')) return false
    if (Array.isArray(at)) {
      if (!/^(?:0|[1-9]\d*)$/.test(key) || Number(key) >= at.length) return false
      at = at[Number(key)]
    } else if (isPlainRecord(at)) {
      const record = at
      if (!Object.prototype.hasOwnProperty.call(record, key)) return false
      at = record[key]
    } else return false
  }
  return !(typeof at === 'string' && at.startsWith('$'))
}

/** What is wrong with a $-string in a reply, or null when it is one our forms may send. */
function referenceProblem(value: string, parts: Map<number, unknown>): string | null {
  const tag = value[1]
  const rest = value.slice(2)
  switch (tag) {
    case '$':
      return null
    case 'u':
      return value === '$undefined' ? null : 'an unknown $u value'
    case 'N':
      return value === '$NaN' ? null : 'an unknown $N value'
    case 'I':
      return value === '$Infinity' ? null : 'an unknown $I value'
    case '-':
      return value === '$-Infinity' || value === '$-0' ? null : 'an unknown $- value'
    case 'D':
      return rest.length <= 40 && Number.isFinite(Date.parse(rest)) ? null : 'a date that is not one'
    case 'n':
      return /^-?\d{1,300}$/.test(rest) ? null : 'a bigint that is not one'
    case 'K':
      return HEX.test(rest) ? null : 'a malformed FormData reference'
    case '@': {
      if (!HEX.test(rest)) return 'a malformed promise reference'
      return parts.has(parseInt(rest, 16)) ? null : 'a promise of a part that is not there'
    }
    default:
      break
  }
  // "$<hex>" or "$<hex>:key:key": a path into a part.
  const [id, ...keys] = value.slice(1).split(':')
  if (id === undefined || !HEX.test(id)) return `a ${JSON.stringify(value.slice(0, 2))} reference, which our forms never send`
  const part = parseInt(id, 16)
  if (!parts.has(part)) return 'a reference to a part that is not there'
  return pathExists(parts.get(part), keys) ? null : 'a reference to a path that is not there'
}

/** What is wrong with the values of a reply, or null. */
function valuesProblem(parts: Map<number, unknown>): string | null {
  for (const root of parts.values()) {
    const stack: unknown[] = [root]
    while (stack.length > 0) {
      const value = stack.pop()
      if (typeof value === 'string') {
        if (value.startsWith('$')) {
          const problem = referenceProblem(value, parts)
          if (problem) return problem
        }
      } else if (Array.isArray(value)) for (const item of value) stack.push(item)
      else if (isPlainRecord(value)) {
        const record = value
        for (const key of Object.keys(record)) {
          if (UNSAFE_KEYS.has(key)) return `the key ${key}`
          stack.push(record[key])
        }
      }
    }
  }
  return null
}

/**
 * Why a server action's body cannot be given to Next.js, or null when it may. The body has passed
 * the multipart and JSON checks of page-requests.ts already. `nextAction`: whether the request has a
 * Next-Action header (a call from the page's JavaScript).
 */
export function actionBodyProblem({ nextAction, contentType, body }: { nextAction: boolean; contentType: string | undefined; body: Buffer }): string | null {
  const multipart = /^multipart\/form-data/i.test(contentType ?? '')
  const fields: Field[] | null = multipart ? multipartFields(contentType, body) : [{ name: '0', value: body.toString('utf8'), file: false }]
  if (!fields) return 'not multipart'
  if (nextAction) {
    const reply = readReply(fields, '')
    if ('problem' in reply) return reply.problem
    if (!Array.isArray(reply.parts.get(0))) return 'part 0 is not an argument list'
    return valuesProblem(reply.parts)
  }
  // A form posted without JavaScript: each $ACTION_REF_n names the bound arguments in $ACTION_n:….
  for (const field of fields) {
    if (!field.name.startsWith('$ACTION_REF_')) continue
    const prefix = `$ACTION_${field.name.slice('$ACTION_REF_'.length)}:`
    const reply = readReply(fields, prefix)
    if ('problem' in reply) return `${prefix} ${reply.problem}`
    const meta = reply.parts.get(0)
    if (!isPlainRecord(meta)) return `${prefix}0 is not an action`
    const { id, bound } = meta
    if (typeof id !== 'string' || !/^[0-9a-f]{1,128}$/i.test(id)) return `${prefix}0 has no action id`
    if (bound !== null) {
      if (typeof bound !== 'string' || !/^\$@[0-9a-f]{1,8}$/.test(bound)) return `${prefix}0 has malformed arguments`
      if (!Array.isArray(reply.parts.get(parseInt(bound.slice(2), 16)))) return `${prefix}0's arguments are not a list`
    }
    const problem = valuesProblem(reply.parts)
    if (problem) return `${prefix} ${problem}`
  }
  return null
}
