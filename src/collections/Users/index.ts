import type { Access, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { hasRole, roles, STAFF_ROLES, STARTING_ROLES } from '@/access'
import { env } from '@/lib/env'

import { evenLoginCost } from './hooks/evenLoginCost'
import { firstAdminOnServer } from './hooks/firstAdminOnServer'
import { keepFieldErrors } from './hooks/keepFieldErrors'
import { enforcePasswordRules } from './hooks/passwordRules'

const resetMail = (url: string) =>
  `<p>Someone asked to reset the password of this Redwood Life staff account. To choose a new one, open:</p>
<p><a href="${url}">${url}</a></p>
<p>The link works for one hour. If you did not ask, ignore this mail: your password stays as it is.</p>`

/** Administrators see and change every account; everyone else only their own (name, password). */
const selfOrAdministrator: Access = ({ req }) => {
  if (!req.user) return false
  return hasRole(req.user, 'administrator') ? true : { id: { equals: req.user.id } }
}

/**
 * Only an administrator grants or removes roles, and never their own: a second administrator must, so
 * nobody can give themselves health data, pricing or the audit log.
 */
const mayGrantRoles: FieldAccess = ({ req, id }) => {
  if (!req.user || !hasRole(req.user, 'administrator')) return false
  return id === undefined || String(id) !== String(req.user.id)
}

/** The first account of a new site, made without roles, holds the starting roles, so that it can set the site up. */
const firstAccountRoles: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || (Array.isArray(data.roles) && data.roles.length > 0)) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, roles: [...STARTING_ROLES] } : data
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
  access: { read: selfOrAdministrator, create: roles('administrator'), update: selfOrAdministrator, delete: roles('administrator') },
  hooks: {
    beforeOperation: [firstAdminOnServer, enforcePasswordRules, evenLoginCost],
    beforeChange: [firstAccountRoles],
    afterError: [keepFieldErrors],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    {
      name: 'roles', label: 'Roles',
      type: 'select',
      hasMany: true,
      options: STAFF_ROLES.map(({ label, value }) => ({ label, value })),
      access: { create: mayGrantRoles, update: mayGrantRoles },
      admin: {
        description: 'Each role gives one kind of work, and a person may hold several. Only an administrator changes roles, and never their own.',
      },
    },
  ],
}
