import { cachedRead } from '@/lib/content/payload'

/** The codes of plans listed on a product by id, in the product's order. */
export const getPlanCodes = cachedRead('plan-codes', async (payload, _ctx, ...ids: number[]): Promise<string[]> => {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'plans',
    where: { id: { in: ids } },
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
