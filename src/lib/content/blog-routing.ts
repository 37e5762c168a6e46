/**
 * How blog addresses map to groups and articles. Pure functions (no Payload), so they are unit-tested.
 *
 * Canonical: /blog/{group slug} and /blog/{group slug}/{article slug}.
 * Older shapes still in circulation redirect permanently to those:
 *   - a legacy group slug (/blog/lifeblog, /blog/healthblog) or the group's heading or name, any case
 *     (/blog/Life%20insurance,%20explained/… is what the old group-page cards linked to);
 *   - an article's numeric id instead of its slug;
 *   - an article under another group's address (it moved, or the link was wrong).
 */
export type GroupRef = {
  id: number
  slug: string
  name: string
  heading: string
  legacySlugs?: string[] | null
}

/** Route parameters may arrive percent-encoded or already decoded; decode once, never throw. */
export function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const normalise = (value: string): string =>
  decodeSegment(value)
    .normalize('NFKC')
    .trim()
    .replace(/[\s+]+/g, ' ')
    .toLowerCase()

/** The group an address segment names, by slug, legacy slug, heading or name (any case). */
export function findGroup<G extends GroupRef>(groups: readonly G[], segment: string): G | null {
  const exact = groups.find((g) => g.slug === segment)
  if (exact) return exact
  const wanted = normalise(segment)
  if (!wanted) return null
  return (
    groups.find((g) => g.slug.toLowerCase() === wanted) ??
    groups.find((g) => (g.legacySlugs ?? []).some((s) => s.toLowerCase() === wanted)) ??
    groups.find((g) => normalise(g.heading) === wanted) ??
    groups.find((g) => normalise(g.name) === wanted) ??
    null
  )
}

/** How the article segment should be looked up: by slug, or (old links) by numeric id. */
export function articleKey(segment: string): { slug: string; id: number | null } | null {
  const value = normalise(segment)
  if (!value || value.length > 200) return null
  const id = /^\d{1,9}$/.test(value) ? Number(value) : null
  const slug = value.replace(/ /g, '-')
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return id == null ? null : { slug: '', id }
  return { slug, id }
}
