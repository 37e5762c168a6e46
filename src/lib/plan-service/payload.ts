import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance the built-in plan service reads plans from. */
export function servicePayload(): Promise<Payload> {
  return getPayload({ config })
}
