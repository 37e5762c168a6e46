import { Link } from '@/components/ui/Link.client'
import type { LineStatus } from '@/lib/hours/open-status'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'

import { LineStatusNote } from './LineStatusNote'
import styles from './Reach.module.css'

/** Three ways to reach us, side by side: call (with "open now"), WhatsApp (when configured) and a call-back at a chosen time. */
export function TalkToUs({
  code = i18n.defaultLanguage.code,
  id,
  heading,
  phone,
  hours,
  status,
  whatsapp,
}: {
  /** The page's language (decision 045). */
  code?: string
  id: string
  heading: string
  phone: string
  hours: string
  status: LineStatus
  whatsapp: string | null
}) {
  const t = i18n.translate(code)
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <ul className={styles.ways}>
          <li className={styles.way}>
            <h3>{t('Call us')}</h3>
            <p lang={i18n.defaultLanguagePart(code)}>{hours}.</p>
            <a href={telHref(phone)} className={styles.wayLink}>
              <span className="visually-hidden">{t('Call')} </span>
              {phone}
            </a>
            <LineStatusNote status={status} />
          </li>
          {whatsapp ? (
            <li className={styles.way}>
              <h3>{t('Chat on WhatsApp')}</h3>
              <p>{t('Send us a message and an adviser will answer during office hours.')}</p>
              <a href={whatsapp} className={styles.wayLink}>
                {t('Chat with us on WhatsApp')}
              </a>
            </li>
          ) : null}
          <li className={styles.way}>
            <h3>{t('Ask us to call you')}</h3>
            <p>{t('Choose a time that suits you and an adviser will call you then.')}</p>
            <Link href={i18n.href(code, paths.callBack())} className={styles.wayLink}>
              {t('Book a call-back')}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  )
}
