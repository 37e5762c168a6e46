/**
 * The site search (issue 26, decision 043): what /search calls. A query is normalised and bounded, staff's
 * synonyms applied, filler words dropped, typos corrected against the index's own words, then run by the
 * database's engine (src/lib/search/engine.ts): every word first, any word if that finds nothing. A best bet
 * staff pinned for the query comes first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createClient, type Client, type InArgs } from '@libsql/client'
import type { Payload } from 'payload'

import { DATA_DIR } from '@/lib/env.schema'

import { engineFor, type ReadSettings, type SearchEngine, type SqlRunner, type TermGroup } from './engine'
import { extractDocuments } from './documents.server'
import { KIND_LABELS, SEARCH_KINDS, type SearchKind } from './kinds'
import { compileSynonyms, DEFAULT_BEST_BETS, DEFAULT_SYNONYMS, type SearchRules } from './rules'
import { closestWord, editDistance, highlight, isStopWord, MAX_TERMS, normalise, snippet, stemOf, type Segment } from './text'

type PgResult = { rows: Record<string, unknown>[] }
type PgConnection = { query: (text: string, values?: unknown[]) => Promise<PgResult>; release: () => void }
export type PgPool = {
  query: (text: string, values?: unknown[]) => Promise<PgResult>
  connect: () => Promise<PgConnection>
}

const SQLITE_CLIENTS = Symbol.for('redwood.search.sqlite-clients')
/**
 * SQLite: the index lives in a file of its own beside the site's database (DATA_DIR/search.db), with a
 * client of its own. In the site's database, Payload's schema push (development, the test servers) would
 * see the FTS5 tables and their shadow tables as tables it does not know, and ask to drop or rename them.
 * The index is derived from the content: losing the file loses nothing a rebuild does not bring back.
 */
function sqliteSearchClient(): Promise<Client> {
  const file = path.join(DATA_DIR, 'search.db')
  const g = globalThis as unknown as Record<symbol, Map<string, Promise<Client>> | undefined>
  const clients = (g[SQLITE_CLIENTS] ??= new Map())
  let client = clients.get(file)
  if (!client) {
    client = (async () => {
      fs.mkdirSync(DATA_DIR, { recursive: true })
      const c = createClient({ url: pathToFileURL(file).href })
      // Several servers may share the data folder: readers do not wait for a rebuild (WAL), and a writer
      // waits for another's rebuild rather than failing at once.
      await c.execute('PRAGMA journal_mode = WAL')
      await c.execute('PRAGMA busy_timeout = 10000')
      return c
    })()
    client.catch(() => clients.delete(file))
    clients.set(file, client)
  }
  return client
}

/** The engines' small SQL interface: the search file's own client (SQLite) or the adapter's pool (Postgres). */
export function sqlRunnerOf(payload: Payload): SqlRunner {
  if (payload.db.name === 'sqlite') {
    const client = sqliteSearchClient()
    return {
      dialect: 'sqlite',
      all: async <R extends Record<string, unknown>>(sql: string, args: unknown[] = []) => (await (await client).execute({ sql, args: args as InArgs })).rows as unknown as R[],
      batch: async (statements) => {
        await (await client).batch(statements.map((s) => ({ sql: s.sql, args: (s.args ?? []) as InArgs })), 'write')
      },
    }
  }
  return postgresRunner(payload.db.pool)
}

/** The engines' SQL interface on a node-postgres pool (the adapter's, or the benchmark's own). */
export function postgresRunner(pool: PgPool): SqlRunner {
  /** Runs `work` on one connection in a transaction, rolled back if it fails. */
  const transaction = async <T>(work: (conn: PgConnection) => Promise<T>): Promise<T> => {
    const conn = await pool.connect()
    try {
      await conn.query('BEGIN')
      const result = await work(conn)
      await conn.query('COMMIT')
      return result
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      conn.release()
    }
  }
  return {
    dialect: 'postgres',
    all: async <R extends Record<string, unknown>>(sql: string, args: unknown[] = [], settings?: ReadSettings) => {
      if (!settings || Object.keys(settings).length === 0) return (await pool.query(sql, args)).rows as R[]
      return transaction(async (conn) => {
        for (const [name, value] of Object.entries(settings)) await conn.query('SELECT set_config($1, $2, true)', [name, value])
        return (await conn.query(sql, args)).rows as R[]
      })
    },
    batch: (statements) =>
      transaction(async (conn) => {
        for (const s of statements) await conn.query(s.sql, s.args ?? [])
      }),
  }
}

