import type { CollectionConfig, FieldAccess } from 'payload'

import { isUnderwriter, staffOnly } from '@/access'
import { env } from '@/lib/env'

import { evenLoginCost } from './hooks/evenLoginCost'
import { firstAdminOnServer } from './hooks/firstAdminOnServer'
import { keepFieldErrors } from './hooks/keepFieldErrors'
import { enforcePasswordRules } from './hooks/passwordRules'

const resetMail = (url: string) =>
  `<p>Someone asked to reset the password of this Redwood Life staff account. To choose a new one, open:</p>
<p><a href="${url}">${url}</a></p>
<p>The link works for one hour. If you did not ask, ignore this mail: your password stays as it is.</p>`

const mayGrantRoles: FieldAccess = async ({ req }) => {
  if (!req.user) return false
  if (isUnderwriter(req.user)) return true
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { roles: { in: ['underwriter'] } }, overrideAccess: true, req })
  return totalDocs === 0
}

export const MAX_LOGIN_ATTEMPTS = 10
export const LOCK_MINUTES = 10

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_MINUTES * 60 * 1000,
    // Payload's cookie is always HttpOnly. On the live site it is also sent over HTTPS only; Lax keeps
    // it off cross-site form posts and subrequests while links into the admin from mail still work.
    cookies: { secure: env.siteEnv === 'production', sameSite: 'Lax' },
    // An absolute link to this site (SERVER_URL), whatever Host the request came with.
    forgotPassword: { generateEmailHTML: ({ token } = {}) => resetMail(`${env.serverUrl}/admin/reset/${token ?? ''}`) },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [firstAdminOnServer, enforcePasswordRules, evenLoginCost], afterError: [keepFieldErrors] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      options: [{ label: 'Underwriter: may read applicants’ health answers', value: 'underwriter' }],
      // Only an underwriter grants or removes the role, so an editor cannot give themselves health data
      // (until the first underwriter exists: then any staff account may name one).
      access: { create: mayGrantRoles, update: mayGrantRoles },
      admin: { description: 'Every staff account edits the site. Extra roles give access to sensitive data.' },
    },
  ],
}
