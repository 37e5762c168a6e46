import { LineStatusNote } from '@/components/Reach/LineStatusNote'
import { Link } from '@/components/ui/Link.client'
import type { LineStatus } from '@/lib/hours/open-status'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'
import type { SiteSetting } from '@/payload-types'

import styles from './Contact.module.css'
import { EnquiryForm } from './EnquiryForm.client'
import type { EnquiryAction } from './state'

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.blockIcon} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
      />
    </svg>
  )
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.blockIcon} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.blockIcon} aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  )
}

/** A phone line with a click-to-call link as big as a button. */
function PhoneBlock({ title, text, phone, hours, status }: { title: string; text: string; phone: string; hours: string; status: LineStatus }) {
  return (
    <li className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      <p className={styles.blockText}>{text}</p>
      <a href={telHref(phone)} className={styles.call}>
        <PhoneIcon />
        <span>
          <span className="visually-hidden">Call </span>
          {phone}
        </span>
      </a>
      <p className={styles.hours}>
        <ClockIcon />
        <span>{hours}</span>
      </p>
      <LineStatusNote status={status} />
    </li>
  )
}

/** The contact page: the enquiry form beside the head office and call centre lines. */
export function ContactView({
  settings,
  action,
  lines,
  whatsapp,
}: {
  settings: SiteSetting
  action: EnquiryAction
  lines: LineStatus
  /** The click-to-chat address, or null when no WhatsApp number is set. */
  whatsapp: string | null
}) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="contact-title">
        <div className="container">
          <p className={styles.eyebrow}>Talk to an adviser</p>
          <h1 id="contact-title">
            We’re here <span className="accent">to help</span>
          </h1>
          <p className="lead">
            Tell us what you need, whether it’s a new plan, a question about your policy or a claim. An adviser will
            call you back during office hours. If you’d rather talk now, call{' '}
            <a href={telHref(settings.callCentrePhone)} className={styles.leadPhone}>
              {settings.callCentrePhone}
            </a>
            , or <Link href={paths.callBack()}>book a call-back at a time that suits you</Link>.
          </p>
        </div>
      </section>

      <div className={`container ${styles.layout}`}>
        <section id="enquiry" className={styles.formCard} aria-labelledby="enquiry-title">
          <h2 id="enquiry-title" className={styles.cardTitle}>
            Send us a message
          </h2>
          <EnquiryForm
            action={action}
            phone={settings.callCentrePhone}
            officeHours={settings.officeHours}
            privacyHref={paths.privacy()}
          />
        </section>

        <aside className={styles.aside} aria-labelledby="call-title">
          <h2 id="call-title" className={styles.cardTitle}>
            Prefer to talk?
          </h2>
          <ul className={styles.blocks}>
            <PhoneBlock
              title="Call centre"
              text="Policies, payments, claims and advice."
              phone={settings.callCentrePhone}
              hours={settings.officeHours}
              status={lines}
            />
            <PhoneBlock
              title="Head office"
              text="Corporate clients, partners and the press."
              phone={settings.headOfficePhone}
              hours={settings.officeHours}
              status={lines}
            />
          </ul>
          {whatsapp ? (
            <div className={styles.visit}>
              <h3 className={styles.blockTitle}>Chat on WhatsApp</h3>
              <p>
                <a href={whatsapp}>Chat with us on WhatsApp</a>: an adviser answers during office hours.
              </p>
            </div>
          ) : null}
          <div className={styles.visit}>
            <h3 className={styles.blockTitle}>Visit or write to us</h3>
            <p className={styles.address}>
              <PinIcon />
              <span>{settings.address}</span>
            </p>
            <p>
              Email: <a href={`mailto:${settings.customerServiceEmail}`}>{settings.customerServiceEmail}</a>
            </p>
            <p>
              <Link href={paths.offices()}>Find an office near you</Link>
            </p>
          </div>
          <div className={styles.visit}>
            <h3 className={styles.blockTitle}>Not happy with us?</h3>
            <p>
              <Link href={paths.complaints()}>Make a complaint</Link>: see how, how long we take, and follow it online.
            </p>
          </div>
        </aside>
      </div>
    </>
  )
}
