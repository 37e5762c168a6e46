/**
 * Checks the query string of a REST request before Payload reads it: numbers in range, a `where` of
 * known operators with values of the right kind for each field, bounded in nesting and size. Payload
 * passes a bad value straight to the database, which fails with a 500; here it gets a 400 that says why.
 */
import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import type { REST } from './bounds'

export type RestBounds = { [K in keyof typeof REST]: number }

type Tree = { [key: string]: Tree | string }

export class BadQuery extends Error {}

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/

/** Builds the nested object qs would, from bracket keys (where[or][0][title][equals]=x). */
export function parseQuery(params: URLSearchParams): Tree {
  const root: Tree = {}
  for (const [key, value] of params) {
    const match = KEY.exec(key)
    if (!match) throw new BadQuery(`The query parameter "${key.slice(0, 60)}" is not understood.`)
    const segments = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)]
    if (segments.length > 12) throw new BadQuery('A query parameter is nested too deeply.')
    let node = root
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1
      const name = segment === '' ? String(Object.keys(node).length) : segment
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') {
        throw new BadQuery(`The query parameter "${key.slice(0, 60)}" is not understood.`)
      }
      const existing = Object.hasOwn(node, name) ? node[name] : undefined
      if (last) {
        if (existing !== undefined) throw new BadQuery(`The query parameter "${key.slice(0, 60)}" is given twice.`)
        node[name] = value
      } else {
        if (typeof existing === 'string') throw new BadQuery(`The query parameter "${key.slice(0, 60)}" is given twice.`)
        const child: Tree = existing ?? {}
        node[name] = child
        node = child
      }
    })
  }
  return root
}

function wholeNumber(tree: Tree, name: string, min: number, max: number, label = name): number | undefined {
  const raw = tree[name]
  if (raw === undefined) return undefined
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new BadQuery(`${label} must be a whole number from ${min} to ${max}.`)
  }
  return Number(raw)
}

const SORT_PART = /^-?[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+){0,3}$/

function checkSort(value: Tree | string | undefined, label: string): void {
  if (value === undefined) return
  const parts = typeof value === 'string' ? value.split(',') : Object.values(value)
  if (parts.length > 5 || !parts.every((p) => typeof p === 'string' && SORT_PART.test(p))) {
    throw new BadQuery(`${label} takes up to five field names separated by commas, each optionally with a leading "-".`)
  }
}

function checkBoolean(value: Tree | string | undefined, label: string): void {
  if (value !== undefined && value !== 'true' && value !== 'false') throw new BadQuery(`${label} must be true or false.`)
}

/**
 * Operators the SQL adapters run, by the kind of field they make sense for. Payload's `all` has no SQL
 * version (the adapter throws), and the geometry operators need a point field, which no collection has.
 */
const COMMON = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDERED = [...COMMON, 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT = [...ORDERED, 'like', 'not_like', 'contains']
const UNSUPPORTED = new Set(['all', 'near', 'within', 'intersects'])
const ALL_OPERATORS = new Set([...TEXT, ...UNSUPPORTED])
const LIST_OPERATORS = new Set(['in', 'not_in'])

type Kind = 'id' | 'number' | 'date' | 'checkbox' | 'text' | 'choice'

/** The kind of value a field holds (and a choice field's options), with the operators that suit it. */
type Resolved = { kind: Kind; operators: readonly string[]; options?: readonly string[] } | undefined

function fieldsOf(config: SanitizedConfig, slug: string): FlattenedField[] | undefined {
  return config.collections.find((c) => c.slug === slug)?.flattenedFields
}

/** Resolves a dotted path (category.slug, benefits.cards.title) to a kind of value; undefined when unsure. */
function resolvePath(config: SanitizedConfig, fields: FlattenedField[], path: string[]): Resolved {
  const [head, ...rest] = path
  if (head === undefined) return undefined
  if (head === 'id' && rest.length === 0) return { kind: 'id', operators: ORDERED }
  const field = fields.find((f) => f.name === head)
  if (!field) return undefined
  switch (field.type) {
    case 'number':
      return rest.length === 0 ? { kind: 'number', operators: ORDERED } : undefined
    case 'date':
      return rest.length === 0 ? { kind: 'date', operators: ORDERED } : undefined
    case 'checkbox':
      return rest.length === 0 ? { kind: 'checkbox', operators: COMMON } : undefined
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return rest.length === 0 ? { kind: 'text', operators: TEXT } : undefined
    case 'select':
    case 'radio':
      // Stored as an enum on Postgres: only its own options compare, and only for (in)equality.
      if (rest.length > 0) return undefined
      return {
        kind: 'choice',
        operators: COMMON,
        options: field.options.map((o) => (typeof o === 'string' ? o : o.value)),
      }
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') return undefined
      if (rest.length === 0) return { kind: 'id', operators: COMMON }
      if (rest.length === 1 && rest[0] === 'id') return { kind: 'id', operators: ORDERED }
      const related = fieldsOf(config, field.relationTo)
      return related ? resolvePath(config, related, rest) : undefined
    }
    case 'group':
    case 'array':
    case 'tab':
      return rest.length > 0 ? resolvePath(config, field.flattenedFields, rest) : undefined
    case 'json':
    case 'richText':
    case 'blocks':
      // Stored as JSON: comparing it (or a path inside it) with a visitor's text makes Postgres fail, so
      // only whether it is there can be asked.
      return { kind: 'text', operators: rest.length === 0 ? ['exists'] : [] }
    default:
      return undefined
  }
}