const ENGINES = Symbol.for('redwood.search.engines')
/** The engine of this Payload instance, its tables created once per process. */
export async function searchEngine(payload: Payload): Promise<SearchEngine> {
  const g = globalThis as unknown as Record<symbol, WeakMap<Payload, Promise<SearchEngine>> | undefined>
  const map = (g[ENGINES] ??= new WeakMap())
  let engine = map.get(payload)
  if (!engine) {
    engine = (async () => {
      const e = engineFor(sqlRunnerOf(payload))
      await e.ensure()
      return e
    })()
    engine.catch(() => map.delete(payload))
    map.set(payload, engine)
  }
  return engine
}

/** Rebuilds the whole index from the published content, in one transaction. Returns how many documents. */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const engine = await searchEngine(payload)
  const docs = await extractDocuments(payload)
  await engine.replaceAll(docs)
  await engine.setMeta('builtAt', new Date().toISOString())
  return docs.length
}

/** Staff's synonyms and best bets (Search settings), or the defaults until they save their own. */
export async function searchRules(payload: Payload): Promise<SearchRules> {
  try {
    const s = (await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })) as {
      updatedAt?: string | null
      synonyms?: { words?: string | null; meaning?: string | null }[] | null
      bestBets?: { query?: string | null; path?: string | null }[] | null
    }
    if (!s.updatedAt) return { synonyms: DEFAULT_SYNONYMS, bestBets: DEFAULT_BEST_BETS }
    return {
      synonyms: (s.synonyms ?? []).map((r) => ({ words: r.words ?? '', meaning: r.meaning ?? '' })),
      bestBets: (s.bestBets ?? []).map((b) => ({ query: b.query ?? '', path: b.path ?? '' })),
    }
  } catch {
    return { synonyms: DEFAULT_SYNONYMS, bestBets: DEFAULT_BEST_BETS }
  }
}

export type QueryPlan = { normalised: string; groups: TermGroup[]; corrected: boolean; searchedFor: string; meaning: string }

