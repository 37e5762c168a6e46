import type { Metadata } from 'next'
import { connection } from 'next/server'

import { PolicyToPayView } from '@/components/Pay/PayViews'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { limitsOf, payOptions, withinMaximum } from '@/lib/pay/amounts'
import { payablePolicy } from '@/lib/pay/lookup.server'
import { openLookup } from '@/lib/pay/token'

export const metadata: Metadata = { title: 'Pay a premium', robots: { index: false, follow: false } }
export const dynamic = 'force-dynamic'

/** After a matching look-up: the policy, what is due, and how many premiums to pay. Rendered per request, never cached. */
export default async function PolicyToPayPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection()
  const { token } = await params
  const { problem } = await searchParams
  const settings = await getSiteSettings()
  const policyNumber = openLookup(env.payloadSecret, token)
  const found = policyNumber ? await payablePolicy(policyNumber) : { kind: 'expired' as const }
  const limits = limitsOf(settings.premiumPayments)
  const options = found.kind === 'payable' ? payOptions(found.policy, limits).filter((o) => withinMaximum(o, limits)) : []
  return (
    <PolicyToPayView
      token={token}
      found={found}
      options={options}
      maxAmountKobo={limits.maxAmountKobo}
      problem={typeof problem === 'string' ? problem.slice(0, 40) : null}
      phone={settings.callCentrePhone}
    />
  )
}
