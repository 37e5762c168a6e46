import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'

import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import { getSiteSettings } from '@/lib/content/site'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { HeadingPair, Media } from '@/payload-types'

import { editorsWords, placed } from '@/components/Language/placed'

import { Copy } from './Copy'
import { CLAIMS_PAGES, claimsPageName, type ClaimsRoute } from './pages'
import styles from './claims.module.css'

/** The top of every claims page: breadcrumb, two-part heading, introduction and picture. */
export function ClaimsHero({
  code = i18n.defaultLanguage.code,
  route,
  heading,
  intro,
  image,
  children,
}: {
  /** The page's language (decision 045). */
  code?: string
  route: ClaimsRoute
  heading: HeadingPair | null | undefined
  intro: string | null | undefined
  image: number | Media | null | undefined
  children?: ReactNode
}) {
  const t = i18n.translate(code)
  return (
    <section className={styles.hero} aria-labelledby="claims-title">
      <div className="container">
        <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={i18n.href(code, paths.home())}>{t('Home')}</Link>
            </li>
            {route === 'overview' ? (
              <li>
                <span aria-current="page">{t('Claims')}</span>
              </li>
            ) : (
              <>
                <li>
                  <Link href={i18n.href(code, paths.claims())}>{t('Claims')}</Link>
                </li>
                <li>
                  <span aria-current="page">{t(claimsPageName(route))}</span>
                </li>
              </>
            )}
          </ol>
        </nav>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <Heading as="h1" id="claims-title" value={heading ?? { text: t(claimsPageName(route)) }} />
            <Copy code={code} text={intro} className="lead" />
            {children ? <div className={styles.heroActions}>{children}</div> : null}
          </div>
          <Img
            media={image}
            priority
            sizes="(min-width: 1200px) 540px, (min-width: 900px) 45vw, 100vw"
            className={styles.heroImage}
          />
        </div>
      </div>
    </section>
  )
}

/** A section's two-part heading and optional introduction, linked to the section by id. */
export function SectionHead({ id, heading, intro, code }: { id: string; heading: HeadingPair | null | undefined; intro?: string | null; code?: string }) {
  return (
    <div className={styles.sectionHead}>
      <Heading id={id} value={heading} />
      <Copy code={code} text={intro} className="lead" />
    </div>
  )
}

/** Links to the other claims pages and to a person, at the foot of each claims page. */
export async function MoreHelp({ current, code = i18n.defaultLanguage.code }: { current: ClaimsRoute; code?: string }) {
  const t = i18n.translate(code)
  const settings = await getSiteSettings()
  const phone = settings.callCentrePhone
  return (
    <section className="section section--warm" aria-labelledby="claims-more-help">
      <div className="container">
        <h2 id="claims-more-help">{t('More help with claims')}</h2>
        <ul className={styles.helpLinks}>
          {CLAIMS_PAGES.filter((p) => p.route !== current).map((p) => (
            <li key={p.route}>
              <Link href={i18n.href(code, p.href)} className={styles.helpLink}>
                <strong>{t(p.name)}</strong>
                <span>{t(p.blurb)}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link href={i18n.href(code, paths.contact())} className={styles.helpLink}>
              <strong>{t('Talk to us')}</strong>
              <span>
                {phone
                  ? placed(t('Call {phone}, {hours}, or send us a message.'), {
                      phone,
                      hours: editorsWords(settings.officeHours || t('Monday to Friday'), settings.officeHours ? i18n.defaultLanguagePart(code) : undefined),
                    })
                  : t('Send us a message and we will call you back.')}
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  )
}

