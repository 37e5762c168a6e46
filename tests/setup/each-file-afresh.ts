/**
 * The integration projects run file after file in each worker process, keeping the libraries (Payload,
 * Drizzle, Lexical, ...) loaded: about 2.5 CPU-s a file less than a process per file (decision 029).
 * The site's own modules are evaluated again for each file (the project's isolate: true), but what lives
 * outside them would carry over, so before each file this puts back:
 * - the environment the worker started with (a file that set a mail server must not hand it on);
 * - no Payload instance (Payload keeps its own on globalThis);
 * - none of the site's process-wide state (its `Symbol.for('redwood.…')` keys on globalThis: the mailer,
 *   the SMS provider, the background jobs and their timer, the search index's clients, the rate limits).
 */
import type { Client } from '@libsql/client'

import { stopJobs } from '@/lib/jobs/runner'

const ENV = Symbol.for('redwood-tests.worker-env')
type Holder = typeof globalThis & { [ENV]?: Record<string, string | undefined>; _payload?: Map<string, unknown> }
const g = globalThis as Holder

const first = g[ENV]
if (!first) {
  g[ENV] = { ...process.env }
} else {
  for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name]
  for (const [name, value] of Object.entries(first)) if (value !== undefined) process.env[name] = value
}

g._payload?.delete('default')

// A job the last file left running finishes before this file starts.
await stopJobs()
const state = g as unknown as Record<symbol, unknown>
for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (!key.description?.startsWith('redwood.')) continue
  if (key.description === 'redwood.search.sqlite-clients' && state[key] instanceof Map) {
    for (const client of (state[key] as Map<string, Promise<Client>>).values()) void client.then((c) => c.close(), () => undefined)
  }
  delete state[key]
}
