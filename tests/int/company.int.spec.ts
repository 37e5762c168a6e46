// Postgres run: not needed (content reads the browser tests and the Postgres migration test also make).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEED_CONTEXT } from '@/seed/context'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload

/** The per-field messages of the validation error a write fails with. */
async function fieldErrors(write: () => Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await write()
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return errors.map(({ path, message }) => ({ path, message }))
  }
  throw new Error('The write succeeded but should have failed.')
}
const quiet = { context: SEED_CONTEXT } as const

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => {
  await t?.close()
})

describe('company content', () => {
  it('is seeded and published: leaders, statements with PDFs, press releases, page globals', async () => {
    const leaders = await t.payload.find({ collection: 'leaders', where: { team: { equals: 'board' } }, overrideAccess: false })
    expect(leaders.totalDocs).toBeGreaterThanOrEqual(6)

    const statements = await t.payload.find({ collection: 'statements', depth: 1, overrideAccess: false, sort: '-publishedAt' })
    expect(statements.totalDocs).toBeGreaterThanOrEqual(5)
    expect(statements.docs.filter((s) => s.kind === 'fund-report').length).toBeGreaterThanOrEqual(3)
    for (const s of statements.docs) {
      const file = typeof s.file === 'object' ? s.file : null
      expect(file?.mimeType, s.title).toBe('application/pdf')
      expect(file?.filesize, s.title).toBeGreaterThan(1000)
    }

    const press = await t.payload.find({ collection: 'press-releases', overrideAccess: false })
    expect(press.totalDocs).toBe(4)

    const about = await t.payload.findGlobal({ slug: 'about', overrideAccess: false })
    expect(about.purpose?.statement).toBe('For every life, For every future.')
    const achievements = await t.payload.findGlobal({ slug: 'achievements', overrideAccess: false })
    expect(achievements.awards).toHaveLength(5)
    expect(achievements.milestones?.length).toBeGreaterThanOrEqual(3)
    const careers = await t.payload.findGlobal({ slug: 'careers', overrideAccess: false })
    expect(careers.testimonial?.name).toBeTruthy()
  })

  it('keeps a draft leader away from the public until it is published', async () => {
    const photo = (await t.payload.find({ collection: 'media', limit: 1 })).docs[0]?.id
    expect(photo).toBeDefined()
    const draft = await t.payload.create({
      collection: 'leaders',
      draft: true,
      data: { name: 'Mr Draft Appointee', designation: 'Non-Executive Director', team: 'board', photo: photo ?? 0, _status: 'draft' },
      ...quiet,
    })
    const publicView = await t.payload.find({ collection: 'leaders', where: { name: { equals: 'Mr Draft Appointee' } }, overrideAccess: false })
    expect(publicView.totalDocs).toBe(0)

    await t.payload.update({ collection: 'leaders', id: draft.id, data: { _status: 'published' }, ...quiet })
    const afterPublish = await t.payload.find({ collection: 'leaders', where: { name: { equals: 'Mr Draft Appointee' } }, overrideAccess: false })
    expect(afterPublish.totalDocs).toBe(1)
  })

  it('refuses a press release without its PDF, or with a web address that is not one', async () => {
    const image = (await t.payload.find({ collection: 'media', limit: 1 })).docs[0]?.id ?? 0
    const base = { title: 'Test release', description: 'A test.', heroImage: image, publishedAt: '2026-01-01T09:00:00.000Z' }
    expect(await fieldErrors(() => t.payload.create({ collection: 'press-releases', data: { ...base, linkType: 'document' }, ...quiet }))).toEqual([
      { path: 'document', message: 'Choose or upload the PDF of the release.' },
    ])
    expect(
      await fieldErrors(() =>
        t.payload.create({ collection: 'press-releases', data: { ...base, linkType: 'url', url: 'news.example/story' }, ...quiet }),
      ),
    ).toEqual([{ path: 'url', message: 'Enter a full web address starting with https://' }])
    const ok = await t.payload.create({
      collection: 'press-releases',
      data: { ...base, linkType: 'url', url: 'https://news.example/redwood-story' },
      ...quiet,
    })
    expect(ok.url).toBe('https://news.example/redwood-story')
  })
})
