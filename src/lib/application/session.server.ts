import { cookies } from 'next/headers'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { payloadInstance } from '@/lib/payload-instance'
import type { Application } from '@/payload-types'

import { findByToken } from './store.server'
import { SESSION_COOKIE, sessionValue, tokenFromSession } from './token'

/** Marks this browser as the applicant's (after step 1, or after the date of birth on a resume link). */
export async function openSession(token: string): Promise<void> {
  ;(await cookies()).set(SESSION_COOKIE, sessionValue(env.payloadSecret, token), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.siteEnv === 'production',
    path: '/apply',
  })
}

/** The token this browser has proved it may open, if any. */
export async function sessionToken(): Promise<string | null> {
  return tokenFromSession(env.payloadSecret, (await cookies()).get(SESSION_COOKIE)?.value)
}

/**
 * The application behind a token, if this browser's session is for it. `exists` tells a page whether
 * to ask for the date of birth (the link is good) or to say the link does not work.
 */
export async function applicationFor(token: string): Promise<{ app: Application | null; exists: boolean; payload: Payload }> {
  const payload = await payloadInstance()
  const app = await findByToken(payload, token)
  if (!app) return { app: null, exists: false, payload }
  return { app: (await sessionToken()) === token ? app : null, exists: true, payload }
}
