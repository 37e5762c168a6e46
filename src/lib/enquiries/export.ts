import { lagosDateTime } from '@/lib/export/csv'
import { csvExportEndpoint } from '@/lib/export/endpoint'
import type { Enquiry } from '@/payload-types'

import { MAIL_STATUSES } from './status'

const STATUS_LABELS: Record<string, string> = Object.fromEntries(MAIL_STATUSES.map((s) => [s.value, s.label]))

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

/** GET /api/enquiries/export: the admin list's rows as CSV, staff only (src/lib/export/endpoint.ts). */
export const exportEnquiriesEndpoint = csvExportEndpoint<Enquiry>({
  collection: 'enquiries',
  noun: 'enquiries',
  header: HEADER,
  row: enquiryRow,
  searchFields: ['reference', 'name', 'email', 'phone'],
})
