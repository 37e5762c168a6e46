import { formatNaira } from '@/lib/quote/money'

/** The cover step's price line, every figure from the engine's answer. */
export function describePrice(p: { sumAssured: number; premium: number; frequencyName: string }, term: number, entered: 'premium' | 'sumAssured'): string {
  const pays = p.frequencyName.toLowerCase() === 'one time' ? `${formatNaira(p.premium)} once` : `${formatNaira(p.premium)} ${p.frequencyName.toLowerCase()} for ${term} years`
  return entered === 'sumAssured' ? `You pay ${pays}, for cover of ${formatNaira(p.sumAssured)}.` : `Paying ${pays} buys cover of ${formatNaira(p.sumAssured)}.`
}
