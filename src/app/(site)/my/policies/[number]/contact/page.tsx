import type { Metadata } from 'next'

import { MyForm } from '@/components/My/MyForm.client'
import styles from '@/components/My/my.module.css'
import { MY_CODE_MINUTES } from '@/lib/my/rules'
import { requirePolicy } from '@/lib/my/session.server'
import { ATTEMPT_PATTERN } from '@/lib/my/sign-in'
import { paths } from '@/lib/paths'

import { confirmContactChangeAction, requestContactChangeAction } from '../change-actions'

export const metadata: Metadata = { title: 'Change your phone, email or address', robots: { index: false } }

/** A new phone, email or address for one policy; a new phone or email is proved with a code sent to it (?confirm=…). */
export default async function ContactChangePage({ params, searchParams }: { params: Promise<{ number: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { policy } = await requirePolicy((await params).number)
  const { confirm } = await searchParams
  const attempt = typeof confirm === 'string' && ATTEMPT_PATTERN.test(confirm) ? confirm : null
  const here = paths.myPolicyPart(policy.number, 'contact')
  return (
    <>
      <section className={styles.hero} aria-labelledby="contact-title">
        <div className="container">
          <p className={styles.eyebrow}>
            <a href={paths.myPolicy(policy.number)}>Policy {policy.number}</a>
          </p>
          <h1 id="contact-title">
            Change your <span className="accent">contact details</span>
          </h1>
          <p className="lead">We send a code to a new mobile number or email, to check it is yours. Then our team updates your policy and tells you.</p>
        </div>
      </section>
      <div className="container">
        <div className={styles.body}>
          {attempt ? (
            <section aria-labelledby="confirm-title" className={styles.section}>
              <h2 id="confirm-title">Enter the code we sent to your new number or email</h2>
              <MyForm
                id="my-new-contact-code"
                action={confirmContactChangeAction}
                permalink={`${here}?confirm=${attempt}`}
                hidden={{ attempt }}
                rows={[{ name: 'code', label: 'Your 6-digit code', kind: 'code', required: true, hint: `It works for ${MY_CODE_MINUTES} minutes.` }]}
                submit="Confirm"
                pendingLabel="Checking…"
              />
            </section>
          ) : (
            <>
              <section aria-labelledby="phone-title" className={styles.section}>
                <h2 id="phone-title">New mobile number</h2>
                <MyForm
                  id="my-phone"
                  action={requestContactChangeAction}
                  permalink={here}
                  hidden={{ policy: policy.number, what: 'phone' }}
                  rows={[{ name: 'value', label: 'Your new mobile number', kind: 'tel', autoComplete: 'tel', required: true, hint: 'For example 0803 123 4567. We send a code to it.' }]}
                  submit="Send a code to my new number"
                  pendingLabel="Sending…"
                />
              </section>
              <section aria-labelledby="email-title" className={styles.section}>
                <h2 id="email-title">New email address</h2>
                <MyForm
                  id="my-email"
                  action={requestContactChangeAction}
                  permalink={here}
                  hidden={{ policy: policy.number, what: 'email' }}
                  rows={[{ name: 'value', label: 'Your new email address', kind: 'email', autoComplete: 'email', required: true, hint: 'We send a code to it.' }]}
                  submit="Send a code to my new email"
                  pendingLabel="Sending…"
                />
              </section>
              <section aria-labelledby="address-title" className={styles.section}>
                <h2 id="address-title">New address</h2>
                <MyForm
                  id="my-address"
                  action={requestContactChangeAction}
                  permalink={here}
                  hidden={{ policy: policy.number, what: 'address' }}
                  rows={[{ name: 'value', label: 'Your new address', kind: 'textarea', autoComplete: 'street-address', required: true, hint: 'Street, town and state.' }]}
                  submit="Send my new address"
                  pendingLabel="Sending…"
                />
              </section>
            </>
          )}
          <p>
            <a href={paths.myPolicy(policy.number)}>Back to your policy</a>
          </p>
        </div>
      </div>
    </>
  )
}
