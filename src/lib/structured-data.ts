import { internationalPhone } from '@/lib/phone'
import type { Media, SiteSetting } from '@/payload-types'

/**
 * Schema.org data about the company, for search engines' knowledge panels: name, logo, address,
 * customer-service number and social profiles, all from Site Settings.
 */
export function organizationJsonLd(settings: SiteSetting, origin: string): Record<string, unknown> {
  const logo = typeof settings.logo === 'object' && settings.logo ? (settings.logo as Media).url : null
  const sameAs = [settings.facebook, settings.instagram, settings.linkedin, settings.youtube].filter(
    (url): url is string => Boolean(url),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${origin}/#organization`,
    name: settings.brandName,
    alternateName: settings.shortName,
    url: `${origin}/`,
    ...(logo ? { logo: new URL(logo, origin).href } : {}),
    image: `${origin}/share-card.png`,
    email: settings.customerServiceEmail,
    telephone: internationalPhone(settings.callCentrePhone),
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'NG' },
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: internationalPhone(settings.callCentrePhone),
        email: settings.customerServiceEmail,
        areaServed: 'NG',
        availableLanguage: 'English',
      },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/**
 * The contact page as schema.org sees it: a ContactPage whose subject is the insurer (Organization data
 * sits on the home page and here only, not on every page: issue 13).
 */
export function contactPageJsonLd(settings: SiteSetting, origin: string): Record<string, unknown> {
  const { '@context': context, ...organization } = organizationJsonLd(settings, origin)
  return { '@context': context, '@type': 'ContactPage', url: `${origin}/contact`, mainEntity: organization }
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
