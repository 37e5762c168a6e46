import type { AfterErrorHook } from 'payload'

/**
 * In the production build Payload's error classes can exist twice (the bundler splits the package)
 * and their names are minified, so a ValidationError thrown from our hooks fails Payload's
 * `instanceof` check and the REST answer loses its per-field messages ("The following field is
 * invalid: password" and nothing else). This puts them back, recognising the error by its shape, so
 * the admin form and API clients see why a password was refused.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { data, status } = error as { data?: { errors?: unknown }; status?: number }
  if (status !== 400 || !Array.isArray(data?.errors) || !result || result.errors[0]?.data) return
  return {
    response: { ...result, errors: [{ name: 'ValidationError', data: data as Record<string, unknown>, message: error.message }] },
    status: 400,
  }
}
