#!/usr/bin/env node
// npm run bench:load — the site under heavy load, on this machine only.
//   200 connections for 60 s spread over the home page, a product page, an article and the quote
//   endpoint (autocannon, 10 s timeout), while contact enquiries are posted a few a second. Then each
//   POST on its own at all 200 connections for 30 s: the quote endpoint and a GraphQL content query
//   (issue 22: they timed out at 200 connections, GETs did not). Prints requests per second, p50/p99
//   latency, errors and timeouts per target, checks that every enquiry the site acknowledged (201 with
//   an id) is in its database, and fails on any error or timeout.
// Options (environment): BENCH_URL (loopback only; default http://127.0.0.1:3000), BENCH_DURATION
// (seconds, default 60, max 120), BENCH_POST_DURATION (seconds for each POST alone, default 30, max
// 120), BENCH_CONNECTIONS (default 200, max 400), DATA_DIR (the server's, to read the stored
// enquiries; default ./data). The server needs ENQUIRY_RATE_LIMIT above the number of enquiries sent
// (the e2e server has 1000), or most of them are refused with 429 and say so.
import fs from 'node:fs'

import autocannon from 'autocannon'

import { open, sqlitePath } from '../scripts/backup-lib.mjs'

const clamp = (v, lo, hi, fallback) => {
  const n = Number(v)
  return v && Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.round(n))) : fallback
}
const BENCH_URL = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '')
const DURATION = clamp(process.env.BENCH_DURATION, 1, 120, 60)
const POST_DURATION = clamp(process.env.BENCH_POST_DURATION, 1, 120, 30)
const CONNECTIONS = clamp(process.env.BENCH_CONNECTIONS, 4, 400, 200)
const TIMEOUT_S = 10
const ENQUIRIES_PER_SECOND = 4

const host = new URL(BENCH_URL).hostname
if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
  console.error(`bench:load runs against this machine only (127.0.0.1, localhost or ::1), not ${host}.`)
  process.exit(1)
}

function printTable(title, columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`
  console.log(`\n${title}\n`)
  console.log(line(columns))
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`)
  for (const r of rows) console.log(line(r))
}
const fmt = (n, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits })

function birthDate(age) {
  const d = new Date(Date.UTC(new Date().getUTCFullYear() - age, 0, 15))
  return `15/01/${d.getUTCFullYear()}`
}

const PRODUCT = '/policy/life/endowment-savings-plan'
const ARTICLE = '/blog/life-insurance/how-much-life-cover-do-you-need'
const targets = [
  ['GET  /', { path: '/', method: 'GET' }],
  [`GET  ${PRODUCT}`, { path: PRODUCT, method: 'GET' }],
  [`GET  ${ARTICLE}`, { path: ARTICLE, method: 'GET' }],
  [
    'POST /plan-service/…/annuity/regular-premium',
    {
      path: '/plan-service/imultiplan/api/v1/annuity/regular-premium',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ premiumFrequency: '01', planDuration: 20, planId: 'AEE', birthDate: birthDate(35), regularPremium: 1_000_000 }),
    },
  ],
]

// Each alone at every connection afterwards: the quote as the issue sent it, and a GraphQL read.
const posts = [
  [
    'POST /plan-service/…/annuity/regular-premium',
    {
      path: '/plan-service/imultiplan/api/v1/annuity/regular-premium',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ premiumFrequency: '12', planDuration: 10, planId: 'AEE', birthDate: '01/01/1990', sumAssured: 1_000_000 }),
    },
  ],
  [
    'POST /api/graphql',
    {
      path: '/api/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Home { heroSlides { message } intro { heading { text accent } } } }' }),
    },
  ],
]

// Every target must answer before the run: a bench against a half-started server measures nothing.
for (const [name, t] of [...targets, ...posts]) {
  let status = 0
  try {
    const r = await fetch(BENCH_URL + t.path, { method: t.method, headers: t.headers, body: t.body, signal: AbortSignal.timeout(30_000) })
    status = r.status
    await r.arrayBuffer()
  } catch {
    status = 0
  }
  if (status !== 200) {
    console.error(`${name} answered ${status || 'nothing'} at ${BENCH_URL}: start the site (npm start) or set BENCH_URL.`)
    process.exit(1)
  }
}

