import { type CollectionSlug, type Endpoint, Forbidden, type Where } from 'payload'

import { recordAudit } from '@/lib/audit/record'

import { toCsv } from './csv'

const MAX_ROWS = 20_000

export type CsvExport<Doc> = {
  collection: CollectionSlug
  /** Plural, lower case: "enquiries"; the file is "<noun>-<day>.csv". */
  noun: string
  header: string[]
  row: (doc: Doc) => unknown[]
  /** The fields the admin list's search box searches; the export honours a search the same way. */
  searchFields: string[]
}

/** Date comparisons a filter may make; any other operator on a date field is left to Payload's own checks. */
const DATE_OPERATORS = new Set(['equals', 'not_equals', 'less_than', 'less_than_equal', 'greater_than', 'greater_than_equal'])

/**
 * The date fields a filter compares with something that is not a date ("where[at][less_than]=soon"): the
 * database would refuse the query, so the export answers with the field's name instead of trying it.
 */
export function badDateFilters(where: unknown, dateFields: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (!where || typeof where !== 'object') return found
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if ((key === 'and' || key === 'or') && value && typeof value === 'object') {
      for (const part of Object.values(value as Record<string, unknown>)) badDateFilters(part, dateFields, found)
      continue
    }
    if (!dateFields.has(key) || !value || typeof value !== 'object') continue
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      if (!DATE_OPERATORS.has(operator)) continue
      if (typeof operand !== 'string' || operand.trim() === '' || Number.isNaN(Date.parse(operand))) found.add(key)
    }
  }
  return found
}

function searchWhere(search: unknown, fields: string[]): Where | null {
  if (typeof search !== 'string' || search.trim() === '') return null
  const term = search.trim().slice(0, 100)
  return { or: fields.map((field) => ({ [field]: { like: term } })) }
}

/**
 * GET /api/<collection>/export: the collection as a CSV file, for signed-in staff, with their own read
 * access. It takes the admin list's own query string (`where`, `search`, `sort`), so "Export" downloads
 * exactly the rows the editor filtered. The one CSV export of the site: each collection only names its
 * columns.
 */
export function csvExportEndpoint<Doc>(spec: CsvExport<Doc>): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: `Sign in to the admin to export ${spec.noun}.` }, { status: 403 })
      const filters: Where[] = []
      const where = req.query.where
      if (where && typeof where === 'object') filters.push(where as Where)
      const dateFields = new Set(
        (req.payload.collections[spec.collection]?.config.flattenedFields ?? []).filter((f) => f.type === 'date').map((f) => f.name).concat('createdAt', 'updatedAt'),
      )
      const badDates = [...badDateFilters(where, dateFields)]
      if (badDates.length > 0) {
        const fields = badDates.map((name) => `"${name}"`).join(', ')
        return Response.json({ error: `The filter on ${fields} needs a date, such as 2026-01-31. Change it and try again.` }, { status: 400 })
      }
      const search = searchWhere(req.query.search, spec.searchFields)
      if (search) filters.push(search)
      const sort = typeof req.query.sort === 'string' && /^-?[A-Za-z]+$/.test(req.query.sort) ? req.query.sort : '-createdAt'
      try {
        const result = await req.payload.find({
          collection: spec.collection,
          where: filters.length > 0 ? { and: filters } : {},
          sort,
          limit: MAX_ROWS,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        // Every export is in the record of staff actions, or it does not happen (decision 030).
        const filter = [search ? `search "${String(req.query.search).trim().slice(0, 100)}"` : '', where && typeof where === 'object' ? `filter ${JSON.stringify(where).slice(0, 300)}` : ''].filter(Boolean).join(', ')
        try {
          await recordAudit(req.payload, req, { action: 'export', target: spec.collection, title: `${result.docs.length} ${spec.noun}`, note: filter || 'everything' })
        } catch {
          return Response.json({ error: 'The export could not be recorded, so it was not made. Please try again.' }, { status: 503 })
        }
        const body = toCsv(spec.header, (result.docs as unknown as Doc[]).map(spec.row))
        const day = new Date().toISOString().slice(0, 10)
        return new Response(body, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${spec.noun}-${day}.csv"`,
            'Cache-Control': 'no-store',
          },
        })
      } catch (error) {
        // Read access follows the roles: staff whose roles do not include this list get none of it.
        if (error instanceof Forbidden) return Response.json({ error: `Your roles do not include ${spec.noun}. Ask an administrator if you need them.` }, { status: 403 })
        req.payload.logger.warn({ err: error }, `Export of ${spec.noun} failed`)
        return Response.json({ error: 'That filter could not be used for the export. Clear the filters and try again.' }, { status: 400 })
      }
    },
  }
}
