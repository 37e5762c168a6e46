import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '../password'

/**
 * Staff passwords follow one rule set wherever they are set: creating an account (the admin, the API,
 * first registration and `npm run create-admin`), changing one's own, and a reset from the mail link.
 * Payload's own check only asks for 3 characters.
 */
export const enforcePasswordRules: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return
  const data: unknown = (args as { data?: unknown }).data
  if (!data || typeof data !== 'object') return
  const { password, email } = data as { password?: unknown; email?: unknown }
  // An update that leaves the password alone sends none (or an empty one from the admin form).
  if (operation === 'update' && (password === undefined || password === null || password === '')) return
  const problem = passwordProblem(password, email ?? req.user?.email)
  if (problem) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] }, req.t)
  }
}
