// Postgres run: not needed (path rules and redirects, read as on SQLite; the Postgres run reads redirects in the fuzz and migration tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Catalog, resolvePath } from '@/lib/routing/resolve'
import { SEED_CONTEXT } from '@/seed/context'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
const quiet = { context: SEED_CONTEXT } as const

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => {
  await t?.close()
})

async function catalog(): Promise<Catalog> {
  const [cats, prods] = await Promise.all([
    t.payload.find({ collection: 'product-categories', limit: 100, depth: 0, overrideAccess: false }),
    t.payload.find({ collection: 'products', limit: 500, depth: 0, overrideAccess: false }),
  ])
  return {
    categories: cats.docs.map((c) => ({ id: c.id, slug: c.slug, name: c.name, kind: c.kind })),
    products: prods.docs.map((p) => ({
      id: p.id,
      slug: p.slug,
      categoryId: typeof p.category === 'object' ? p.category.id : p.category,
    })),
  }
}

describe('seeded products and categories', () => {
  it('has four individual categories with at least three published products each, and three corporate products', async () => {
    const c = await catalog()
    const individual = c.categories.filter((x) => x.kind === 'individual').map((x) => x.slug)
    expect(individual.sort()).toEqual(['education', 'family', 'life', 'medical'])
    for (const cat of c.categories) {
      expect(c.products.filter((p) => p.categoryId === cat.id).length, cat.slug).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives every product a hero, marketing sections, 3–4 benefit cards and 4–6 questions', async () => {
    const { docs } = await t.payload.find({ collection: 'products', limit: 100, depth: 1, overrideAccess: false })
    expect(docs.length).toBeGreaterThanOrEqual(15)
    for (const p of docs) {
      expect(p.heading.text, p.slug).toBeTruthy()
      expect(typeof p.heroImage === 'object' && p.heroImage?.url, p.slug).toBeTruthy()
      expect(p.marketing?.length ?? 0, p.slug).toBeGreaterThanOrEqual(1)
      expect(p.benefits?.cards?.length ?? 0, p.slug).toBeGreaterThanOrEqual(3)
      expect(p.benefits?.cards?.length ?? 0, p.slug).toBeLessThanOrEqual(4)
      expect(p.faqs?.length ?? 0, p.slug).toBeGreaterThanOrEqual(4)
      expect(p.faqs?.length ?? 0, p.slug).toBeLessThanOrEqual(6)
      const copy = JSON.stringify([p.summary, p.description, p.marketing, p.benefits, p.faqs])
      expect(copy, `${p.slug} uses dollar amounts`).not.toMatch(/\$\d/)
    }
  })

  it('gives every individual category landing content', async () => {
    const { docs } = await t.payload.find({
      collection: 'product-categories',
      where: { kind: { equals: 'individual' } },
      depth: 1,
      overrideAccess: false,
    })
    for (const c of docs) {
      expect(c.description, c.slug).toBeTruthy()
      expect(typeof c.image === 'object' && c.image?.url, c.slug).toBeTruthy()
      expect(c.marketing?.length ?? 0, c.slug).toBeGreaterThanOrEqual(1)
      expect(c.benefits?.cards?.length ?? 0, c.slug).toBeGreaterThanOrEqual(3)
      expect(c.faqs?.length ?? 0, c.slug).toBeGreaterThanOrEqual(3)
    }
  })

  it('publishes the Corporate page with why-us cards and spotlights', async () => {
    const page = await t.payload.findGlobal({ slug: 'corporate', depth: 1, overrideAccess: false })
    expect(page.heading.text).toBeTruthy()
    expect(page.whyUs?.cards?.length ?? 0).toBeGreaterThanOrEqual(3)
    expect(page.spotlights?.length ?? 0).toBeGreaterThanOrEqual(2)
    const c = await catalog()
    // Every spotlight link in the seed points at a real page.
    for (const s of page.spotlights ?? []) {
      const href = s.link?.href ?? ''
      if (href.startsWith('/policy/')) expect(resolvePath(href, c).kind, href).toBe('product')
    }
  })

  it('resolves old links against the seeded catalogue', async () => {
    const c = await catalog()
    const termLife = c.products.find((p) => p.slug === 'term-life-plan')!
    const groupLife = c.products.find((p) => p.slug === 'group-life-plan')!
    expect(resolvePath(`/policy/individual/${termLife.id}`, c)).toEqual({ kind: 'redirect', to: '/policy/life/term-life-plan' })
    expect(resolvePath(`/policy/corporate/${groupLife.id}`, c)).toEqual({
      kind: 'redirect',
      to: '/policy/corporate/group-life-plan',
    })
    expect(resolvePath('/policy/Medical/home', c)).toEqual({ kind: 'redirect', to: '/policy/medical/home' })
  })
})

describe('slugs that would break addresses are refused', () => {
  it('refuses a product called "home" and a numbers-only slug', async () => {
    const { docs } = await t.payload.find({ collection: 'product-categories', where: { slug: { equals: 'life' } }, limit: 1 })
    const category = docs[0]!.id
    for (const slug of ['home', '12345']) {
      await expect(
        t.payload.create({
          collection: 'products',
          data: { title: 'Test', slug, category, summary: 'Test', heading: { text: 'Test' }, _status: 'published' },
          ...quiet,
        }),
        slug,
      ).rejects.toThrow(/slug|address|letter/i)
    }
  })

  it('refuses a category called "individual"', async () => {
    await expect(
      t.payload.create({
        collection: 'product-categories',
        data: { name: 'Individual', slug: 'individual', kind: 'individual', heading: { text: 'x' }, _status: 'published' },
        ...quiet,
      }),
    ).rejects.toThrow()
  })
})

/** The per-field messages an editor would see for a refused save. */
async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((e) => e.message).join(' | ') || String(error)
  }
  throw new Error('The save was accepted')
}

