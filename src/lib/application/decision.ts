import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { composeAcceptedMail } from '@/lib/application/mail'
import { env } from '@/lib/env'
import { queueMessage } from '@/lib/outbox'
import { paystackConfig } from '@/lib/payments/paystack'
import { DEFAULT_PROMISES, promisesFrom, type Promises } from '@/lib/promises/words'
import type { Application } from '@/payload-types'

const FALLBACK_PHONE = '0700 733 9663'

/**
 * The one status change staff make: an underwriter accepts a referred application (field access lets
 * only underwriters send a status). Any other change by a signed-in user is refused with a plain
 * message. The site's own saves (submission, payment) have no user and are not limited here.
 */
export const underwriterDecision: CollectionBeforeChangeHook<Application> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || data.status === undefined || data.status === originalDoc?.status) return data
  if (originalDoc?.status !== 'referred' || data.status !== 'accepted') {
    throw new ValidationError({
      collection: 'applications',
      errors: [{ path: 'status', message: 'Only a referred application can be changed, and only to "Accepted subject to first premium".' }],
      req,
    })
  }
  // The first premium now falls due: through Paystack, or arranged by staff when it is not set up.
  data.paymentStatus = paystackConfig() ? 'awaiting' : 'staff'
  return data
}

/**
 * When a referred application becomes accepted, the applicant is told by email. The mail is stored in
 * the outbox inside the same save (its transaction), keyed by reference, so it is never sent twice;
 * if it cannot be stored the save fails too. No health answer is in it.
 */
export const queueDecisionMail: CollectionAfterChangeHook<Application> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'referred' || doc.status !== 'accepted' || !doc.email) return doc
  let phone = FALLBACK_PHONE
  let promises: Promises = DEFAULT_PROMISES
  try {
    // Read in the hook's own transaction (not the site's cache): the same settings the pages show.
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
    phone = settings.callCentrePhone || FALLBACK_PHONE
    promises = promisesFrom(settings.promises)
  } catch {
    // The mail still goes, with the usual number.
  }
  const mail = composeAcceptedMail(
    { ...doc, beneficiaries: doc.beneficiaries ?? [], cover: doc.cover ?? null },
    { phone, paymentByStaff: doc.paymentStatus === 'staff', siteUrl: env.serverUrl, promises },
  )
  await queueMessage(
    req.payload,
    { channel: 'email', to: doc.email, subject: mail.subject, text: mail.text, key: `application:${doc.reference}:accepted`, related: `applications:${doc.id}` },
    { req },
  )
  return doc
}
