/**
 * npm run bench:search — how good and how fast the site search is (issue 26, decision 043).
 *
 * Reads the demo content from the site's database (DATABASE_URL, as `npm start` would; read only), builds
 * the search index in a throwaway SQLite file of its own, and runs every query of tests/search-relevance.json:
 * the share whose expected result is in the top 3, and the p50/p95 time per query. Then again with 5,000
 * generated documents added (built from the content's own words, so they compete for every query).
 * Target: p95 under 50 ms. Options (environment): BENCH_GENERATED (default 5000, max 50000).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { createClient } from '@libsql/client'

import { runScript } from '@/lib/cli/run-script'
import type { SqlRunner } from '@/lib/search/engine'
import type { SearchDocument } from '@/lib/search/kinds'

type Case = { query: string; expect: string; kind: string }

const GENERATED = Math.min(50_000, Math.max(0, Number(process.env.BENCH_GENERATED ?? 5000) || 0))

function printTable(title: string, columns: string[], rows: (string | number)[][]) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells: (string | number)[]) => `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0))).join(' | ')} |`
  console.log(`\n${title}\n`)
  console.log(line(columns))
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`)
  for (const r of rows) console.log(line(r))
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

/** Deterministic pseudo-random numbers, so two runs compare. */
function random(seed: number) {
  let x = seed
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
}

function generate(docs: SearchDocument[], count: number): SearchDocument[] {
  const words = docs.flatMap((d) => `${d.title} ${d.body}`.split(/\s+/)).filter((w) => /^[A-Za-z]{3,}$/.test(w))
  const next = random(26)
  const pick = () => words[Math.floor(next() * words.length)] ?? 'insurance'
  return Array.from({ length: count }, (_, i) => ({
    key: `generated:${i}`,
    kind: 'article' as const,
    url: `/blog/generated/${i}`,
    title: Array.from({ length: 4 + Math.floor(next() * 5) }, pick).join(' '),
    body: Array.from({ length: 150 + Math.floor(next() * 250) }, pick).join(' '),
  }))
}

runScript(async ({ begin }) => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { closeDatabase } = await import('@/lib/db/close')
  const { extractDocuments, searchRules, searchWith } = await import('@/lib/search/search.server')
  const { engineFor } = await import('@/lib/search/engine')
  const cases = (JSON.parse(fs.readFileSync('tests/search-relevance.json', 'utf8')) as { queries: Case[] }).queries
  begin()
  const payload = await getPayload({ config })
  let docs: SearchDocument[]
  let rules: Awaited<ReturnType<typeof searchRules>>
  try {
    docs = await extractDocuments(payload)
    rules = await searchRules(payload)
    if (!docs.some((d) => d.kind === 'product')) throw new Error('The database has no published products: seed the demo content first (npm start does), or point DATABASE_URL at a seeded database.')
  } finally {
    await closeDatabase(payload)
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-bench-search-'))
  const client = createClient({ url: `file:${path.join(dir, 'search.db')}` })
  const runner: SqlRunner = {
    dialect: 'sqlite',
    all: async <R extends Record<string, unknown>>(sql: string, args: unknown[] = []) => (await client.execute({ sql, args: args as never })).rows as unknown as R[],
    batch: async (statements) => {
      await client.batch(statements.map((s) => ({ sql: s.sql, args: (s.args ?? []) as never })), 'write')
    },
  }
  const engine = engineFor(runner)
  await engine.ensure()
  const rows: (string | number)[][] = []
  try {
    for (const [label, set] of [
      [`demo content (${docs.length} documents)`, docs],
      [`demo + ${GENERATED.toLocaleString('en-GB')} generated`, [...docs, ...generate(docs, GENERATED)]],
    ] as const) {
      const built = performance.now()
      await engine.replaceAll([...set])
      const buildMs = performance.now() - built
      // One warm-up pass, then the timed one.
      for (const c of cases.slice(0, 10)) await searchWith(engine, rules, { q: c.query })
      const times: number[] = []
      let hits = 0
      for (const c of cases) {
        const started = performance.now()
        const r = await searchWith(engine, rules, { q: c.query })
        times.push(performance.now() - started)
        if (r.results.slice(0, 3).some((x) => x.url === c.expect)) hits += 1
      }
      times.sort((a, b) => a - b)
      rows.push([label, `${((hits / cases.length) * 100).toFixed(1)}%`, quantile(times, 0.5).toFixed(1), quantile(times, 0.95).toFixed(1), Math.round(buildMs)])
    }
  } finally {
    client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  printTable(`Site search: ${cases.length} queries of tests/search-relevance.json (top 3), SQLite FTS5`, ['Index', 'Relevance', 'p50 ms', 'p95 ms', 'Build ms'], rows)
  console.log('\nTarget: relevance at least 90%, p95 under 50 ms.')
})
