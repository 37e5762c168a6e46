import type { Metadata } from 'next'

import { PrivacyCodeForm } from '@/components/Privacy/CodeForm.client'
import { PrivacyRequestForm } from '@/components/Privacy/RequestForm.client'
import { Link } from '@/components/ui/Link.client'
import { getPrivacyNotice, getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { CODE_MINUTES, DOWNLOAD_HOURS } from '@/lib/privacy/requests/types'

import styles from '../privacy.module.css'
import { confirmCode, startRequest } from './actions'

export const metadata: Metadata = {
  title: 'Use your data rights',
  description: 'See, take away, correct or delete the personal data we hold about you, or stop marketing: online, once you prove your phone number or email with a code.',
  robots: { index: false },
}

/** /privacy/request: step 1 asks what and where to send the code; step 2 (?ref=RL-DPR-…) takes the code. */
export default async function PrivacyRequestPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref } = await searchParams
  const reference = typeof ref === 'string' && /^RL-DPR-\d{4}-\d{6}$/.test(ref) ? ref : null
  const [settings, notice] = await Promise.all([getSiteSettings(), getPrivacyNotice()])
  const days = notice.responseDays ?? 30
  return (
    <>
      <section className={styles.hero} aria-labelledby="request-title">
        <div className="container">
          <p className={styles.eyebrow}>Your data</p>
          <h1 id="request-title">
            Use your <span className="accent">data rights</span>
          </h1>
          <p className="lead">
            See, take away, correct or delete the personal data we hold about you, or stop marketing. It is free. We send a
            code to your phone or email to check it is you.
          </p>
        </div>
      </section>
      <div className="container">
        <div className={`${styles.body} ${styles.single}`}>
          {reference ? (
            <section aria-labelledby="code-title" className={styles.section}>
              <h2 id="code-title">Enter your code</h2>
              <p>
                If the mobile number or email you gave can receive messages, we have sent a 6-digit code to it. It works for{' '}
                {CODE_MINUTES} minutes.
              </p>
              <PrivacyCodeForm action={confirmCode} reference={reference} startAgainHref="/privacy/request" />
            </section>
          ) : (
            <section aria-labelledby="ask-title" className={styles.section}>
              <h2 id="ask-title">What happens</h2>
              <ul>
                <li>To see or take away your data, you get a file at once, to download once within {DOWNLOAD_HOURS} hours.</li>
                <li>To delete it, we delete at once what the law lets us, and tell you what we must keep and why.</li>
                <li>To correct your data or stop marketing, our team acts on it and replies within {days} days.</li>
              </ul>
              <PrivacyRequestForm action={startRequest} phone={settings.callCentrePhone} />
            </section>
          )}
          <p>
            Our <Link href={paths.privacy()}>privacy notice</Link> explains what we hold and why.
          </p>
        </div>
      </div>
    </>
  )
}
