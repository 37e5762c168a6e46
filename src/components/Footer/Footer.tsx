import { Link } from '@/components/ui/Link.client'

import { ExternalLink } from '@/components/Header/ExternalLink'
import { LicenceLines } from '@/components/Licence/LicenceLines'
import { ArrowIcon } from '@/components/ui/icons'
import { LanguageSwitcher } from '@/components/Header/LanguageSwitcher.client'
import { Logo } from '@/components/Header/Logo'
import { FOOTER_ID, FOOTER_SITEMAP_ID, footerAboutLinks, footerServiceLinks, type NavLink } from '@/components/Header/nav'
import { telHref } from '@/lib/phone'
import { Heading } from '@/components/ui/Heading'
import { getFooterTeasers, getNavigation, getSiteSettings, mediaOf } from '@/lib/content/site'
import { i18n } from '@/lib/i18n'
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
export async function Footer({ code }: { code: string }) {
  const t = i18n.translate(code)
  // What editors write, and the legal texts, are in the default language on every page (decision 045).
  const contentLang = i18n.defaultLanguagePart(code)
  const localize = (links: NavLink[]): NavLink[] => links.map((link) => ({ label: t(link.label), href: i18n.href(code, link.href) }))
  const [settings, nav, teasers] = await Promise.all([getSiteSettings(), getNavigation(code), getFooterTeasers()])
  const heading = settings.teasersHeading?.text || settings.teasersHeading?.accent ? settings.teasersHeading : DEFAULT_TEASERS_HEADING

  const productLinks: NavLink[] = [
    ...nav.individual.map((c) => ({ label: t('{name} plans', { name: c.name }), href: i18n.href(code, paths.category(c.slug)) })),
    { label: t('Corporate plans'), href: i18n.href(code, paths.corporate()) },
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
          <section className={styles.teasers} aria-labelledby="footer-teasers-heading" lang={contentLang}>
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
              home={{ href: i18n.href(code, paths.home()), words: t(', home page') }}
              className={styles.logo}
              classes={{ mark: styles.logoMark, text: styles.logoText, main: styles.logoMain, rest: styles.logoRest }}
            />
            <address className={styles.contact}>
              <p>
                <span className={styles.contactLabel}>{t('Head office')}</span>
                {settings.address}
                <br />
                <Link href={i18n.href(code, paths.offices())}>{t('All our offices')}</Link>
              </p>
              <p>
                <span className={styles.contactLabel}>{t('Customer service')}</span>
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
                <span className={styles.contactLabel}>{t('Office hours')}</span>
                <span lang={contentLang}>{settings.officeHours}</span>
              </p>
            </address>
            <SearchBox id="footer-search-q" className={styles.search} code={code} />
            <ul className={styles.social} aria-label={t('Follow us')}>
              {social.map((s) =>
                s.href ? (
                  <li key={s.name}>
                    <ExternalLink href={s.href} className={styles.socialLink} label={t('{name} on {network}', { name: settings.shortName, network: s.name })}>
                      <span className={`${styles.socialIcon} ${s.mark}`} aria-hidden="true" />
                    </ExternalLink>
                  </li>
                ) : null,
              )}
            </ul>
          </div>

          <FooterSection id="footer-products" title={t('Our Products')}>
            <LinkList links={productLinks} />
          </FooterSection>
          <FooterSection id="footer-services" title={t('Services & Claims')}>
            <LinkList links={localize([...footerServiceLinks, { label: 'Complaints', href: paths.complaints() }])} />
          </FooterSection>
          <FooterSection id="footer-about" title={t('About Us')}>
            <LinkList links={localize(footerAboutLinks)} />
          </FooterSection>

          {settings.legal && settings.legal.length > 0 ? (
            <FooterSection id="footer-legal" title={t('Privacy, terms and charter')} className={styles.legal}>
              <div className={styles.legalGrid} lang={contentLang}>
                {settings.legal.map((item) => (
                  <div key={item.id ?? item.title} className={styles.legalItem}>
                    <h3>{item.title}</h3>
                    <p>{item.text}</p>
                  </div>
                ))}
              </div>
              <p className={styles.legalMore}>
                <Link href={i18n.href(code, paths.privacy())}>{t('Read our full privacy policy')}</Link>
              </p>
            </FooterSection>
          ) : null}
        </div>

        <div className={styles.bottom}>
          <div className={`container ${styles.bottomInner}`}>
            <LanguageSwitcher label={t('Language')} className={styles.languages} />
            <LicenceLines settings={settings} className={styles.licence} lang={contentLang} />
            <ul className={styles.bottomLinks} aria-label={t('Notices')}>
              <li>
                <Link href={i18n.href(code, paths.privacy())}>{t('Privacy notice')}</Link>
              </li>
              <li>
                <Link href={i18n.href(code, paths.cookies())}>{t('Cookie notice')}</Link>
              </li>
              <li>
                <Link href={i18n.href(code, paths.accessibility())}>{t('Accessibility statement')}</Link>
              </li>
            </ul>
            <p lang={contentLang}>{settings.copyrightLine}</p>
            {settings.creditLine ? <p lang={contentLang}>{settings.creditLine}</p> : null}
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
