/**
 * What a payer may pay on /pay, from the policy's summary and the Site settings' limits: what is due
 * now (arrears plus the next premium), and up to `maxInstalments` premiums in all, never more than the
 * maximum amount. Pure: the page, the form's check and the payment start read the same options.
 */
import type { PolicySummary } from '@/lib/policy-service/contract'

export type PayLimits = { maxAmountKobo: number; maxInstalments: number }

export type PayOption = { instalments: number; amountKobo: number }

export function limitsOf(settings: { maxAmountNaira?: number | null; maxInstalments?: number | null } | null | undefined): PayLimits {
  const naira = settings?.maxAmountNaira && settings.maxAmountNaira > 0 ? settings.maxAmountNaira : 5_000_000
  const count = settings?.maxInstalments && settings.maxInstalments > 0 ? Math.floor(settings.maxInstalments) : 12
  return { maxAmountKobo: Math.round(naira * 100), maxInstalments: Math.min(count, 24) }
}

/** Every choice: 1 = the amount due now, k = that and k − 1 more premiums ahead. */
export function payOptions(policy: Pick<PolicySummary, 'arrearsKobo' | 'premiumKobo'>, limits: PayLimits): PayOption[] {
  const options: PayOption[] = []
  if (policy.premiumKobo <= 0) return options
  for (let k = 1; k <= limits.maxInstalments; k++) {
    options.push({ instalments: k, amountKobo: policy.arrearsKobo + k * policy.premiumKobo })
  }
  return options
}

/** Whether the amount may be paid in one payment. */
export function withinMaximum(option: PayOption, limits: PayLimits): boolean {
  return option.amountKobo <= limits.maxAmountKobo
}
