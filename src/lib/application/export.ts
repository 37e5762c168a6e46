import { lagosDateTime } from '@/lib/export/csv'
import { csvExportEndpoint } from '@/lib/export/endpoint'
import type { Application } from '@/payload-types'

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

/** GET /api/applications/export: the admin list's rows as CSV, staff only (src/lib/export/endpoint.ts). */
export const exportApplicationsEndpoint = csvExportEndpoint<Application>({
  collection: 'applications',
  noun: 'applications',
  header: HEADER,
  row: applicationRow,
  searchFields: ['reference', 'lastName', 'email', 'phone'],
})
