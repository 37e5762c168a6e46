import type { Endpoint, Where } from 'payload'

import type { Enquiry } from '@/payload-types'

import { lagosDateTime, toCsv } from '@/lib/export/csv'

const MAX_ROWS = 20_000

const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting to be mailed',
  sending: 'Mailing now',
  sent: 'Mailed',
  'failed-retrying': 'Mail failed: will retry',
  'not-configured': 'Not mailed: no mail server configured',
}

const HEADER = [
  'Reference',
  'Received (Lagos time)',
  'Existing customer',
  'First name',
  'Surname',
  'Phone',
  'Email',
  'Message',
  'Consent given at',
  'Consent wording version',
  'Sent from',
  'Mail status',
  'Mail attempts',
  'Mailed at',
  'Last mail problem',
  'Handled',
  'Handled at',
  'Staff notes',
]

export function enquiryRow(e: Enquiry): unknown[] {
  return [
    e.reference ?? '',
    lagosDateTime(e.createdAt),
    e.existingCustomer === 'yes' ? 'Yes' : 'No',
    e.firstName,
    e.lastName,
    e.phone,
    e.email,
    e.message,
    lagosDateTime(e.consentedAt),
    e.consentVersion,
    e.channel === 'api' ? 'JSON API' : 'Contact page form',
    STATUS_LABELS[e.mailStatus] ?? e.mailStatus,
    e.mailAttempts ?? 0,
    lagosDateTime(e.mailedAt),
    e.lastMailError ?? '',
    e.handled ? 'Yes' : 'No',
    lagosDateTime(e.handledAt),
    e.notes ?? '',
  ]
}

/** The list view's search box searches these fields; the export honours it the same way. */
function searchWhere(search: unknown): Where | null {
  if (typeof search !== 'string' || search.trim() === '') return null
  const term = search.trim()
  return { or: [{ reference: { like: term } }, { name: { like: term } }, { email: { like: term } }, { phone: { like: term } }] }
}

/**
 * GET /api/enquiries/export: the enquiries as a CSV file, staff only. It takes the admin list's own
 * query string (`where`, `search`, `sort`), so "Export" downloads exactly the rows the editor filtered.
 */
export const exportEnquiriesEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) {
      return Response.json({ error: 'Sign in to the admin to export enquiries.' }, { status: 403 })
    }
    const filters: Where[] = []
    const where = req.query.where
    if (where && typeof where === 'object') filters.push(where as Where)
    const search = searchWhere(req.query.search)
    if (search) filters.push(search)
    const sort = typeof req.query.sort === 'string' && /^-?[A-Za-z]+$/.test(req.query.sort) ? req.query.sort : '-createdAt'
    try {
      const result = await req.payload.find({
        collection: 'enquiries',
        where: filters.length > 0 ? { and: filters } : {},
        sort,
        limit: MAX_ROWS,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const body = toCsv(HEADER, result.docs.map(enquiryRow))
      const day = new Date().toISOString().slice(0, 10)
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'Enquiry export failed')
      return Response.json({ error: 'That filter could not be used for the export. Clear the filters and try again.' }, { status: 400 })
    }
  },
}
