/** The receipt of a premium paid on /pay, by email and SMS: the amount exact to the kobo, the reference, the link. */
import { formatNairaExact } from '@/lib/quote/money'
import { lagosDayText } from '@/lib/text/lagos'

type Paid = { reference: string; policyNumber: string; firstName?: string | null; product?: string | null; amountKobo: number; instalments: number; paidAt?: string | null }
type Facts = { phone: string; receiptUrl: string }

/** "26 November 2026" in Lagos. */
export function receiptDate(iso: string | null | undefined): string {
  const d = iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : new Date()
  return lagosDayText(d)
}

/** What a payment of `n` instalments covered: what was due, and n − 1 premiums ahead. */
export const coverWords = (n: number) => (n <= 1 ? 'what was due' : `what was due and ${n - 1} premium${n === 2 ? '' : 's'} ahead`)

export function composeReceiptMail(p: Paid, o: Facts): { subject: string; text: string } {
  return {
    subject: `Receipt for your Redwood Life premium, ${p.reference}`,
    text: [
      `Dear ${p.firstName || 'policyholder'},`,
      '',
      `Thank you. We have received your payment of ${formatNairaExact(p.amountKobo / 100)} for policy ${p.policyNumber}${p.product ? ` (${p.product})` : ''}, covering ${coverWords(p.instalments)}.`,
      '',
      `Payment reference: ${p.reference}`,
      `Paid on: ${receiptDate(p.paidAt)}`,
      '',
      `Your receipt, to view or print: ${o.receiptUrl}`,
      '',
      `Questions? Call us on ${o.phone}.`,
      '',
      'Redwood Life Assurance',
    ].join('\n'),
  }
}

export function composeReceiptSms(p: Paid, o: Facts): string {
  return `Redwood Life: we received ${formatNairaExact(p.amountKobo / 100)} for policy ${p.policyNumber}. Ref ${p.reference}. Receipt: ${o.receiptUrl} Questions: ${o.phone}`
}
