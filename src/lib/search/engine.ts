/**
 * The search engines behind one small interface (decision 043): SQLite's FTS5 (Porter stems, BM25 ranking,
 * a trigram table of the vocabulary for typos) or Postgres's full-text search (tsvector/tsquery,
 * ts_rank_cd, pg_trgm for typos), chosen by the database the site runs on. The index is the engine's own
 * tables, not a Payload collection: `searchDdl` creates them idempotently, and a migration may call it.
 */
import type { SearchDocument, SearchKind } from './kinds'
import { trigramsOf, vocabularyOf } from './text'

export type Dialect = 'sqlite' | 'postgres'

/** One word of the query and its alternatives (a synonym; an alternative of several words needs them all). Groups are ANDed. */
export type TermGroup = string[][]

export type EngineHit = SearchDocument & { rank: number }

/**
 * Planner settings for one read (Postgres's `SET LOCAL`, in a transaction of its own); SQLite has none and
 * ignores them.
 */
export type ReadSettings = Record<string, string>

/** The raw SQL the engines run: the database adapter's own client (libsql or node-postgres). */
export type SqlRunner = {
  dialect: Dialect
  all: <R extends Record<string, unknown>>(sql: string, args?: unknown[], settings?: ReadSettings) => Promise<R[]>
  /** Runs statements in one transaction. */
  batch: (statements: { sql: string; args?: unknown[] }[]) => Promise<void>
}

export type SearchEngine = {
  ensure: () => Promise<void>
  replaceAll: (docs: SearchDocument[]) => Promise<void>
  count: () => Promise<number>
  getMeta: (name: string) => Promise<string | null>
  setMeta: (name: string, value: string) => Promise<void>
  /** Words of the index sharing trigrams with `word`, with how many documents use each. */
  candidates: (word: string) => Promise<{ term: string; docs: number }[]>
  isKnown: (words: string[]) => Promise<Set<string>>
  query: (groups: TermGroup[], mode: 'all' | 'any', options: { kind?: SearchKind; limit: number }) => Promise<EngineHit[]>
  countByKind: (groups: TermGroup[], mode: 'all' | 'any') => Promise<Map<SearchKind, number>>
  byUrl: (url: string) => Promise<SearchDocument | null>
}

