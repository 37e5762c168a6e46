/**
 * The few statements the job queues need that Payload's Local API cannot give atomically: an insert that
 * keeps an existing key (INSERT … ON CONFLICT DO NOTHING) and conditional updates (UPDATE … WHERE
 * <still due> RETURNING). Built with the database adapter's own Drizzle objects, so they run the same
 * on SQLite and Postgres, inside the caller's transaction when there is one.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

type Condition = unknown
type Operator = (...args: unknown[]) => Condition
export type Operators = Record<'and' | 'or' | 'equals' | 'in' | 'less_than' | 'less_than_equal' | 'isNull', Operator>
type Columns = Record<string, unknown>
type Returned = Promise<{ id: number }[]>

export type Drizzle = {
  update: (table: unknown) => { set: (values: Record<string, unknown>) => { where: (c: Condition) => { returning: (f: Columns) => Returned } } }
  insert: (table: unknown) => {
    values: (row: Record<string, unknown>) => { onConflictDoNothing: (o: { target: unknown }) => { returning: (f: Columns) => Returned } }
  }
}

type SqlAdapter = {
  drizzle?: Drizzle
  tables?: Record<string, Columns>
  operators?: Operators
  sessions?: Record<string | number, { db?: Drizzle } | undefined>
}

export type Sql = { db: Drizzle; t: Columns; op: Operators }

/** The adapter's Drizzle (or the transaction of `req`, if it has one open), the table and operators. */
export async function sqlOf(payload: Payload, table: string, req?: Partial<PayloadRequest>): Promise<Sql> {
  const adapter = payload.db as unknown as SqlAdapter
  const t = adapter.tables?.[table]
  if (!adapter.drizzle || !t || !adapter.operators) throw new Error(`The job queue on ${table} needs a SQL database adapter (SQLite or Postgres).`)
  const id = req?.transactionID ? await req.transactionID : undefined
  const db = (id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle
  return { db, t, op: adapter.operators }
}

/** True while `req`'s transaction is still open (Payload removes the session on commit or rollback). */
export async function transactionOpen(payload: Payload, req?: Partial<PayloadRequest>): Promise<() => boolean> {
  const sessions = (payload.db as unknown as SqlAdapter).sessions
  const id = req?.transactionID ? await req.transactionID : undefined
  if (id === undefined || !sessions?.[id]) return () => false
  return () => Boolean(sessions[id])
}

/**
 * The SQL form of a Where made of and/or with equals (null → IS NULL), in, less_than and
 * less_than_equal on the table's own columns: all a queue writes, so each rule is stated once, and
 * the list of due rows (a Payload query) and the claim (this UPDATE) cannot disagree.
 */
export function toSql(where: Where, t: Columns, op: Operators): Condition {
  const parts: Condition[] = []
  for (const [field, value] of Object.entries(where)) {
    if ((field === 'and' || field === 'or') && Array.isArray(value)) {
      parts.push(op[field](...value.map((w: Where) => toSql(w, t, op))))
      continue
    }
    const column = t[field]
    if (!column || !value || typeof value !== 'object') throw new Error(`A job queue cannot query by "${field}".`)
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      if (operator === 'equals' && operand === null) parts.push(op.isNull(column))
      else if (operator === 'equals' || operator === 'in' || operator === 'less_than' || operator === 'less_than_equal') parts.push(op[operator](column, operand))
      else throw new Error(`A job queue does not query with "${operator}".`)
    }
  }
  return parts.length === 1 ? parts[0] : op.and(...parts)
}
