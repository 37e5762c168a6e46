import crypto from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

// Payload 3.90 hashes passwords with PBKDF2-SHA256, 600,000 rounds, 32 bytes; the integration test
// checks that a failed sign-in does exactly one such hash whatever the reason, so an upgrade that
// changes these is caught.
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

const pbkdf2 = (password: string) =>
  new Promise<void>((resolve, reject) =>
    crypto.pbkdf2(password, DUMMY_SALT, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest, (error) =>
      error ? reject(error) : resolve(),
    ),
  )

/**
 * Payload checks the password only of an account that exists and is not locked; an unknown email or a
 * locked account would answer at once, so the time would tell which emails are staff accounts. This
 * spends the same hash on those two cases (the error messages are made identical in payload.config.ts).
 */
export const evenLoginCost: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return
  const { email, password } = ((args as { data?: unknown }).data ?? {}) as { email?: unknown; password?: unknown }
  // Payload refuses these before any lookup, with a field message and no hash: nothing to hide.
  if (typeof email !== 'string' || email.trim() === '' || typeof password !== 'string' || password.trim() === '') return
  const user = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: collection.slug,
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || locked) await pbkdf2(password)
}
