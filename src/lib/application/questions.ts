import type { CoverKind } from '@/lib/quote/engine'

import type { SumAssuredLimit } from './underwriting'
import type { HealthQuestion } from './validate'

export type KindQuestion = HealthQuestion & { kinds: CoverKind[] }

const LIFE: CoverKind[] = ['endowment', 'term', 'familyIncome', 'education', 'wholeLife']
const ALL: CoverKind[] = [...LIFE, 'annuity', 'health']

/**
 * The demo insurer's questions, in plain language: seeded into the CMS and used while staff have
 * saved none. Each is answered yes or no, with a few words more after a yes.
 */
export const DEFAULT_HEALTH_QUESTIONS: KindQuestion[] = [
  { id: 'hospital', question: 'In the last 5 years, have you stayed in hospital overnight or had an operation?', hint: 'Leave out childbirth with no complications.', kinds: [...LIFE, 'health'] },
  { id: 'condition', question: 'Have you ever been told by a doctor that you have diabetes, high blood pressure, heart disease, cancer, a stroke, kidney disease or HIV?', kinds: [...LIFE, 'health'] },
  { id: 'treatment', question: 'Are you taking medicine or having treatment for any illness now, or waiting for test results?', kinds: ALL },
  { id: 'tobacco', question: 'Have you smoked or used tobacco in the last 12 months?', kinds: LIFE },
  { id: 'work', question: 'Does your work or a hobby involve heights, diving, mining, the armed forces, or flying other than as a passenger?', kinds: LIFE },
  { id: 'claim', question: 'Have you been refused life or health cover, or offered it on special terms, before?', kinds: [...LIFE, 'health'] },
]

export { DEFAULT_LIMITS } from './underwriting'
export type { SumAssuredLimit }

/** The questions for one kind of plan, in their order; a kind nobody listed gets none. */
export function questionsFor(kind: CoverKind | null, all: KindQuestion[]): HealthQuestion[] {
  return all.filter((q) => (kind ? q.kinds.includes(kind) : true)).map(({ id, question, hint }) => ({ id, question, hint: hint ?? null }))
}
