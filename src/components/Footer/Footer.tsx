import { Link } from '@/components/ui/Link.client'

import { ExternalLink } from '@/components/Header/ExternalLink'
import { LicenceLines } from '@/components/Licence/LicenceLines'
import { ArrowIcon } from '@/components/ui/icons'
import { Logo } from '@/components/Header/Logo'
import { FOOTER_ID, FOOTER_SITEMAP_ID, footerAboutLinks, footerServiceLinks, type NavLink } from '@/components/Header/nav'
import { telHref } from '@/lib/phone'
import { Heading } from '@/components/ui/Heading'
import { getFooterTeasers, getNavigation, getSiteSettings, mediaOf } from '@/lib/content/site'
import { paths } from '@/lib/paths'

import { SearchBox } from '@/components/Search/SearchBox'

import styles from './Footer.module.css'
import { FooterSection } from './FooterSection.client'
import { OutsideJourneys } from './OutsideJourneys.client'

const DEFAULT_TEASERS_HEADING = { text: 'All You Need to Know', accent: 'About Insurance' }

/**
 * The shared footer: one teaser per blog group (left out on the application's pages), the site map,
 * contact details, legal texts and social links. A server component; only the phone-size section toggles
 * and the check for the application's pages run in the browser.
 */
export async function Footer() {
  const [settings, nav, teasers] = await Promise.all([getSiteSettings(), getNavigation(), getFooterTeasers()])
  const heading = settings.teasersHeading?.text || settings.teasersHeading?.accent ? settings.teasersHeading : DEFAULT_TEASERS_HEADING

  const productLinks: NavLink[] = [
    ...nav.individual.map((c) => ({ label: `${c.name} plans`, href: paths.category(c.slug) })),
    { label: 'Corporate plans', href: paths.corporate() },
  ]
  // Each network's mark is a mask in Footer.module.css (kept by the browser with the stylesheet).
  const social: { name: string; href: string | null | undefined; mark: string | undefined }[] = [
    { name: 'Instagram', href: settings.instagram, mark: styles.instagram },
    { name: 'Facebook', href: settings.facebook, mark: styles.facebook },
    { name: 'YouTube', href: settings.youtube, mark: styles.youtube },
    { name: 'LinkedIn', href: settings.linkedin, mark: styles.linkedin },
  ]

  return (
    <footer className={styles.footer} id={FOOTER_ID}>
      {/* Not on the application's steps: someone filling in a form needs no reading list. */}
      {teasers.length > 0 ? (
        <OutsideJourneys>
          <section className={styles.teasers} aria-labelledby="footer-teasers-heading">
            <div className="container">
              <Heading as="h2" id="footer-teasers-heading" value={heading} className={styles.teasersHeading} />
              <ul className={styles.teaserList}>
                {teasers.map((teaser) => (
                  <li key={teaser.id} className={styles.teaser}>
                    <p className={styles.teaserGroup}>{teaser.groupName}</p>
                    <h3 className={styles.teaserTitle}>
                      <Link href={paths.article(teaser.groupSlug, teaser.slug)} className={styles.teaserLink}>
                        {teaser.title}
                      </Link>
                    </h3>
                    <span className={styles.teaserMore} aria-hidden="true">
                      Read the article <ArrowIcon size={16} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </OutsideJourneys>
      ) : null}

      <div className={styles.main} id={FOOTER_SITEMAP_ID}>
        <div className={`container ${styles.grid}`}>
          <div className={styles.brand}>
            <Logo
              brandName={settings.brandName}
              shortName={settings.shortName}
              mark={mediaOf(settings.logo)}
              className={styles.logo}
              classes={{ mark: styles.logoMark, text: styles.logoText, main: styles.logoMain, rest: styles.logoRest }}
            />
            <address className={styles.contact}>
              <p>
                <span className={styles.contactLabel}>Head office</span>
                {settings.address}
                <br />
                <Link href={paths.offices()}>All our offices</Link>
              </p>
              <p>
                <span className={styles.contactLabel}>Customer service</span>
                <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>
                {settings.headOfficePhone ? (
                  <>
                    {' · '}
                    <a href={telHref(settings.headOfficePhone)}>{settings.headOfficePhone}</a>
                  </>
                ) : null}
                <br />
                <a href={`mailto:${settings.customerServiceEmail}`}>{settings.customerServiceEmail}</a>
              </p>
              <p>
                <span className={styles.contactLabel}>Office hours</span>
                {settings.officeHours}
              </p>
            </address>
            <SearchBox id="footer-search-q" className={styles.search} />
            <ul className={styles.social} aria-label="Follow us">
              {social.map((s) =>
                s.href ? (
                  <li key={s.name}>
                    <ExternalLink href={s.href} className={styles.socialLink} label={`${settings.shortName} on ${s.name}`}>
                      <span className={`${styles.socialIcon} ${s.mark}`} aria-hidden="true" />
                    </ExternalLink>
                  </li>
                ) : null,
              )}
            </ul>
          </div>

          <FooterSection id="footer-products" title="Our Products">
            <LinkList links={productLinks} />
          </FooterSection>
          <FooterSection id="footer-services" title="Services & Claims">
            <LinkList links={[...footerServiceLinks, { label: 'Complaints', href: paths.complaints() }]} />
          </FooterSection>
          <FooterSection id="footer-about" title="About Us">
            <LinkList links={footerAboutLinks} />
          </FooterSection>

          {settings.legal && settings.legal.length > 0 ? (
            <FooterSection id="footer-legal" title="Privacy, terms and charter" className={styles.legal}>
              <div className={styles.legalGrid}>
                {settings.legal.map((item) => (
                  <div key={item.id ?? item.title} className={styles.legalItem}>
                    <h3>{item.title}</h3>
                    <p>{item.text}</p>
                  </div>
                ))}
              </div>
              <p className={styles.legalMore}>
                <Link href={paths.privacy()}>
                  Read our full privacy policy
                </Link>
              </p>
            </FooterSection>
          ) : null}
        </div>

        <div className={styles.bottom}>
          <div className={`container ${styles.bottomInner}`}>
            <LicenceLines settings={settings} className={styles.licence} />
            <ul className={styles.bottomLinks} aria-label="Notices">
              <li>
                <Link href={paths.privacy()}>Privacy notice</Link>
              </li>
              <li>
                <Link href={paths.cookies()}>Cookie notice</Link>
              </li>
              <li>
                <Link href={paths.accessibility()}>Accessibility statement</Link>
              </li>
            </ul>
            <p>{settings.copyrightLine}</p>
            {settings.creditLine ? <p>{settings.creditLine}</p> : null}
          </div>
        </div>
      </div>
    </footer>
  )
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
