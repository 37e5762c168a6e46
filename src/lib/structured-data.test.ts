import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import {
  articleJsonLd,
  breadcrumbJsonLd,
  contactPageJsonLd,
  faqJsonLd,
  graphJsonLd,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
} from './structured-data'

const settings = {
  id: 1,
  brandName: 'Redwood Life Assurance Limited',
  shortName: 'Redwood Life',
  logo: { id: 3, url: '/api/media/file/logo.png', alt: 'Redwood Life', updatedAt: '', createdAt: '' },
  headOfficePhone: '01 234 5678',
  callCentrePhone: '0700 733 9663',
  officeHours: 'Monday to Friday',
  address: '12 Civic Towers, Lagos',
  customerServiceEmail: 'customercare@redwoodlife.example',
  careersEmail: 'careers@redwoodlife.example',
  facebook: 'https://facebook.com/redwoodlife',
  instagram: null,
  linkedin: 'https://linkedin.com/company/redwoodlife',
  youtube: '',
  copyrightLine: '©',
} as unknown as SiteSetting

describe('organizationJsonLd', () => {
  it('describes the insurer from Site Settings, with absolute addresses', () => {
    const data = organizationJsonLd(settings, 'https://www.redwoodlife.example')
    expect(data).toMatchObject({
      '@type': 'InsuranceAgency',
      name: 'Redwood Life Assurance Limited',
      url: 'https://www.redwoodlife.example/',
      logo: 'https://www.redwoodlife.example/api/media/file/logo.png',
      telephone: '+2347007339663',
      address: { streetAddress: '12 Civic Towers, Lagos', addressCountry: 'NG' },
      sameAs: ['https://facebook.com/redwoodlife', 'https://linkedin.com/company/redwoodlife'],
    })
  })

  it('leaves out what Site Settings leave empty', () => {
    const data = organizationJsonLd({ ...settings, logo: null, facebook: null, linkedin: null }, 'https://x.example')
    expect(data).not.toHaveProperty('logo')
    expect(data).not.toHaveProperty('sameAs')
  })
})

describe('jsonLdText', () => {
  it('cannot close the script element it sits in', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('contactPageJsonLd', () => {
  it('is a ContactPage whose main entity is the insurer', () => {
    const data = contactPageJsonLd(settings, 'https://x.example')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      url: 'https://x.example/contact',
      mainEntity: { '@type': 'InsuranceAgency', telephone: '+2347007339663' },
    })
    expect(data.mainEntity).not.toHaveProperty('@context')
  })
})

describe('page data', () => {
  const origin = 'https://www.redwoodlife.example'

  it('puts a product and its trail in one graph, each address absolute', () => {
    const data = graphJsonLd([
      productJsonLd(origin, { name: 'Term Life Plan', description: 'Cover for a set term.', path: '/policy/life/term-life-plan', category: 'Life' }, 'Redwood Life Assurance'),
      breadcrumbJsonLd(origin, [
        { name: 'Home', path: '/' },
        { name: 'Life', path: '/policy/life/home' },
      ]),
    ])
    expect(data['@context']).toBe('https://schema.org')
    const [product, trail] = data['@graph'] as Record<string, unknown>[]
    expect(product).toMatchObject({ '@type': 'FinancialProduct', url: `${origin}/policy/life/term-life-plan`, provider: { name: 'Redwood Life Assurance' } })
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${origin}/` },
        { position: 2, name: 'Life', item: `${origin}/policy/life/home` },
      ],
    })
  })

  it('describes an article and a page of questions', () => {
    const article = articleJsonLd(origin, { headline: 'How much cover?', path: '/blog/life/x', published: '2026-01-02T00:00:00.000Z', modified: '2026-02-01T00:00:00.000Z', image: '/api/media/file/x.webp' }, 'Redwood')
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: 'How much cover?', image: `${origin}/api/media/file/x.webp`, datePublished: '2026-01-02T00:00:00.000Z' })
    expect(faqJsonLd([{ question: 'How long?', answer: '14 days.' }])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '14 days.' } }],
    })
  })
})
