import { Link } from '@/components/ui/Link.client'

import { getNavigation, getSiteSettings, mediaOf, type NavCategory } from '@/lib/content/site'
import { imgAttributes } from '@/lib/image'
import { i18n, type Translate } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { paymentLink } from '@/lib/pay/link'
import type { Document } from '@/payload-types'

import { SearchBox } from '@/components/Search/SearchBox'

import { ExternalLink } from './ExternalLink'
import styles from './Header.module.css'
import {
  HeaderShell,
  MenuGroup,
  MenuPanel,
  MenuTrigger,
  MobileMenuButton,
  NavDrawer,
} from './HeaderControls.client'
import { DocumentIcon, ExternalIcon, PhoneIcon } from '@/components/ui/icons'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { Logo } from './Logo'
import { MenuColumns, MenuLinks, type MenuColumn } from './MenuLinks.client'
import { lineStatus } from '@/lib/hours/open-status'
import { telHref } from '@/lib/phone'

import { aboutLinks, claimsLinks, fileSizeLabel, FOOTER_SITEMAP_ID, type NavLink } from './nav'

/**
 * The shared header of every page: announcement banner, logo, call and payment links, and the main
 * navigation (a tab bar from 1024 px, a slide-out drawer below). Everything but the menus' contents is
 * in the first HTML; the menus (which only a script can open) are drawn in the browser from the data
 * passed to MenuColumns and MenuLinks, and without JavaScript each menu's button is a link to its section.
 */
export async function Header({ code }: { code: string }) {
  const t = i18n.translate(code)
  const [settings, nav] = await Promise.all([getSiteSettings(), getNavigation(code)])
  const lines = await lineStatus(settings, undefined, t)
  // What editors write (the banner, the office hours) is in the default language until it is translated.
  const contentLang = i18n.defaultLanguagePart(code)
  const localize = (links: NavLink[]): NavLink[] =>
    links.map((link) => ({
      label: t(link.label),
      href: i18n.href(code, link.href),
      ...(link.description ? { description: t(link.description) } : {}),
    }))
  const mark = mediaOf(settings.logo)
  const announcement = settings.announcement
  const statement = announcement?.document && typeof announcement.document === 'object' ? announcement.document : null
  const phone = settings.callCentrePhone
  const firstCategory = nav.individual[0] ?? nav.corporate[0]
  const firstGroup = nav.blogGroups[0]

  const home = { href: i18n.href(code, paths.home()), words: t(', home page') }
  const logoClasses = { mark: styles.logoMark, text: styles.logoText, main: styles.logoMain, rest: styles.logoRest }

  return (
    <HeaderShell>
      {announcement?.enabled && announcement.text ? (
        <div className={styles.banner}>
          <p className={`container ${styles.bannerInner}`} lang={contentLang}>
            <span>{announcement.text}</span>{' '}
            {statement?.url ? <StatementLink document={statement} label={announcement.linkLabel} /> : null}
          </p>
        </div>
      ) : null}

      {/* The same page in the site's other languages, where it exists (decision 045). */}
      <LanguageSwitcher label={t('Language')} bar />

      <div className={styles.topSlot}>
        <div className={styles.topRow}>
          <div className={`container ${styles.topInner}`}>
            <Logo
              brandName={settings.brandName}
              shortName={settings.shortName}
              mark={mark}
              className={styles.logo}
              classes={logoClasses}
              eager
              home={home}
            />
            <div className={styles.utilities}>
              <SearchBox id="header-search-q" className={styles.search} code={code} />
              <a href={telHref(phone)} className={styles.phone}>
                <PhoneIcon size={20} className={styles.phoneIcon} />
                <span className={styles.phoneText}>
                  <span className={styles.phoneLabel}>{t('Call us · {when}', { when: lines.short })}</span>{' '}
                  <span className={styles.phoneNumber}>{phone}</span>
                </span>
              </a>
              <ActionLinks
                payment={paymentLink(settings)}
                className={styles.actions}
                t={t}
              />
            </div>
            <a href={telHref(phone)} className={styles.callButton}>
              <PhoneIcon size={22} />
              <span className="visually-hidden">
                {t('Call us on {phone} ({when})', { phone, when: lines.short })}
              </span>
            </a>
            <MobileMenuButton fallbackHref={`#${FOOTER_SITEMAP_ID}`} label={t('Menu')} />
          </div>
        </div>
      </div>

      <div className={styles.barSlot}>
        <NavDrawer
          words={{ menu: t('Menu'), close: t('Close menu') }}
          head={
            <Logo
              brandName={settings.shortName}
              shortName={settings.shortName}
              mark={mark}
              markSize={36}
              className={styles.drawerLogo}
              classes={logoClasses}
              home={home}
            />
          }
          extras={
            <div className={styles.drawerExtras}>
              <SearchBox id="menu-search-q" code={code} />
              <ActionLinks
                payment={paymentLink(settings)}
                className={styles.drawerActions}
                t={t}
              />
              <p className={styles.drawerPhone}>
                <a href={telHref(phone)}>
                  <PhoneIcon size={20} />
                  {t('Call us on {phone}', { phone })}
                </a>
                <span>
                  {lines.sentence}. <span lang={contentLang}>{settings.officeHours}</span>.
                </span>
              </p>
            </div>
          }
        >
          <nav aria-label={t('Main')} className={styles.bar}>
            <Link href={i18n.href(code, paths.home())} className={styles.barLogo}>
              {mark?.url ? (
                // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, worked out on the server
                <img {...imgAttributes({ src: mark.url, alt: '', width: 36, height: 36, loading: 'eager' })} alt="" />
              ) : null}
              <span className="visually-hidden">{t('{name}, home page', { name: settings.shortName })}</span>
            </Link>
            <ul className={styles.tabs}>
              <MenuGroup id="products" className={`${styles.group} ${styles.megaGroup}`}>
                <MenuTrigger
                  id="products"
                  fallbackHref={i18n.href(code, firstCategory ? paths.category(firstCategory.slug) : paths.corporate())}
                >
                  {t('Products')}
                </MenuTrigger>
                <MenuPanel id="products" className={`${styles.panel} ${styles.mega}`}>
                  <MenuColumns
                    individual={nav.individual.map((category) => menuColumn(category, paths.category(category.slug), t, code))}
                    corporate={nav.corporate.map((category) => menuColumn(category, paths.corporate(), t, code, true))}
                  />
                </MenuPanel>
              </MenuGroup>

              <MenuGroup id="claims" className={styles.group}>
                <MenuTrigger id="claims" fallbackHref={i18n.href(code, paths.claims())}>
                  {t('Claims & Services')}
                </MenuTrigger>
                <MenuPanel id="claims" className={styles.panel}>
                  <MenuLinks links={localize(claimsLinks)} />
                </MenuPanel>
              </MenuGroup>

              <li className={styles.group}>
                <Link href={i18n.href(code, paths.contact())} className={styles.tab}>
                  {t('Talk To An Advisor')}
                </Link>
              </li>

              <MenuGroup id="about" className={styles.group}>
                <MenuTrigger id="about" fallbackHref={i18n.href(code, paths.about())}>
                  {t('About Us')}
                </MenuTrigger>
                <MenuPanel id="about" className={`${styles.panel} ${styles.panelWide}`}>
                  <MenuLinks links={localize(aboutLinks)} columns />
                </MenuPanel>
              </MenuGroup>

              {nav.blogGroups.length > 0 && firstGroup ? (
                <MenuGroup id="digest" className={styles.group}>
                  <MenuTrigger id="digest" fallbackHref={i18n.href(code, paths.blogGroup(firstGroup.slug))}>
                    {t('Readers Digest')}
                  </MenuTrigger>
                  <MenuPanel id="digest" className={styles.panel}>
                    <MenuLinks
                      links={nav.blogGroups.map((g) => ({
                        label: g.name,
                        href: paths.blogGroup(g.slug),
                        description: g.heading ?? undefined,
                      }))}
                    />
                  </MenuPanel>
                </MenuGroup>
              ) : null}
            </ul>
          </nav>
        </NavDrawer>
      </div>
    </HeaderShell>
  )
}

