/** The lawful bases of the NDPA 2023 (section 25) a privacy notice can name, in plain words. */
export const LAWFUL_BASES = [
  { value: 'consent', label: 'Consent', plain: 'Your consent, which you can withdraw at any time' },
  { value: 'contract', label: 'Contract', plain: 'To do what you asked before a contract, or to carry out your policy' },
  { value: 'legal', label: 'Legal obligation', plain: 'Laws we must follow, such as insurance, tax and anti-money-laundering laws' },
  { value: 'vital', label: 'Vital interests', plain: 'To protect someone’s life' },
  { value: 'public', label: 'Public interest', plain: 'A task in the public interest, or one the law gives us' },
  { value: 'legitimate', label: 'Legitimate interests', plain: 'Our legitimate interests, which never override your rights' },
] as const

export type LawfulBasis = (typeof LAWFUL_BASES)[number]['value']

/** The plain words for a basis stored on a journey (an unknown value shows nothing). */
export function sayBasis(value: string): string | null {
  return LAWFUL_BASES.find((b) => b.value === value)?.plain ?? null
}
