import type { Metadata } from 'next'

import { PolicyView } from '@/components/My/PolicyView'
import { getSiteSettings } from '@/lib/content/site'
import { openChanges } from '@/lib/my/changes'
import { signedLink } from '@/lib/my/links'
import { policyBook } from '@/lib/my/policies'
import { claimsOn } from '@/lib/my/records'
import { LINK_MINUTES } from '@/lib/my/rules'
import { requirePolicy } from '@/lib/my/session.server'
import { fieldErrors, periodSchema } from '@/lib/schemas/my'

import { signOutAction } from '../../actions'
import { openClaimAction } from './actions'

export const metadata: Metadata = { title: 'Your policy', robots: { index: false } }

/**
 * One policy of the signed-in policyholder (404 for any other): its facts, premiums with receipts, a
 * statement for a chosen period (?from=&to=, a GET form: the page answers with a link signed for this
 * session), the claims on it, the changes asked for, and what they can do.
 */
export default async function PolicyPage({ params, searchParams }: { params: Promise<{ number: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { number } = await params
  const query = await searchParams
  const { session, payload, policy } = await requirePolicy(number)
  const [payments, claims, changes, settings] = await Promise.all([policyBook().payments(policy.number), claimsOn(payload, policy.number), openChanges(payload, session, policy.number), getSiteSettings()])
  const asked = query.from !== undefined || query.to !== undefined
  const period = asked ? periodSchema.safeParse({ from: query.from, to: query.to }) : null
  const statement =
    period === null
      ? null
      : period.success
        ? { href: signedLink(session.id, policy.number, { kind: 'statement', from: period.data.from, to: period.data.to }), from: period.data.from, to: period.data.to, errors: {} }
        : { href: null, from: typeof query.from === 'string' ? query.from.slice(0, 20) : '', to: typeof query.to === 'string' ? query.to.slice(0, 20) : '', errors: fieldErrors(period.error.issues) }
  return (
    <PolicyView
      policy={policy}
      payments={payments.slice(0, 60).map((p) => ({ ...p, href: signedLink(session.id, policy.number, { kind: 'receipt', receipt: p.receipt }) }))}
      claims={claims}
      changes={changes}
      statement={statement}
      linkMinutes={LINK_MINUTES}
      directDebit={settings.directDebitInstructions ?? ''}
      phone={settings.callCentrePhone}
      openClaim={openClaimAction}
      signOut={signOutAction}
      notice={query.done === 'beneficiaries' || query.done === 'contact' ? query.done : null}
    />
  )
}
