/**
 * The admin dashboard's counts (issue 23; decision 032), without a browser: seeded records in each state
 * give the right count for each role, a role that may not read a collection gets no entry for it, and each
 * count's address, parsed as the admin parses it and run through the same list query (`draft: true`, the
 * person's own access), finds exactly the records counted.
 */
import { parse } from 'qs-esm'
import type { CollectionSlug, SanitizedPermissions, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/lib/staff/roles'
import type { WorkToDo } from '@/lib/staff/work-to-do'
import type { User } from '@/payload-types'

import { startPayload, type TestPayload } from './helpers'
import { signedInStaff } from './staff-roles'

let t: TestPayload
let work: typeof import('@/lib/staff/work-to-do')
let outbox: typeof import('@/lib/outbox')
const users = new Map<string, User>()
const NOW = new Date()
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString()
let promiseDays = 0

const PEOPLE: Record<string, StaffRole[]> = {
  claims: ['claims_officer'],
  service: ['customer_service'],
  underwriter: ['underwriter'],
  editor: ['editor'],
  publisher: ['publisher'],
  actuary: ['pricing_actuary'],
  administrator: ['administrator'],
  auditor: ['auditor'],
  // What the first account of a site holds: most roles at once.
  many: ['editor', 'publisher', 'pricing_actuary', 'pricing_approver', 'claims_officer', 'customer_service', 'administrator'],
}

const CLEARED: CollectionSlug[] = ['online-claims', 'enquiries', 'group-quote-requests', 'call-backs', 'complaints', 'privacy-requests', 'applications', 'outbox-messages']

async function claim(status: 'received' | 'documents-complete' | 'assessing' | 'approved' | 'paid' | 'declined', dates: { createdAt?: string; documentsCompleteAt?: string } = {}) {
  const doc = await t.payload.create({
    collection: 'online-claims',
    overrideAccess: true,
    data: {
      claimType: 'death',
      status,
      ...(status === 'declined' ? { declineReason: 'The policy had lapsed before the date of death.' } : {}),
      firstName: 'Ngozi',
      lastName: 'Okafor',
      relationship: 'spouse',
      phone: '0803 123 4567',
      bank: '058',
      accountNumber: '0123456785',
      consentedAt: NOW.toISOString(),
      consentVersion: 'test',
      ...(dates.createdAt ? { createdAt: dates.createdAt } : {}),
    },
  })
  // The status hook stamps "documents complete" with the moment of the save: set the day the test needs.
  if (dates.documentsCompleteAt) {
    await t.payload.update({ collection: 'online-claims', id: doc.id, data: { documentsCompleteAt: dates.documentsCompleteAt }, overrideAccess: true })
  }
  const stored = await t.payload.findByID({ collection: 'online-claims', id: doc.id, overrideAccess: true, depth: 0 })
  if (dates.createdAt) expect(stored.createdAt).toBe(dates.createdAt)
  if (dates.documentsCompleteAt) expect(stored.documentsCompleteAt).toBe(dates.documentsCompleteAt)
  return stored
}

async function enquiry(n: number, handled: boolean, mailStatus: 'sent' | 'failed-retrying' | 'not-configured') {
  return t.payload.create({
    collection: 'enquiries',
    overrideAccess: true,
    data: {
      firstName: `Ada${n}`,
      lastName: 'Eze',
      phone: '08031234567',
      email: `ada${n}@example.com`,
      existingCustomer: 'no',
      message: 'Please call me about a funeral plan.',
      consentedAt: NOW.toISOString(),
      consentVersion: 'test',
      handled,
      mailStatus,
    },
  })
}

async function callBack(n: number, slotStart: string, done: boolean) {
  return t.payload.create({
    collection: 'call-backs',
    overrideAccess: true,
    data: { name: `Tunde ${n}`, phone: '08031234567', topic: 'A question about my premium.', slotStart, done },
  })
}

async function groupQuote(n: number, handled: boolean) {
  return t.payload.create({
    collection: 'group-quote-requests',
    overrideAccess: true,
    data: {
      company: `Lekki Foods ${n}`,
      contactName: 'Bola Ade',
      email: `bola${n}@example.com`,
      phone: '08031234567',
      staffCount: 40,
      annualSalary: 120_000_000,
      coverMultiple: 3,
      consentedAt: NOW.toISOString(),
      consentVersion: 'test',
      handled,
    },
  })
}

async function complaint(n: number, status: 'received' | 'investigating' | 'resolved', dueAt?: string) {
  const doc = await t.payload.create({
    collection: 'complaints',
    overrideAccess: true,
    data: {
      status,
      about: 'claim',
      details: 'No reply.',
      wantedOutcome: 'A reply.',
      firstName: 'Ada',
      lastName: `Obi ${n}`,
      phone: '0803 123 4567',
      consentedAt: NOW.toISOString(),
      consentVersion: 'test',
      ...(status === 'resolved' ? { finalAnswer: 'Answered.' } : {}),
    },
  })
  if (dueAt) await t.payload.update({ collection: 'complaints', id: doc.id, data: { dueAt }, overrideAccess: true })
  return doc
}

async function privacyRequest(status: 'awaiting-code' | 'received' | 'done', dueAt?: string) {
  return t.payload.create({
    collection: 'privacy-requests',
    overrideAccess: true,
    data: { kind: 'correct', contact: '2348031234567', contactKind: 'phone', status, ...(dueAt ? { dueAt } : {}), ...(status === 'done' ? { outcome: 'Done.' } : {}) },
  })
}

async function application(n: number, status: 'in-progress' | 'referred' | 'accepted') {
  return t.payload.create({ collection: 'applications', overrideAccess: true, data: { reference: `RL-APP-TEST-${n}`, planCode: 'TLP', status } })
}

async function message(n: number, status: 'waiting' | 'sent' | 'failed' | 'not-configured') {
  return t.payload.create({
    collection: 'outbox-messages',
    overrideAccess: true,
    data: { channel: 'sms', to: '2348031234567', text: 'Redwood Life: test', key: `work-to-do-test:${n}`, status },
  })
}

const forWho = (who: string) => work.workToDo(t.payload, users.get(who)!, { now: NOW })

/** Each item's count by id, section by section. */
const counts = (result: WorkToDo) => Object.fromEntries(result.sections.map((s) => [s.id, Object.fromEntries(s.items.map((i) => [i.id, i.count]))]))

/** The records the admin list at `href` shows: its query string parsed as the admin parses it, run as the list runs it. */
async function listed(href: string, who: string): Promise<number> {
  const url = new URL(href, 'http://localhost')
  const match = /\/collections\/([^/]+)$/.exec(url.pathname)
  expect(match, `a list address: ${href}`).not.toBeNull()
  const query = parse(url.search, { depth: 10, ignoreQueryPrefix: true }) as { where?: Where; locale?: string }
  expect(query.where, `a filter in ${href}`).toBeTruthy()
  const found = await t.payload.find({
    collection: match![1] as CollectionSlug,
    where: query.where,
    // The list opened in a language (a translation waiting for review) filters that language's values.
    ...(query.locale ? { locale: query.locale as 'en' | 'pcm' } : {}),
    draft: true,
    overrideAccess: false,
    user: users.get(who)!,
    depth: 0,
    limit: 1,
  })
  return found.totalDocs
}

beforeAll(async () => {
  t = await startPayload()
  work = await import('@/lib/staff/work-to-do')
  outbox = await import('@/lib/outbox')
  // The outbox stays as the test leaves it: the worker would otherwise mark the claims' notices as it sends them.
  outbox.configureOutbox({ auto: false })
  const { claimsPromiseDays } = await import('@/lib/claims/promise')
  promiseDays = await claimsPromiseDays(t.payload)
  for (const [who, account] of await signedInStaff(t.payload, 'work', PEOPLE, 'tamarind-harbour-kite-58')) {
    // The user as Payload resolves a signed-in request's token: what the admin view is handed.
    const { user } = await t.payload.auth({ headers: new Headers({ authorization: `JWT ${account.token}` }) })
    expect(user?.id).toBe(account.id)
    users.set(who, user as User)
  }
  for (const collection of CLEARED) await t.payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })

  // Complaints: two waiting for a final answer (one past its due date), one resolved.
  await complaint(1, 'received')
  await complaint(2, 'investigating', daysAgo(1))
  await complaint(3, 'resolved', daysAgo(2))
  // Data-protection requests: one waiting and late, one waiting on time; a code never entered and one done count for nothing.
  await privacyRequest('received', daysAgo(1))
  await privacyRequest('received', new Date(NOW.getTime() + 10 * 86_400_000).toISOString())
  await privacyRequest('awaiting-code')
  await privacyRequest('done', daysAgo(3))

  // Claims: two waiting for documents (one made 70 days ago), two ready to decide (one past the promise),
  // one approved but unpaid (past both), one paid and one declined long ago (settled: never overdue).
  await claim('received')
  await claim('received', { createdAt: daysAgo(70) })
  await claim('documents-complete', { documentsCompleteAt: daysAgo(promiseDays + 1) })
  await claim('assessing', { documentsCompleteAt: daysAgo(promiseDays - 1) })
  await claim('approved', { createdAt: daysAgo(61), documentsCompleteAt: daysAgo(promiseDays + 3) })
  await claim('paid', { createdAt: daysAgo(90), documentsCompleteAt: daysAgo(80) })
  await claim('declined', { createdAt: daysAgo(90), documentsCompleteAt: daysAgo(80) })

  // Enquiries: three not handled (one from before "Handled" had a value), two whose mail to the inbox did not go.
  await enquiry(1, false, 'sent')
  await enquiry(2, true, 'sent')
  await enquiry(3, false, 'failed-retrying')
  await enquiry(4, true, 'not-configured')
  const old = await enquiry(5, false, 'sent')
  await t.payload.db.updateOne({ collection: 'enquiries', id: old.id, data: { handled: null } })
  await groupQuote(1, false)
  await groupQuote(2, true)
  // Call-backs: one booked for tomorrow, one whose time passed an hour ago with nobody marking it done, one done.
  await callBack(1, new Date(NOW.getTime() + 86_400_000).toISOString(), false)
  await callBack(2, new Date(NOW.getTime() - 3_600_000).toISOString(), false)
  await callBack(3, daysAgo(1), true)

  await application(1, 'referred')
  await application(2, 'accepted')
  await application(3, 'in-progress')

  // The new claims' own notices wait in the outbox too; these add one failed and one never sent.
  await message(1, 'failed')
  await message(2, 'not-configured')
  await message(3, 'sent')
}, 240_000)

