/**
 * Unfinished claim uploads left this long are removed (the hourly cleanup in
 * src/lib/claims/cleanup.server.ts); the privacy notice states the same figure. Pure, for pages.
 */
export const CLAIM_UPLOAD_EXPIRE_MS = 24 * 60 * 60 * 1000
