import type { Metadata } from 'next'

import { MyForm, type FieldGroup } from '@/components/My/MyForm.client'
import styles from '@/components/My/my.module.css'
import { BENEFICIARIES_MAX } from '@/lib/my/rules'
import { requirePolicy } from '@/lib/my/session.server'
import { paths } from '@/lib/paths'

import { requestBeneficiariesAction } from '../change-actions'

export const metadata: Metadata = { title: 'Change your beneficiaries', robots: { index: false } }

/** Ask to change a policy's beneficiaries: up to BENEFICIARIES_MAX people, shares adding up to exactly 100%. */
export default async function BeneficiariesPage({ params }: { params: Promise<{ number: string }> }) {
  const { policy } = await requirePolicy((await params).number)
  const rows: FieldGroup[] = Array.from({ length: BENEFICIARIES_MAX }, (_, i) => {
    const now = policy.beneficiaries[i]
    return {
      legend: `Beneficiary ${i + 1}${i === 0 ? '' : ' (if any)'}`,
      fields: [
        { name: `name-${i}`, label: 'Full name', autoComplete: 'off', defaultValue: now?.name ?? '' },
        { name: `relationship-${i}`, label: 'Relationship to you', hint: 'For example: wife, son, mother', autoComplete: 'off', defaultValue: now?.relationship ?? '' },
        { name: `share-${i}`, label: 'Share (%)', hint: 'For example 50', autoComplete: 'off', defaultValue: now ? String(now.sharePercent) : '' },
      ],
    }
  })
  return (
    <>
      <section className={styles.hero} aria-labelledby="beneficiaries-title">
        <div className="container">
          <p className={styles.eyebrow}>
            <a href={paths.myPolicy(policy.number)}>Policy {policy.number}</a>
          </p>
          <h1 id="beneficiaries-title">
            Change your <span className="accent">beneficiaries</span>
          </h1>
          <p className="lead">Who receives the money, and what share each. The shares must add up to exactly 100%. Our team makes the change and tells you.</p>
        </div>
      </section>
      <div className="container">
        <div className={styles.body}>
          <MyForm
            id="my-beneficiaries"
            action={requestBeneficiariesAction}
            permalink={paths.myPolicyPart(policy.number, 'beneficiaries')}
            hidden={{ policy: policy.number }}
            rows={rows}
            submit="Send my request"
            pendingLabel="Sending…"
            formMessage={{ key: 'total', target: 'share-0' }}
          />
          <p>
            <a href={paths.myPolicy(policy.number)}>Back to your policy</a>
          </p>
        </div>
      </div>
    </>
  )
}
