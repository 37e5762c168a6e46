// Shared by the app and the edge (edge/security-headers.ts).

export const PAYSTACK_API = 'https://api.paystack.co'
export const PAYSTACK_CHECKOUT = 'https://checkout.paystack.com'

/** @param {string | undefined} value */
function originOf(value) {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The one origin Paystack's payment pages are on, or null when Paystack is not set up: the site sends
 * visitors there and nowhere else, and only the pay pages' form-action allows it. PAYSTACK_CHECKOUT_ORIGIN
 * names it; otherwise checkout.paystack.com for Paystack's own API, and the API's own origin for any
 * other PAYSTACK_BASE_URL (a stand-in such as the tests' fake serves both).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function paystackCheckoutOrigin(env) {
  if (!env.PAYSTACK_SECRET_KEY) return null
  if (env.PAYSTACK_CHECKOUT_ORIGIN) return originOf(env.PAYSTACK_CHECKOUT_ORIGIN)
  const api = originOf(env.PAYSTACK_BASE_URL || PAYSTACK_API)
  if (!api) return null
  return api === PAYSTACK_API ? PAYSTACK_CHECKOUT : api
}
