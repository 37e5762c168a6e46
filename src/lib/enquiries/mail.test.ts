import { describe, expect, it } from 'vitest'

import type { Enquiry } from '@/payload-types'

import { composeEnquiryMail } from './mail'

const enquiry: Enquiry = {
  id: 42,
  reference: 'RL-ENQ-2026-000042',
  name: 'Ada <b>Eze</b>',
  firstName: 'Ada <b>',
  lastName: 'Eze "Jr"',
  phone: '0803 123 4567',
  email: 'ada@example.com',
  existingCustomer: 'no',
  message: 'Line one\n<script>alert(1)</script>',
  consentedAt: '2026-11-21T09:30:00.000Z',
  consentVersion: '2026-11-21',
  mailStatus: 'pending',
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
}

describe('composeEnquiryMail', () => {
  const mail = composeEnquiryMail(enquiry, {
    from: 'Redwood Life website <website@redwoodlife.example>',
    to: 'customercare@redwoodlife.example',
    adminUrl: 'https://www.redwoodlife.example',
  })

  it('addresses the inbox, replies to the visitor and names the enquiry', () => {
    expect(mail.to).toBe('customercare@redwoodlife.example')
    expect(mail.replyTo).toBe('"Ada <b> Eze Jr" <ada@example.com>')
    expect(mail.subject).toBe('Website enquiry RL-ENQ-2026-000042 from Ada <b> Eze "Jr" (new customer)')
  })

  it('has every field in the text, in Lagos time, with a link to the CMS', () => {
    for (const value of ['Reference: RL-ENQ-2026-000042', 'Existing customer: No', 'First name: Ada <b>', 'Surname: Eze "Jr"', 'Phone: 0803 123 4567', 'Email: ada@example.com', '<script>alert(1)</script>', '21/11/2026 10:30 (Lagos time)', 'version 2026-11-21', 'https://www.redwoodlife.example/admin/collections/enquiries/42']) {
      expect(mail.text).toContain(value)
    }
  })

  it('escapes what the visitor typed in the HTML part', () => {
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Eze &quot;Jr&quot;')
  })

  it('keeps one Message-ID for every attempt at the same enquiry', () => {
    expect(mail.messageId).toBe(`<enquiry-42-${Date.parse(enquiry.createdAt)}@redwoodlife.example>`)
  })
})