afterAll(async () => {
  await outbox?.stopOutbox()
  await t?.close()
})

describe('the work each role sees', () => {
  it('a claims officer sees claims only: waiting, ready, approved, past the promise and past the legal limit', async () => {
    const result = await forWho('claims')
    expect(counts(result)).toEqual({
      claims: {
        'claims-waiting-for-documents': 2,
        'claims-ready-to-decide': 2,
        'claims-approved-unpaid': 1,
        'claims-past-promise': 2,
        'claims-past-legal-limit': 2,
      },
    })
    const items = result.sections[0]!.items
    expect(items.find((i) => i.id === 'claims-past-promise')?.text).toBe(`2 claims past our ${promiseDays}-day promise`)
    expect(items.find((i) => i.id === 'claims-approved-unpaid')?.text).toBe('1 approved claim waiting to be paid')
    expect(result.shortcuts.map((s) => s.label)).toEqual(['Claims', 'Claim documents'])
  })

  it('the promise counts with the days set on the claims promise page', async () => {
    // A claim whose documents were complete promiseDays − 1 days ago is on time at that figure, late at a
    // figure two days shorter.
    const page = await t.payload.findGlobal({ slug: 'claims-promise', depth: 0 })
    const shorter = promiseDays - 2
    await t.payload.updateGlobal({ slug: 'claims-promise', data: { processingPromise: { ...page.processingPromise, figure: String(shorter) } }, overrideAccess: true })
    try {
      const result = await forWho('claims')
      const late = result.sections[0]!.items.find((i) => i.id === 'claims-past-promise')!
      expect(late.count).toBe(3)
      expect(late.text).toBe(`3 claims past our ${shorter}-day promise`)
    } finally {
      await t.payload.updateGlobal({ slug: 'claims-promise', data: { processingPromise: page.processingPromise }, overrideAccess: true })
    }
  })

  it('customer service sees enquiries and messages, but neither claims nor applications to decide', async () => {
    expect(counts(await forWho('service'))).toEqual({
      enquiries: { 'enquiries-unanswered': 3, 'group-quotes-unanswered': 1, 'call-backs-waiting': 2, 'call-backs-missed': 1, 'complaints-open': 2, 'complaints-overdue': 1, 'privacy-requests-open': 2, 'privacy-requests-overdue': 1, 'policyholder-change-requests-open': 0 },
      messages: { 'messages-failed': 1, 'messages-not-configured': 1, 'enquiry-mail-failed': 2 },
    })
  })

  it('an underwriter sees referred applications only', async () => {
    const result = await forWho('underwriter')
    expect(counts(result)).toEqual({ applications: { 'applications-referred': 1 }, approvals: { 'underwriting-settings-awaiting-approval': 0 } })
    expect(result.sections[0]!.items[0]!.text).toBe('1 application referred to an underwriter')
  })

  it('an administrator sees the outbox, not the enquiries it cannot read', async () => {
    expect(counts(await forWho('administrator'))).toEqual({ messages: { 'messages-failed': 1, 'messages-not-configured': 1 } })
  })

  it('an auditor has no counts, only the way to the audit log', async () => {
    const result = await forWho('auditor')
    expect(result.sections).toEqual([])
    expect(result.shortcuts).toEqual([{ label: 'Audit log', href: '/admin/collections/audit-log' }])
  })

  it("counts with the collection's own access: an editor handed permissions that say otherwise still gets no claims", async () => {
    const editor = users.get('editor')!
    const claimsReadable: SanitizedPermissions = { collections: { 'online-claims': { read: true, fields: true } } }
    const result = await work.workToDo(t.payload, editor, { now: NOW, permissions: claimsReadable })
    expect(result.sections.map((s) => s.id)).not.toContain('claims')
  })

  it('someone holding many roles sees each role\'s work, and a short "Go to" list without repeats', async () => {
    const result = await forWho('many')
    expect(result.sections.map((s) => s.id)).toEqual(['claims', 'enquiries', 'approvals', 'messages', 'translations'])
    expect(result.shortcuts).toHaveLength(8)
    expect(new Set(result.shortcuts.map((s) => s.href)).size).toBe(8)
    expect(result.shortcuts.slice(0, 3).map((s) => s.label)).toEqual(['Products', 'Articles', 'Images'])
  })

  it('reads "None waiting" style words at zero, never a bare 0', async () => {
    const result = await forWho('editor')
    const approvals = result.sections.find((s) => s.id === 'approvals')!
    expect(approvals.items.map((i) => [i.id, i.count, i.text])).toEqual([
      ['claims-promise-awaiting-approval', 0, 'No change waiting on the claims promise page'],
      ['claim-forms-awaiting-approval', 0, 'No change waiting on the claim forms page'],
    ])
  })
})

