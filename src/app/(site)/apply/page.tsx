import type { Metadata } from 'next'
import Link from 'next/link'

import { Shell } from '@/components/Application/Shell'
import { StepForm } from '@/components/Application/StepForm.client'
import { planInfo } from '@/lib/application/store.server'
import { carriedQuote } from '@/lib/application/validate'
import { paths } from '@/lib/paths'

import { startApplication } from './actions'

export const metadata: Metadata = { title: 'Apply: about you', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Step 1 of a new application, reached from "Apply for this plan" with the quote in the query string. */
export default async function StartApplicationPage({ searchParams }: Props) {
  const quote = carriedQuote(await searchParams)
  const info = quote ? await planInfo(quote.plan) : null
  if (!quote || !info) {
    return (
      <Shell title="Apply for a plan">
        <p>To apply, first get a quote on the page of the plan you want, then choose “Apply for this plan”.</p>
        <p>
          <Link href={paths.home()}>See our plans</Link> or <Link href={paths.contact()}>ask an adviser to call you</Link>.
        </p>
      </Shell>
    )
  }
  const hidden: Record<string, string> = { plan: quote.plan }
  if (quote.age !== null) hidden.age = String(quote.age)
  if (quote.term !== null) hidden.term = String(quote.term)
  if (quote.frequency) hidden.frequency = quote.frequency
  if (quote.amount !== null) hidden.amount = String(quote.amount)
  return (
    <Shell step="about-you" title="About you" lead={<p>You are applying for the {info.plan.name}. It takes about 10 minutes; we save each step as you go. All fields are required.</p>}>
      <StepForm action={startApplication} kind="about-you" hidden={hidden} values={{}} submitLabel="Save and continue" />
    </Shell>
  )
}
