import type { AfterErrorHook } from 'payload'

/**
 * In the production build Payload's error class can exist twice (the bundler splits the package), so
 * a ValidationError thrown from our hooks fails Payload's `instanceof` check and the REST answer loses
 * its per-field messages ("The following field is invalid: password" and nothing else). This puts
 * them back, so the admin form and API clients see why a password was refused.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: { errors?: unknown } }).data
  if (error.name !== 'ValidationError' || !Array.isArray(data?.errors) || !result || result.errors[0]?.data) return
  return { response: { ...result, errors: [{ name: error.name, data: data as Record<string, unknown>, message: error.message }] }, status: 400 }
}
