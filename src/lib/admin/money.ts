import { formatNaira, formatNairaExact } from '@/lib/quote/money'

/** How an amount is stored: whole naira (prices, sums assured) or kobo (what was charged). */
export type MoneyUnit = 'naira' | 'kobo'

/**
 * An amount as staff read it in the admin: "₦1,250,000", or to the kobo ("₦1,080.88") where money
 * changed hands. Nothing stored reads "Not recorded".
 */
export function moneyText(value: number | null | undefined, { unit, exact = false }: { unit: MoneyUnit; exact?: boolean }): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Not recorded'
  const naira = unit === 'kobo' ? value / 100 : value
  return exact ? formatNairaExact(naira) : formatNaira(naira)
}
