// Postgres run: not needed (content reads the browser tests and the Postgres migration test also make).
import type { BlogPost } from '@/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
const quiet = { context: { disableRevalidate: true } }

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => {
  await t?.close()
})

async function article(slug: string): Promise<BlogPost> {
  const { docs } = await t.payload.find({ collection: 'blog-posts', where: { slug: { equals: slug } }, depth: 0 })
  expect(docs[0], slug).toBeDefined()
  return docs[0]!
}

describe('seeded blog', () => {
  it('has three groups with at least four published articles each, some with a cover video', async () => {
    const groups = await t.payload.find({ collection: 'blog-groups', sort: 'order' })
    expect(groups.docs.map((g) => g.slug)).toEqual(['life-insurance', 'health-and-wellness', 'markets'])
    expect(groups.docs.map((g) => g.legacySlugs)).toEqual([['lifeblog'], ['healthblog'], ['Markets']])
    let withVideo = 0
    for (const group of groups.docs) {
      const { docs } = await t.payload.find({
        collection: 'blog-posts',
        where: { and: [{ group: { equals: group.id } }, { _status: { equals: 'published' } }] },
        depth: 0,
      })
      expect(docs.length, group.slug).toBeGreaterThanOrEqual(4)
      withVideo += docs.filter((d) => d.coverVideo).length
    }
    expect(withVideo).toBeGreaterThanOrEqual(1)
    expect((await article('term-or-endowment')).coverVideo).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ')
  })
})

describe('cover video', () => {
  it('refuses an address that is not YouTube or Vimeo, in plain English', async () => {
    const { id } = await article('naming-beneficiaries')
    await expect(
      t.payload.update({ collection: 'blog-posts', id, data: { coverVideo: 'https://www.dailymotion.com/video/x7tgad0' }, ...quiet }),
    ).rejects.toThrow(/Cover video/)
    const error: unknown = await t.payload
      .update({ collection: 'blog-posts', id, data: { coverVideo: 'https://evil.example/x' }, ...quiet })
      .then(() => null, (e: unknown) => e)
    expect(JSON.stringify((error as { data?: unknown } | null)?.data)).toContain('Paste a YouTube or Vimeo address')
  })

  it('accepts a YouTube short link and trims spaces', async () => {
    const { id } = await article('naming-beneficiaries')
    const saved = await t.payload.update({
      collection: 'blog-posts',
      id,
      data: { coverVideo: '  https://youtu.be/aqz-KE-bpKQ  ' },
      ...quiet,
    })
    expect(saved.coverVideo).toBe('https://youtu.be/aqz-KE-bpKQ')
  })
})

describe('drafts stay private', () => {
  it('a draft change to a published article is hidden from the public, even when asking for drafts', async () => {
    const { id, title } = await article('health-checks-by-age')
    await t.payload.update({ collection: 'blog-posts', id, draft: true, data: { title: 'Secret draft title' }, ...quiet })

    const editor = await t.payload.findByID({ collection: 'blog-posts', id, draft: true })
    expect(editor.title).toBe('Secret draft title')

    for (const draft of [false, true]) {
      const one = await t.payload.findByID({ collection: 'blog-posts', id, draft, overrideAccess: false })
      expect(one.title).toBe(title)
      const list = await t.payload.find({
        collection: 'blog-posts',
        where: { slug: { equals: 'health-checks-by-age' } },
        draft,
        overrideAccess: false,
      })
      expect(list.docs.map((d) => d.title)).toEqual([title])
    }
  })

  it('a never-published article does not exist for the public', async () => {
    const source = await article('preparing-for-a-hospital-stay')
    const draft = await t.payload.create({
      collection: 'blog-posts',
      draft: true,
      data: {
        title: 'Unpublished thoughts',
        slug: 'unpublished-thoughts',
        group: source.group,
        coverImage: source.coverImage,
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      ...quiet,
    })
    for (const asDraft of [false, true]) {
      const list = await t.payload.find({
        collection: 'blog-posts',
        where: { slug: { equals: 'unpublished-thoughts' } },
        draft: asDraft,
        overrideAccess: false,
      })
      expect(list.totalDocs).toBe(0)
      await expect(
        t.payload.findByID({ collection: 'blog-posts', id: draft.id, draft: asDraft, overrideAccess: false }),
      ).rejects.toThrow()
    }
    // The site's preview (Local API, draft mode) does see it.
    const preview = await t.payload.find({ collection: 'blog-posts', where: { slug: { equals: 'unpublished-thoughts' } }, draft: true })
    expect(preview.docs[0]?.title).toBe('Unpublished thoughts')
  })
})

describe('preview button', () => {
  it('points the article, product and home page previews at their pages', async () => {
    const config = t.payload.config
    const req = { payload: t.payload } as never
    const post = await article('term-or-endowment')
    const postPreview = config.collections.find((c) => c.slug === 'blog-posts')?.admin.preview
    expect(await postPreview?.(post as never, { req, locale: 'en', token: null })).toBe(
      '/preview?path=%2Fblog%2Flife-insurance%2Fterm-or-endowment',
    )
    const product = (await t.payload.find({ collection: 'products', limit: 1, depth: 1 })).docs[0]!
    const productPreview = config.collections.find((c) => c.slug === 'products')?.admin.preview
    const category = typeof product.category === 'object' ? product.category.slug : ''
    expect(await productPreview?.({ ...product, category: typeof product.category === 'object' ? product.category.id : product.category } as never, { req, locale: 'en', token: null })).toBe(
      `/preview?path=${encodeURIComponent(`/policy/${category}/${product.slug}`)}`,
    )
    const homePreview = config.globals.find((g) => g.slug === 'home')?.admin.preview
    expect(await homePreview?.({}, { req, locale: 'en', token: null })).toBe('/preview?path=%2F')
  })
})
