/**
 * Work that needs doing, at a glance (issue 23; decision 032): the counts the admin dashboard opens with,
 * for the roles the signed-in staff member holds. Each count is made with that person's own access
 * (`overrideAccess: false`), so a collection they cannot read is neither counted nor shown, and each
 * comes with the address of the admin list filtered to exactly the records counted: the list runs the
 * same `where` (the `href` is built from it), so what the dashboard says and what the list shows agree.
 *
 * Plain data only (text, counts, addresses): the admin view (src/components/admin/WorkToDo.tsx) renders
 * it, and tests/int/work-to-do.int.spec.ts checks it without a browser.
 */
import { Forbidden, getAccessResults, createLocalReq, type CollectionSlug, type GlobalSlug, type Payload, type SanitizedPermissions, type Where } from 'payload'

import { claimsPromiseDays } from '@/lib/claims/promise'
import type { ClaimStatus } from '@/lib/claims/types'
import type { MailStatus } from '@/lib/enquiries/status'
import type { MessageStatus } from '@/lib/outbox/statuses'
import { inLanguage, type ContentLocale } from '@/lib/content/payload'
import { i18n, type Language } from '@/lib/i18n'
import { hasRole, rolesOf, type StaffRole } from '@/lib/staff/roles'
import type { Application, User } from '@/payload-types'

/**
 * The longest a claim may wait to be settled by law: the Nigerian Insurance Industry Reform Act 2025
 * (section 210) gives 60 days from the day the insurer is told of the claim. A declined claim (liability
 * denied) is outside it, as is one paid.
 */
export const CLAIM_LEGAL_LIMIT_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

/** Claims that are finished: paid, or declined with a reason. Neither is waiting nor overdue. */
const SETTLED: ClaimStatus[] = ['paid', 'declined']

export type WorkItem = {
  /** Stable name of the count (tests and the browser test find an item by it). */
  id: string
  /** What staff read: "3 claims waiting for documents", or "No claims waiting for documents" at zero. */
  text: string
  count: number
  /** The admin page listing exactly the records counted (a filtered list, or a settings page). */
  href: string
  /** One line on what is counted, when the text alone does not say it. */
  hint?: string
  /** Late or failed work: the view marks it (in words as well as colour) when there is any. */
  urgent?: boolean
}

export type WorkSection = { id: string; heading: string; items: WorkItem[] }

export type Shortcut = { label: string; href: string }

export type WorkToDo = {
  sections: WorkSection[]
  /** The collections and settings pages the person's roles use most, that they may open. */
  shortcuts: Shortcut[]
}

type Words = { one: string; many: string; none: string }

type Counted =
  | { kind: 'collection'; collection: CollectionSlug; where: Where; locale?: ContentLocale }
  /** Documents whose newest version is a draft not yet published (a change waiting for approval). */
  | { kind: 'drafts'; collection: CollectionSlug }
  /** A settings page whose newest version is a draft not yet published. */
  | { kind: 'global-draft'; global: GlobalSlug }
  /** A page's words in another language not yet marked as read by a fluent speaker (decision 045). */
  | { kind: 'global-translation'; global: GlobalSlug; locale: ContentLocale }

type ItemSpec = Counted & {
  id: string
  words: Words
  hint?: string
  urgent?: boolean
  /** Whose work this is: shown only to these roles (besides needing read access). Absent: anyone who may read it. */
  for?: StaffRole[]
}

type SectionSpec = { id: string; heading: string; items: ItemSpec[] }

/** A `where` in the shape the admin's filter builder reads back (any of, each all of), so the list shows the filter it applies. */
function allOf(...conditions: Where[]): Where {
  return { or: [{ and: conditions }] }
}

