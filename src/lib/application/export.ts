import type { Endpoint, Where } from 'payload'

import { isUnderwriter } from '@/access'
import { lagosDateTime, toCsv } from '@/lib/export/csv'
import type { Application } from '@/payload-types'

const MAX_ROWS = 20_000

const STATUS: Record<string, string> = { 'in-progress': 'In progress', referred: 'Referred to an underwriter', accepted: 'Accepted subject to first premium' }
const PAYMENT: Record<string, string> = {
  'not-due': 'Not due yet',
  awaiting: 'Waiting for the applicant',
  pending: 'Started at Paystack',
  paid: 'Paid',
  failed: 'Failed',
  staff: 'Staff to arrange',
}

const HEADER = [
  'Reference', 'Started (Lagos time)', 'Submitted (Lagos time)', 'Status', 'Plan code', 'Plan', 'First name', 'Surname',
  'Date of birth', 'Gender', 'Phone', 'Email', 'Address', 'State', 'NIN', 'Occupation', 'Pays', 'Term (years)',
  'Sum assured (₦)', 'Premium per instalment (₦)', 'Beneficiaries', 'Payment', 'Payment reference', 'Paid at', 'Reviewed', 'Staff notes',
]

/** One row; health answers are never exported (not even to underwriters: a CSV travels too easily). */
export function applicationRow(a: Application): unknown[] {
  return [
    a.reference,
    lagosDateTime(a.createdAt),
    lagosDateTime(a.submittedAt),
    STATUS[a.status] ?? a.status,
    a.planCode,
    a.planName ?? '',
    a.firstName ?? '',
    a.lastName ?? '',
    a.dateOfBirth ?? '',
    a.gender ?? '',
    a.phone ?? '',
    a.email ?? '',
    a.address ?? '',
    a.state ?? '',
    a.nin ?? '',
    a.occupation ?? '',
    a.cover?.frequencyName ?? '',
    a.cover?.term ?? '',
    a.cover?.sumAssured ?? '',
    a.cover?.premium ?? '',
    (a.beneficiaries ?? []).map((b) => `${b.name} (${b.relationship}, ${b.share}%)`).join('; '),
    PAYMENT[a.paymentStatus ?? ''] ?? a.paymentStatus ?? '',
    a.paymentReference ?? '',
    lagosDateTime(a.paidAt),
    a.reviewed ? 'Yes' : 'No',
    a.notes ?? '',
  ]
}

function searchWhere(search: unknown): Where | null {
  if (typeof search !== 'string' || search.trim() === '') return null
  const term = search.trim().slice(0, 100)
  return { or: [{ reference: { like: term } }, { lastName: { like: term } }, { email: { like: term } }, { phone: { like: term } }] }
}

/** GET /api/applications/export: the admin list's rows (its `where`, `search`, `sort`) as CSV, staff only. */
export const exportApplicationsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Sign in to the admin to export applications.' }, { status: 403 })
    const filters: Where[] = []
    const where = req.query.where
    if (where && typeof where === 'object') filters.push(where as Where)
    const search = searchWhere(req.query.search)
    if (search) filters.push(search)
    const sort = typeof req.query.sort === 'string' && /^-?[A-Za-z]+$/.test(req.query.sort) ? req.query.sort : '-createdAt'
    try {
      const result = await req.payload.find({
        collection: 'applications',
        where: filters.length > 0 ? { and: filters } : {},
        sort,
        limit: MAX_ROWS,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      const body = toCsv(HEADER, result.docs.map(applicationRow))
      const day = new Date().toISOString().slice(0, 10)
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    } catch (error) {
      req.payload.logger.warn({ err: error, underwriter: isUnderwriter(req.user) }, 'Application export failed')
      return Response.json({ error: 'That filter could not be used for the export. Clear the filters and try again.' }, { status: 400 })
    }
  },
}
