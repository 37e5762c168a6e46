import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LicenceLines } from '@/components/Licence/LicenceLines'
import { buttonClass } from '@/components/ui/Button'
import { getSiteSettings } from '@/lib/content/site'
import { getKeyFacts, planCodeOf } from '@/lib/key-facts'
import { paths } from '@/lib/paths'
import { canonicalUrl } from '@/lib/routing/server'

import styles from './key-facts.module.css'

type Props = { params: Promise<{ code: string }> }

async function read(params: Props['params']) {
  const code = planCodeOf((await params).code)
  return code ? getKeyFacts(code) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sheet = await read(params)
  if (!sheet) return {}
  return {
    title: sheet.title,
    description: `The main facts about the ${sheet.planName}: what it pays, what it does not cover, who can buy it, a worked premium, cancelling and claiming.`,
    alternates: { canonical: canonicalUrl(paths.keyFacts(sheet.code)) },
  }
}

/** /key-facts/{plan}: an individual plan's key-facts sheet, the same words and figures as its PDF. */
export default async function KeyFactsPage({ params }: Props) {
  const sheet = await read(params)
  if (!sheet) notFound()
  const settings = await getSiteSettings()
  return (
    <>
      <section className={styles.hero} aria-labelledby="key-facts-title">
        <div className="container">
          <p className={styles.eyebrow}>Key facts</p>
          <h1 id="key-facts-title">{sheet.planName}</h1>
          <p className="lead">{sheet.intro}</p>
          <p className={styles.made}>
            Made on {sheet.madeOn} from the plan&rsquo;s current rules. Reference {sheet.version}.
          </p>
          <p className={styles.actions}>
            <a className={buttonClass('primary')} href={paths.keyFactsPdf(sheet.code)} download>
              Download the key facts (PDF, 2 pages at most)
            </a>
          </p>
        </div>
      </section>
      <div className="container">
        <div className={styles.body}>
          {sheet.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className={styles.section}>
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.id === 'licence' ? (
                <LicenceLines settings={settings} />
              ) : (
                s.paragraphs.map((p) => <p key={p}>{p}</p>)
              )}
              {s.items ? (
                <ul>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {s.rows ? (
                <dl className={styles.rows}>
                  {s.rows.map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {s.links ? (
                <ul className={styles.links}>
                  {s.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href}>{l.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