function sections(now: Date, promiseDays: number): SectionSpec[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const open: Where = { status: { not_in: SETTLED } }
  return [
    {
      id: 'claims',
      heading: 'Claims',
      items: [
        {
          id: 'claims-waiting-for-documents',
          kind: 'collection',
          collection: 'online-claims',
          where: allOf({ status: { equals: 'received' satisfies ClaimStatus } }),
          words: { one: 'claim waiting for documents', many: 'claims waiting for documents', none: 'No claims waiting for documents' },
          hint: 'Status “Received”: the claimant has not sent every document yet.',
        },
        {
          id: 'claims-ready-to-decide',
          kind: 'collection',
          collection: 'online-claims',
          where: allOf({ status: { in: ['documents-complete', 'assessing'] satisfies ClaimStatus[] } }),
          words: { one: 'claim ready to decide', many: 'claims ready to decide', none: 'No claims ready to decide' },
          hint: 'Documents complete or being assessed: waiting for a decision.',
        },
        {
          id: 'claims-approved-unpaid',
          kind: 'collection',
          collection: 'online-claims',
          where: allOf({ status: { equals: 'approved' satisfies ClaimStatus } }),
          words: { one: 'approved claim waiting to be paid', many: 'approved claims waiting to be paid', none: 'No approved claims waiting to be paid' },
        },
        {
          id: 'claims-past-promise',
          kind: 'collection',
          collection: 'online-claims',
          // The promise counts from the day the documents were complete, as the tracking page and the claim messages do.
          where: allOf(open, { documentsCompleteAt: { less_than: ago(promiseDays) } }),
          words: {
            one: `claim past our ${promiseDays}-day promise`,
            many: `claims past our ${promiseDays}-day promise`,
            none: `No claims past our ${promiseDays}-day promise`,
          },
          hint: `Documents complete more than ${promiseDays} days ago, and not yet paid or declined.`,
          urgent: true,
        },
        {
          id: 'claims-past-legal-limit',
          kind: 'collection',
          collection: 'online-claims',
          // The law counts from the day we were told of the claim: the day it was made on the site.
          where: allOf(open, { createdAt: { less_than: ago(CLAIM_LEGAL_LIMIT_DAYS) } }),
          words: {
            one: `claim past the ${CLAIM_LEGAL_LIMIT_DAYS}-day legal limit`,
            many: `claims past the ${CLAIM_LEGAL_LIMIT_DAYS}-day legal limit`,
            none: `No claims past the ${CLAIM_LEGAL_LIMIT_DAYS}-day legal limit`,
          },
          hint: `Made more than ${CLAIM_LEGAL_LIMIT_DAYS} days ago, and not yet paid or declined.`,
          urgent: true,
        },
      ],
    },
    {
      id: 'applications',
      heading: 'Applications',
      items: [
        {
          id: 'applications-referred',
          kind: 'collection',
          collection: 'applications',
          where: allOf({ status: { equals: 'referred' satisfies Application['status'] } }),
          words: { one: 'application referred to an underwriter', many: 'applications referred to an underwriter', none: 'No applications waiting for an underwriter' },
          hint: 'Waiting for an underwriter to accept them.',
          // Customer service may read applications, but deciding them is underwriting's work.
          for: ['underwriter'],
        },
      ],
    },
    {
      id: 'enquiries',
      heading: 'Enquiries and call-backs',
      items: [
        {
          id: 'enquiries-unanswered',
          kind: 'collection',
          collection: 'enquiries',
          // "Handled" is ticked once someone has called the visitor back; nothing else records an answer.
          where: allOf({ handled: { not_equals: true } }),
          words: { one: 'enquiry not yet handled', many: 'enquiries not yet handled', none: 'No enquiries waiting' },
          hint: 'Call-back requests from the contact page without “Handled” ticked.',
        },
        {
          id: 'group-quotes-unanswered',
          kind: 'collection',
          collection: 'group-quote-requests',
          where: allOf({ handled: { not_equals: true } }),
          words: { one: 'group quote request not yet handled', many: 'group quote requests not yet handled', none: 'No group quote requests waiting' },
          hint: 'Employers waiting for a quote: “Handled” not ticked.',
        },
        {
          id: 'call-backs-waiting',
          kind: 'collection',
          collection: 'call-backs',
          where: allOf({ done: { not_equals: true } }),
          words: { one: 'call-back booked and not yet made', many: 'call-backs booked and not yet made', none: 'No call-backs waiting' },
          hint: 'Visitors who chose a time to be called: the list shows the soonest first. Tick “Done” once called.',
        },
        {
          id: 'call-backs-missed',
          kind: 'collection',
          collection: 'call-backs',
          where: allOf({ done: { not_equals: true } }, { slotStart: { less_than: now.toISOString() } }),
          words: { one: 'call-back past its time and not marked done', many: 'call-backs past their time and not marked done', none: 'No call-backs past their time' },
          hint: 'The time the visitor chose has passed: call them now, or tick “Done” if someone already has.',
          urgent: true,
        },
        {
          id: 'complaints-open',
          kind: 'collection',
          collection: 'complaints',
          where: allOf({ status: { not_equals: 'resolved' } }),
          words: { one: 'complaint waiting for a final answer', many: 'complaints waiting for a final answer', none: 'No complaints waiting' },
          hint: 'Received, investigating or escalated: the list shows the oldest due date first.',
          for: ['customer_service'],
        },
        {
          id: 'complaints-overdue',
          kind: 'collection',
          collection: 'complaints',
          where: allOf({ status: { not_equals: 'resolved' } }, { dueAt: { less_than: now.toISOString() } }),
          words: { one: 'complaint past its due date', many: 'complaints past their due date', none: 'No complaints past their due date' },
          hint: 'The final answer is late: send it, or tell the complainant when it will come.',
          urgent: true,
          for: ['customer_service'],
        },
        {
          id: 'privacy-requests-open',
          kind: 'collection',
          collection: 'privacy-requests',
          where: allOf({ status: { equals: 'received' } }),
          words: { one: 'data-protection request waiting for an answer', many: 'data-protection requests waiting for an answer', none: 'No data-protection requests waiting' },
          hint: 'People asking us to correct their data or stop marketing: the list shows the oldest due date first.',
          for: ['customer_service'],
        },
        {
          id: 'privacy-requests-overdue',
          kind: 'collection',
          collection: 'privacy-requests',
          where: allOf({ status: { equals: 'received' } }, { dueAt: { less_than: now.toISOString() } }),
          words: { one: 'data-protection request past its due date', many: 'data-protection requests past their due date', none: 'No data-protection requests past their due date' },
          hint: 'The law sets this time: answer it today.',
          urgent: true,
          for: ['customer_service'],
        },
        {
          id: 'policyholder-change-requests-open',
          kind: 'collection',
          collection: 'policyholder-change-requests',
          where: allOf({ status: { equals: 'received' } }),
          words: { one: 'policy change request waiting', many: 'policy change requests waiting', none: 'No policy change requests waiting' },
          hint: 'Policyholders asking from My policies for a new phone, email, address or beneficiaries: the oldest first.',
          for: ['customer_service'],
        },
      ],
    },
    {
      id: 'approvals',
      heading: 'Changes waiting for approval',
      items: [
        {
          id: 'plans-awaiting-approval',
          kind: 'drafts',
          collection: 'plans',
          words: { one: 'plan with a change waiting for approval', many: 'plans with a change waiting for approval', none: 'No plan changes waiting' },
          hint: 'A pricing approver other than the author publishes the change.',
          for: ['pricing_actuary', 'pricing_approver'],
        },
        {
          id: 'claims-promise-awaiting-approval',
          kind: 'global-draft',
          global: 'claims-promise',
          words: { one: 'change to the claims promise page waiting for approval', many: '', none: 'No change waiting on the claims promise page' },
          hint: 'A publisher other than the author publishes it.',
          for: ['editor', 'publisher'],
        },
        {
          id: 'claim-forms-awaiting-approval',
          kind: 'global-draft',
          global: 'claim-forms',
          words: { one: 'change to the claim forms page (document checklists) waiting for approval', many: '', none: 'No change waiting on the claim forms page' },
          hint: 'A publisher other than the author publishes it.',
          for: ['editor', 'publisher'],
        },
        {
          id: 'underwriting-settings-awaiting-approval',
          kind: 'global-draft',
          global: 'application-settings',
          words: { one: 'change to the underwriting settings (health questions, sum-assured limits) waiting for approval', many: '', none: 'No change waiting on the underwriting settings' },
          hint: 'Another underwriter, or the pricing approver, publishes it.',
          for: ['underwriter', 'pricing_actuary', 'pricing_approver'],
        },
      ],
    },
    {
      id: 'messages',
      heading: 'Messages that did not go out',
      items: [
        {
          id: 'messages-failed',
          kind: 'collection',
          collection: 'outbox-messages',
          where: allOf({ status: { equals: 'failed' satisfies MessageStatus } }),
          words: { one: 'email or SMS failed to send', many: 'emails and SMS failed to send', none: 'No emails or SMS failed' },
          hint: 'Claim and application notices: the site tries again by itself; the list says what went wrong.',
          urgent: true,
        },
        {
          id: 'messages-not-configured',
          kind: 'collection',
          collection: 'outbox-messages',
          where: allOf({ status: { equals: 'not-configured' satisfies MessageStatus } }),
          words: {
            one: 'email or SMS not sent: no mail server or SMS provider set up',
            many: 'emails and SMS not sent: no mail server or SMS provider set up',
            none: 'No emails or SMS held back for want of a mail server or SMS provider',
          },
          hint: 'The claimant or applicant has not been told. They go out by themselves once a mail server or SMS provider is set up for the site.',
          urgent: true,
        },
        {
          id: 'enquiry-mail-failed',
          kind: 'collection',
          collection: 'enquiries',
          where: allOf({ mailStatus: { in: ['failed-retrying', 'not-configured'] satisfies MailStatus[] } }),
          words: { one: 'enquiry not mailed to the inbox', many: 'enquiries not mailed to the inbox', none: 'No enquiries missing from the inbox' },
          hint: 'The mail to the enquiries inbox failed (it is tried again) or no mail server is set up. Each is still here to answer.',
          urgent: true,
        },
      ],
    },
  ]
}

