/**
 * Reaching us (issue 24, part 6): a call-back is checked against the office hours and holidays in
 * Site settings, stored, confirmed by SMS through the outbox, shown in the staff queue and reminded to
 * the team before its time; offices are public; call-backs are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let submit: typeof import('@/lib/call-backs/submit')
let reminders: typeof import('@/lib/call-backs/reminders')
let hours: typeof import('@/lib/hours/hours')
let settingsOf: typeof import('@/lib/hours/settings')

const lagos = (local: string) => new Date(`${local}+01:00`)
let key = 0
const nextKey = () => `10.9.0.${++key}`
const person = { name: 'Ngozi Eze', mobile: '0803 123 4567', topic: 'My education plan', consent: 'on' }

async function schedule() {
  return settingsOf.scheduleFromSettings(await t.payload.findGlobal({ slug: 'site-settings', depth: 0 }))
}

/** The first slot a visitor would be offered now. */
async function firstSlot(): Promise<string> {
  const days = hours.availableSlots(new Date(), await schedule())
  const slot = days[0]?.slots[0]?.value
  if (!slot) throw new Error('No slot on offer')
  return slot
}

const outboxByKey = async (k: string) =>
  (await t.payload.find({ collection: 'outbox-messages', where: { key: { equals: k } }, overrideAccess: true, limit: 1 })).docs[0]

beforeAll(async () => {
  t = await startPayload()
  const outbox = await import('@/lib/outbox')
  // Messages stay in the outbox for the test to read; nothing is sent.
  outbox.configureOutbox({ auto: false })
  submit = await import('@/lib/call-backs/submit')
  reminders = await import('@/lib/call-backs/reminders')
  hours = await import('@/lib/hours/hours')
  settingsOf = await import('@/lib/hours/settings')
}, 120_000)

afterAll(async () => {
  await t?.close()
})

describe('office hours in Site settings', () => {
  it('hold the demo hours and Nigeria’s 2026 holidays, and write the hours sentence from them', async () => {
    const settings = await t.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.officeHours).toBe('Monday to Friday, 8:00am to 5:00pm, excluding public holidays')
    const s = settingsOf.scheduleFromSettings(settings)
    expect(s.holidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-01-01', '2026-10-01', '2026-12-25', '2026-12-28']))
    expect(settings.whatsappNumber).toBeTruthy()
  })
})

describe('booking a call-back', () => {
  it('stores it, gives a reference and queues the SMS confirmation with the time in Lagos', async () => {
    const slot = await firstSlot()
    const outcome = await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: nextKey() })
    expect(outcome.kind).toBe('stored')
    if (outcome.kind !== 'stored') return
    expect(outcome.reference).toMatch(/^RL-CB-\d{4}-\d{6}$/)
    const stored = (await t.payload.find({ collection: 'call-backs', where: { reference: { equals: outcome.reference } }, overrideAccess: true })).docs[0]
    expect(stored).toMatchObject({ name: 'Ngozi Eze', phone: '0803 123 4567', topic: 'My education plan', done: false })
    expect(hours.slotWords(new Date(stored?.slotStart ?? ''))).toBe(outcome.slot)
    const sms = await outboxByKey(`call-back:${outcome.reference}:confirmation`)
    expect(sms).toMatchObject({ channel: 'sms', to: '2348031234567', status: 'waiting' })
    expect(sms?.text).toContain(outcome.slot)
    expect(sms?.text).toContain(outcome.reference)
    expect(sms?.text).toContain('0700 733 9663')
  })

  it('refuses a time in the past, outside hours, at the weekend or on a holiday, with a plain message, and stores nothing', async () => {
    const before = (await t.payload.count({ collection: 'call-backs', overrideAccess: true })).totalDocs
    const at = lagos('2026-12-22T10:00:00')
    const cases: [string, string][] = [
      ['2026-12-22T09:00', 'That time has passed or is too soon: choose a later time'],
      ['2026-12-23T18:00', 'Choose a time within our office hours'],
      ['2026-12-23T07:30', 'Choose a time within our office hours'],
      ['2026-12-26T10:00', 'Our lines are closed that day: choose a weekday'],
      ['2026-12-25T10:00', 'Our lines are closed on that public holiday: choose another day'],
      ['next tuesday', 'Choose a time from the list'],
    ]
    for (const [slot, message] of cases) {
      const outcome = await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: nextKey(), now: at })
      expect(outcome, slot).toEqual({ kind: 'invalid', errors: { slot: message } })
    }
    expect((await t.payload.count({ collection: 'call-backs', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('answers every wrong field at once', async () => {
    const outcome = await submit.submitCallBack(t.payload, { name: '', mobile: '12345', slot: '', consent: '' }, { clientKey: nextKey() })
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: {
        name: 'Enter your name',
        mobile: 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567',
        slot: 'Choose a time for us to call you',
        consent: 'Tick the box to agree that we may call you and send you an SMS',
      },
    })
  })

  it('limits how many one address books, like the contact form', async () => {
    const client = nextKey()
    const limit = { limit: 2, windowMs: 60_000 }
    const slot = await firstSlot()
    expect((await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: client, limit })).kind).toBe('stored')
    expect((await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: client, limit })).kind).toBe('stored')
    const third = await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: client, limit })
    expect(third.kind).toBe('rate-limited')
    // Someone else is not held back.
    expect((await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: nextKey(), limit })).kind).toBe('stored')
  })
})

