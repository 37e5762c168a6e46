import { CreateFirstUserView } from '@payloadcms/next/views'
import type { AdminViewServerProps } from 'payload'

import { env } from '@/lib/env'

import { FirstAdminOnServer } from './FirstAdminOnServer'

/**
 * Payload's "create first user" page. On the live site nobody may register from the browser (see
 * hooks/firstAdminOnServer.ts), so instead of a form that can only fail it says how the first
 * administrator is made. Locally it is Payload's own page.
 */
export async function FirstAdmin(props: AdminViewServerProps) {
  return env.siteEnv === 'production' ? <FirstAdminOnServer /> : <CreateFirstUserView {...props} />
}
