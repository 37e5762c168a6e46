import { paths } from '@/lib/paths'

/**
 * Where "Online Payment" (header) and "Renew my plan" (home) lead: /pay while premiums are taken on this
 * site (Site settings → Premium payments), else the external payment page, if one is set.
 */
export function paymentLink(settings: { premiumPayments?: { enabled?: boolean | null } | null; paymentUrl?: string | null }): { href: string; external: boolean } | null {
  if (settings.premiumPayments?.enabled !== false) return { href: paths.pay.start(), external: false }
  return settings.paymentUrl ? { href: settings.paymentUrl, external: true } : null
}