/**
 * Collections and settings pages each role uses most, in this order; only those the person may open are
 * shown, at most MAX_SHORTCUTS (the menu lists everything).
 */
const MAX_SHORTCUTS = 8

const SHORTCUTS: Record<StaffRole, ({ collection: CollectionSlug } | { global: GlobalSlug })[]> = {
  claims_officer: [{ collection: 'online-claims' }, { collection: 'claim-files' }],
  underwriter: [{ collection: 'applications' }],
  customer_service: [{ collection: 'enquiries' }, { collection: 'call-backs' }, { collection: 'group-quote-requests' }, { collection: 'applications' }, { collection: 'outbox-messages' }],
  pricing_actuary: [{ collection: 'plans' }],
  pricing_approver: [{ collection: 'plans' }],
  editor: [{ collection: 'products' }, { collection: 'blog-posts' }, { collection: 'media' }, { global: 'site-settings' }],
  publisher: [{ collection: 'products' }, { collection: 'blog-posts' }, { collection: 'media' }, { global: 'site-settings' }],
  auditor: [{ collection: 'audit-log' }],
  administrator: [{ collection: 'users' }, { collection: 'outbox-messages' }],
}

/** A `where` as the query string of an admin list address (`where[or][0][and][0][status][equals]=received`). */
export function whereToQuery(where: Where): string {
  const pairs: string[] = []
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key}[${i}]`))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${key}[${encodeURIComponent(k)}]`)
    else if (value !== undefined) pairs.push(`${key}=${encodeURIComponent(String(value))}`)
  }
  walk(where, 'where')
  return pairs.join('&')
}

