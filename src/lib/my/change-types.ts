/** The change requests of "My policies" (decision 042): their kinds and states, shared by the admin and the services. Pure. */
export const CHANGE_KINDS = [
  { value: 'contact', label: 'Phone, email or address' },
  { value: 'beneficiaries', label: 'Beneficiaries' },
] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]['value']

export const CHANGE_STATUSES = [
  { value: 'received', label: 'Received: for staff to act on' },
  { value: 'done', label: 'Done' },
  { value: 'declined', label: 'Declined' },
] as const
export type ChangeStatus = (typeof CHANGE_STATUSES)[number]['value']
