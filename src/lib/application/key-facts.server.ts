import type { Payload } from 'payload'

import { getKeyFacts } from '@/lib/key-facts'
import type { Application } from '@/payload-types'

import { updateApplication } from './store.server'
import { checkKeyFactsRead, type Values } from './validate'

/**
 * The review step's "I have read the key facts" (issue 24, part 3): refused unless ticked; once ticked,
 * kept with the application (when, and which version of the plan's sheet) before it is submitted.
 */
export async function confirmKeyFactsRead(payload: Payload, app: Application, values: Values, now = new Date()): Promise<{ ok: true; app: Application } | { ok: false }> {
  if (!checkKeyFactsRead(values).ok) return { ok: false }
  const sheet = await getKeyFacts(app.planCode, now)
  const updated = await updateApplication(payload, app.id, {
    keyFactsReadAt: now.toISOString(),
    keyFactsVersion: sheet?.version ?? `KF-${app.planCode} (no sheet could be read)`,
  })
  return { ok: true, app: updated }
}
