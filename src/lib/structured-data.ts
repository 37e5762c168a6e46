import { licenceIdentifiers, licenceOf } from '@/lib/licence'
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
  const licence = licenceOf(settings)
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${origin}/#organization`,
    name: settings.brandName,
    legalName: settings.brandName,
    ...(licence ? { identifier: licenceIdentifiers(licence) } : {}),
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

type Crumb = { name: string; path: string }

/** The trail from the home page to this one, as search results show it under the title. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  }
}

/** Questions shown on the page with their answers (as plain text): only what a visitor can read there. */
export function faqJsonLd(faqs: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

/** An insurance plan: schema.org's FinancialProduct, offered by the insurer (named; its full data is on /). */
export function productJsonLd(
  origin: string,
  product: { name: string; description: string | null | undefined; path: string; category: string },
  brandName: string,
): Record<string, unknown> {
  return {
    '@type': 'FinancialProduct',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: new URL(product.path, origin).href,
    category: product.category,
    provider: { '@type': 'InsuranceAgency', '@id': `${origin}/#organization`, name: brandName },
  }
}

/** An article of the Readers Digest. */
export function articleJsonLd(
  origin: string,
  article: { headline: string; path: string; published: string | null | undefined; modified: string; image: string | null | undefined },
  brandName: string,
): Record<string, unknown> {
  const publisher = { '@type': 'InsuranceAgency', '@id': `${origin}/#organization`, name: brandName }
  return {
    '@type': 'BlogPosting',
    headline: article.headline,
    url: new URL(article.path, origin).href,
    ...(article.published ? { datePublished: article.published } : {}),
    dateModified: article.modified,
    ...(article.image ? { image: new URL(article.image, origin).href } : {}),
    author: publisher,
    publisher,
  }
}

/** Several schema.org items for one page, in one script. */
export function graphJsonLd(items: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': items }
}
