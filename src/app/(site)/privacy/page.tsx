import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'
import { lagosDayText } from '@/lib/text/lagos'

import { Copy } from '@/components/Claims/Copy'
import { LicenceLines } from '@/components/Licence/LicenceLines'
import { getPrivacyNotice, getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'
import { sayBasis } from '@/lib/privacy/notice'
import { enforcedRetention } from '@/lib/privacy/retention'
import { CONSENT_TEXT, CONSENT_VERSION } from '@/lib/schemas/enquiry'

import styles from './privacy.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Privacy notice',
    description: `How ${settings.shortName} collects, uses, keeps and protects your personal data under the Nigeria Data Protection Act 2023, and how to use your rights.`,
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

const CONTENTS: [string, string][] = [
  ['who', 'Who we are'],
  ['what', 'What we collect, why, and our lawful basis'],
  ['share', 'Who receives it'],
  ['keep', 'How long we keep it'],
  ['cookies', 'Cookies'],
  ['rights', 'Your rights'],
  ['safe', 'How we keep it safe'],
  ['complain', 'How to complain'],
  ['contact', 'Contact our Data Protection Officer'],
  ['changes', 'Changes to this notice'],
]

const sayDay = (iso: string) => lagosDayText(new Date(iso))

/**
 * The privacy notice: staff write it in the admin (Pages → Privacy notice); how long the website keeps
 * its own data comes from the periods its clean-up jobs enforce (src/lib/privacy), never typed.
 */
export default async function PrivacyPage() {
  const [settings, notice] = await Promise.all([getSiteSettings(), getPrivacyNotice()])
  const dpo = notice.dpo
  const journeys = notice.journeys ?? []
  const retention = [...enforcedRetention(env.auditKeepYears), ...(notice.otherRecords ?? []).map((r) => ({ what: r.what, howLong: r.howLong }))]
  return (
    <>
      <section className={styles.hero} aria-labelledby="privacy-title">
        <div className="container">
          <p className={styles.eyebrow}>Your data</p>
          <h1 id="privacy-title">
            Privacy <span className="accent">notice</span>
          </h1>
          <Copy text={notice.lead} className="lead" />
          {notice.updated ? <p className={styles.updated}>Last updated {sayDay(notice.updated)}</p> : null}
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="privacy-contents" className={styles.contents}>
          <h2 id="privacy-contents" className={styles.contentsTitle}>
            On this page
          </h2>
          <ol>
            {CONTENTS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.body}>
          <Section id="who" title="Who we are">
            <Copy text={notice.whoWeAre} />
            <LicenceLines settings={settings} />
          </Section>

          <Section id="what" title="What we collect, why, and our lawful basis">
            {journeys.map((journey) => (
              <section key={journey.id ?? journey.title} aria-label={journey.title} className={styles.journey}>
                <h3>{journey.title}</h3>
                <h4>What we collect</h4>
                <Copy text={journey.collect} />
                <h4>Why</h4>
                <Copy text={journey.why} />
                <h4>Lawful basis</h4>
                <ul>
                  {(journey.basis ?? []).map((basis) => {
                    const words = sayBasis(basis)
                    return words ? <li key={basis}>{words}</li> : null
                  })}
                </ul>
              </section>
            ))}
            <p>
              We never sell your personal data, and we do not use it for marketing unless you have separately agreed to
              that.
            </p>
          </Section>

          <Section id="share" title="Who receives it">
            {(notice.recipients ?? []).map((r) => (
              <div key={r.id ?? r.who}>
                <h3>{r.who}</h3>
                <Copy text={r.why} />
              </div>
            ))}
            <Copy text={notice.transfers} />
          </Section>

          <Section id="keep" title="How long we keep it">
            <Copy text={notice.keepIntro} />
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">How long each record is kept</caption>
                <thead>
                  <tr>
                    <th scope="col">Record</th>
                    <th scope="col">How long we keep it</th>
                  </tr>
                </thead>
                <tbody>
                  {retention.map((row) => (
                    <tr key={row.what}>
                      <td>{row.what}</td>
                      <td>{row.howLong}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>

          <Section id="cookies" title="Cookies">
            <p>
              We use no advertising, tracking or analytics cookies. A few cookies make a feature you use work, such as
              keeping your application open in your browser. Our <Link href={paths.cookies()}>cookie notice</Link> lists
              each one.
            </p>
          </Section>

          <Section id="rights" title="Your rights">
            <Copy text={notice.rights} />
            <h3>How to use your rights</h3>
            <p className={styles.action}>
              <Link href={paths.privacyRequest()} className={styles.actionLink}>
                Ask online to see, take away, correct or delete your data
              </Link>
            </p>
            <Copy text={notice.howToUse} />
            <p>We answer every request within {notice.responseDays ?? 30} days.</p>
          </Section>

          <Section id="safe" title="How we keep it safe">
            <Copy text={notice.safety} />
          </Section>

          <Section id="complain" title="How to complain">
            <Copy text={notice.ndpc} />
          </Section>

          <Section id="contact" title="Contact our Data Protection Officer">
            {dpo ? (
              <address className={styles.address}>
                <strong>{dpo.name}</strong>
                <br />
                Email: <a href={`mailto:${dpo.email}`}>{dpo.email}</a>
                {dpo.phone ? (
                  <>
                    <br />
                    Phone: <a href={telHref(dpo.phone)}>{dpo.phone}</a>
                  </>
                ) : null}
                <br />
                {dpo.address.split('\n').map((line, i) => (
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            ) : null}
          </Section>

          <Section id="changes" title="Changes to this notice">
            <p>
              When we change this notice we update the date at the top. The agreement on our{' '}
              <Link href={paths.contact()}>contact form</Link> has a version number, and we record with every enquiry
              which version the sender agreed to. The current version ({CONSENT_VERSION}) reads:
            </p>
            <blockquote className={styles.quote}>{CONSENT_TEXT}</blockquote>
          </Section>
        </article>
      </div>
    </>
  )
}
