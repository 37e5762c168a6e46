/**
 * The complaint tracker's limits and its cookie, apart from track.ts (which needs the database) so the
 * cookie notice can name the cookie without loading it.
 */
export const COMPLAINT_TRACK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 }
export const COMPLAINT_REFERENCE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }
export const COMPLAINT_PASS_SECONDS = 30 * 60
export const COMPLAINT_TRACK_COOKIE = 'complaint_track'