describe('changes waiting for approval', () => {
  it('a proposed plan change counts for the pricing roles; a proposed claims promise change for editors and publishers', async () => {
    expect(counts(await forWho('actuary'))).toEqual({ approvals: { 'plans-awaiting-approval': 0, 'underwriting-settings-awaiting-approval': 0 } })
    const plan = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'TLP' } }, depth: 0 })).docs[0]!
    await t.payload.update({ collection: 'plans', id: plan.id, draft: true, data: { loadingPercent: (plan.loadingPercent ?? 0) + 1, _status: 'draft' }, overrideAccess: true })
    await t.payload.updateGlobal({ slug: 'application-settings', draft: true, data: { _status: 'draft', newBusinessInbox: 'underwriting@redwoodlife.example' }, overrideAccess: true })
    await t.payload.updateGlobal({ slug: 'claims-promise', draft: true, data: { _status: 'draft', processingPromise: { figure: '12', unit: 'days', statement: 'Claims are usually processed within 12 days.' } }, overrideAccess: true })

    // The live plan is still published: only its newest version is a draft.
    expect((await t.payload.findByID({ collection: 'plans', id: plan.id, depth: 0 }))._status).toBe('published')
    const actuary = await forWho('actuary')
    expect(counts(actuary)).toEqual({ approvals: { 'plans-awaiting-approval': 1, 'underwriting-settings-awaiting-approval': 1 } })
    expect(actuary.sections[0]!.items[1]!.href).toBe('/admin/globals/application-settings')
    expect(actuary.sections[0]!.items[0]!.text).toBe('1 plan with a change waiting for approval')
    expect(await listed(actuary.sections[0]!.items[0]!.href, 'actuary')).toBe(1)

    for (const who of ['editor', 'publisher']) {
      const items = (await forWho(who)).sections.find((s) => s.id === 'approvals')!.items
      expect(items.map((i) => [i.id, i.count])).toEqual([
        ['claims-promise-awaiting-approval', 1],
        ['claim-forms-awaiting-approval', 0],
      ])
      expect(items[0]!.href).toBe('/admin/globals/claims-promise')
    }
    // The draft does not move the promise the claims are counted against: the published figure does.
    expect(await (await import('@/lib/claims/promise')).claimsPromiseDays(t.payload)).toBe(promiseDays)

    // Once approved (published), nothing waits.
    const proposed = await t.payload.findByID({ collection: 'plans', id: plan.id, draft: true, depth: 0 })
    await t.payload.update({ collection: 'plans', id: plan.id, data: { ...proposed, _status: 'published' }, overrideAccess: true })
    await t.payload.updateGlobal({ slug: 'application-settings', data: { _status: 'published', newBusinessInbox: 'underwriting@redwoodlife.example' }, overrideAccess: true })
    expect(counts(await forWho('actuary'))).toEqual({ approvals: { 'plans-awaiting-approval': 0, 'underwriting-settings-awaiting-approval': 0 } })
  })
})

