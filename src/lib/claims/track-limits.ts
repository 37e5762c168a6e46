/**
 * The claim tracker's limits and its cookie, kept apart from track.ts (which needs the database) so the
 * privacy notice and the cookie list can state them without loading it.
 */

/** Lookups one connection may make within the window: enough for typos, too few to guess references. */
export const TRACK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 }
/**
 * Wrong answers one claim reference may receive within the window, from every connection together: many
 * addresses sharing the work cannot guess one claim's phone number or email either. A matching lookup
 * does not count, and a reference with no claim counts alike, so the limit tells nothing of which exist.
 */
export const TRACK_REFERENCE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }
/** How long a lookup row counts for anything (the cleanup keeps them this long). */
export const TRACK_ROWS_KEPT_MS = Math.max(TRACK_LIMIT.windowMs, TRACK_REFERENCE_LIMIT.windowMs)
/** How long the tracking page stays open after a matching lookup, in this browser only. */
export const TRACK_PASS_SECONDS = 30 * 60
export const TRACK_COOKIE = 'claim_track'
