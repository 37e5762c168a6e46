import { Link } from '@/components/ui/Link.client'
import type { LineStatus } from '@/lib/hours/open-status'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'

import { LineStatusNote } from './LineStatusNote'
import styles from './Reach.module.css'

/** Three ways to reach us, side by side: call (with "open now"), WhatsApp (when configured) and a call-back at a chosen time. */
export function TalkToUs({
  id,
  heading,
  phone,
  hours,
  status,
  whatsapp,
}: {
  id: string
  heading: string
  phone: string
  hours: string
  status: LineStatus
  whatsapp: string | null
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <ul className={styles.ways}>
          <li className={styles.way}>
            <h3>Call us</h3>
            <p>{hours}.</p>
            <a href={telHref(phone)} className={styles.wayLink}>
              <span className="visually-hidden">Call </span>
              {phone}
            </a>
            <LineStatusNote status={status} />
          </li>
          {whatsapp ? (
            <li className={styles.way}>
              <h3>Chat on WhatsApp</h3>
              <p>Send us a message and an adviser will answer during office hours.</p>
              <a href={whatsapp} className={styles.wayLink}>
                Chat with us on WhatsApp
              </a>
            </li>
          ) : null}
          <li className={styles.way}>
            <h3>Ask us to call you</h3>
            <p>Choose a time that suits you and an adviser will call you then.</p>
            <Link href={paths.callBack()} className={styles.wayLink}>
              Book a call-back
            </Link>
          </li>
        </ul>
      </div>
    </section>
  )
}
