import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { Shell } from '@/components/Application/Shell'
import { StepForm } from '@/components/Application/StepForm.client'
import { APPLICATION_LIFETIME_DAYS } from '@/lib/application/lifetime'
import { applicationFor } from '@/lib/application/session.server'
import { applyPaths, STEPS } from '@/lib/application/steps'
import { looksLikeToken } from '@/lib/application/token'
import { paths } from '@/lib/paths'

import { resumeApplication } from '../actions'

export const metadata: Metadata = { title: 'Carry on with your application', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

/** The resume link. It shows nothing of the application until the date of birth is confirmed. */
export default async function ResumePage({ params }: Props) {
  const { token } = await params
  const found = looksLikeToken(token) ? await applicationFor(token) : null
  if (found?.app) {
    const app = found.app
    redirect(app.status === 'in-progress' ? applyPaths.step(token, STEPS[Math.min(app.stepsCompleted ?? 0, STEPS.length - 1)]?.slug ?? 'about-you') : applyPaths.outcome(token))
  }
  if (!found?.exists) {
    return (
      <Shell title="This link does not work">
        <p>The link may be mistyped, or the application was not finished within {APPLICATION_LIFETIME_DAYS} days and has been deleted, as our privacy notice says.</p>
        <p>
          To apply again, <Link href={paths.home()}>choose a plan and get a quote</Link>, or <Link href={paths.contact()}>ask an adviser to call you</Link>.
        </p>
      </Shell>
    )
  }
  return (
    <Shell title="Carry on with your application" lead={<p>For your security, confirm your date of birth to see your application.</p>}>
      <StepForm action={resumeApplication} kind="resume" hidden={{ token }} values={{}} submitLabel="Continue" />
    </Shell>
  )
}
