import { ValidationError, type Payload } from 'payload'

import { STARTING_ROLES } from '@/access'

import { CREATE_ADMIN_CONTEXT } from './hooks/firstAdminOnServer'
import { newAccountProblem } from './password'

export class CreateAdminError extends Error {}

/**
 * Makes a staff account from the server (`npm run create-admin`): on the live site the only way to
 * make the first one. The password rules are the same as everywhere else (the collection hook checks
 * them again); problems come back as one plain line each. The account holds the starting roles
 * (src/lib/staff/roles.ts): an administrator gives the rest, to other people.
 */
export async function createAdmin(
  payload: Payload,
  input: { email: string; password: string; name?: string },
): Promise<{ id: number | string; email: string }> {
  const email = input.email.trim().toLowerCase()
  const problem = newAccountProblem(email, input.password)
  if (problem) throw new CreateAdminError(problem)
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) throw new CreateAdminError(`Email: there is already an account for ${email}.`)
  try {
    const user = await payload.create({
      collection: 'users',
      data: { email, password: input.password, name: input.name?.trim() || undefined, roles: [...STARTING_ROLES] },
      overrideAccess: true,
      context: { [CREATE_ADMIN_CONTEXT]: true },
    })
    return { id: user.id, email: user.email }
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new CreateAdminError(error.data.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
    }
    throw error
  }
}