function checkValue(kind: Kind, value: string, path: string, options: readonly string[] = []): void {
  switch (kind) {
    case 'choice':
      if (!options.includes(value)) throw new BadQuery(`${path}: "${value.slice(0, 40)}" is not one of ${options.slice(0, 10).join(', ')}.`)
      return
    case 'id':
      if (!/^\d{1,15}$/.test(value)) throw new BadQuery(`${path}: "${value.slice(0, 40)}" is not an id (ids are whole numbers).`)
      return
    case 'number':
      if (value.trim() === '' || !Number.isFinite(Number(value))) throw new BadQuery(`${path}: "${value.slice(0, 40)}" is not a number.`)
      return
    case 'date':
      if (!/^\d{4}(-\d{2}){0,2}([T ][\d:.+\-Z]+)?$/.test(value) || Number.isNaN(Date.parse(value))) {
        throw new BadQuery(`${path}: "${value.slice(0, 40)}" is not a date (use YYYY-MM-DD or an ISO 8601 time).`)
      }
      return
    case 'checkbox':
      if (value !== 'true' && value !== 'false') throw new BadQuery(`${path} must be true or false.`)
      return
    case 'text':
      return
  }
}

type WhereState = { conditions: number; bounds: RestBounds; config: SanitizedConfig; fields: FlattenedField[] | undefined }

function checkWhere(node: Tree | string, state: WhereState, nesting: number): void {
  if (typeof node === 'string') throw new BadQuery('where must name a field and an operator, e.g. where[title][equals]=Term.')
  if (nesting > state.bounds.maxWhereNesting) {
    throw new BadQuery(`where is nested too deeply: at most ${state.bounds.maxWhereNesting} levels of and/or.`)
  }
  for (const [key, value] of Object.entries(node)) {
    const lower = key.toLowerCase()
    if (lower === 'and' || lower === 'or') {
      if (typeof value === 'string') throw new BadQuery(`where[${key}] takes a list of conditions.`)
      for (const child of Object.values(value)) checkWhere(child, state, nesting + 1)
      continue
    }
    if (typeof value === 'string') throw new BadQuery(`where[${key.slice(0, 60)}] needs an operator, e.g. where[${key.slice(0, 60)}][equals]=….`)
    const path = key.split('.')
    if (key.length > 200 || path.some((p) => p === '')) throw new BadQuery(`"${key.slice(0, 60)}" is not a field name.`)
    const resolved = state.fields ? resolvePath(state.config, state.fields, path) : undefined
    for (const [operator, operand] of Object.entries(value)) {
      state.conditions += 1
      if (state.conditions > state.bounds.maxWhereConditions) {
        throw new BadQuery(`where has too many conditions: at most ${state.bounds.maxWhereConditions}.`)
      }
      if (!ALL_OPERATORS.has(operator)) throw new BadQuery(`"${operator.slice(0, 40)}" is not a where operator.`)
      if (UNSUPPORTED.has(operator)) throw new BadQuery(`This site does not support the where operator "${operator}".`)
      if (resolved && !resolved.operators.includes(operator)) {
        throw new BadQuery(`${key} cannot be filtered with "${operator}".`)
      }
      const values = typeof operand === 'string' ? (LIST_OPERATORS.has(operator) ? operand.split(',') : [operand]) : Object.values(operand)
      if (values.length > state.bounds.maxLimit) throw new BadQuery(`${key} [${operator}] lists too many values.`)
      for (const item of values) {
        if (typeof item !== 'string') throw new BadQuery(`${key} [${operator}] takes plain values.`)
        if (item.length > state.bounds.maxValueChars) {
          throw new BadQuery(`A where value is too long: at most ${state.bounds.maxValueChars} characters.`)
        }
        if (operator === 'exists') checkValue('checkbox', item, `${key} [exists]`)
        else if (resolved) checkValue(resolved.kind, item, key, resolved.options)
      }
    }
  }
}

/**
 * Checks a REST request's query parameters; throws BadQuery with a plain message. `collection` is the
 * collection whose fields a `where` names (undefined for globals and other endpoints: then only the
 * shape and size of `where` are checked).
 */
export function checkRestQuery(
  params: URLSearchParams,
  bounds: RestBounds,
  config: SanitizedConfig,
  collection: SanitizedCollectionConfig | undefined,
  { staff }: { staff: boolean },
): void {
  const tree = parseQuery(params)
  wholeNumber(tree, 'limit', staff ? 0 : 1, bounds.maxLimit)
  wholeNumber(tree, 'page', 1, bounds.maxPage)
  wholeNumber(tree, 'depth', 0, bounds.maxDepth)
  checkSort(tree.sort, 'sort')
  checkBoolean(tree.pagination, 'pagination')
  if (tree.pagination === 'false' && !staff) throw new BadQuery(`pagination cannot be turned off: ask for at most ${bounds.maxLimit} items with limit.`)
  if (tree.where !== undefined) {
    checkWhere(tree.where, { conditions: 0, bounds, config, fields: collection?.flattenedFields }, 1)
  }
  const joins = tree.joins
  if (joins !== undefined && joins !== 'false') {
    if (typeof joins === 'string') throw new BadQuery('joins takes false or per-join settings, e.g. joins[articles][limit]=10.')
    for (const [name, settings] of Object.entries(joins)) {
      if (typeof settings === 'string') {
        checkBoolean(settings, `joins[${name.slice(0, 40)}]`)
        continue
      }
      wholeNumber(settings, 'limit', staff ? 0 : 1, bounds.maxLimit, `joins[${name.slice(0, 40)}][limit]`)
      wholeNumber(settings, 'page', 1, bounds.maxPage, `joins[${name.slice(0, 40)}][page]`)
      checkSort(settings.sort, `joins[${name.slice(0, 40)}][sort]`)
      checkBoolean(settings.count, `joins[${name.slice(0, 40)}][count]`)
      if (settings.where !== undefined) {
        checkWhere(settings.where, { conditions: 0, bounds, config, fields: undefined }, 1)
      }
    }
  }
}
