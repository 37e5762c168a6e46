/** The six steps of an application, in order: one page each at /apply/<token>/<slug>. */
export const STEPS = [
  { slug: 'about-you', title: 'About you' },
  { slug: 'cover', title: 'Your cover' },
  { slug: 'beneficiaries', title: 'Beneficiaries' },
  { slug: 'health', title: 'Health and lifestyle' },
  { slug: 'consents', title: 'Consents' },
  { slug: 'review', title: 'Review and submit' },
] as const

export type StepSlug = (typeof STEPS)[number]['slug']

export function isStepSlug(value: unknown): value is StepSlug {
  return typeof value === 'string' && STEPS.some((s) => s.slug === value)
}

/** 1-based position, as shown in "Step 2 of 6". */
export function stepNumber(slug: StepSlug): number {
  return STEPS.findIndex((s) => s.slug === slug) + 1
}

export function stepAt(n: number): (typeof STEPS)[number] {
  return STEPS[Math.min(Math.max(n, 1), STEPS.length) - 1] as (typeof STEPS)[number]
}

/**
 * The step a visitor may open: any step already completed, or the first one not yet completed.
 * `completed` counts the steps stored so far (0 to 6).
 */
export function allowedStep(requested: StepSlug, completed: number): StepSlug {
  const wanted = stepNumber(requested)
  return wanted <= completed + 1 ? requested : stepAt(completed + 1).slug
}

export const applyPaths = {
  start: () => '/apply',
  resume: (token: string) => `/apply/${token}`,
  step: (token: string, slug: StepSlug) => `/apply/${token}/${slug}`,
  outcome: (token: string) => `/apply/${token}/outcome`,
  paymentReturn: () => '/apply/payment-return',
  /** The "Pay" form's route handler (src/app/(site)/apply/pay/route.ts). */
  pay: () => '/apply/pay',
}
