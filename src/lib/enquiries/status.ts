/** Where an enquiry's mail stands: the enquiry collection's select and the mail outbox share this list. */
export const MAIL_STATUSES = [
  { label: 'Waiting to be mailed', value: 'pending' },
  { label: 'Mailing now', value: 'sending' },
  { label: 'Mailed', value: 'sent' },
  { label: 'Mail failed: will retry', value: 'failed-retrying' },
  { label: 'Not mailed: no mail server configured', value: 'not-configured' },
] as const

export type MailStatus = (typeof MAIL_STATUSES)[number]['value']
