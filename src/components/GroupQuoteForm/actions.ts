'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { submitGroupQuote } from '@/lib/group-quote/submit'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { EMPTY_GROUP_QUOTE, groupQuoteValues, HONEYPOT_FIELD } from '@/lib/schemas/group-quote'

import { INITIAL_GROUP_QUOTE, type GroupQuoteState } from './state'

/**
 * The group-quote form's server action; also the plain HTML post of a browser without JavaScript (the
 * page then renders the returned state). The product comes from the form but is looked up, never trusted.
 */
export async function requestGroupQuote(previous: GroupQuoteState, form: FormData): Promise<GroupQuoteState> {
  if (!(form instanceof FormData)) notFound()
  const seq = (typeof previous?.seq === 'number' ? previous.seq : 0) + 1
  const values = groupQuoteValues(form)
  const answer = (status: GroupQuoteState['status'], extra: Partial<GroupQuoteState> = {}): GroupQuoteState => ({ ...INITIAL_GROUP_QUOTE, status, values, seq, ...extra })
  try {
    const payload = await getPayload({ config })
    const slug = form.get('product')
    const found =
      typeof slug === 'string' && /^[a-z0-9-]{1,100}$/.test(slug)
        ? (await payload.find({ collection: 'products', where: { slug: { equals: slug } }, limit: 1, depth: 0, select: { title: true } })).docs[0]
        : undefined
    const trap = form.get(HONEYPOT_FIELD)
    const outcome = await submitGroupQuote(payload, { ...values, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' }, {
      clientKey: clientKey(await headers()),
      product: found ? { id: found.id, title: found.title } : null,
    })
    switch (outcome.kind) {
      case 'stored':
        return answer('success', { values: EMPTY_GROUP_QUOTE, reference: outcome.reference })
      case 'dropped':
        return answer('success', { values: EMPTY_GROUP_QUOTE })
      case 'invalid':
        return answer('invalid', { errors: outcome.errors })
      case 'rate-limited':
        return answer('rate-limited', { retryAfterSeconds: outcome.retryAfterSeconds })
      case 'failed':
        return answer('error')
    }
  } catch (error) {
    log.error('The group quote form could not be processed', { err: error })
    return answer('error')
  }
}
