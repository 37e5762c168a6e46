import type { Metadata } from 'next'

import styles from '@/components/Reach/Reach.module.css'
import { directionsHref, getOffices } from '@/lib/content/offices'
import { telHref } from '@/lib/phone'

export const metadata: Metadata = {
  title: 'Our offices',
  description: 'Where to find Redwood Life: our head office in Lagos and our branches, with their phone numbers and opening hours.',
}

export default async function OfficesPage() {
  const offices = await getOffices()
  return (
    <section className="section" aria-labelledby="offices-title">
      <div className="container">
        <h1 id="offices-title">
          Our <span className="accent">offices</span>
        </h1>
        <p className="lead">Visit us, call or get directions. Each directions link opens your phone’s maps app at the office.</p>
        <ul className={styles.offices}>
          {offices.map((office) => (
            <li key={office.id} className={styles.way}>
              <h2 className={styles.officeCity}>{office.city}</h2>
              <p className={styles.officeName}>{office.name}</p>
              <address className={styles.officeAddress}>{office.address}</address>
              <p>
                <span className="visually-hidden">Phone: </span>
                <a href={telHref(office.phone)} className={styles.wayLink}>
                  {office.phone}
                </a>
              </p>
              <p>{office.hours}</p>
              <a href={directionsHref(office)} className={styles.wayLink}>
                Directions to {office.city} office<span className="visually-hidden"> (opens your maps app)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
