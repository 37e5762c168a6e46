import type { HeldPolicy } from '@/lib/my/policies'
import { naira } from '@/lib/my/pdf'
import type { ApplicationRow } from '@/lib/my/records'
import { paths } from '@/lib/paths'
import { lagosDayText } from '@/lib/text/lagos'

import styles from './my.module.css'

/** Every policy as a card (status, next premium and its due day), then the applications still open. */
export function PolicyList({ policies, applications }: { policies: HeldPolicy[]; applications: ApplicationRow[] }) {
  return (
    <>
      <section aria-labelledby="policies-title" className={styles.section}>
        <h2 id="policies-title">Your policies</h2>
        {policies.length === 0 ? (
          <p>We hold no policy under this phone number or email. If you think we should, call us.</p>
        ) : (
          <ul className={styles.cards}>
            {policies.map((p) => (
              <li key={p.number} className={styles.card}>
                <h3>
                  <a href={paths.myPolicy(p.number)}>
                    {p.productName} <span className="visually-hidden">policy</span> {p.number}
                  </a>
                </h3>
                <dl className={styles.facts}>
                  <dt>Status</dt>
                  <dd>{p.status}</dd>
                  <dt>Next premium</dt>
                  <dd>{p.nextDueDate ? `${naira(p.premiumKobo)}, due ${lagosDayText(p.nextDueDate)}` : 'None due'}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      {applications.length > 0 ? (
        <section aria-labelledby="applications-title" className={styles.section}>
          <h2 id="applications-title">Your applications still open</h2>
          <ul className={styles.cards}>
            {applications.map((a) => (
              <li key={a.reference} className={styles.card}>
                <h3>
                  {a.planName}: {a.reference}
                </h3>
                <p>
                  {a.status}. Started {lagosDayText(a.startedAt)}.
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/** Sign out: every session of this phone or email ends (a plain post, with or without JavaScript). */
export function SignOut({ action, idleMinutes }: { action: () => Promise<void>; idleMinutes: number }) {
  return (
    <form action={action} className={styles.signOut}>
      <p>You are signed out by yourself after {idleMinutes} minutes without using the site. On a shared device, sign out when you finish.</p>
      <button type="submit" className={styles.secondary}>
        Sign out
      </button>
    </form>
  )
}