describe('editor redirects', () => {
  it('stores a tidy old address and a normalised site path', async () => {
    const a = await t.payload.create({
      collection: 'redirects',
      data: { from: '/Summer-Promo/', to: '/policy/life/term-life-plan', type: 'temporary' },
      ...quiet,
    })
    expect(a.from).toBe('/summer-promo')
    const b = await t.payload.create({
      collection: 'redirects',
      data: { from: '/brochure', to: '/claims/forms/../forms/', type: 'permanent' },
      ...quiet,
    })
    expect(b.to).toBe('/claims/forms')
  })

  it.each([
    ['an old address without a leading slash', { from: 'no-slash', to: '/claims', type: 'permanent' as const }, /Start the old address with a single \//],
    ['a redirect to itself', { from: '/loop-me', to: '/Loop-Me/', type: 'permanent' as const }, /same as the old one/],
    ['a redirect of the admin', { from: '/admin/login', to: '/claims', type: 'permanent' as const }, /belong to the system/],
    ['a destination that is not an address', { from: '/bad-destination', to: 'javascript:alert(1)', type: 'permanent' as const }, /Enter a page on this site/],
    ['another website', { from: '/brochure-elsewhere', to: 'https://example.org/brochure.pdf', type: 'permanent' as const }, /cannot lead to other websites/],
    ['a path that leaves the site once normalised', { from: '/sneaky', to: '/.//evil.example', type: 'permanent' as const }, /Enter a page on this site/],
    ['a backslash path', { from: '/sneaky2', to: '/\\evil.example', type: 'temporary' as const }, /Enter a page on this site/],
  ])('refuses %s', async (_label, data, message) => {
    expect(await refusal(t.payload.create({ collection: 'redirects', data, ...quiet }))).toMatch(message)
  })

  it('refuses a redirect that closes a circle with others', async () => {
    await t.payload.create({ collection: 'redirects', data: { from: '/circle-a', to: '/circle-b', type: 'permanent' as const }, ...quiet })
    await t.payload.create({ collection: 'redirects', data: { from: '/circle-b', to: '/circle-c', type: 'permanent' as const }, ...quiet })
    expect(
      await refusal(t.payload.create({ collection: 'redirects', data: { from: '/circle-c', to: '/circle-a', type: 'permanent' as const }, ...quiet })),
    ).toBe('This would send visitors round in a circle: /circle-c → /circle-a → /circle-b → /circle-c.')
  })

  it('lets an editor change a redirect without tripping over itself', async () => {
    const doc = await t.payload.create({ collection: 'redirects', data: { from: '/edit-me', to: '/claims', type: 'permanent' as const }, ...quiet })
    const updated = await t.payload.update({ collection: 'redirects', id: doc.id, data: { to: '/contact' }, ...quiet })
    expect(updated.to).toBe('/contact')
  })

  it('is not readable by the public', async () => {
    await expect(t.payload.find({ collection: 'redirects', overrideAccess: false })).rejects.toThrow()
  })
})
