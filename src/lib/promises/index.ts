/**
 * The one door to the site's promises: every page, email and SMS that states a time reads it here,
 * from Site settings → Promises (cached with the content, so a change reaches all of them at once).
 */
import { unstable_rethrow } from 'next/navigation'

import { getSiteSettings } from '@/lib/content/site'
import { log } from '@/lib/log'

import { DEFAULT_PROMISES, promisesFrom, type Promises } from './words'

export * from './words'

export async function getPromises(): Promise<Promises> {
  try {
    return promisesFrom((await getSiteSettings()).promises)
  } catch (error) {
    // Next's own signals (rendering per request, not found) are not failures: let them through.
    unstable_rethrow(error)
    // A page or a queued message must not fail because settings can't be read: say the standard times.
    log.warn('Site settings could not be read; using the standard promises', { err: error })
    return DEFAULT_PROMISES
  }
}
