import type { Metadata } from 'next'
import { connection } from 'next/server'

import { CallBackForm } from '@/components/CallBack/CallBackForm.client'
import styles from '@/components/CallBack/CallBack.module.css'
import type { SlotChoices } from '@/components/CallBack/state'
import { LineStatusNote } from '@/components/Reach/LineStatusNote'
import { getSiteSettings } from '@/lib/content/site'
import { availableSlots } from '@/lib/hours/hours'
import { lineStatus } from '@/lib/hours/open-status'
import { callBackPrefill } from '@/lib/my/prefill.server'
import { scheduleFromSettings } from '@/lib/hours/settings'
import { telHref } from '@/lib/phone'

import { bookCallBack } from './actions'

export const metadata: Metadata = {
  title: 'Book a call-back',
  description: 'Choose a time in office hours and an adviser will call you then.',
}

/** Rendered per request: the times on offer depend on the time now. */
export default async function CallBackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection()
  // From "My policies": name, mobile and what it is about, from the signed-in session, for a policy it holds.
  const [settings, prefill] = await Promise.all([getSiteSettings(), callBackPrefill((await searchParams).policy)])
  const now = new Date()
  const days: SlotChoices = availableSlots(now, scheduleFromSettings(settings)).map((d) => ({
    label: d.label,
    slots: d.slots.map((s) => ({ value: s.value, label: s.label })),
  }))
  const lines = await lineStatus(settings, now)
  return (
    <section className="section" aria-labelledby="callback-title">
      <div className="container">
        <h1 id="callback-title">
          Book a <span className="accent">call-back</span>
        </h1>
        <div className={styles.hours}>
          <p className="lead">
            Choose a time and an adviser will call you then. Our lines are open {settings.officeHours} (Lagos time). To talk now, call{' '}
            <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>.
          </p>
          <LineStatusNote status={lines} />
        </div>
        <div className={styles.card}>
          <CallBackForm action={bookCallBack} days={days} phone={settings.callCentrePhone} prefill={prefill ?? undefined} />
        </div>
      </div>
    </section>
  )
}
