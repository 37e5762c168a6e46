import type { Metadata } from 'next'
import { connection } from 'next/server'

import { ReceiptView } from '@/components/Pay/PayViews'
import { getSiteSettings } from '@/lib/content/site'
import { payloadInstance } from '@/lib/payload-instance'
import { paymentForReceipt, refreshPremiumPayment } from '@/lib/pay/payment.server'
import { looksLikeReceiptKey } from '@/lib/pay/token'
import { paystackConfig } from '@/lib/payments/paystack'

export const metadata: Metadata = { title: 'Your premium receipt', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

/**
 * The receipt, at an address only the payer has (Paystack returns them here; the email and SMS link
 * here). Its query string (Paystack's reference) is ignored: a pending payment is verified with the
 * reference the server stored.
 */
export default async function ReceiptPage({ params }: { params: Promise<{ key: string }> }) {
  await connection()
  const { key } = await params
  const settings = await getSiteSettings()
  if (!looksLikeReceiptKey(key)) return <ReceiptView payment={null} expired={false} phone={settings.callCentrePhone} />
  const payload = await payloadInstance()
  const { payment, expired } = await paymentForReceipt(payload, key)
  const shown = payment ? await refreshPremiumPayment(payload, paystackConfig(), payment) : null
  return <ReceiptView payment={shown} expired={expired} phone={settings.callCentrePhone} />
}
