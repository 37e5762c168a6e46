import type { ClaimValues } from '@/lib/schemas/claim-fields'
import { Link } from '@/components/ui/Link.client'
import { CLAIM_TYPES, claimTypeLabel, type ClaimType } from '@/lib/claims/types'
import { paths } from '@/lib/paths'

import type { ChecklistItem } from '@/lib/claims/checklist'

import { Checklist } from './Checklist'
import { ClaimStartForm } from './ClaimStartForm.client'
import styles from './claimOnline.module.css'
import type { ClaimAction } from './state'

/**
 * /claims/start: first the kind of claim (plain links, so it needs no JavaScript), then its document
 * checklist from the CMS and the form.
 */
export function StartView({
  claimType,
  checklist,
  action,
  phone,
  prefill,
}: {
  claimType: ClaimType | null
  checklist: ChecklistItem[]
  action: ClaimAction
  phone: string
  /** A signed-in policyholder's policy: its number carried from choice to form, and the form filled in. */
  prefill?: Partial<ClaimValues> & { policyNumber: string }
}) {
  const carry = (href: string) => (prefill ? `${href}${href.includes('?') ? '&' : '?'}policy=${encodeURIComponent(prefill.policyNumber)}` : href)
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <nav aria-label="Breadcrumb">
          <Link href={paths.claims()}>Claims</Link>
        </nav>
        <h1>Make a claim online</h1>
        {claimType === null ? (
          <>
            <p className={styles.lead}>
              It takes about 5 minutes. You get a reference straight away, and you can send the documents now or later.
            </p>
            <h2 id="claim-type-heading">What are you claiming for?</h2>
            <ul className={styles.types} aria-labelledby="claim-type-heading">
              {CLAIM_TYPES.map((t) => (
                <li key={t.value}>
                  <Link href={carry(paths.claimStart(t.value))} className={styles.typeLink}>
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              Already made a claim? <Link href={paths.claimTrack()}>Follow your claim</Link>.
            </p>
          </>
        ) : (
          <>
            <p className={styles.lead}>
              Claim for: <strong>{claimTypeLabel(claimType)}</strong>.{' '}
              <Link href={carry(paths.claimStart())}>
                Change<span className="visually-hidden"> what you are claiming for</span>
              </Link>
            </p>
            <Checklist items={checklist} headingId="claim-checklist" heading="Documents you will need" />
            <p>You can send the documents after you get your reference: photos taken with a phone are fine.</p>
            <ClaimStartForm action={action} claimType={claimType} privacyHref={paths.privacy()} phone={phone} prefill={prefill} />
          </>
        )}
      </div>
    </div>
  )
}