function StatementLink({ document, label }: { document: Document; label: string | null | undefined }) {
  const size = fileSizeLabel(document.filesize)
  return (
    <a href={document.url ?? undefined} type="application/pdf" className={styles.bannerLink}>
      <DocumentIcon size={16} className={styles.bannerIcon} />
      {label || document.title}
      <span className={styles.bannerMeta}> (PDF{size ? `, ${size}` : ''})</span>
    </a>
  )
}

/** Customer Portal ("My policies", /my), Online Payment (/pay, or the external payment page) and the Corporate section. */
function ActionLinks({
  payment,
  className,
  t,
}: {
  payment: { href: string; external: boolean } | null
  className: string | undefined
  t: Translate
}) {
  return (
    <ul className={className}>
      <li>
        <Link href={paths.my()} className={`${styles.action} ${styles.actionOutline}`}>
          {t('Customer Portal')}
        </Link>
      </li>
      {payment && !payment.external ? (
        <li>
          <Link href={payment.href} className={`${styles.action} ${styles.actionSolid}`}>
            {t('Online Payment')}
          </Link>
        </li>
      ) : payment ? (
        <li>
          <ExternalLink href={payment.href} className={`${styles.action} ${styles.actionSolid}`}>
            {t('Online Payment')}
            <ExternalIcon size={14} className={styles.actionIcon} />
          </ExternalLink>
        </li>
      ) : null}
      <li>
        <Link href={paths.corporate()} className={`${styles.action} ${styles.actionPlain}`}>
          {t('Corporate')}
        </Link>
      </li>
    </ul>
  )
}

/** A Products menu column as plain data (MenuLinks.client.tsx draws it). */
function menuColumn(category: NavCategory, href: string, t: Translate, code: string, corporate = false): MenuColumn {
  return {
    key: String(category.id),
    title: corporate ? t('Corporate plans') : t('{name} plans', { name: category.name }),
    href: i18n.href(code, href),
    ...(category.blurb ? { blurb: category.blurb } : {}),
    ...(corporate ? { corporate } : {}),
    products: category.products.map((product) => ({ title: product.title, href: i18n.href(code, paths.product(category.slug, product.slug)) })),
  }
}
