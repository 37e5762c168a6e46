import type { Errors, Values } from '@/lib/application/validate'

/** What a step's server action sends back when it does not move on: the values again, and why. */
export type StepState = {
  seq: number
  values: Values
  errors: Errors
  /** A message about the whole form (a service down, a locked link). */
  problem: string | null
  /** The cover step's price after "Update the price", from the engine. */
  price: string | null
}

export const initialStepState = (values: Values, price: string | null = null): StepState => ({ seq: 0, values, errors: {}, problem: null, price })

export type StepAction = (previous: StepState, form: FormData) => Promise<StepState>
