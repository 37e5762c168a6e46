import { paths } from '@/lib/paths'

export type ClaimsRoute = 'overview' | 'forms' | 'faqs' | 'promise' | 'glossary'

/** Every claims page, with the words used to link to it from the others. */
export const CLAIMS_PAGES: { route: ClaimsRoute; href: string; name: string; blurb: string }[] = [
  { route: 'overview', href: paths.claims(), name: 'How to make a claim', blurb: 'With an agent or by yourself, step by step.' },
  { route: 'forms', href: paths.claimForms(), name: 'Claim forms and guides', blurb: 'Download, print and fill in.' },
  { route: 'faqs', href: paths.claimFaqs(), name: 'Claims questions', blurb: 'Documents, payment times, what if.' },
  { route: 'promise', href: paths.claimPromise(), name: 'Our claims promise', blurb: 'What to expect, and how fast.' },
  { route: 'glossary', href: paths.glossary(), name: 'Glossary of claims terms', blurb: 'Insurance words in plain English.' },
]

/** The name of a claims page in the breadcrumb and in links from its sister pages. */
export function claimsPageName(route: ClaimsRoute): string {
  return CLAIMS_PAGES.find((p) => p.route === route)?.name ?? 'Claims'
}

/** The words of the claims pages' names and blurbs, for the catalogue's completeness test (they reach `t` as values). */
export const CLAIMS_PAGE_TEXTS: string[] = CLAIMS_PAGES.flatMap((p) => [p.name, p.blurb])
