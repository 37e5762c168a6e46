/** The states of a premium paid on /pay. */
export const PREMIUM_PAYMENT_STATUSES = [
  { value: 'pending', label: 'Waiting for the payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Not paid' },
  { value: 'amount-mismatch', label: 'Paid a different amount (check)' },
] as const
export type PremiumPaymentStatus = (typeof PREMIUM_PAYMENT_STATUSES)[number]['value']
