import type { Metadata } from 'next'

import { Link } from '@/components/ui/Link.client'
import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { COOKIES, type CookieUse } from '@/lib/privacy/cookies'

import styles from '../privacy/privacy.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Cookie notice',
    description: `The cookies ${settings.shortName}’s website sets, and when: none for reading the site, and no advertising or tracking cookies.`,
  }
}

function CookieTable({ id, caption, rows }: { id: string; caption: string; rows: readonly CookieUse[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stacked}`} aria-describedby={id}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">What it does</th>
            <th scope="col">When it is set</th>
            <th scope="col">How long it lasts</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.name}</code>
              </th>
              <td data-label="What it does">{cookie.purpose}</td>
              <td data-label="When it is set">{cookie.setWhen}</td>
              <td data-label="How long it lasts">{cookie.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The cookie notice: every cookie the site can set, from src/lib/privacy/cookies.ts (the browser tests
 * check that reading the site sets none, and that a journey sets only those listed).
 */
export default async function CookiesPage() {
  const settings = await getSiteSettings()
  const visitors = COOKIES.filter((c) => c.who === 'visitors')
  const staff = COOKIES.filter((c) => c.who === 'staff')
  return (
    <>
      <section className={styles.hero} aria-labelledby="cookies-title">
        <div className="container">
          <p className={styles.eyebrow}>Your data</p>
          <h1 id="cookies-title">
            Cookie <span className="accent">notice</span>
          </h1>
          <p className="lead">
            Reading this website sets no cookies. {settings.shortName} uses no advertising, tracking or analytics
            cookies, and nothing is kept in your browser’s storage.
          </p>
        </div>
      </section>
      <div className="container">
        <article className={`${styles.body} ${styles.single}`}>
          <section aria-labelledby="cookies-visitors" className={styles.section}>
            <h2 id="cookies-visitors">Cookies a feature you use needs</h2>
            <p id="cookies-visitors-why">
              A cookie is set only when you use a feature that cannot work without it, and only for that feature. The
              law does not require us to ask first for cookies like these, which are strictly necessary for something
              you asked for. None is shared with anyone else.
            </p>
            <CookieTable id="cookies-visitors-why" caption="Cookies a feature you use needs" rows={visitors} />
          </section>
          <section aria-labelledby="cookies-staff" className={styles.section}>
            <h2 id="cookies-staff">Cookies for our staff only</h2>
            <p id="cookies-staff-why">Staff who sign in to manage the website get these; visitors never do.</p>
            <CookieTable id="cookies-staff-why" caption="Cookies for our staff only" rows={staff} />
          </section>
          <section aria-labelledby="cookies-control" className={styles.section}>
            <h2 id="cookies-control">Removing cookies</h2>
            <p>
              You can delete cookies in your browser’s settings at any time. If you delete one of ours while using its
              feature, you may need to start again: for example, open your application again from its link.
            </p>
            <p>
              If we ever want to use a cookie that is not strictly necessary, we will ask you first, and you will be
              able to say no as easily as yes. Our <Link href={paths.privacy()}>privacy notice</Link> explains how we
              use personal data.
            </p>
          </section>
        </article>
      </div>
    </>
  )
}
