/**
 * Nigerian deposit money banks with their CBN bank codes, and the NUBAN check digit (CBN's Nigeria
 * Uniform Bank Account Number standard): the tenth digit of an account number is computed from the
 * bank's code and the nine-digit serial, so most typing mistakes are caught before a payment fails.
 */

export const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank (FCMB)' },
  { code: '103', name: 'Globus Bank' },
  { code: '058', name: 'Guaranty Trust Bank (GTBank)' },
  { code: '030', name: 'Heritage Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'SunTrust Bank' },
  { code: '102', name: 'Titan Trust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa (UBA)' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
] as const

export type BankCode = (typeof BANKS)[number]['code']

export function bankByCode(code: string) {
  return BANKS.find((b) => b.code === code)
}

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]

/** The check digit for a three-digit bank code and a nine-digit account serial. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode}${serial}`
  if (!/^\d{12}$/.test(digits)) throw new Error('A bank code has 3 digits and a serial 9')
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (WEIGHTS[i] ?? 0), 0)
  return (10 - (sum % 10)) % 10
}

/** True when the ten-digit account number is a valid NUBAN at that bank. */
export function isValidNuban(bankCode: string, account: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(account)) return false
  return nubanCheckDigit(bankCode, account.slice(0, 9)) === Number(account[9])
}
