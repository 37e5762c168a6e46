import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => {
  await t?.close()
})

describe('seeded demo content', () => {
  it('has the brand and contact details in site settings', async () => {
    const settings = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandName).toBe('Redwood Life Assurance Limited')
    expect(settings.address).toContain('Civic Towers')
    expect(settings.officeHours).toContain('Monday to Friday, 8:00am to 5:00pm')
    expect(settings.careersEmail).toMatch(/@redwoodlife\.example$/)
  })

  it('has four individual categories and a corporate one, each with products', async () => {
    const categories = await t.payload.find({ collection: 'product-categories', sort: 'order', limit: 20 })
    expect(categories.docs.filter((c) => c.kind === 'individual').map((c) => c.name)).toEqual([
      'Medical',
      'Life',
      'Family',
      'Education',
    ])
    for (const category of categories.docs) {
      const products = await t.payload.find({ collection: 'products', where: { category: { equals: category.id } } })
      expect(products.totalDocs, category.name).toBeGreaterThanOrEqual(3)
    }
  })

  it('seeds nothing a second time and keeps editors’ changes', async () => {
    const { seedIfEmpty } = await import('@/seed')
    const saturday = { day: 'saturday' as const, opens: '09:00', closes: '13:00' }
    const hours = (await t.payload.findGlobal({ slug: 'site-settings' })).openingHours ?? []
    await t.payload.updateGlobal({ slug: 'site-settings', data: { openingHours: [...hours, saturday] } })
    const before = await t.payload.count({ collection: 'media' })
    expect(await seedIfEmpty(t.payload)).toBe(false)
    expect((await t.payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
    expect((await t.payload.findGlobal({ slug: 'site-settings' })).officeHours).toBe(
      'Monday to Friday, 8:00am to 5:00pm; Saturday, 9:00am to 1:00pm, excluding public holidays',
    )
  })
})
