/** The outbox's channels and delivery states: the outbox-messages collection's selects and the worker share these lists. */
export const MESSAGE_CHANNELS = [
  { label: 'Email', value: 'email' },
  { label: 'SMS', value: 'sms' },
] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]['value']

export const MESSAGE_STATUSES = [
  { label: 'Waiting to be sent', value: 'waiting' },
  { label: 'Sending now', value: 'sending' },
  { label: 'Sent', value: 'sent' },
  { label: 'Failed: will retry', value: 'failed' },
  { label: 'Not sent: no mail server or SMS provider configured', value: 'not-configured' },
] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]['value']