/** The `where` a count's list applies, or null where the address is a settings page. */
export function listWhere(spec: Counted): Where | null {
  if (spec.kind === 'global-translation') return null
  if (spec.kind === 'collection') return spec.where
  if (spec.kind === 'drafts') return allOf({ _status: { equals: 'draft' } })
  return null
}

function hrefOf(spec: Counted, admin: string): string {
  if (spec.kind === 'global-draft') return `${admin}/globals/${spec.global}`
  if (spec.kind === 'global-translation') return `${admin}/globals/${spec.global}?locale=${spec.locale}`
  const where = listWhere(spec)
  const query = [spec.kind === 'collection' && spec.locale ? `locale=${spec.locale}` : '', where ? whereToQuery(where) : ''].filter(Boolean).join('&')
  return `${admin}/collections/${spec.collection}${query ? `?${query}` : ''}`
}

/** The count with the person's own access, or null when they may not read what it counts. */
async function countFor(payload: Payload, user: User, spec: Counted): Promise<number | null> {
  const asUser = { overrideAccess: false, user } as const
  try {
    if (spec.kind === 'collection') return (await payload.count({ collection: spec.collection, where: spec.where, ...(spec.locale ? { locale: spec.locale } : {}), ...asUser })).totalDocs
    if (spec.kind === 'global-translation') {
      const page = await payload.findGlobal({ slug: spec.global, locale: spec.locale, fallbackLocale: false, depth: 0, ...asUser })
      return (page as { translationReviewed?: boolean | null }).translationReviewed === true ? 0 : 1
    }
    if (spec.kind === 'drafts') {
      // The admin list opens drafts collections with `draft: true`: their newest versions. A document whose
      // newest version is a draft has a change nobody has published yet.
      const where: Where = { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] }
      return (await payload.countVersions({ collection: spec.collection, where, ...asUser })).totalDocs
    }
    const where: Where = { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] }
    return (await payload.countGlobalVersions({ global: spec.global, where, ...asUser })).totalDocs
  } catch (error) {
    // By status too: in the server's bundle the error may come from another copy of Payload's classes.
    if (error instanceof Forbidden || (error as { status?: unknown } | null)?.status === 403) return null
    throw error
  }
}

