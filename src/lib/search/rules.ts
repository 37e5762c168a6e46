/**
 * What staff teach the search in the admin (Search settings): words that mean the same ("burial" is
 * funeral), Nigerian usage and Pidgin included, and the result pinned first for a query ("best bets").
 * The defaults below are what a new site starts with, until staff save their own.
 */
import { normalise } from './text'

export type SynonymRule = { words: string; meaning: string }
export type BestBet = { query: string; path: string }
export type SearchRules = { synonyms: SynonymRule[]; bestBets: BestBet[] }

export const DEFAULT_SYNONYMS: SynonymRule[] = [
  { words: 'burial, bury, burying, interment, last respects, obsequies', meaning: 'funeral' },
  { words: 'school fees, schooling, tuition, children education, child education, university', meaning: 'education' },
  { words: 'retire, retirement, retiring, pension, old age', meaning: 'annuity' },
  { words: 'hospitalised, hospitalized, admission, admitted, sick, sickness, illness', meaning: 'hospital' },
  { words: 'next of kin, nominee, heir', meaning: 'beneficiary' },
  { words: 'how i go claim, how i fit claim, how to claim, make claim, i wan claim, wan claim, collect my money, collect money, claim my money, my money', meaning: 'claim' },
  { words: 'pikin, pikin school, my children, my pikin', meaning: 'education' },
  { words: 'die, dies, died, dead, pass away, passed away, passes away, demise', meaning: 'death' },
  { words: 'money back, savings, save money, small small', meaning: 'endowment' },
  { words: 'staff cover, workers, employees, company staff, group life', meaning: 'group' },
  { words: 'premium payment, pay premium, how much i go pay, how much e cost, price', meaning: 'premium' },
  { words: 'vex, not happy, complain, complaint, wahala', meaning: 'complaint' },
  { words: 'work with una, job, jobs, vacancy, vacancies', meaning: 'careers' },
  { words: 'account, accounts, annual report, financials', meaning: 'financial statements' },
  { words: 'phone, call me, call back, callback, ring me', meaning: 'call back' },
  { words: 'wan cancel, cancel policy, cash in, cashing in, surrender value', meaning: 'surrender' },
]

export const DEFAULT_BEST_BETS: BestBet[] = [
  { query: 'claim', path: '/claims' },
  { query: 'track claim', path: '/claims/track' },
  { query: 'complaint', path: '/complaints' },
  { query: 'call back', path: '/contact/call-back' },
]

export type CompiledRule = { phrases: string[][]; meaning: string[] }

/** Each rule's phrases as lists of normalised words, longest first, and its meaning's words. */
export function compileSynonyms(rules: SynonymRule[]): CompiledRule[] {
  return rules
    .map((r) => ({
      phrases: r.words
        .split(/[,;\n]/)
        .map((p) => normalise(p).split(' ').filter(Boolean))
        .filter((p) => p.length > 0)
        .sort((a, b) => b.length - a.length),
      meaning: normalise(r.meaning).split(' ').filter(Boolean),
    }))
    .filter((r) => r.phrases.length > 0 && r.meaning.length > 0)
}
