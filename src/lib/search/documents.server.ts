/**
 * What the search indexes: every published page and the parts of pages with an address of their own
 * (a glossary term, a claims question, a claim form), read through Payload's Local API without drafts.
 * Drafts and unpublished documents never reach the index: collections are filtered on `_status`, globals
 * are read as published.
 */
import type { GlobalSlug, Payload } from 'payload'

import { paths } from '@/lib/paths'

import type { SearchDocument, SearchKind } from './kinds'

/** Fields that hold addresses, codes, settings or ids rather than words a visitor would search for. */
const SKIP = new Set(
  (
    'id slug _status createdAt updatedAt url href filename mimeType prefix _objectKey thumbnailURL kind quotes code ruleName rateTable ' +
    'paymentFrequencies exampleFrequency type format version mode direction style textFormat textStyle indent tag listType linkType ' +
    'contactEmail legacySlugs coverVideo blockType blockName relationTo changedBy approvedBy healthBenefit claimType newTab icon variant ' +
    'publishedAt approvedAt value fields mortality modalFactors'
  ).split(' '),
)

/** The words of a document: every text field and rich-text node, in order. */
export function textOf(value: unknown, skip: ReadonlySet<string> = new Set()): string {
  const out: string[] = []
  const walk = (v: unknown, key: string) => {
    if (SKIP.has(key) || skip.has(key)) return
    if (typeof v === 'string') {
      const s = v.trim()
      if (s && /\p{L}/u.test(s) && !/^(https?:|\/|mailto:|tel:)/.test(s)) out.push(s.replace(/\[\[([^\]|]*\|)?([^\]]*)\]\]/g, (_m, own: string | undefined, term: string) => (own ? own.slice(0, -1) : term)))
      return
    }
    if (Array.isArray(v)) v.forEach((x) => walk(x, ''))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k)
  }
  walk(value, '')
  return out.join(' ').replace(/\s+/g, ' ').slice(0, 20_000)
}

type Doc = Record<string, unknown> & { id: number | string }
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? Number((v as Doc).id) : null)
const headingOf = (d: Record<string, unknown>): string => {
  const h = d.heading as { text?: unknown; accent?: unknown } | string | undefined
  return typeof h === 'string' ? h : [str(h?.text), str(h?.accent)].filter(Boolean).join(' ')
}
const fileUrl = (v: unknown): string | null => (v && typeof v === 'object' && typeof (v as Doc).url === 'string' ? String((v as Doc).url) : null)

async function published(payload: Payload, collection: 'products' | 'plans' | 'blog-posts' | 'press-releases' | 'statements' | 'product-categories', depth = 0): Promise<Doc[]> {
  const { docs } = await payload.find({ collection, depth, limit: 10_000, pagination: false, draft: false, overrideAccess: true, where: { _status: { equals: 'published' } } })
  return docs as unknown as Doc[]
}

async function page(payload: Payload, slug: GlobalSlug): Promise<Record<string, unknown> | null> {
  try {
    const doc = (await payload.findGlobal({ slug, depth: 1, draft: false, overrideAccess: true })) as unknown as Record<string, unknown>
    // A page global never published has no published version: its status is draft (or missing).
    return doc._status === 'published' ? doc : null
  } catch {
    return null
  }
}

/** The company pages: the page globals, with where they live and the parts indexed on their own left out. */
const PAGES: { slug: GlobalSlug; url: string; title: string; skip?: string[] }[] = [
  { slug: 'home', url: paths.home(), title: 'Redwood Life Assurance' },
  { slug: 'about', url: paths.about(), title: 'About us' },
  { slug: 'leadership-page', url: paths.leadership(), title: 'Our leadership' },
  { slug: 'achievements', url: paths.achievements(), title: 'Achievements' },
  { slug: 'statements-page', url: paths.statements(), title: 'Financial statements' },
  { slug: 'careers', url: paths.careers(), title: 'Careers' },
  { slug: 'news-room', url: paths.news(), title: 'News room' },
  { slug: 'claims', url: paths.claims(), title: 'Claims' },
  { slug: 'claims-promise', url: paths.claimPromise(), title: 'Our claims promise' },
  { slug: 'corporate', url: paths.corporate(), title: 'Corporate and group insurance' },
  { slug: 'privacy-notice', url: paths.privacy(), title: 'Privacy notice' },
  { slug: 'claims-faq', url: paths.claimFaqs(), title: 'Claims questions', skip: ['faqs'] },
  { slug: 'claims-glossary', url: paths.glossary(), title: 'Claims glossary', skip: ['entries'] },
  { slug: 'claim-forms', url: paths.claimForms(), title: 'Claim forms', skip: ['forms', 'guides', 'faqs'] },
]