/** Whether Payload's access results let the person run the count at all (read, or read versions for drafts). */
function mayCount(access: SanitizedPermissions, spec: Counted): boolean {
  if (spec.kind === 'collection') return Boolean(access.collections?.[spec.collection]?.read)
  if (spec.kind === 'drafts') return Boolean(access.collections?.[spec.collection]?.readVersions)
  if (spec.kind === 'global-translation') return Boolean(access.globals?.[spec.global]?.read)
  return Boolean(access.globals?.[spec.global]?.readVersions)
}

/**
 * The pages written in more than one language (those with a "Translation reviewed" tick, decision 045),
 * one item for each of their languages but the default: waiting until a fluent speaker has read it.
 */
function translationSection(payload: Payload): SectionSpec {
  const reviewable = (fields: { name?: string }[]) => fields.some((field) => field.name === 'translationReviewed')
  const languages = i18n.languages.filter((language) => i18n.isOtherLanguage(language.code))
  const pages = payload.config.globals.filter((global) => reviewable(global.flattenedFields))
  const collections = payload.config.collections.filter((collection) => reviewable(collection.flattenedFields))
  const hint = (language: Language, what: string) =>
    `Switch ${what} to ${language.englishName ?? language.name} at the top of the form; once a fluent speaker has read every word, tick “Translation reviewed by a fluent speaker” and publish.`
  const items = [
    ...pages.flatMap((page) =>
      languages.map((language): ItemSpec => {
        const where = `${typeof page.label === 'string' ? page.label : page.slug} in ${language.englishName ?? language.name}`
        return {
          id: `translation-${page.slug}-${language.code}`,
          kind: 'global-translation',
          global: page.slug as GlobalSlug,
          locale: inLanguage(language.code).locale,
          words: { one: `translation waiting for a fluent speaker’s review: the ${where}`, many: '', none: `The ${where} is reviewed` },
          hint: hint(language, 'the page'),
          for: ['editor', 'publisher'],
        }
      }),
    ),
    // A collection's documents, each reviewed on its own: the count is of those not yet ticked in that language.
    ...collections.flatMap((collection) =>
      languages.map((language): ItemSpec => {
        const plural = typeof collection.labels.plural === 'string' ? collection.labels.plural.toLowerCase() : collection.slug
        const singular = typeof collection.labels.singular === 'string' ? collection.labels.singular.toLowerCase() : collection.slug
        const name = language.englishName ?? language.name
        return {
          id: `translation-${collection.slug}-${language.code}`,
          kind: 'collection',
          collection: collection.slug as CollectionSlug,
          locale: inLanguage(language.code).locale,
          where: allOf({ translationReviewed: { not_equals: true } }),
          words: { one: `${singular} in ${name} waiting for a fluent speaker’s review`, many: `${plural} in ${name} waiting for a fluent speaker’s review`, none: `Every one of the ${plural} in ${name} is reviewed` },
          hint: hint(language, 'each one'),
          for: ['editor', 'publisher'],
        }
      }),
    ),
  ]
  return { id: 'translations', heading: 'Translations waiting for review', items }
}