// --- Contact enquiries during the run --------------------------------------------------------
const run = Date.now().toString(36)
const enquiries = { sent: 0, acknowledged: [], refused: {}, failed: 0 }
async function enquire(n) {
  enquiries.sent += 1
  try {
    const r = await fetch(`${BENCH_URL}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: 'no',
        message: `Load test ${run} enquiry ${n}: please call me about a plan.`,
        firstname: 'Load',
        lastname: 'Test',
        mobile: '0803 123 4567',
        email: `load.test+${n}@example.com`,
        consent: true,
      }),
      signal: AbortSignal.timeout(TIMEOUT_S * 1000),
    })
    const body = await r.json().catch(() => ({}))
    if (r.status === 201 && typeof body.id === 'number') enquiries.acknowledged.push({ id: body.id, n })
    else enquiries.refused[r.status] = (enquiries.refused[r.status] ?? 0) + 1
  } catch {
    enquiries.failed += 1
  }
}

console.log(`Load: ${CONNECTIONS} connections for ${DURATION} s across ${targets.length} targets at ${BENCH_URL}, timeout ${TIMEOUT_S} s, ` +
  `plus ${ENQUIRIES_PER_SECOND} contact enquiries a second …`)
const pending = []
let n = 0
const ticker = setInterval(() => pending.push(enquire(++n)), 1000 / ENQUIRIES_PER_SECOND)

const share = Math.floor(CONNECTIONS / targets.length)
const results = await Promise.all(
  targets.map(([, t], i) =>
    autocannon({
      url: BENCH_URL,
      requests: [t],
      connections: share + (i < CONNECTIONS % targets.length ? 1 : 0),
      duration: DURATION,
      timeout: TIMEOUT_S,
    }),
  ),
)
clearInterval(ticker)
await Promise.all(pending)

// Each POST alone at every connection, one after the other (no enquiries meanwhile).
console.log(`POSTs: each alone at ${CONNECTIONS} connections for ${POST_DURATION} s …`)
const postResults = []
for (const [, t] of posts) {
  postResults.push(await autocannon({ url: BENCH_URL, requests: [t], connections: CONNECTIONS, duration: POST_DURATION, timeout: TIMEOUT_S }))
}

const rows = results.map((r, i) => [
  targets[i][0],
  fmt(r.requests.average),
  fmt(r.latency.p50, 1),
  fmt(r.latency.p99, 1),
  fmt(r['2xx'] ?? 0),
  fmt(r.non2xx ?? 0),
  fmt(r.errors ?? 0),
  fmt(r.timeouts ?? 0),
])
const total = (key) => results.reduce((s, r) => s + (r[key] ?? 0), 0)
rows.push([
  'All',
  fmt(results.reduce((s, r) => s + r.requests.average, 0)),
  '',
  fmt(Math.max(...results.map((r) => r.latency.p99)), 1),
  fmt(total('2xx')),
  fmt(total('non2xx')),
  fmt(total('errors')),
  fmt(total('timeouts')),
])
printTable(`Under load (${CONNECTIONS} connections, ${DURATION} s, autocannon on loopback)`, ['Target', 'Req/s', 'p50 ms', 'p99 ms', '2xx', 'Non-2xx', 'Errors', 'Timeouts'], rows)

printTable(
  `Each POST alone (${CONNECTIONS} connections, ${POST_DURATION} s)`,
  ['Target', 'Req/s', 'p50 ms', 'p99 ms', '2xx', 'Non-2xx', 'Errors', 'Timeouts'],
  postResults.map((r, i) => [posts[i][0], fmt(r.requests.average), fmt(r.latency.p50, 1), fmt(r.latency.p99, 1), fmt(r['2xx'] ?? 0), fmt(r.non2xx ?? 0), fmt(r.errors ?? 0), fmt(r.timeouts ?? 0)]),
)

// --- Were the acknowledged enquiries stored? ----------------------------------------------------
let stored = 'not checked'
const file = sqlitePath()
if (file && fs.existsSync(file)) {
  const db = open(file)
  try {
    const ids = enquiries.acknowledged.map((a) => a.id)
    const found = new Set()
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500)
      const rows = await db.execute({ sql: `SELECT id FROM enquiries WHERE id IN (${chunk.map(() => '?').join(',')}) AND message LIKE ?`, args: [...chunk, `Load test ${run} %`] })
      for (const row of rows.rows) found.add(Number(row.id))
    }
    stored = `${found.size} of ${ids.length}`
    if (found.size !== ids.length) process.exitCode = 1
  } finally {
    db.close()
  }
} else {
  stored = `not checked (no SQLite database at ${file ?? 'DATABASE_URL'}; set DATA_DIR to the server's)`
}
const refused = Object.entries(enquiries.refused).map(([s, c]) => `${c} × ${s}`).join(', ') || 'none'
printTable('Contact enquiries during the run', ['Sent', 'Acknowledged (201)', 'Refused', 'No answer', 'Acknowledged and stored'], [
  [fmt(enquiries.sent), fmt(enquiries.acknowledged.length), refused, fmt(enquiries.failed), stored],
])
console.log('')
const postFaults = postResults.reduce((sum, r) => sum + (r.errors ?? 0) + (r.timeouts ?? 0) + (r.non2xx ?? 0), 0)
if (total('errors') + total('timeouts') + postFaults > 0) process.exitCode = 1
