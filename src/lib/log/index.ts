/**
 * The site's own log lines: one JSON object per line ({ time, level, reqId, msg, …fields }), the same
 * shape as Payload's logger (configured in payload.config), so one tool can read the whole log.
 * The request id comes from the AsyncLocalStorage that edge/server.ts fills for each request.
 * Never log what a visitor typed (names, phones, emails, messages): log ids and counts instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type Level = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>
export type RequestContext = { requestId: string }

// Shared through globalThis with edge/server.ts (plain Node, outside the Next.js bundle).
const KEY = Symbol.for('redwood.request-context')
type WithContext = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }

export function requestContext(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as WithContext
  g[KEY] ??= new AsyncLocalStorage<RequestContext>()
  return g[KEY]
}

/** The id of the request this code runs for, if any (background work has none). */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId
}

/** A one-line account of an error without what a query carried: drizzle puts the values after "params:". */
export function errorSummary(error: unknown): { name: string; message: string; code?: string } {
  const e = error instanceof Error ? error : new Error(String(error))
  const firstLine = (e.message.split('\n')[0] ?? '').replace(/\bparams:.*$/s, '').slice(0, 300)
  const code = (e as { code?: unknown }).code
  return { name: e.name, message: firstLine, ...(typeof code === 'string' ? { code } : {}) }
}

export function formatLine(level: Level, msg: string, fields: LogFields = {}, now = new Date()): string {
  const reqId = currentRequestId()
  const record: LogFields = { time: now.toISOString(), level, ...(reqId ? { reqId } : {}), msg }
  for (const [key, value] of Object.entries(fields)) {
    if (key in record) continue
    record[key] = value instanceof Error ? errorSummary(value) : value
  }
  return JSON.stringify(record)
}

// Through console so that the test setup still sees errors; edge/server.ts passes JSON lines through.
function write(level: Level, msg: string, fields?: LogFields): void {
  const line = formatLine(level, msg, fields)
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.info(line)
}

export const log = {
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
}

/** Options for Payload's pino logger: the same JSON shape, with the request id on every line. */
export const payloadLoggerOptions = {
  level: 'info',
  // No pid or hostname on every line: one process per container, and the host is known.
  base: null,
  messageKey: 'msg',
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label: string) => ({ level: label }) },
  mixin: (): LogFields => {
    const reqId = currentRequestId()
    return reqId ? { reqId } : {}
  },
}
