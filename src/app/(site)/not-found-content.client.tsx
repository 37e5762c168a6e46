'use client'

import { Link } from '@/components/ui/Link.client'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'

import { KeepDocumentTitle } from './not-found-title.client'
import styles from './status-page.module.css'

const WAYS_ON = [
  { label: 'Home', href: paths.home(), text: 'Start again from our home page.' },
  { label: 'Products', href: paths.category('life'), text: 'Life, medical, family, education and corporate plans.' },
  { label: 'Claims', href: paths.claims(), text: 'Make a claim or download a claim form.' },
  { label: 'Contact us', href: paths.contact(), text: 'Send us a message or talk to an advisor.' },
]

/**
 * What the 404 page says. Next.js puts the not-found page of the site's layout into the React payload of
 * *every* page, ready for a client-side 404; as a client component it is a reference with three values
 * there, and its words travel once in the (cached) script instead of in every page's HTML (issue 13).
 */
export function NotFoundContent({ title, phone, officeHours }: { title: string; phone: string; officeHours: string }) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="not-found-heading">
      <KeepDocumentTitle title={title} />
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
        Still stuck? Call us on <a href={telHref(phone)}>{phone}</a>. We are open {officeHours}.
      </p>
    </section>
  )
}
