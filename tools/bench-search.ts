/**
 * npm run bench:search — how good and how fast the site search is (issue 26, decision 043).
 *
 * Reads the demo content from the site's database (DATABASE_URL, as `npm start` would; read only), builds
 * the search index on each engine (SQLite's FTS5 in a throwaway file; Postgres's full-text search with
 * pg_trgm in a throwaway server on loopback, tools/ensure-postgres.mjs), and runs every query of
 * tests/search-relevance.json: the share whose expected result is in the top 3, and the p50/p95 time per
 * query. Then again with 5,000 generated documents added (built from the content's own words, so they
 * compete for every query). Target: relevance at least 90%, p95 under 50 ms, on both engines.
 * Options (environment): BENCH_GENERATED (default 5000, max 50000); BENCH_SEARCH_ENGINES (default
 * "sqlite,postgres").
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { ensurePostgres } from '../tools/ensure-postgres.mjs'

import { runScript } from '@/lib/cli/run-script'
import type { SqlRunner } from '@/lib/search/engine'
import type { SearchDocument } from '@/lib/search/kinds'

type Case = { query: string; expect: string; kind: string }

const GENERATED = Math.min(50_000, Math.max(0, Number(process.env.BENCH_GENERATED ?? 5000) || 0))
const ENGINES = (process.env.BENCH_SEARCH_ENGINES ?? 'sqlite,postgres').split(',').filter((e): e is 'sqlite' | 'postgres' => e === 'sqlite' || e === 'postgres')

/** A throwaway index: SQLite in a file of its own, or a Postgres server on loopback. */
async function throwawayRunner(dialect: 'sqlite' | 'postgres'): Promise<{ runner: SqlRunner; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-bench-search-'))
    const client = createClient({ url: `file:${path.join(dir, 'search.db')}` })
    return {
      runner: {
        dialect: 'sqlite',
        all: async <R extends Record<string, unknown>>(sql: string, args: unknown[] = []) => (await client.execute({ sql, args: args as never })).rows as unknown as R[],
        batch: async (statements) => {
          await client.batch(statements.map((s) => ({ sql: s.sql, args: (s.args ?? []) as never })), 'write')
        },
      },
      close: async () => {
        client.close()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const { postgresRunner } = await import('@/lib/search/search.server')
  const server = await ensurePostgres()
  const pool = new pg.Pool({ connectionString: server.url, max: 2 })
  return {
    runner: postgresRunner(pool),
    close: async () => {
      await pool.end()
      server.stop()
    },
  }
}

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

  const rows: (string | number)[][] = []
  const sets = [
    [`demo content (${docs.length} documents)`, docs],
    [`demo + ${GENERATED.toLocaleString('en-GB')} generated`, [...docs, ...generate(docs, GENERATED)]],
  ] as const
  let met = true
  for (const dialect of ENGINES) {
    const { runner, close } = await throwawayRunner(dialect)
    try {
      const engine = engineFor(runner)
      await engine.ensure()
      for (const [label, set] of sets) {
        const built = performance.now()
        await engine.replaceAll([...set])
        // Postgres plans its queries from the tables' statistics: as after autovacuum's analyse of a real index.
        if (dialect === 'postgres') for (const table of ['search.documents', 'search.terms']) await runner.all(`ANALYZE ${table}`)
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
        const relevance = hits / cases.length
        const p95 = quantile(times, 0.95)
        if (relevance < 0.9 || p95 >= 50) met = false
        rows.push([dialect === 'sqlite' ? 'SQLite FTS5' : 'Postgres (tsvector, pg_trgm)', label, `${(relevance * 100).toFixed(1)}%`, quantile(times, 0.5).toFixed(1), p95.toFixed(1), Math.round(buildMs)])
      }
    } finally {
      await close()
    }
  }
  printTable(`Site search: ${cases.length} queries of tests/search-relevance.json (expected result in the top 3)`, ['Engine', 'Index', 'Relevance', 'p50 ms', 'p95 ms', 'Build ms'], rows)
  console.log(`\nTarget: relevance at least 90%, p95 under 50 ms, on both engines: ${met ? 'met' : 'NOT MET'}.`)
})
