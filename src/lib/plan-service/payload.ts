import type { Payload } from 'payload'

import { payloadInstance } from '@/lib/payload-instance'

/** The Payload instance the built-in plan service reads plans from. */
export function servicePayload(): Promise<Payload> {
  return payloadInstance()
}
