import type { Metadata } from 'next'

import { StartView } from '@/components/ClaimOnline/StartView'
import { checklistItems } from '@/lib/claims/checklist'
import { isClaimType } from '@/lib/claims/types'
import { getClaimForms } from '@/lib/content/claims'
import { getSiteSettings } from '@/lib/content/site'

import { submitClaim } from './actions'

export const metadata: Metadata = {
  title: 'Make a claim online',
  description: 'Start a claim from your phone: get a reference at once, see which documents you need, and send them when you can.',
}

export default async function ClaimStartRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { type } = await searchParams
  const claimType = isClaimType(type) ? type : null
  const [forms, settings] = await Promise.all([getClaimForms(), getSiteSettings()])
  return (
    <StartView
      claimType={claimType}
      checklist={claimType ? checklistItems(forms, claimType) : []}
      action={submitClaim}
      phone={settings.callCentrePhone}
    />
  )
}
