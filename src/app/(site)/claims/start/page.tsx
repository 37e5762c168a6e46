import type { Metadata } from 'next'

import { StartView } from '@/components/ClaimOnline/StartView'
import { checklistItems } from '@/lib/claims/checklist'
import { isClaimType } from '@/lib/claims/types'
import { getClaimForms } from '@/lib/content/claims'
import { getSiteSettings } from '@/lib/content/site'
import { claimPrefill } from '@/lib/my/prefill.server'

import { submitClaim } from './actions'
import { i18n } from '@/lib/i18n'

export const metadata: Metadata = {
  title: 'Make a claim online',
  description: 'Start a claim from your phone: get a reference at once, see which documents you need, and send them when you can.',
}

export default async function ClaimStartRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { type, policy } = await searchParams
  const claimType = isClaimType(type) ? type : null
  // From "My policies": filled in from the signed-in session on the server, only for a policy it holds.
  const [forms, settings, prefill] = await Promise.all([getClaimForms(i18n.defaultLanguage.code), getSiteSettings(), claimPrefill(policy)])
  return (
    <StartView
      claimType={claimType}
      checklist={claimType ? checklistItems(forms, claimType) : []}
      action={submitClaim}
      phone={settings.callCentrePhone}
      prefill={prefill ?? undefined}
    />
  )
}
