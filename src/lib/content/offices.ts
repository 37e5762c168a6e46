import type { Office } from '@/payload-types'

import { cachedRead } from './payload'

/** Every office, in the order editors gave (at most 50: a page of offices, not a directory). */
export const getOffices = cachedRead('offices', async (payload): Promise<Office[]> => {
  const result = await payload.find({ collection: 'offices', limit: 50, depth: 0, sort: 'order', pagination: false })
  return result.docs
})

/**
 * Directions as a plain link: Google Maps' documented search address (maps/search/?api=1&query=…),
 * which Android and iOS open in the Google Maps app when it is installed and in the browser otherwise.
 * A `geo:` link would open any maps app on Android but does nothing on an iPhone or a desktop; this
 * one works everywhere, and it is only a link: no map and no script is loaded on our page.
 */
export function directionsHref(office: Pick<Office, 'name' | 'address' | 'mapQuery'>): string {
  const query = office.mapQuery?.trim() || `${office.name}, ${office.address.replace(/\s*\n\s*/g, ', ')}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