describe('the team’s reminder before each call-back', () => {
  it('mails the customer service inbox once, shortly before the time, and not for a call-back already done', async () => {
    await t.payload.delete({ collection: 'call-backs', where: { id: { exists: true } }, overrideAccess: true })
    const slot = await firstSlot()
    const booked = await submit.submitCallBack(t.payload, { ...person, slot }, { clientKey: nextKey() })
    const done = await submit.submitCallBack(t.payload, { ...person, name: 'Already Called', slot }, { clientKey: nextKey() })
    if (booked.kind !== 'stored' || done.kind !== 'stored') throw new Error('not stored')
    const doneDoc = (await t.payload.find({ collection: 'call-backs', where: { reference: { equals: done.reference } }, overrideAccess: true })).docs[0]
    await t.payload.update({ collection: 'call-backs', id: doneDoc?.id ?? 0, data: { done: true }, overrideAccess: true })
    const start = new Date(doneDoc?.slotStart ?? '')

    // An hour before: too early.
    expect(await reminders.queueCallBackReminders(t.payload, new Date(start.getTime() - 60 * 60_000))).toEqual({ queued: 0 })
    // Ten minutes before: the reminder for the one still waiting.
    expect(await reminders.queueCallBackReminders(t.payload, new Date(start.getTime() - 10 * 60_000))).toEqual({ queued: 1 })
    const mail = await outboxByKey(`call-back:${booked.reference}:reminder`)
    expect(mail).toMatchObject({ channel: 'email', to: 'customercare@redwoodlife.example' })
    expect(mail?.subject).toContain('Ngozi Eze')
    expect(mail?.text).toContain('0803 123 4567')
    expect(await outboxByKey(`call-back:${done.reference}:reminder`)).toBeUndefined()
    // Once only.
    expect(await reminders.queueCallBackReminders(t.payload, new Date(start.getTime() - 5 * 60_000))).toEqual({ queued: 0 })
  })

  it('is one of the site’s background jobs', async () => {
    const { BACKGROUND_JOBS } = await import('@/lib/jobs')
    expect(BACKGROUND_JOBS.map((j) => j.name)).toContain('call-back-reminders')
  })
})

describe('from outside (REST)', () => {
  it('keeps call-backs from the public: no list, no create', async () => {
    expect((await rest('GET', '/api/call-backs?limit=1')).status).toBe(403)
    const created = await rest('POST', '/api/call-backs', { body: JSON.stringify({ name: 'x', phone: '0803 123 4567', slotStart: new Date().toISOString() }) })
    expect(created.status).toBe(403)
  })
  it('lists the offices for anyone (the head office and the four cities), and lets no visitor change them', async () => {
    const response = await rest('GET', '/api/offices?limit=10&depth=0&sort=order')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: { city: string }[] }
    expect(body.docs.map((d) => d.city)).toEqual(['Lagos', 'Abuja', 'Port Harcourt', 'Kano', 'Enugu'])
    expect((await rest('POST', '/api/offices', { body: JSON.stringify({ city: 'X', name: 'X', address: 'X', phone: '0803 123 4567', hours: 'X' }) })).status).toBe(403)
  })
})
