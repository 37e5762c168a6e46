import type { Home } from '@/payload-types'

import { cachedRead } from './payload'

export const getHome = cachedRead('home', async (payload): Promise<Home> => {
  return payload.findGlobal({ slug: 'home', depth: 2 })
})
