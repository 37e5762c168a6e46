import { Link } from '@/components/ui/Link.client'

import { paths } from '@/lib/paths'

import styles from './company.module.css'

const pages = [
  { href: paths.about(), title: 'About us', text: 'Our story, purpose and mission' },
  { href: paths.leadership(), title: 'Our leaders', text: 'Board of directors and management' },
  { href: paths.achievements(), title: 'Achievements', text: 'Milestones and awards' },
  { href: paths.statements(), title: 'Financial statements', text: 'Results and fund reports' },
  { href: paths.careers(), title: 'Careers', text: 'Work with us' },
  { href: paths.news(), title: 'News room', text: 'Press releases and media contacts' },
] as const

/** Links to the other pages of the About us section, so a reader can move on without the menu. */
export function MoreAboutUs({ current }: { current: string }) {
  return (
    <nav className={`section section--warm ${styles.more}`} aria-labelledby="more-about-us">
      <div className="container">
        <h2 id="more-about-us" className={styles.moreHeading}>
          More about <span className="accent">Redwood Life</span>
        </h2>
        <ul className={`${styles.moreList} even-grid`}>
          {pages
            .filter((p) => p.href !== current)
            .map((p) => (
              <li key={p.href}>
                <Link href={p.href} className={styles.moreLink}>
                  <span className={styles.moreTitle}>{p.title}</span>
                  <span className={styles.moreText}>{p.text}</span>
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  )
}
