import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { env } from '@/lib/env'

/** Set in `req.context` by scripts/create-admin.ts, the one way to make an account with nobody signed in. */
export const CREATE_ADMIN_CONTEXT = 'createAdmin'

export const FIRST_ADMIN_MESSAGE =
  'Accounts cannot be registered from the website. The first administrator is created on the server with "npm run create-admin"; after that, administrators add other staff under Settings → Users.'

/**
 * On the live site whoever found /admin first could make themselves administrator of an empty
 * database. There, an account made with nobody signed in (Payload's first registration creates it
 * with access checks off) is refused unless it comes from `npm run create-admin`. Locally first
 * registration stays as Payload has it.
 */
export const firstAdminOnServer: CollectionBeforeOperationHook = ({ context, operation, overrideAccess, req }) => {
  if (operation !== 'create' || env.siteEnv !== 'production') return
  if (req.user || !overrideAccess || context?.[CREATE_ADMIN_CONTEXT] === true) return
  throw new APIError(FIRST_ADMIN_MESSAGE, 403, undefined, true)
}
