/** What a complaint is about, and the steps it goes through: the values are stored, the labels are what people read. */
export const COMPLAINT_TOPICS = [
  { value: 'claim', label: 'A claim' },
  { value: 'policy', label: 'A policy' },
  { value: 'payment', label: 'A payment' },
  { value: 'conduct', label: 'How a staff member or agent behaved' },
  { value: 'website', label: 'This website' },
  { value: 'other', label: 'Something else' },
] as const

export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number]['value']

export const COMPLAINT_STATUSES = [
  { value: 'received', label: 'Received' },
  { value: 'investigating', label: 'Investigating' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'escalated', label: 'Escalated' },
] as const

export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number]['value']

export function isComplaintStatus(value: unknown): value is ComplaintStatus {
  return COMPLAINT_STATUSES.some((s) => s.value === value)
}

export function isComplaintTopic(value: unknown): value is ComplaintTopic {
  return COMPLAINT_TOPICS.some((t) => t.value === value)
}

export function complaintTopicLabel(value: string): string {
  return COMPLAINT_TOPICS.find((t) => t.value === value)?.label ?? 'Something else'
}

export function complaintStatusLabel(value: string): string {
  return COMPLAINT_STATUSES.find((s) => s.value === value)?.label ?? 'Received'
}
