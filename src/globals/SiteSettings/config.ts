import type { GlobalConfig } from 'payload'

import { anyone, CONTENT_ROLES, roles } from '@/access'
import { document, headingPair, image } from '@/fields'
import { revalidateGlobal } from '@/hooks/revalidate'
import { hoursSentence, toMinutes, WEEKDAY_LABELS, WEEKDAYS } from '@/lib/hours/hours'
import { scheduleFromSettings } from '@/lib/hours/settings'
import { checkPromiseDays, PROMISE_FIELDS, type PromiseName } from '@/lib/promises/words'
import { checkComplaintDays, COMPLAINT_TIME_FIELDS, type ComplaintTimeName } from '@/lib/complaints/terms'

const url = (name: string, label: string, description?: string) =>
  ({
    name,
    label,
    type: 'text',
    admin: description ? { description } : undefined,
    validate: (v: unknown) =>
      v == null || v === '' || (typeof v === 'string' && /^https?:\/\/\S+$/.test(v))
        ? true
        : 'Enter a full web address starting with https://',
  }) as const

const phone = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'text',
    required: true,
    validate: (v: unknown) =>
      typeof v === 'string' && /^\+?[0-9 ()-]{7,20}$/.test(v.trim())
        ? true
        : 'Enter a phone number using digits and spaces, e.g. 0700 733 9663',
  }) as const

const clock = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'text',
    required: true,
    admin: { description: 'Lagos time, 24-hour clock, e.g. 08:00 or 17:00.', width: '50%' },
    validate: (v: unknown) => (typeof v === 'string' && toMinutes(v) !== null ? true : 'Enter a time like 08:00 or 17:30'),
  }) as const

const HELP: Record<PromiseName, string> = {
  policyDocumentDays:
    'How many working days after the first premium is paid we email the policy document. Shown on the payment page, and in the email and SMS that confirm the payment.',
  referralDays:
    'How many working days an underwriter takes to contact an applicant whose application was referred. Shown on the application page and in its emails.',
  paymentCallDays:
    'How many working days before our team calls to take a first premium, when it is not paid online. Shown on the application page and in its emails.',
  groupQuoteDays:
    'How many working days the corporate team takes to send a group quote or proposal. Shown on corporate pages and after a group quote request.',
  emailReplyDays:
    'How many working days we take to answer an email to one of our teams. Shown beside the email addresses we publish (the claims questions page).',
}