/** The statements that create the index's tables; each may run any number of times. */
export function searchDdl(dialect: Dialect): string[] {
  if (dialect === 'sqlite') {
    return [
      `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(key UNINDEXED, kind UNINDEXED, url UNINDEXED, title, body, tokenize = 'porter unicode61 remove_diacritics 2')`,
      // The title counts 8 times the body; ORDER BY rank then takes FTS5's fast path for the top N.
      `INSERT INTO search_fts (search_fts, rank) VALUES ('rank', 'bm25(0.0, 0.0, 0.0, 8.0, 1.0)')`,
      `CREATE VIRTUAL TABLE IF NOT EXISTS search_terms USING fts5(term, docs UNINDEXED, tokenize = 'trigram')`,
      `CREATE TABLE IF NOT EXISTS search_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    ]
  }
  return [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    // A schema of its own: Payload's schema push (development) manages every table in public and would
    // offer to drop these.
    `CREATE SCHEMA IF NOT EXISTS search`,
    `CREATE TABLE IF NOT EXISTS search.documents (key text PRIMARY KEY, kind text NOT NULL, url text NOT NULL, title text NOT NULL, body text NOT NULL,
      tsv tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'D')) STORED)`,
    `CREATE INDEX IF NOT EXISTS documents_tsv ON search.documents USING gin (tsv)`,
    `CREATE INDEX IF NOT EXISTS documents_url ON search.documents (url)`,
    `CREATE TABLE IF NOT EXISTS search.terms (term text PRIMARY KEY, docs integer NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS terms_trgm ON search.terms USING gin (term gin_trgm_ops)`,
    `CREATE TABLE IF NOT EXISTS search.meta (name text PRIMARY KEY, value text NOT NULL)`,
  ]
}

/**
 * How much each kind counts for beside the match itself: a product page is what most searches for a plan's
 * name want, ahead of its key-facts sheet, a claim form or an article that mentions it.
 */
export const KIND_WEIGHTS: Record<SearchKind, number> = {
  product: 1.6,
  page: 1.3,
  glossary: 1.2,
  'claim-form': 1.1,
  plan: 1.0,
  faq: 1.0,
  article: 0.9,
  statement: 0.9,
  'press-release': 0.8,
}
const weightCase = (column: string) => `CASE ${column} ${Object.entries(KIND_WEIGHTS).map(([k, w]) => `WHEN '${k}' THEN ${w}`).join(' ')} ELSE 1 END`

const word = (w: string) => w.replace(/[^a-z0-9]/g, '')

/** FTS5's MATCH expression: groups ANDed (or ORed), each an OR of alternatives, each alternative's words ANDed. */
export function ftsExpression(groups: TermGroup[], mode: 'all' | 'any'): string {
  const parts = groups
    .map((alternatives) => {
      const phrases = alternatives.map((p) => p.map(word).filter(Boolean).map((w) => `"${w}"`).join(' AND ')).filter(Boolean)
      return phrases.length ? `(${phrases.map((p) => `(${p})`).join(' OR ')})` : ''
    })
    .filter(Boolean)
  return parts.join(mode === 'all' ? ' AND ' : ' OR ')
}

/** Postgres's tsquery text: the same shape, with & and |. */
export function tsqueryText(groups: TermGroup[], mode: 'all' | 'any'): string {
  const parts = groups
    .map((alternatives) => {
      const phrases = alternatives.map((p) => p.map(word).filter(Boolean).join(' & ')).filter(Boolean)
      return phrases.length ? `(${phrases.map((p) => `(${p})`).join(' | ')})` : ''
    })
    .filter(Boolean)
  return parts.join(mode === 'all' ? ' & ' : ' | ')
}

const toDoc = (r: Record<string, unknown>): SearchDocument => ({
  key: String(r.key),
  kind: String(r.kind) as SearchKind,
  url: String(r.url),
  title: String(r.title),
  body: String(r.body),
})

function sqliteEngine(db: SqlRunner): SearchEngine {
  return {
    ensure: () => db.batch(searchDdl('sqlite').map((sql) => ({ sql }))),
    replaceAll: async (docs) => {
      const vocabulary = vocabularyOf(docs.map((d) => `${d.title} ${d.body}`))
      await db.batch([
        { sql: 'DELETE FROM search_fts' },
        { sql: 'DELETE FROM search_terms' },
        ...docs.map((d) => ({ sql: 'INSERT INTO search_fts (key, kind, url, title, body) VALUES (?, ?, ?, ?, ?)', args: [d.key, d.kind, d.url, d.title, d.body] })),
        ...[...vocabulary].map(([term, n]) => ({ sql: 'INSERT INTO search_terms (term, docs) VALUES (?, ?)', args: [term, n] })),
      ])
    },
    count: async () => Number((await db.all<{ n: number }>('SELECT count(*) AS n FROM search_fts'))[0]?.n ?? 0),
    getMeta: async (name) => (await db.all<{ value: string }>('SELECT value FROM search_meta WHERE name = ?', [name]))[0]?.value ?? null,
    setMeta: (name, value) => db.batch([{ sql: 'INSERT INTO search_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value', args: [name, value] }]),
    candidates: async (w) => {
      const grams = trigramsOf(word(w))
      if (grams.length === 0) return []
      const rows = await db.all<{ term: string; docs: number }>(
        'SELECT term, docs FROM search_terms WHERE search_terms MATCH ? ORDER BY rank LIMIT 40',
        [grams.map((g) => `"${g}"`).join(' OR ')],
      )
      return rows.map((r) => ({ term: String(r.term), docs: Number(r.docs) }))
    },
    isKnown: async (words) => {
      const clean = words.map(word).filter((w) => w.length >= 3)
      if (clean.length === 0) return new Set()
      const rows = await db.all<{ term: string }>(`SELECT term FROM search_terms WHERE term IN (${clean.map(() => '?').join(',')})`, clean)
      return new Set(rows.map((r) => String(r.term)))
    },
    query: async (groups, mode, { kind, limit }) => {
      const expression = ftsExpression(groups, mode)
      if (!expression) return []
      // The best few times `limit` by the match alone, then weighted by kind (KIND_WEIGHTS).
      const pool = Math.max(limit * 3, 60)
      const rows = await db.all(
        `SELECT key, kind, url, title, body, rank FROM search_fts WHERE search_fts MATCH ?${kind ? ' AND kind = ?' : ''} ORDER BY rank LIMIT ?`,
        kind ? [expression, kind, pool] : [expression, pool],
      )
      return rows
        .map((r) => ({ ...toDoc(r), rank: -Number(r.rank) * (KIND_WEIGHTS[String(r.kind) as SearchKind] ?? 1) }))
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
    },
    countByKind: async (groups, mode) => {
      const expression = ftsExpression(groups, mode)
      if (!expression) return new Map()
      const rows = await db.all<{ kind: string; n: number }>('SELECT kind, count(*) AS n FROM search_fts WHERE search_fts MATCH ? GROUP BY kind', [expression])
      return new Map(rows.map((r) => [String(r.kind) as SearchKind, Number(r.n)]))
    },
    byUrl: async (url) => {
      const row = (await db.all('SELECT key, kind, url, title, body FROM search_fts WHERE url = ? LIMIT 1', [url]))[0]
      return row ? toDoc(row) : null
    },
  }
}

/**
 * Postgres's planner reads a match found by the GIN index as more costly than reading the whole table
 * when a common word matches a large share of the documents, and scans it instead: but each document's
 * tsvector is stored out of line (TOAST), so the scan unpacks every one. With 5,000 documents a query
 * went from 30 to 8 ms and the counts from 24 to 2 ms through the index (`npm run bench:search`, decision
 * 043), so the searches that match ask for it.
 */
const THROUGH_THE_INDEX: ReadSettings = { enable_seqscan: 'off' }

function postgresEngine(db: SqlRunner): SearchEngine {
  return {
    ensure: () => db.batch(searchDdl('postgres').map((sql) => ({ sql }))),
    replaceAll: async (docs) => {
      const vocabulary = [...vocabularyOf(docs.map((d) => `${d.title} ${d.body}`))]
      const statements: { sql: string; args?: unknown[] }[] = [{ sql: 'DELETE FROM search.documents' }, { sql: 'DELETE FROM search.terms' }]
      for (let i = 0; i < docs.length; i += 200) {
        const chunk = docs.slice(i, i + 200)
        statements.push({
          sql: `INSERT INTO search.documents (key, kind, url, title, body) VALUES ${chunk.map((_, j) => `($${j * 5 + 1}, $${j * 5 + 2}, $${j * 5 + 3}, $${j * 5 + 4}, $${j * 5 + 5})`).join(', ')}`,
          args: chunk.flatMap((d) => [d.key, d.kind, d.url, d.title, d.body]),
        })
      }
      for (let i = 0; i < vocabulary.length; i += 1000) {
        const chunk = vocabulary.slice(i, i + 1000)
        statements.push({
          sql: `INSERT INTO search.terms (term, docs) VALUES ${chunk.map((_, j) => `($${j * 2 + 1}, $${j * 2 + 2})`).join(', ')}`,
          args: chunk.flat(),
        })
      }
      await db.batch(statements)
    },
    count: async () => Number((await db.all<{ n: string }>('SELECT count(*) AS n FROM search.documents'))[0]?.n ?? 0),
    getMeta: async (name) => (await db.all<{ value: string }>('SELECT value FROM search.meta WHERE name = $1', [name]))[0]?.value ?? null,
    setMeta: (name, value) =>
      db.batch([{ sql: 'INSERT INTO search.meta (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value', args: [name, value] }]),
    candidates: async (w) => {
      const rows = await db.all<{ term: string; docs: number }>(
        'SELECT term, docs FROM search.terms WHERE term % $1 ORDER BY similarity(term, $1) DESC LIMIT 40',
        [word(w)],
      )
      return rows.map((r) => ({ term: String(r.term), docs: Number(r.docs) }))
    },
    isKnown: async (words) => {
      const clean = words.map(word).filter((w) => w.length >= 3)
      if (clean.length === 0) return new Set()
      const rows = await db.all<{ term: string }>('SELECT term FROM search.terms WHERE term = ANY($1)', [clean])
      return new Set(rows.map((r) => String(r.term)))
    },
    query: async (groups, mode, { kind, limit }) => {
      const text = tsqueryText(groups, mode)
      if (!text) return []
      const rows = await db.all(
        `SELECT key, kind, url, title, body, ts_rank(tsv, q, 1) * ${weightCase('kind')} AS rank FROM search.documents, to_tsquery('english', $1) q
         WHERE tsv @@ q${kind ? ' AND kind = $3' : ''} ORDER BY rank DESC, key LIMIT $2`,
        kind ? [text, limit, kind] : [text, limit],
        THROUGH_THE_INDEX,
      )
      return rows.map((r) => ({ ...toDoc(r), rank: Number(r.rank) }))
    },
    countByKind: async (groups, mode) => {
      const text = tsqueryText(groups, mode)
      if (!text) return new Map()
      const rows = await db.all<{ kind: string; n: string }>(
        `SELECT kind, count(*) AS n FROM search.documents, to_tsquery('english', $1) q WHERE tsv @@ q GROUP BY kind`,
        [text],
        THROUGH_THE_INDEX,
      )
      return new Map(rows.map((r) => [String(r.kind) as SearchKind, Number(r.n)]))
    },
    byUrl: async (url) => {
      const row = (await db.all('SELECT key, kind, url, title, body FROM search.documents WHERE url = $1 LIMIT 1', [url]))[0]
      return row ? toDoc(row) : null
    },
  }
}

export function engineFor(db: SqlRunner): SearchEngine {
  return db.dialect === 'sqlite' ? sqliteEngine(db) : postgresEngine(db)
}
