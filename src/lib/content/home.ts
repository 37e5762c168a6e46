import type { Home } from '@/payload-types'

import { cachedRead } from './payload'

export const getHome = cachedRead('home', async (payload, ctx): Promise<Home> => {
  return payload.findGlobal({ slug: 'home', depth: 2, draft: ctx.draft })
})
