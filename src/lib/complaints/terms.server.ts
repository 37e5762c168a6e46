import type { Payload, PayloadRequest } from 'payload'

import { complaintTermsFrom, type ComplaintTerms } from './terms'

/**
 * The complaints terms read inside Payload's own work (a complaint stored, a status changed), in the
 * change's request: the acknowledgement and the final answer say what the page says. Pages read them
 * through getComplaintTerms (src/lib/content/complaints.ts), from the cached site settings.
 */
export async function complaintTermsFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<ComplaintTerms> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { complaints: true, customerServiceEmail: true }, req })
  return complaintTermsFrom(settings.complaints, settings.customerServiceEmail)
}
