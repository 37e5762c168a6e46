import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'

export const CONTENT_TAG = 'content'

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * A read of CMS content, cached on the server and expired by the `content` tag whenever an editor
 * saves or publishes (see src/hooks/revalidate.ts). Arguments become part of the cache key.
 */
export function cachedRead<A extends (string | number | boolean | null)[], R>(
  name: string,
  read: (payload: Payload, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const cached = unstable_cache(async (...args: A) => read(await payloadClient(), ...args), [name], {
    tags: [CONTENT_TAG],
  })
  return (...args: A) => cached(...args)
}
