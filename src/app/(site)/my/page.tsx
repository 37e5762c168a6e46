import type { Metadata } from 'next'

import { MyForm } from '@/components/My/MyForm.client'
import { PolicyList, SignOut } from '@/components/My/Overview'
import styles from '@/components/My/my.module.css'
import { policyBook } from '@/lib/my/policies'
import { openApplications } from '@/lib/my/records'
import { MY_CODE_MINUTES, SENT_WORDS, SESSION_IDLE_MINUTES } from '@/lib/my/rules'
import { currentSession } from '@/lib/my/session.server'
import { ATTEMPT_PATTERN } from '@/lib/my/sign-in'
import { paths } from '@/lib/paths'
import { payloadInstance } from '@/lib/payload-instance'

import { confirmSignInAction, signOutAction, startSignInAction } from './actions'

export const metadata: Metadata = {
  title: 'My policies',
  description: 'See your Redwood Life policies, premiums and claims, get a statement, and ask for changes: sign in with a code sent to your phone or email.',
  robots: { index: false },
}

/** /my: sign in (phone or email, then the code), or, signed in, every policy held under that phone or email. */
export default async function MyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams
  const payload = await payloadInstance()
  const session = await currentSession(payload)
  if (session) {
    const [policies, applications] = await Promise.all([policyBook().heldBy(session.contact), openApplications(payload, session.contact)])
    return (
      <>
        <section className={styles.hero} aria-labelledby="my-title">
          <div className="container">
            <p className={styles.eyebrow}>Customer Portal</p>
            <h1 id="my-title">
              My <span className="accent">policies</span>
            </h1>
            <p className="lead">Every policy held under the phone number or email you signed in with.</p>
          </div>
        </section>
        <div className="container">
          <div className={styles.body}>
            <PolicyList policies={policies} applications={applications} />
            <SignOut action={signOutAction} idleMinutes={SESSION_IDLE_MINUTES} />
          </div>
        </div>
      </>
    )
  }
  const attempt = typeof query.attempt === 'string' && ATTEMPT_PATTERN.test(query.attempt) ? query.attempt : null
  return (
    <>
      <section className={styles.hero} aria-labelledby="my-title">
        <div className="container">
          <p className={styles.eyebrow}>Customer Portal</p>
          <h1 id="my-title">
            My <span className="accent">policies</span>
          </h1>
          <p className="lead">See your policies, premiums and claims, get a statement, and ask for changes. No password: we send a code to the phone or email on your policy.</p>
        </div>
      </section>
      <div className="container">
        <div className={styles.body}>
          {query['signed-out'] === '1' && !attempt ? (
            <p role="status" className={styles.done}>
              You have signed out, on every device.
            </p>
          ) : null}
          {attempt ? (
            <section aria-labelledby="code-title" className={styles.section}>
              <h2 id="code-title">Enter your code</h2>
              <p>
                {SENT_WORDS} It works for {MY_CODE_MINUTES} minutes.
              </p>
              <MyForm
                id="my-code"
                action={confirmSignInAction}
                permalink={`${paths.my()}?attempt=${attempt}`}
                hidden={{ attempt }}
                rows={[{ name: 'code', label: 'Your 6-digit code', kind: 'code', required: true, hint: `From the text message or email we just sent. It works for ${MY_CODE_MINUTES} minutes.` }]}
                submit="Sign in"
                pendingLabel="Checking…"
              />
              <p>
                No code? <a href={paths.my()}>Start again</a>.
              </p>
            </section>
          ) : (
            <section aria-labelledby="sign-in-title" className={styles.section}>
              <h2 id="sign-in-title">Sign in</h2>
              <MyForm
                id="my-sign-in"
                action={startSignInAction}
                permalink={paths.my()}
                rows={[
                  {
                    name: 'contact',
                    label: 'Your mobile number or email address',
                    hint: 'The one on your policy. We send a code to it.',
                    autoComplete: 'email',
                    required: true,
                  },
                ]}
                submit="Send me a code"
                pendingLabel="Sending…"
              />
            </section>
          )}
        </div>
      </div>
    </>
  )
}
