/**
 * The plan service as the site sees it: `planService()` picks the remote service at
 * PLAN_SERVICE_URL when it is set, and otherwise the built-in one in process. Swapping services is
 * a change of that one variable; nothing else in the site knows which one answers.
 */
import { CONTENT_TAG, cachedRead, payloadClient } from '@/lib/content/payload'
import { env } from '@/lib/env'

import { createBuiltInClient, createRemoteClient, type PlanLookup, type PlanServiceClient } from './client'

export type { PlanLookup, PlanServiceClient, QuoteOutcome } from './client'
export type { PlanData, PlanBasis, QuoteEndpoint, QuoteRequestBody } from './contract'

const builtIn = createBuiltInClient(payloadClient)

class Unavailable extends Error {
  constructor(readonly lookup: PlanLookup) {
    super('unavailable')
  }
}

/**
 * Plan lookups are cached with the CMS content (expired when an editor saves a plan), so a product
 * page stays static. Failures are not cached: they are thrown out of the cache and turned back here.
 */
const cachedLookup = cachedRead('plan-lookup', async (_payload, _ctx, code: string): Promise<PlanLookup> => {
  const result = await builtIn.getPlan(code)
  if (!result.ok && result.reason === 'unavailable') throw new Unavailable(result)
  return result
})

const siteBuiltIn: PlanServiceClient = {
  name: 'built-in',
  async getPlan(code) {
    try {
      return await cachedLookup(code)
    } catch (error) {
      if (error instanceof Unavailable) return error.lookup
      throw error
    }
  },
  quote: (endpoint, body) => builtIn.quote(endpoint, body),
}

let remote: PlanServiceClient | null = null

export function planService(): PlanServiceClient {
  if (!env.planServiceUrl) return siteBuiltIn
  remote ??= createRemoteClient(env.planServiceUrl, {
    lookupInit: { next: { revalidate: 300, tags: [CONTENT_TAG] } } as RequestInit,
  })
  return remote
}
