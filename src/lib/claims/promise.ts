import type { Payload, PayloadRequest } from 'payload'

import type { ClaimsPromisePage } from '@/payload-types'

/** The figure a new database starts with (the field's default); the CMS setting is what counts. */
export const DEFAULT_PROMISE_DAYS = 14

/** The figure must be a whole number of days: the tracking page, the emails and the SMS count with it. */
export function parsePromiseDays(figure: string | null | undefined): number | null {
  const text = (figure ?? '').trim()
  if (!/^\d{1,3}$/.test(text)) return null
  const days = Number(text)
  return days >= 1 && days <= 365 ? days : null
}

export function promiseDaysOf(page: Pick<ClaimsPromisePage, 'processingPromise'> | null | undefined): number {
  return parsePromiseDays(page?.processingPromise?.figure) ?? DEFAULT_PROMISE_DAYS
}

/**
 * The claims promise in days, from the one setting staff edit: the processing time on the claims
 * promise page (/claims/promise). The published version, so a draft never reaches a claimant.
 */
export async function claimsPromiseDays(payload: Payload, req?: PayloadRequest): Promise<number> {
  const page = await payload.findGlobal({ slug: 'claims-promise', depth: 0, select: { processingPromise: true }, req })
  return promiseDaysOf(page)
}
