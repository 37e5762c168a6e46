// @ts-check
// What both cache handlers (redis-cache-handler.mjs, memory-cache-handler.mjs) need to know of an entry.

/**
 * The tags an entry answers to: a data read's own tags, the implicit path tags Next passes with it,
 * and for pages and route responses the tags Next recorded in the x-next-cache-tags header.
 * @param {any} data
 * @param {any} ctx
 * @returns {string[]}
 */
export function entryTags(data, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
  const header = data?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t)
  return [...tags]
}

/**
 * True when one of the tags was expired after the entry was made.
 * @param {(string | null | undefined)[]} expiredAt the tags' times from Redis, in the same order
 * @param {number} lastModified
 */
export function isExpired(expiredAt, lastModified, now = Date.now()) {
  return expiredAt.some((t) => {
    const at = Number(t)
    return Number.isFinite(at) && at > lastModified && at <= now
  })
}