function textOf(count: number, words: Words): string {
  if (count === 0) return words.none
  return `${count.toLocaleString('en-GB')} ${count === 1 || !words.many ? words.one : words.many}`
}

function labelOf(payload: Payload, entry: { collection: CollectionSlug } | { global: GlobalSlug }): string {
  if ('collection' in entry) {
    const plural = payload.collections[entry.collection]?.config.labels?.plural
    return typeof plural === 'string' ? plural : entry.collection
  }
  const label = payload.config.globals.find((g) => g.slug === entry.global)?.label
  return typeof label === 'string' ? label : entry.global
}

/**
 * The work waiting for `user`, by section; sections with nothing the person may see are left out. `now`
 * fixes the moment the overdue counts are measured at (their list addresses carry the same moment).
 * `permissions`: Payload's access results for the person, when the caller has them (the admin view does);
 * otherwise worked out here.
 */
export async function workToDo(
  payload: Payload,
  user: User,
  { now = new Date(), permissions }: { now?: Date; permissions?: SanitizedPermissions } = {},
): Promise<WorkToDo> {
  const admin = payload.config.routes.admin
  const access = permissions ?? (await getAccessResults({ req: await createLocalReq({ user }, payload) }))
  const promiseDays = await claimsPromiseDays(payload)
  const specs = [...sections(now, promiseDays), translationSection(payload)]
  const result = await Promise.all(
    specs.map(async (section) => {
      const items = await Promise.all(
        section.items.map(async (spec): Promise<WorkItem | null> => {
          if ((spec.for && !hasRole(user, ...spec.for)) || !mayCount(access, spec)) return null
          const count = await countFor(payload, user, spec)
          if (count === null) return null
          return {
            id: spec.id,
            text: textOf(count, spec.words),
            count,
            href: hrefOf(spec, admin),
            ...(spec.hint ? { hint: spec.hint } : {}),
            ...(spec.urgent ? { urgent: true } : {}),
          }
        }),
      )
      return { id: section.id, heading: section.heading, items: items.filter((i): i is WorkItem => i !== null) }
    }),
  )

  const seen = new Set<string>()
  const shortcuts: Shortcut[] = []
  for (const role of rolesOf(user)) {
    for (const entry of SHORTCUTS[role]) {
      const href = 'collection' in entry ? `${admin}/collections/${entry.collection}` : `${admin}/globals/${entry.global}`
      const readable = 'collection' in entry ? access.collections?.[entry.collection]?.read : access.globals?.[entry.global]?.read
      if (seen.has(href) || !readable || shortcuts.length >= MAX_SHORTCUTS) continue
      seen.add(href)
      shortcuts.push({ label: labelOf(payload, entry), href })
    }
  }
  return { sections: result.filter((s) => s.items.length > 0), shortcuts }
}
