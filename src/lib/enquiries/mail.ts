import type { OutgoingMail } from '@/lib/mail'
import { mailDomain } from '@/lib/mail'
import type { Enquiry } from '@/payload-types'

import { lagosDateTime } from '@/lib/export/csv'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

/** The mail the customer-care inbox receives for one enquiry. Reply-To is the visitor, so "Reply" reaches them. */
export function composeEnquiryMail(
  enquiry: Enquiry,
  { from, to, adminUrl }: { from: string; to: string; adminUrl: string },
): OutgoingMail {
  const name = `${enquiry.firstName} ${enquiry.lastName}`.trim()
  const customer = enquiry.existingCustomer === 'yes' ? 'Yes' : 'No'
  const link = `${adminUrl}/admin/collections/enquiries/${enquiry.id}`
  const rows: [string, string][] = [
    ['Reference', enquiry.reference ?? String(enquiry.id)],
    ['Received', `${lagosDateTime(enquiry.createdAt)} (Lagos time)`],
    ['Existing customer', customer],
    ['First name', enquiry.firstName],
    ['Surname', enquiry.lastName],
    ['Phone', enquiry.phone],
    ['Email', enquiry.email],
  ]
  const consent = `Given ${lagosDateTime(enquiry.consentedAt)} (Lagos time) to consent wording version ${enquiry.consentVersion}`
  const text = [
    'A visitor sent this enquiry from the website.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    enquiry.message,
    '',
    `Consent: ${consent}`,
    '',
    `Mark it handled in the CMS once you have called back: ${link}`,
  ].join('\n')
  const html = [
    '<p>A visitor sent this enquiry from the website.</p>',
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<h3>Message</h3>',
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    `<p><small>Consent: ${escapeHtml(consent)}</small></p>`,
    `<p><a href="${escapeHtml(link)}">Open the enquiry in the CMS</a> and mark it handled once you have called back.</p>`,
  ].join('\n')
  return {
    from,
    to,
    replyTo: `"${name.replace(/["\\]/g, '')}" <${enquiry.email}>`,
    subject: `Website enquiry ${enquiry.reference ?? enquiry.id} from ${name} (${customer === 'Yes' ? 'existing customer' : 'new customer'})`,
    text,
    html,
    // The same Message-ID on every attempt, so a repeat after an unclear failure can be recognised.
    messageId: `<enquiry-${enquiry.id}-${Date.parse(enquiry.createdAt) || 0}@${mailDomain(from)}>`,
  }
}
