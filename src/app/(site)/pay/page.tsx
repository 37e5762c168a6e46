import type { Metadata } from 'next'

import { PayStartView } from '@/components/Pay/PayViews'
import { getSiteSettings } from '@/lib/content/site'
import { NOT_FOUND_TEXT } from '@/lib/pay/texts'
import { paystackConfig } from '@/lib/payments/paystack'
import { normalisePolicyNumber } from '@/lib/policy-service/contract'

import { findPolicyToPay } from './actions'

export const metadata: Metadata = {
  title: 'Pay a premium',
  description: 'Pay your Redwood Life premium online: enter your policy number and date of birth, then pay by card, bank transfer or USSD through Paystack.',
  robots: { index: false },
}

/** Rendered per request: whether Paystack is configured is this server's setting, not the build's. */
export const dynamic = 'force-dynamic'

export default async function PayPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const settings = await getSiteSettings()
  // "Pay" on My policies links here with ?policy=<number>: only a well-formed number is filled in.
  const given = (await searchParams).policy
  const policyNumber = normalisePolicyNumber(typeof given === 'string' ? given : undefined) ?? ''
  return (
    <PayStartView
      action={findPolicyToPay}
      notFoundText={NOT_FOUND_TEXT}
      phone={settings.callCentrePhone}
      enabled={settings.premiumPayments?.enabled !== false && paystackConfig() !== null}
      externalUrl={settings.paymentUrl ?? null}
      policyNumber={policyNumber}
    />
  )
}
