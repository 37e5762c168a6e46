import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { paths } from '@/lib/paths'
import { payloadInstance } from '@/lib/payload-instance'

import { heldPolicy, type HeldPolicy } from './policies'
import { MY_SESSION_COOKIE, policyNumberParam, SESSION_MAX_HOURS } from './rules'
import { endSessions, sessionFor, type MySession } from './sessions'

/**
 * The cookie side of a policyholder's session (decision 042): `__Host-` prefixed, HttpOnly, Secure,
 * SameSite=Lax, Path=/, for at most SESSION_MAX_HOURS. Secure even on a developer's http://localhost:
 * browsers keep a `__Host-` cookie only when Secure, and treat localhost as secure.
 */
export async function setSessionCookie(token: string): Promise<void> {
  ;(await cookies()).set(MY_SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_HOURS * 3600 })
}

/** This browser's live session, or null. */
export async function currentSession(payload?: Payload): Promise<MySession | null> {
  const token = (await cookies()).get(MY_SESSION_COOKIE)?.value
  if (!token) return null
  return sessionFor(payload ?? (await payloadInstance()), token)
}

/** For a page of /my: the session, or off to the sign-in. */
export async function requireSession(): Promise<{ session: MySession; payload: Payload }> {
  const payload = await payloadInstance()
  const session = await currentSession(payload)
  if (!session) redirect(paths.my())
  return { session, payload }
}

/** For a policy's pages: the session and the policy, which this session's phone or email must hold (else 404). */
export async function requirePolicy(number: string): Promise<{ session: MySession; payload: Payload; policy: HeldPolicy }> {
  const { session, payload } = await requireSession()
  const wanted = policyNumberParam(number)
  const policy = wanted ? await heldPolicy(session.contact, wanted) : null
  if (!policy) notFound()
  return { session, payload, policy }
}

/** Sign out everywhere: every session of this phone or email ends, and this browser forgets its cookie. */
export async function signOutEverywhere(): Promise<void> {
  const payload = await payloadInstance()
  const session = await currentSession(payload)
  if (session) await endSessions(payload, session.contact)
  ;(await cookies()).delete({ name: MY_SESSION_COOKIE, path: '/', secure: true, httpOnly: true, sameSite: 'lax' })
}
