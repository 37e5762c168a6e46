import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/Link.client'
import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'
import { getPromises, workingDays } from '@/lib/promises'

import styles from '../privacy/privacy.module.css'

/** When the site was last tested as this statement describes; change it with the statement. */
const REVIEWED = '26 November 2026'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Accessibility statement',
    description: `How accessible the ${settings.shortName} website is, how we test it, and how to ask for information in another format or report a problem.`,
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
  ['using', 'Using this website'],
  ['standard', 'How accessible this website is'],
  ['testing', 'How we test it'],
  ['known', 'Known issues'],
  ['formats', 'Information in another format'],
  ['report', 'Reporting a problem'],
]

/** The accessibility statement, in the GOV.UK style: what we aim for, how we check it, and how to reach us. */
export default async function AccessibilityPage() {
  const [settings, promises] = await Promise.all([getSiteSettings(), getPromises()])
  const email = <a href={`mailto:${settings.customerServiceEmail}`}>{settings.customerServiceEmail}</a>
  const phone = <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>
  const reply = workingDays(promises.emailReplyDays)
  return (
    <>
      <section className={styles.hero} aria-labelledby="accessibility-title">
        <div className="container">
          <p className={styles.eyebrow}>For everyone</p>
          <h1 id="accessibility-title">
            Accessibility <span className="accent">statement</span>
          </h1>
          <p className="lead">
            {settings.brandName} wants everyone to be able to use this website, whatever their device, connection, sight, hearing,
            movement or reading. This statement says how well it does that and how to tell us when it does not.
          </p>
          <p className={styles.updated}>Last reviewed {REVIEWED}</p>
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="accessibility-contents" className={styles.contents}>
          <h2 id="accessibility-contents" className={styles.contentsTitle}>
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
          <Section id="using" title="Using this website">
            <p>You should be able to:</p>
            <ul>
              <li>zoom in up to 400% without the text spilling off the screen;</li>
              <li>use the whole website, every form included, with a keyboard alone;</li>
              <li>use it with a screen reader (such as TalkBack, VoiceOver or NVDA) and with speech recognition;</li>
              <li>use it on a small phone screen and on a slow or costly connection;</li>
              <li>read every page and send every form with JavaScript switched off.</li>
            </ul>
          </Section>

          <Section id="standard" title="How accessible this website is">
            <p>
              We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA, the international standard. As far
              as we know, the public pages of this website meet it in full.
            </p>
          </Section>

          <Section id="testing" title="How we test it">
            <ul>
              <li>
                Every page is checked automatically with the axe accessibility engine at a phone width (375 pixels) and a desktop width (1280
                pixels), each time the website changes. A change that brings a failure is not published.
              </li>
              <li>
                The journeys people come for (finding a plan, getting a quote, applying, making and tracking a claim, contacting us,
                booking a call-back) are tested with a keyboard alone, and with JavaScript switched off.
              </li>
              <li>Buttons and links you tap are at least 44 by 44 pixels, and text and controls meet the WCAG contrast ratios.</li>
            </ul>
          </Section>

          <Section id="known" title="Known issues">
            <p>We know of no part of the public website that fails the standard today. Some things are outside our control:</p>
            <ul>
              <li>
                Older policy documents and claim forms offered as PDF files may not work well with a screen reader. If you need one in
                another format, ask us (below) and we will send it.
              </li>
              <li>
                Links to other websites (payment, our customer portal, maps and WhatsApp) open services we do not run, and their
                accessibility is theirs.
              </li>
            </ul>
          </Section>

          <Section id="formats" title="Information in another format">
            <p>
              If you need information on this website in another format, such as large print, an accessible PDF, easy-read, audio or
              braille, email {email} or call {phone} ({settings.officeHours}). Tell us what you need and the page or document it is for.
            </p>
            <p>We will reply within {reply} and tell you when you will get it.</p>
          </Section>

          <Section id="report" title="Reporting a problem">
            <p>
              If something on this website is hard to use, or you find a problem we have not listed here, email {email} with the page’s
              address and what went wrong, or call {phone}. You can also{' '}
              <Link href={paths.callBack()}>ask us to call you</Link> at a time that suits you.
            </p>
            <p>
              We will reply within {reply}, and in the meantime we will help you do what you came to do another way, by phone or at{' '}
              <Link href={paths.offices()}>one of our offices</Link>.
            </p>
          </Section>
        </article>
      </div>
    </>
  )
}
