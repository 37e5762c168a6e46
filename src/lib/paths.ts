/**
 * Canonical addresses of the site's pages. Every link is built here so that one page has one URL;
 * the older link shapes of the spec redirect to these (see src/lib/routing).
 */
export const paths = {
  home: () => '/',
  category: (categorySlug: string) => `/policy/${categorySlug}/home`,
  product: (categorySlug: string, productSlug: string) => `/policy/${categorySlug}/${productSlug}`,
  corporate: () => '/corporate/home',
  contact: () => '/contact',
  callBack: () => '/contact/call-back',
  /** Paying a premium by policy number: the look-up, the policy after it, the start of a payment, the receipt. */
  pay: { start: () => '/pay', policy: (token: string) => `/pay/${token}`, begin: () => '/pay/start', receipt: (key: string) => `/pay/receipt/${key}` },
  offices: () => '/offices',
  accessibility: () => '/accessibility',
  needs: () => '/how-much-cover',
  compare: () => '/compare',
  /** A plan's key-facts sheet, and the same sheet as a PDF (src/lib/key-facts). */
  keyFacts: (planCode: string) => `/key-facts/${encodeURIComponent(planCode.toLowerCase())}`,
  keyFactsPdf: (planCode: string) => `/key-facts/${encodeURIComponent(planCode.toLowerCase())}/pdf`,
  claims: () => '/claims',
  claimForms: () => '/claims/forms',
  claimFaqs: () => '/claims/faqs',
  claimPromise: () => '/claims/promise',
  claimStart: (type?: string) => (type ? `/claims/start?type=${encodeURIComponent(type)}` : '/claims/start'),
  claimReceived: () => '/claims/start/received',
  claimTrack: () => '/claims/track',
  complaints: () => '/complaints',
  complaintNew: () => '/complaints/new',
  complaintTrack: () => '/complaints/track',
  glossary: (term?: string) => (term ? `/claims/glossary#${termAnchor(term)}` : '/claims/glossary'),
  about: () => '/about',
  leadership: () => '/about/leadership',
  achievements: () => '/about/achievements',
  statements: () => '/about/statements',
  careers: () => '/about/careers',
  news: () => '/news',
  pressReleases: () => '/news/press-release',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  privacyRequest: () => '/privacy/request',
  my: () => '/my',
  myPolicy: (number: string) => `/my/policies/${encodeURIComponent(number)}`,
  myPolicyPart: (number: string, part: 'contact' | 'beneficiaries' | 'statement' | 'receipt') => `/my/policies/${encodeURIComponent(number)}/${part}`,
  blogGroup: (groupSlug: string) => `/blog/${groupSlug}`,
  article: (groupSlug: string, articleSlug: string) => `/blog/${groupSlug}/${articleSlug}`,
} as const

/** The fragment a glossary term is linked by, e.g. "Sum assured" → "term-sum-assured". */
export function termAnchor(term: string): string {
  return `term-${term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}
