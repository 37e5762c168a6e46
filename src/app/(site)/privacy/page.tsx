import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { CONSENT_TEXT, CONSENT_VERSION } from '@/lib/schemas/enquiry'

import styles from './privacy.module.css'

const DPO_EMAIL = 'dpo@redwoodlife.example'
const UPDATED = '21 November 2026'

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
  ['what', 'What we collect'],
  ['why', 'Why we use it and our lawful basis'],
  ['share', 'Who we share it with'],
  ['keep', 'How long we keep it'],
  ['rights', 'Your rights'],
  ['safe', 'How we keep it safe'],
  ['contact', 'Contact our Data Protection Officer'],
  ['changes', 'Changes to this notice'],
]

/** The privacy notice (static: its wording is versioned with the consent sentence of the contact form). */
export default async function PrivacyPage() {
  const settings = await getSiteSettings()
  const dpo = <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>
  return (
    <>
      <section className={styles.hero} aria-labelledby="privacy-title">
        <div className="container">
          <p className={styles.eyebrow}>Your data</p>
          <h1 id="privacy-title">
            Privacy <span className="accent">notice</span>
          </h1>
          <p className="lead">
            This notice explains, in plain English, what personal data {settings.brandName} collects through this
            website, why, how long we keep it and what you can ask us to do with it. We follow the Nigeria Data
            Protection Act 2023 (NDPA).
          </p>
          <p className={styles.updated}>Last updated {UPDATED}</p>
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
            <p>
              {settings.brandName} (“Redwood Life”, “we”) is a life insurance company. We decide how your personal data
              is used, so under the NDPA we are its <strong>data controller</strong>. Our head office is at{' '}
              {settings.address}.
            </p>
            <p>
              Our Data Protection Officer (DPO) makes sure we handle personal data lawfully. You can write to them at{' '}
              {dpo}.
            </p>
          </Section>

          <Section id="what" title="What we collect">
            <h3>When you send us an enquiry</h3>
            <ul>
              <li>whether you already have a policy with us</li>
              <li>your first name and surname</li>
              <li>your phone number and email address</li>
              <li>your message</li>
              <li>the date and time you agreed to this notice, and which version of the agreement you saw</li>
            </ul>
            <h3>When you use a premium calculator</h3>
            <p>
              Your name, date of birth and the plan options you choose, so that we can work out the figure you asked
              for.
            </p>
            <h3>When you visit any page</h3>
            <p>
              Our servers record technical details such as your internet (IP) address, the type of browser and the
              pages requested. We use these only to keep the website working and secure. We do not use advertising or
              tracking cookies.
            </p>
            <p>
              If you buy a policy, your proposal form and policy document explain the further details we need for it,
              such as health information, and how we protect them.
            </p>
          </Section>

          <Section id="why" title="Why we use it and our lawful basis">
            <p>The NDPA allows us to use personal data only when we have a lawful basis. Ours are:</p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">Purposes and lawful bases</caption>
                <thead>
                  <tr>
                    <th scope="col">What we do</th>
                    <th scope="col">Lawful basis</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>Call or email you back about your enquiry</td>
                    <td>Your consent, which you give by ticking the box on the contact form</td>
                  </tr>
                  <tr>
                    <td>Work out a quote you asked for</td>
                    <td>Steps you asked us to take before a contract</td>
                  </tr>
                  <tr>
                    <td>Keep records that insurance, tax and anti-money-laundering laws require</td>
                    <td>Legal obligation</td>
                  </tr>
                  <tr>
                    <td>Keep this website secure and stop abuse, such as automated spam</td>
                    <td>Our legitimate interests, which never override your rights</td>
                  </tr>
                </tbody>
              </table>
            </div>
            <p>
              We never sell your personal data, and we do not use it for marketing unless you have separately agreed to
              that.
            </p>
          </Section>

          <Section id="share" title="Who we share it with">
            <ul>
              <li>Our customer care staff and advisers, who need it to reply to you.</li>
              <li>
                Companies that host our website and email for us. They act only on our written instructions and must
                keep your data safe and confidential.
              </li>
              <li>
                Regulators such as the National Insurance Commission, courts or the police, but only when the law
                requires it.
              </li>
            </ul>
            <p>
              If a provider stores data outside Nigeria, we only allow it where the NDPA’s conditions for transfers are
              met, for example where the other country gives adequate protection or the contract requires it.
            </p>
          </Section>

          <Section id="keep" title="How long we keep it">
            <ul>
              <li>
                <strong>Enquiries:</strong> 2 years after we last spoke with you, then we delete them.
              </li>
              <li>
                <strong>If you become a customer:</strong> for as long as your policy lasts and 7 years after it ends,
                as insurance and tax laws require.
              </li>
              <li>
                <strong>Website server records:</strong> 30 days.
              </li>
            </ul>
          </Section>

          <Section id="rights" title="Your rights">
            <p>Under the NDPA you have the right to:</p>
            <ul>
              <li>know how we use your data (this notice)</li>
              <li>get a copy of the personal data we hold about you</li>
              <li>have wrong or incomplete data corrected</li>
              <li>have your data deleted when we no longer need it</li>
              <li>ask us to limit how we use it, or object to our using it</li>
              <li>receive your data in a common electronic format, or have it sent to another company</li>
              <li>withdraw your consent at any time; this does not affect what we did before you withdrew it</li>
              <li>not be subject to a decision made only by a computer that significantly affects you</li>
            </ul>
            <p>
              To use any of these rights, email our DPO at {dpo}. It is free. We will reply within 30 days and may ask
              you to prove who you are first, to protect your data.
            </p>
            <p>
              If you are unhappy with how we handled your data, please tell our DPO first. You can also complain to the
              Nigeria Data Protection Commission (NDPC).
            </p>
          </Section>

          <Section id="safe" title="How we keep it safe">
            <p>
              Information you send through this website is encrypted on its way to us. Only staff who need your
              enquiry to reply to you can see it, and they are trained in data protection. If a breach put your rights at
              risk, we would tell the NDPC and you as the NDPA requires.
            </p>
          </Section>

          <Section id="contact" title="Contact our Data Protection Officer">
            <p>
              Email {dpo}, or write to the Data Protection Officer, {settings.brandName}, {settings.address}.
            </p>
          </Section>

          <Section id="changes" title="Changes to this notice">
            <p>
              When we change this notice we update the date at the top. The agreement on our{' '}
              <Link href={paths.contact()}>contact form</Link> has a version number, and we record with every enquiry
              which version the sender agreed to. The current version ({CONSENT_VERSION}) reads:
            </p>
            <blockquote className={styles.quote}>{CONSENT_TEXT}</blockquote>
            <p className={styles.note}>
              Redwood Life Assurance Limited is a fictional company, and this website is a demonstration.
            </p>
          </Section>
        </article>
      </div>
    </>
  )
}