/** The pages written in code rather than the CMS (forms and tools), described in the words a visitor uses. */
const FIXED: { key: string; title: string; body: string; url: string }[] = [
  { key: 'contact', title: 'Contact us', body: 'Talk to an adviser: call, email, WhatsApp or visit an office. Send us a question or an enquiry.', url: paths.contact() },
  { key: 'call-back', title: 'Ask for a call back', body: 'Tell us your phone number and when suits you, and an adviser calls you back.', url: paths.callBack() },
  { key: 'claim-start', title: 'Start a claim online', body: 'Make a claim online: death, funeral, hospital cash, surgery, critical illness, disability, maturity or surrender. Upload documents.', url: paths.claimStart() },
  { key: 'claim-track', title: 'Follow your claim', body: 'Track a claim: see where your claim stands with your claim reference.', url: paths.claimTrack() },
  { key: 'complaints', title: 'Make a complaint', body: 'How to complain if you are unhappy with our service, and how we handle complaints.', url: paths.complaints() },
  { key: 'complaint-track', title: 'Follow your complaint', body: 'Track a complaint with its reference.', url: paths.complaintTrack() },
  { key: 'compare', title: 'Compare plans', body: 'Compare two or three life plans side by side: premium, total paid, what is paid on death and at the end.', url: paths.compare() },
  { key: 'needs', title: 'How much cover do you need?', body: 'Work out how much life cover your family would need: a calculator.', url: paths.needs() },
  { key: 'offices', title: 'Our offices', body: 'Find a branch office near you: addresses, opening hours and directions.', url: paths.offices() },
  { key: 'privacy-request', title: 'Ask for your personal data', body: 'Data protection request: a copy of your personal data, correct it or delete it (NDPA).', url: paths.privacyRequest() },
  { key: 'accessibility', title: 'Accessibility', body: 'How accessible this website is and how to tell us about a problem.', url: paths.accessibility() },
  { key: 'cookies', title: 'Cookies', body: 'The cookies this website uses.', url: paths.cookies() },
]

/** Every searchable thing on the site now, published only. */
export async function extractDocuments(payload: Payload): Promise<SearchDocument[]> {
  const out: SearchDocument[] = []
  const add = (kind: SearchKind, key: string, title: string, body: string, url: string | null) => {
    if (title.trim() && url) out.push({ kind, key, title: title.trim(), body: body.trim(), url })
  }
  const [categories, products, plans, posts, releases, statements, groups] = await Promise.all([
    published(payload, 'product-categories'),
    published(payload, 'products'),
    published(payload, 'plans'),
    published(payload, 'blog-posts'),
    published(payload, 'press-releases', 1),
    published(payload, 'statements', 1),
    payload.find({ collection: 'blog-groups', depth: 0, limit: 1000, pagination: false, overrideAccess: true }).then((r) => r.docs as unknown as Doc[]),
  ])
  const categorySlug = new Map(categories.map((c) => [Number(c.id), { slug: str(c.slug), kind: str(c.kind) }]))
  for (const c of categories) {
    add('product', `category:${c.id}`, str(c.name), textOf(c, new Set(['name'])), c.kind === 'corporate' ? paths.corporate() : paths.category(str(c.slug)))
  }
  for (const p of products) {
    const category = categorySlug.get(idOf(p.category) ?? -1)
    if (category) add('product', `product:${p.id}`, str(p.title), textOf(p, new Set(['title', 'plans', 'category'])), paths.product(category.slug, str(p.slug)))
  }
  for (const p of plans) add('plan', `plan:${p.id}`, `${str(p.name)} (key facts)`, textOf(p, new Set(['name'])), paths.keyFacts(str(p.code)))
  const groupSlug = new Map(groups.map((g) => [Number(g.id), str(g.slug)]))
  for (const p of posts) {
    const group = groupSlug.get(idOf(p.group) ?? -1)
    if (group) add('article', `article:${p.id}`, str(p.title), textOf(p, new Set(['title', 'coverImage', 'group'])), paths.article(group, str(p.slug)))
  }
  for (const r of releases) {
    const link = r.linkType === 'document' ? fileUrl(r.document) : str(r.url).startsWith('/') ? str(r.url) : paths.pressReleases()
    add('press-release', `press-release:${r.id}`, str(r.title), str(r.description), link ?? paths.pressReleases())
  }
  for (const s of statements) add('statement', `statement:${s.id}`, str(s.title), str(s.description), fileUrl(s.file) ?? paths.statements())

  for (const f of FIXED) add('page', `fixed:${f.key}`, f.title, f.body, f.url)
  const offices = await payload.find({ collection: 'offices', depth: 0, limit: 1000, pagination: false, overrideAccess: true })
  const officeText = textOf(offices.docs)
  if (officeText) {
    const i = out.findIndex((d) => d.key === 'fixed:offices')
    if (i >= 0) out[i] = { ...(out[i] as SearchDocument), body: `${(out[i] as SearchDocument).body} ${officeText}`.slice(0, 20_000) }
  }

  for (const p of PAGES) {
    const doc = await page(payload, p.slug)
    if (!doc) continue
    const meta = doc.meta as { title?: unknown } | undefined
    add('page', `page:${p.slug}`, str(meta?.title) || headingOf(doc) || p.title, textOf(doc, new Set(['meta', 'heroImage', 'image', ...(p.skip ?? [])])), p.url)
    if (p.slug === 'claims-faq') {
      for (const [i, f] of ((doc.faqs as Doc[] | null) ?? []).entries()) add('faq', `faq:claims:${i}`, str(f.question), `${str(f.topic)} ${str(f.answer)}`, paths.claimFaqs())
    }
    if (p.slug === 'claims-glossary') {
      for (const e of (doc.entries as Doc[] | null) ?? []) add('glossary', `glossary:${str(e.term).toLowerCase()}`, str(e.term), str(e.meaning), paths.glossary(str(e.term)))
    }
    if (p.slug === 'claim-forms') {
      for (const [i, f] of ((doc.forms as Doc[] | null) ?? []).entries()) add('claim-form', `claim-form:${i}`, str(f.name), str(f.summary), fileUrl(f.file) ?? paths.claimForms())
      for (const [i, g] of ((doc.guides as Doc[] | null) ?? []).entries()) add('claim-form', `claim-guide:${i}`, str(g.name), str(g.summary), fileUrl(g.file) ?? paths.claimForms())
      for (const [i, f] of ((doc.faqs as Doc[] | null) ?? []).entries()) add('faq', `faq:forms:${i}`, str(f.question), str(f.answer), paths.claimForms())
    }
  }
  return out
}
