import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { Outcome } from '@/components/Application/Outcome'
import { Shell } from '@/components/Application/Shell'
import { getSiteSettings } from '@/lib/content/site'
import { getPromises } from '@/lib/promises'
import { applicationFor } from '@/lib/application/session.server'
import { applyPaths } from '@/lib/application/steps'
import { looksLikeToken } from '@/lib/application/token'

export const metadata: Metadata = { title: 'Your application', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function OutcomePage({ params, searchParams }: Props) {
  const { token } = await params
  if (!looksLikeToken(token)) notFound()
  const { app } = await applicationFor(token)
  if (!app) redirect(applyPaths.resume(token))
  if (app.status === 'in-progress') redirect(applyPaths.step(token, 'review'))
  const settings = await getSiteSettings()
  const problem = (await searchParams).problem
  return (
    <Shell title="Application submitted" lead={<p>Your reference is <strong>{app.reference}</strong>. We have emailed a summary to {app.email}.</p>}>
      <Outcome app={app} phone={settings.callCentrePhone} officeHours={settings.officeHours} promises={await getPromises()} token={token} problem={typeof problem === 'string' ? problem : null} />
    </Shell>
  )
}
