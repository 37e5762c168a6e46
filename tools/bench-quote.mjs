#!/usr/bin/env node
// npm run bench:quote — how fast quotes are.
//   1. The pricing engine in this process: quotes per second for each kind of quote.
//   2. The plan service endpoints under load (autocannon on loopback) against a running server at
//      BENCH_URL (default http://localhost:3000): requests per second, p50 and p99 latency.
//      If no server answers, that part is skipped and says so.
// Options (environment): BENCH_URL, BENCH_DURATION (seconds per endpoint, default 10, max 60),
// BENCH_CONNECTIONS (default 10, max 100), BENCH_ENGINE_MS (per engine case, default 1500).
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'
import { tsImport } from 'tsx/esm/api'

const clamp = (v, lo, hi, fallback) => {
  const n = Number(v)
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback
}
const BENCH_URL = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/+$/, '')
const DURATION = clamp(process.env.BENCH_DURATION, 1, 60, 10)
const CONNECTIONS = clamp(process.env.BENCH_CONNECTIONS, 1, 100, 10)
const ENGINE_MS = clamp(process.env.BENCH_ENGINE_MS, 200, 10_000, 1500)

function birthDateForAge(age) {
  const now = new Date(Date.now() + 3600_000)
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() - 40))
  const p = (n) => String(n).padStart(2, '0')
  return { ddmmyyyy: `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` }
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

// ---------------------------------------------------------------------------
// 1. Engine

const q = await tsImport('../src/lib/quote/index.ts', import.meta.url)
const base = {
  code: 'BENCH',
  name: 'Bench',
  description: '',
  frequencies: ['01', '03', '06', '12', 'OT'],
  minTenure: 5,
  tenor: 20,
  quotes: 'premium',
  basis: q.DEFAULT_BASIS,
  minEntryAge: 18,
  maxEntryAge: 60,
  maxMaturityAge: 70,
  minPremium: 1000,
  minSumAssured: 100000,
}
const table = {}
for (let a = 0; a <= 120; a++) table[a] = Math.min(1, q.deathProbability(a, q.DEFAULT_MAKEHAM))
const tablePlan = { ...base, basis: { ...q.DEFAULT_BASIS, mortality: { kind: 'table', qx: table } } }
const today = new Date()
const dob = birthDateForAge(35).ddmmyyyy

const cases = [
  ['Premium from sum assured, monthly, 20 years', base, { direction: 'premium', frequency: '01', term: 20, birthDate: dob, amount: 1_000_000 }],
  ['Sum assured from premium, annual, 25 years', base, { direction: 'sumAssured', frequency: '12', term: 25, birthDate: dob, amount: 50_000 }],
  ['Single premium (OT), 10 years', base, { direction: 'sumAssured', frequency: 'OT', term: 10, birthDate: dob, amount: 500_000 }],
  ['qx table, premium, monthly, 20 years', tablePlan, { direction: 'premium', frequency: '01', term: 20, birthDate: dob, amount: 1_000_000 }],
  ['Rejected request (3 broken rules)', base, { direction: 'premium', frequency: 'XX', term: 99, birthDate: dob, amount: 5 }],
]

const engineRows = []
for (const [name, plan, request] of cases) {
  for (let i = 0; i < 2000; i++) q.quote(plan, request, today) // warm up
  let n = 0
  const start = performance.now()
  let now = start
  while (now - start < ENGINE_MS) {
    for (let i = 0; i < 200; i++) q.quote(plan, request, today)
    n += 200
    now = performance.now()
  }
  const seconds = (now - start) / 1000
  engineRows.push([name, fmt(n / seconds), fmt(((now - start) * 1000) / n, 2)])
}
printTable('Pricing engine (quote() in process, one core)', ['Case', 'Quotes/s', 'µs/quote'], engineRows)

// ---------------------------------------------------------------------------
// 2. Endpoints

const lookupUrl = `${BENCH_URL}/plan-service/policy/plainid?planID=AEE`
let up = false
try {
  const r = await fetch(lookupUrl, { signal: AbortSignal.timeout(3000) })
  up = r.status === 200
} catch {
  up = false
}

if (!up) {
  console.log(`\nEndpoints: skipped. No plan service answered at ${lookupUrl}.`)
  console.log('Start the site (npm start) or set BENCH_URL to a running server, then run npm run bench:quote again.\n')
  process.exit(0)
}

const json = { 'content-type': 'application/json' }
const targets = [
  ['GET  /plan-service/policy/plainid?planID=AEE', { url: lookupUrl, method: 'GET' }],
  [
    'POST /plan-service/…/annuity/regular-premium',
    {
      url: `${BENCH_URL}/plan-service/imultiplan/api/v1/annuity/regular-premium`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ premiumFrequency: '01', planDuration: 20, planId: 'AEE', birthDate: dob, regularPremium: 1_000_000 }),
    },
  ],
  [
    'POST /plan-service/…/annuity/sumassured',
    {
      url: `${BENCH_URL}/plan-service/imultiplan/api/v1/annuity/sumassured`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ premiumFrequency: '01', planDuration: 10, planId: 'ESP', birthDate: dob, sumAssured: 10_000 }),
    },
  ],
]

console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION} s per endpoint against ${BENCH_URL} …`)
const endpointRows = []
for (const [name, opts] of targets) {
  const result = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION, timeout: 10 })
  const ok = result['2xx'] ?? 0
  const other = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0)
  endpointRows.push([
    name,
    fmt(result.requests.average),
    fmt(result.latency.p50, 1),
    fmt(result.latency.p99, 1),
    fmt(ok),
    fmt(other),
  ])
}
printTable('Plan service endpoints (autocannon, loopback)', ['Endpoint', 'Req/s', 'p50 ms', 'p99 ms', '2xx', 'Other'], endpointRows)
console.log('')