/** The query as the engine will run it: synonyms, filler words dropped, typos corrected, at most MAX_TERMS words. */
export async function planQuery(engine: SearchEngine, raw: string, rules: SearchRules): Promise<QueryPlan> {
  const normalised = normalise(raw)
  const words = normalised.split(' ').filter(Boolean)
  const synonyms = compileSynonyms(rules.synonyms)
  const groups: TermGroup[] = []
  const plain: { word: string; at: number }[] = []
  for (let i = 0; i < words.length; ) {
    let matched: { length: number; meaning: string[]; phrase: string[] } | null = null
    for (const rule of synonyms) {
      for (const phrase of rule.phrases) {
        if (phrase.length > (matched?.length ?? 0) && phrase.every((w, j) => words[i + j] === w)) matched = { length: phrase.length, meaning: rule.meaning, phrase }
      }
    }
    if (matched) {
      groups.push([matched.meaning, ...(matched.phrase.some(isStopWord) ? [] : [matched.phrase])])
      i += matched.length
    } else {
      plain.push({ word: words[i] as string, at: groups.length })
      groups.push([])
      i += 1
    }
  }
  const kept = plain.filter((p) => !isStopWord(p.word))
  const useful = kept.length > 0 || groups.some((g) => g.length > 0) ? kept : plain
  const known = await engine.isKnown(useful.map((p) => p.word))
  let corrected = false
  for (const p of useful) {
    let w = p.word
    if (!known.has(w) && w.length >= 4 && !/\d/.test(w)) {
      const better = closestWord(w, await engine.candidates(w))
      if (better && better !== w) {
        w = better
        corrected = true
      }
    }
    groups[p.at] = [[w]]
  }
  const seen = new Set<string>()
  const final = groups
    .filter((g) => {
      const key = JSON.stringify(g)
      if (g.length === 0 || seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MAX_TERMS)
  const searchedFor = final.map((g) => (g[g.length - 1] ?? []).join(' ')).join(' ')
  return { normalised, groups: final, corrected, searchedFor, meaning: final.map((g) => (g[0] ?? []).join(' ')).join(' ') }
}

export type SearchResult = { kind: SearchKind; kindLabel: string; title: Segment[]; snippet: Segment[]; url: string; pinned: boolean }
export type SearchResponse = {
  query: string
  kind: SearchKind | null
  results: SearchResult[]
  /** How many results each kind has (for the filters), and in all. */
  counts: { kind: SearchKind; label: string; count: number }[]
  total: number
  /** The words searched for, when typos were corrected (for "Showing results for …"). */
  correctedTo: string | null
  /** True when no document has every word, and these are the documents with some. */
  closest: boolean
  /** With no result: the indexed words closest to what was typed, to search for instead. */
  suggestions: string[]
}

export const RESULTS_PER_PAGE = 20

/** Searches the site. Never throws for what a visitor types: a query with no words has no results. */
export async function searchSite(payload: Payload, input: SearchInput): Promise<SearchResponse> {
  return searchWith(await searchEngine(payload), await searchRules(payload), input)
}

export type SearchInput = { q: string; kind?: SearchKind | null; limit?: number }

/** The search itself, on a given engine and rules (the benchmark runs it on an index of its own). */
export async function searchWith(engine: SearchEngine, rules: SearchRules, input: SearchInput): Promise<SearchResponse> {
  const kind = input.kind ?? null
  const empty: SearchResponse = { query: normalise(input.q), kind, results: [], counts: [], total: 0, correctedTo: null, closest: false, suggestions: [] }
  const plan = await planQuery(engine, input.q, rules)
  if (plan.groups.length === 0) return empty
  const limit = Math.min(Math.max(input.limit ?? RESULTS_PER_PAGE, 1), 50)
  let mode: 'all' | 'any' = 'all'
  let counts = await engine.countByKind(plan.groups, mode)
  if (counts.size === 0 && plan.groups.length > 1) {
    mode = 'any'
    counts = await engine.countByKind(plan.groups, mode)
  }
  const hits = counts.size === 0 ? [] : await engine.query(plan.groups, mode, { kind: kind ?? undefined, limit })

  // A best bet for this query (as typed, or as understood) comes first.
  const stemKey = (text: string) => normalise(text).split(' ').filter(Boolean).map(stemOf).join(' ')
  const keys = new Set([plan.normalised, plan.meaning, plan.searchedFor].map(stemKey))
  const bet = rules.bestBets.find((b) => keys.has(stemKey(b.query)) && b.path.startsWith('/'))
  let pinned = bet ? await engine.byUrl(bet.path) : null
  if (pinned && kind && pinned.kind !== kind) pinned = null
  const ordered = pinned ? [pinned, ...hits.filter((h) => h.url !== pinned.url)].slice(0, limit) : hits

  const stems = [...new Set(plan.groups.flat(2).filter((w) => !isStopWord(w)).map(stemOf))]
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  return {
    query: plan.normalised,
    kind,
    results: ordered.map((d, i) => ({
      kind: d.kind,
      kindLabel: KIND_LABELS[d.kind].one,
      title: highlight(d.title, stems),
      snippet: highlight(snippet(d.body, stems), stems),
      url: d.url,
      pinned: Boolean(pinned) && i === 0,
    })),
    counts: SEARCH_KINDS.filter((k) => counts.has(k)).map((k) => ({ kind: k, label: KIND_LABELS[k].many, count: counts.get(k) ?? 0 })),
    total: Math.max(total, pinned && !hits.some((h) => h.url === pinned.url) ? total + 1 : total),
    correctedTo: plan.corrected ? plan.searchedFor : null,
    closest: mode === 'any',
    suggestions: ordered.length === 0 ? await closestWords(engine, plan.groups.flat(2)) : [],
  }
}

/** Up to five indexed words nearest (fewest edits) to the words searched for. */
async function closestWords(engine: SearchEngine, words: string[]): Promise<string[]> {
  const scored: { term: string; d: number; docs: number }[] = []
  for (const w of words.filter((x) => x.length >= 3 && !isStopWord(x)).slice(0, 4)) {
    for (const c of await engine.candidates(w)) {
      const d = editDistance(w, c.term, 4)
      if (d <= 4 && c.term !== w) scored.push({ term: c.term, d, docs: c.docs })
    }
  }
  scored.sort((a, b) => a.d - b.d || b.docs - a.docs)
  return [...new Set(scored.map((s) => s.term))].slice(0, 5)
}

/** Whether the index needs building: it is empty (a new site, the demo seed). */
export async function searchIndexEmpty(payload: Payload): Promise<boolean> {
  return (await (await searchEngine(payload)).count()) === 0
}

export { extractDocuments }
