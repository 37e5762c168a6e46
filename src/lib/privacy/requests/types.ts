/**
 * Requests to use one's data-protection rights online (issue 24, part 4; decision 039): what a person
 * may ask, the states a request goes through, and the limits on codes and downloads. Pure: the form,
 * the admin and the service share these lists.
 */
export const PRIVACY_REQUEST_KINDS = [
  { value: 'see', label: 'See the personal data you hold about me', short: 'See my data' },
  { value: 'takeaway', label: 'Take away a copy of my data, to keep or give to another company', short: 'Take my data away' },
  { value: 'correct', label: 'Correct data about me that is wrong', short: 'Correct my data' },
  { value: 'delete', label: 'Delete my data', short: 'Delete my data' },
  { value: 'marketing', label: 'Stop sending me marketing', short: 'Stop marketing' },
] as const
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]['value']
export const isPrivacyRequestKind = (v: unknown): v is PrivacyRequestKind => PRIVACY_REQUEST_KINDS.some((k) => k.value === v)

export const PRIVACY_REQUEST_STATUSES = [
  { value: 'awaiting-code', label: 'Not yet confirmed by the person' },
  { value: 'received', label: 'Received: for staff to act on' },
  { value: 'done', label: 'Done' },
  { value: 'refused', label: 'Refused' },
] as const
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number]['value']

/** A code works this long, for this many tries. */
export const CODE_MINUTES = 15
export const CODE_TRIES = 5
/** The file of a person's data can be downloaded once, within this many hours of the code. */
export const DOWNLOAD_HOURS = 24
/** Codes one phone or email may be sent per hour (requests per connection: the contact form's limit, service.ts). */
export const CODES_PER_CONTACT = { limit: 3, windowMs: 60 * 60 * 1000 }
/** Records of each kind put in one export (a person's own records are far fewer). */
export const EXPORT_ROWS_PER_KIND = 200