describe('the home page in Pidgin, and its review by a fluent speaker (decision 045)', () => {
  it('reads the Pidgin words at /pcm, English where a Pidgin field is empty, and says which fields those are', async () => {
    const { getHome } = await import('@/lib/content/home')
    const { getGlobalTranslation } = await import('@/lib/content/translation')
    expect((await getHome('en')).heroSlides?.[0]?.message).toBe('For every life, for every future.')
    expect((await getHome('pcm')).heroSlides?.[0]?.message).toBe('Cover for your life, cover for your tomorrow.')
    expect(await getGlobalTranslation('home', 'pcm')).toEqual({ missing: [], reviewed: false })

    // An editor empties one Pidgin paragraph: the page shows the English one there, and says it is missing.
    const english = await t.payload.findGlobal({ slug: 'home', locale: 'en', depth: 0 })
    await t.payload.updateGlobal({ slug: 'home', locale: 'pcm', data: { _status: 'published', intro: { paragraphB: '' } }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      const pidgin = await getHome('pcm')
      expect(pidgin.intro?.paragraphB).toBe(english.intro?.paragraphB)
      expect(pidgin.intro?.paragraphA).toMatch(/^Redwood Life Assurance dey help families/)
      expect((await getGlobalTranslation('home', 'pcm')).missing).toEqual(['intro.paragraphB'])
      // Staff see it beside the form by the field's label.
      const { staffTranslationStatus } = await import('@/lib/content/translation')
      expect(await staffTranslationStatus(t.payload, { global: 'home' })).toEqual([{ code: 'pcm', name: 'Nigerian Pidgin', missing: ['Introduction › Second paragraph'], reviewed: false }])
      // English is untouched by a Pidgin edit.
      expect((await getHome('en')).intro?.paragraphB).toBe(english.intro?.paragraphB)
    } finally {
      const seeded = 'We go explain every plan for simple language before you sign. When you call, na person go answer you. And when you bring claim with all di documents wey we ask for, we go pay am inside 14 days.'
      await t.payload.updateGlobal({ slug: 'home', locale: 'pcm', data: { _status: 'published', intro: { paragraphB: seeded } }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })

  it('lists the Pidgin home page for editors and publishers until a fluent speaker has reviewed it, linking the page opened in Pidgin', async () => {
    const item = async (who: string) => (await forWho(who)).sections.find((s) => s.id === 'translations')?.items.find((i) => i.id === 'translation-home-pcm')
    for (const who of ['editor', 'publisher']) {
      expect(await item(who), who).toMatchObject({
        count: 1,
        text: '1 translation waiting for a fluent speaker’s review: the Home page in Nigerian Pidgin',
        href: '/admin/globals/home?locale=pcm',
      })
    }
    expect(await item('claims')).toBeUndefined()

    await t.payload.updateGlobal({ slug: 'home', locale: 'pcm', data: { _status: 'published', translationReviewed: true }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      expect(await item('editor')).toMatchObject({ count: 0, text: 'The Home page in Nigerian Pidgin is reviewed' })
      // Reviewing the Pidgin says nothing about English, which has no review of its own to wait for.
      expect((await t.payload.findGlobal({ slug: 'home', locale: 'en', fallbackLocale: false, depth: 0 })).translationReviewed).not.toBe(true)
    } finally {
      await t.payload.updateGlobal({ slug: 'home', locale: 'pcm', data: { _status: 'published', translationReviewed: false }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })
})

describe('the products and their categories in Pidgin (decision 045)', () => {
  it('reads a product page in Pidgin with its plans and pictures shared, and says which fields show English once one is emptied', async () => {
    const { getProductPage, getRoutingCatalog } = await import('@/lib/content/products')
    const { getDocumentTranslation, staffTranslationStatus } = await import('@/lib/content/translation')
    const { productsInPidgin } = await import('@/seed/data/products-pidgin')
    const product = (await getRoutingCatalog()).products.find((p) => p.slug === 'term-life-plan')!
    const [english, pidgin] = await Promise.all([getProductPage(product.id, 'en'), getProductPage(product.id, 'pcm')])
    const words = productsInPidgin['term-life-plan']!
    expect(pidgin?.product.summary).toBe(words.summary)
    expect(pidgin?.product.faqs?.map((f) => f.question)).toEqual(words.faqs.map((f) => f.question))
    // The name, address, plans and pictures are the same document's in every language.
    expect(pidgin?.product.title).toBe(english?.product.title)
    expect(pidgin?.product.plans).toEqual(english?.product.plans)
    expect(pidgin?.product.heroImage).toEqual(english?.product.heroImage)
    expect(english?.product.summary).not.toBe(words.summary)
    // The other plans beside it are in Pidgin too.
    expect(pidgin?.siblings.map((s) => s.summary)).toEqual(pidgin?.siblings.map((s) => productsInPidgin[s.slug]?.summary))
    expect(await getDocumentTranslation('products', product.id, 'pcm')).toEqual({ missing: [], reviewed: false })

    await t.payload.update({ collection: 'products', id: product.id, locale: 'pcm', data: { description: '' }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      expect((await getProductPage(product.id, 'pcm'))?.product.description).toBe(english?.product.description)
      expect((await getDocumentTranslation('products', product.id, 'pcm')).missing).toEqual(['description'])
      expect(await staffTranslationStatus(t.payload, { collection: 'products', id: product.id })).toEqual([
        { code: 'pcm', name: 'Nigerian Pidgin', missing: ['Description'], reviewed: false },
      ])
    } finally {
      await t.payload.update({ collection: 'products', id: product.id, locale: 'pcm', data: { description: words.description }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })

  it('lists the products and categories whose Pidgin waits for a fluent speaker, one fewer once one is reviewed', async () => {
    const item = async (id: string) => (await forWho('editor')).sections.find((s) => s.id === 'translations')?.items.find((i) => i.id === id)
    const products = await t.payload.count({ collection: 'products' })
    expect(await item('translation-products-pcm')).toMatchObject({
      count: products.totalDocs,
      text: `${products.totalDocs} products in Nigerian Pidgin waiting for a fluent speaker’s review`,
      href: expect.stringMatching(/^\/admin\/collections\/products\?locale=pcm&where/),
    })
    expect((await item('translation-product-categories-pcm'))?.count).toBe((await t.payload.count({ collection: 'product-categories' })).totalDocs)
    expect(await (await forWho('claims')).sections.find((s) => s.id === 'translations')?.items.find((i) => i.id === 'translation-products-pcm')).toBeUndefined()

    const { docs } = await t.payload.find({ collection: 'products', limit: 1, depth: 0 })
    const reviewed = docs[0]!
    await t.payload.update({ collection: 'products', id: reviewed.id, locale: 'pcm', data: { translationReviewed: true }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      expect((await item('translation-products-pcm'))?.count).toBe(products.totalDocs - 1)
      // The English has no review of its own.
      expect((await t.payload.findByID({ collection: 'products', id: reviewed.id, locale: 'en', fallbackLocale: false, depth: 0 })).translationReviewed).not.toBe(true)
    } finally {
      await t.payload.update({ collection: 'products', id: reviewed.id, locale: 'pcm', data: { translationReviewed: false }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })
})

describe("each count's address lists exactly the records counted", () => {
  it('for every role, the filtered list finds as many records as the count', async () => {
    let checked = 0
    for (const who of Object.keys(PEOPLE)) {
      for (const section of (await forWho(who)).sections) {
        for (const item of section.items) {
          if (item.href.includes('/globals/')) continue
          expect(await listed(item.href, who), `${who}: ${item.id} (${item.href})`).toBe(item.count)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(14)
  })

  it('writes the filter in the shape the admin filter builder reads', () => {
    const href = '/admin/collections/online-claims?' + work.whereToQuery({ or: [{ and: [{ status: { not_in: ['paid', 'declined'] } }, { createdAt: { less_than: '2026-01-01T00:00:00.000Z' } }] }] })
    expect(decodeURIComponent(href)).toBe(
      '/admin/collections/online-claims?where[or][0][and][0][status][not_in][0]=paid&where[or][0][and][0][status][not_in][1]=declined&where[or][0][and][1][createdAt][less_than]=2026-01-01T00:00:00.000Z',
    )
  })
})
