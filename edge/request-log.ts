// Logging for the production server (edge/server.ts): every line it or the app prints becomes one
// JSON object ({ time, level, reqId, msg }), every request gets an id (echoed as X-Request-Id, kept in
// an AsyncLocalStorage that src/lib/log reads) and one access line when it ends. The access line holds
// the path without its query string, so nothing a visitor typed into a form or search reaches the log,
// and with the parts of a path that are a key or a person's policy number masked (redactPath).
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { format } from 'node:util'

type RequestContext = { requestId: string }

/** A policy number anywhere in a path (also percent-encoded or in lower case): the policyholder's. */
const POLICY_NUMBER = /RL(?:-|%2D)POL(?:-|%2D)\d{4}(?:-|%2D)\d{6}/gi
/**
 * Path segments that are a secret or a person's: an application's resume key (/apply/<key>), a payment's
 * look-up and receipt keys (/pay/<key>, /pay/receipt/<key>), a policy's address on My policies. Whoever
 * reads the log must not be able to open them, nor tell whose they were.
 */
const SECRET_SEGMENTS: readonly [RegExp, string][] = [
  [/^\/apply\/(?!pay(?:\/|$)|payment-return(?:\/|$))[^/]+/, '/apply/[key]'],
  [/^\/pay\/receipt\/[^/]+/, '/pay/receipt/[key]'],
  [/^\/pay\/(?!start(?:\/|$)|receipt(?:\/|$))[^/]+/, '/pay/[key]'],
  [/^\/my\/policies\/[^/]+/, '/my/policies/[policy]'],
]

/** The path as the access log keeps it: no query string, secrets and policy numbers masked, bounded. */
export function redactPath(url: string): string {
  let path = url.split('?')[0] ?? ''
  for (const [pattern, replacement] of SECRET_SEGMENTS) path = path.replace(pattern, replacement)
  return path.replace(POLICY_NUMBER, '[policy]').slice(0, 300)
}

// The same store src/lib/log uses (it looks it up under this key too).
const KEY = Symbol.for('redwood.request-context')
const shared = globalThis as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>
const context: AsyncLocalStorage<RequestContext> = (shared[KEY] ??= new AsyncLocalStorage<RequestContext>())

// An id from a proxy in front of us is kept when it looks like one; anything else is replaced.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/

type Level = 'debug' | 'info' | 'warn' | 'error'

function line(level: Level, msg: string): string {
  const reqId = context.getStore()?.requestId
  return JSON.stringify({ time: new Date().toISOString(), level, ...(reqId ? { reqId } : {}), msg })
}

/**
 * Makes every console line one JSON object. Lines that are JSON already (src/lib/log) pass through;
 * everything else (Next.js's own messages, stray console calls) is wrapped. Errors and warnings go to
 * stderr, the rest to stdout. Called once by edge/server.ts, before Next.js loads.
 */
export function installJsonConsole(): void {
  const wrap =
    (level: Level, stream: NodeJS.WriteStream) =>
    (...args: unknown[]): void => {
      const only = args.length === 1 && typeof args[0] === 'string' ? args[0] : null
      const text = only !== null && only.startsWith('{') && only.endsWith('}') ? only : line(level, format(...args))
      stream.write(`${text}\n`)
    }
  console.log = wrap('info', process.stdout)
  console.info = wrap('info', process.stdout)
  console.debug = wrap('debug', process.stdout)
  console.warn = wrap('warn', process.stderr)
  console.error = wrap('error', process.stderr)
}

/** The step: gives the request its id and, for the rest of its handling, a logging context. */
export function requestLog(req: IncomingMessage, res: ServerResponse): boolean {
  const incoming = req.headers['x-request-id']
  const requestId = typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : crypto.randomUUID()
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  // enterWith: the store holds for the rest of this request's handling, including Next's handler.
  context.enterWith({ requestId })
  const started = process.hrtime.bigint()
  res.once('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const path = redactPath(req.url ?? '')
    const record = {
      time: new Date().toISOString(),
      level: 'info',
      reqId: requestId,
      msg: 'request',
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    }
    process.stdout.write(`${JSON.stringify(record)}\n`)
  })
  return false
}
