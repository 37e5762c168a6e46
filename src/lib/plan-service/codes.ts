import { cachedRead } from '@/lib/content/payload'

/** The codes of plans listed on a product by id, in the product's order. */
export const getPlanCodes = cachedRead('plan-codes', async (payload, _ctx, ...ids: number[]): Promise<string[]> => {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'plans',
    // Published plans only: a plan saved as a draft is not live until approved (decision 031).
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { code: true },
  })
  const byId = new Map(docs.map((d) => [d.id, d.code]))
  return ids.flatMap((id) => {
    const code = byId.get(id)
    return code ? [code] : []
  })
})