const promise = (name: PromiseName) =>
  ({
    name,
    type: 'number',
    required: true,
    label: `${PROMISE_FIELDS[name].label} (working days)`,
    defaultValue: PROMISE_FIELDS[name].fallback,
    min: PROMISE_FIELDS[name].min,
    max: PROMISE_FIELDS[name].max,
    admin: { description: `${HELP[name]} From ${PROMISE_FIELDS[name].min} to ${PROMISE_FIELDS[name].max}.`, step: 1 },
    validate: (v: unknown) => checkPromiseDays(name, v),
  }) as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: roles(...CONTENT_ROLES) },
  hooks: { afterChange: [revalidateGlobal('content')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          fields: [
            { name: 'brandName', label: 'Brand name', type: 'text', required: true },
            { name: 'shortName', label: 'Short name', type: 'text', required: true, admin: { description: 'Used in page titles, e.g. "Redwood Life".' } },
            image('logo', { label: 'Logo mark' }),
            {
              name: 'announcement',
              type: 'group',
              label: 'Announcement banner',
              fields: [
                { name: 'enabled', label: 'Show the announcement', type: 'checkbox', defaultValue: true },
                { name: 'text', label: 'Text', type: 'text' },
                { name: 'linkLabel', label: 'Link text', type: 'text', defaultValue: 'Read the press statement' },
                document('document', { label: 'Press statement (PDF)' }),
              ],
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              type: 'row',
              fields: [phone('headOfficePhone', 'Head office phone'), phone('callCentrePhone', 'Call centre phone')],
            },
            {
              name: 'openingHours',
              type: 'array',
              label: 'Opening hours (Lagos time)',
              labels: { singular: 'Day', plural: 'Days' },
              maxRows: 7,
              admin: {
                description:
                  'One row per day the lines are open; a day without a row is closed. "Open now", the call-back times and the hours shown on every page come from here.',
              },
              validate: (rows: unknown) => {
                const days = Array.isArray(rows) ? rows.map((r) => (r as { day?: string }).day) : []
                if (new Set(days).size !== days.length) return 'Each day once only.'
                for (const r of Array.isArray(rows) ? (rows as { opens?: string; closes?: string }[]) : []) {
                  const o = toMinutes(r.opens ?? '')
                  const c = toMinutes(r.closes ?? '')
                  if (o !== null && c !== null && c <= o) return 'Each day must close after it opens.'
                }
                return true
              },
              fields: [
                {
                  name: 'day',
                  label: 'Day',
                  type: 'select',
                  required: true,
                  options: WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_LABELS[d] })),
                },
                { type: 'row', fields: [clock('opens', 'Opens'), clock('closes', 'Closes')] },
              ],
            },
            {
              name: 'holidays',
              type: 'array',
              label: 'Public holidays (lines closed)',
              labels: { singular: 'Holiday', plural: 'Holidays' },
              maxRows: 60,
              admin: { description: 'Days the lines are closed. Visitors cannot book a call-back on them, and "Open now" skips them.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'date', label: 'Date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' }, width: '50%' } },
                    { name: 'name', label: 'Holiday', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
                  ],
                },
              ],
            },
            {
              name: 'officeHours',
              label: 'Office hours, as shown on the site',
              type: 'text',
              required: true,
              admin: { readOnly: true, description: 'Written from the opening hours above when you save.' },
              hooks: {
                // Before validation, so the sentence is there when "required" is checked.
                // A save that leaves the hours out (one tab by the API) keeps the stored hours and so the sentence.
                beforeValidate: [
                  ({ value, previousValue, siblingData, previousSiblingDoc }) => {
                    const rows: unknown = siblingData.openingHours ?? (previousSiblingDoc as Record<string, unknown> | undefined)?.openingHours
                    const hours = scheduleFromSettings({ openingHours: rows }).hours
                    return hours.length > 0 ? hoursSentence(hours) : (value ?? previousValue)
                  },
                ],
              },
            },
            {
              name: 'whatsappNumber',
              label: 'WhatsApp number',
              type: 'text',
              admin: { description: 'The number visitors chat with from /contact, /claims and product pages, e.g. 0700 733 9663. Empty: no WhatsApp link.' },
              validate: (v: unknown) =>
                v == null || v === '' || (typeof v === 'string' && /^\+?[0-9 ()-]{7,20}$/.test(v.trim()))
                  ? true
                  : 'Enter a phone number using digits and spaces, e.g. 0700 733 9663',
            },
            { name: 'address', type: 'textarea', required: true, label: 'Head office address' },
            { name: 'customerServiceEmail', label: 'Customer service email', type: 'email', required: true },
            { name: 'careersEmail', type: 'email', required: true, label: 'Careers mailbox' },
            url('customerPortalUrl', 'Customer portal address (no longer used)', 'Not shown any more: "Customer Portal" in the header now leads to My policies (/my) on this site.'),
            url('paymentUrl', 'External payment page (used only if online payment is switched off)'),
            {
              name: 'directDebitInstructions',
              label: 'How to set up a direct debit',
              type: 'textarea',
              maxLength: 2000,
              admin: {
                description:
                  'Shown on every policy in My policies (/my), under "Pay by direct debit". Plain steps, one per line, e.g. "Download the mandate form, sign it and take it to your bank." The policy number is shown above it.',
              },
            },
            {
              name: 'staffAccessContact',
              type: 'text',
              label: 'Who staff ask for an admin account',
              maxLength: 200,
              admin: {
                description:
                  'Shown on the admin sign-in page, after "No account yet, or locked out? Ask your administrator:". A team and how to reach it, e.g. "the IT service desk, itdesk@redwoodlife.example".',
              },
            },
          ],
        },
        {
          label: 'Premium payments',
          fields: [
            {
              name: 'premiumPayments',
              type: 'group',
              label: 'Paying a premium online (/pay)',
              interfaceName: 'PremiumPaymentSettings',
              fields: [
                {
                  name: 'enabled',
                  label: 'Take premiums on this site',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'The header’s "Online Payment" and the home page’s "Renew my plan" lead to /pay. Off: they lead to the external payment page (Contact tab).' },
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'maxAmountNaira', label: 'Most one payment may be (₦)', type: 'number', defaultValue: 5_000_000, min: 1_000, max: 100_000_000, required: true },
                    { name: 'maxInstalments', label: 'Most premiums paid at once', type: 'number', defaultValue: 12, min: 1, max: 24, required: true },
                    { name: 'receiptDays', label: 'Days the receipt link works', type: 'number', defaultValue: 30, min: 1, max: 365, required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Licence',
          description: 'Who we are in law. Shown in the footer of every page, on the About page and to search engines.',
          fields: [
            {
              name: 'licence',
              type: 'group',
              label: 'Licence and registration',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'naicomLicence', type: 'text', label: 'NAICOM licence number', maxLength: 60, admin: { description: 'As on the certificate. Empty: no licence line is shown.' } },
                    { name: 'rcNumber', type: 'text', label: 'RC number (Corporate Affairs Commission)', maxLength: 30, admin: { description: 'For example "RC 123456".' } },
                  ],
                },
                {
                  name: 'businessClass',
                  type: 'text',
                  label: 'Class of business licensed',
                  maxLength: 120,
                  admin: { description: 'Completes "licensed … to carry on …", e.g. "life assurance business". Empty: life assurance business.' },
                },
                { name: 'registeredAddress', type: 'textarea', label: 'Registered office', maxLength: 300, admin: { description: 'Empty: the head office address.' } },
              ],
            },
          ],
        },
        {
          label: 'Promises',
          description: 'Each time we promise, as one number. Every page, email and SMS that states it reads it from here, so change it only here.',
          fields: [
            {
              name: 'promises',
              type: 'group',
              label: 'Times we promise',
              fields: (Object.keys(PROMISE_FIELDS) as PromiseName[]).map(promise),
            },
          ],
        },
        {
          label: 'Complaints',
          description:
            'How long we take over a complaint and where a complainant may go next. The /complaints page, the acknowledgement, the final answer (SMS and email) and the tracking page read them from here.',
          fields: [
            {
              name: 'complaints',
              type: 'group',
              label: 'Complaints',
              fields: [
                {
                  type: 'row',
                  fields: (Object.keys(COMPLAINT_TIME_FIELDS) as ComplaintTimeName[]).map((name) => ({
                    name,
                    type: 'number' as const,
                    required: true,
                    label: COMPLAINT_TIME_FIELDS[name].label,
                    defaultValue: COMPLAINT_TIME_FIELDS[name].fallback,
                    min: COMPLAINT_TIME_FIELDS[name].min,
                    max: COMPLAINT_TIME_FIELDS[name].max,
                    admin: { step: 1, description: `From ${COMPLAINT_TIME_FIELDS[name].min} to ${COMPLAINT_TIME_FIELDS[name].max}. A complaint's due date is set when it comes in.` },
                    validate: (v: unknown) => checkComplaintDays(name, v),
                  })),
                },
                { name: 'email', type: 'email', label: 'Complaints mailbox', admin: { description: 'Published on /complaints. Empty: the customer service email.' } },
                {
                  name: 'bureau',
                  type: 'group',
                  label: 'Regulator’s complaints bureau',
                  admin: { description: 'Where a complainant may go if unhappy with our final answer. Shown on /complaints, the tracking page and in the final answer.' },
                  fields: [
                    { name: 'name', type: 'text', label: 'Name', maxLength: 120 },
                    { type: 'row', fields: [{ name: 'phone', type: 'text', label: 'Phone', maxLength: 40 }, { name: 'email', type: 'email', label: 'Email' }] },
                    { name: 'address', type: 'textarea', label: 'Postal address', maxLength: 300 },
                    url('website', 'Web address'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Social',
          fields: [
            url('instagram', 'Instagram'),
            url('facebook', 'Facebook'),
            url('youtube', 'YouTube'),
            url('linkedin', 'LinkedIn'),
          ],
        },
        {
          label: 'Footer',
          fields: [
            headingPair({ name: 'teasersHeading', label: 'Heading above the three blog teasers', required: false }),
            {
              name: 'legal',
              type: 'array',
              label: 'Legal texts',
              labels: { singular: 'Legal text', plural: 'Legal texts' },
              admin: { description: 'Privacy policy, terms and conditions and client charter, shown in the footer.' },
              fields: [
                { name: 'title', label: 'Title', type: 'text', required: true },
                { name: 'text', label: 'Text', type: 'textarea', required: true },
              ],
            },
            { name: 'creditLine', label: 'Credit line', type: 'text' },
            { name: 'copyrightLine', label: 'Copyright line', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
