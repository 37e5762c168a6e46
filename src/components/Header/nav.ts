/**
 * Pure pieces of the shared header and footer: the fixed link lists, corporate-mode detection and small
 * formatters. No React and no Payload here, so they are unit-tested on their own (nav.test.ts).
 */
import { paths } from '@/lib/paths'

/** Where the footer's site map starts: the no-JavaScript target of the phone-size Menu button. */
export const FOOTER_SITEMAP_ID = 'site-footer'

/**
 * The footer's own id. A page is first painted only once the parser has reached it, that is once the
 * header and the main content are whole (the site layout's rel="expect" link, decision 044).
 */
export const FOOTER_ID = 'footer'

export type NavLink = { label: string; href: string; description?: string }

/** The claims pages, in the order a claimant needs them. */
export const claimsLinks: NavLink[] = [
  { label: 'Make a claim', href: paths.claims(), description: 'How claims work, step by step' },
  { label: 'Claim forms', href: paths.claimForms(), description: 'Download forms and user guides' },
  { label: 'Claims FAQs', href: paths.claimFaqs(), description: 'Answers to common questions' },
  { label: 'Our claims promise', href: paths.claimPromise(), description: 'What we commit to when you claim' },
  { label: 'Glossary', href: paths.glossary(), description: 'Insurance words in plain English' },
]

export const aboutLinks: NavLink[] = [
  { label: 'About us', href: paths.about(), description: 'Our story, purpose and mission' },
  { label: 'Leadership', href: paths.leadership(), description: 'Our board of directors' },
  { label: 'Achievements', href: paths.achievements(), description: 'Awards and milestones' },
  { label: 'Financial statements', href: paths.statements(), description: 'Reports for investors' },
  { label: 'Careers', href: paths.careers(), description: 'Work with us' },
  { label: 'News room', href: paths.news(), description: 'News from Redwood Life' },
  { label: 'Press releases', href: paths.pressReleases(), description: 'Statements for the media' },
]

/** The footer's service links: the four claims resource pages (one set for every screen size). */
export const footerServiceLinks: NavLink[] = claimsLinks.filter((l) => l.href !== paths.claims())

/** The footer's about links (careers and news stay in the header menu). */
export const footerAboutLinks: NavLink[] = aboutLinks.slice(0, 4)

/**
 * Corporate pages get a header without the individual product lists: the corporate home and every page
 * of the corporate category (/policy/corporate/…).
 */
export function isCorporatePath(pathname: string | null | undefined): boolean {
  if (!pathname) return false
  const path = pathname.toLowerCase()
  return /^\/corporate(\/|$)/.test(path) || /^\/policy\/corporate(\/|$)/.test(path)
}

/** The header's state for a scroll position: top below 1 px, scrolled above 2 px; in between it holds (no flicker). */
export function nextScrolled(previous: boolean, y: number): boolean {
  if (y < 1) return false
  if (y > 2) return true
  return previous
}

/** A download's size for its link text: 2_345 → "3 KB", 1_572_864 → "1.5 MB". */
export function fileSizeLabel(bytes: number | null | undefined): string | null {
  if (bytes == null || !Number.isFinite(bytes) || bytes <= 0) return null
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  const mb = bytes / (1024 * 1024)
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`
}

/** The brand name split for the wordmark: "Redwood Life" in bold, "Assurance Limited" beneath. */
export function splitBrand(brandName: string, shortName: string): { main: string; rest: string } {
  if (shortName && brandName.startsWith(shortName) && brandName.length > shortName.length) {
    return { main: shortName, rest: brandName.slice(shortName.length).trim() }
  }
  return { main: brandName, rest: '' }
}
