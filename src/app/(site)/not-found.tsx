import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'

import { telHref } from '@/lib/phone'
import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'

import { KeepDocumentTitle } from './not-found-title.client'
import styles from './status-page.module.css'

const TITLE = 'Page not found'

export const metadata: Metadata = {
  title: TITLE,
  description: 'We could not find the page you asked for.',
  robots: { index: false },
}

const WAYS_ON = [
  { label: 'Home', href: paths.home(), text: 'Start again from our home page.' },
  { label: 'Products', href: paths.category('life'), text: 'Life, medical, family, education and corporate plans.' },
  { label: 'Claims', href: paths.claims(), text: 'Make a claim or download a claim form.' },
  { label: 'Contact us', href: paths.contact(), text: 'Send us a message or talk to an adviser.' },
]

/** The site's 404 page (answered with HTTP status 404), inside the shared header and footer. */
export default async function NotFound() {
  const settings = await getSiteSettings()
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="not-found-heading">
      <KeepDocumentTitle title={`${TITLE} | ${settings.shortName}`} />
      <p className={styles.code}>Error 404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        We couldn&rsquo;t find <span className="accent">that page</span>
      </h1>
      <p className="lead">
        The link may be old, or the address may have a typing mistake. One of these pages should help:
      </p>
      <ul className={styles.links}>
        {WAYS_ON.map((way) => (
          <li key={way.href} className={styles.card}>
            <Link href={way.href} className={styles.cardLink}>
              {way.label}
            </Link>
            <p className={styles.cardText}>{way.text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        Still stuck? Call us on <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>. We are
        open {settings.officeHours}.
      </p>
    </section>
  )
}
