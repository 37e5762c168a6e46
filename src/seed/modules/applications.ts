import { DEFAULT_HEALTH_QUESTIONS, DEFAULT_LIMITS } from '@/lib/application/questions'

import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'

/** The online application's health questions and underwriting limits, for staff to edit in the CMS. */
export async function seedApplicationSettings(ctx: SeedContext): Promise<void> {
  const current = await ctx.payload.findGlobal({ slug: 'application-settings', depth: 0, overrideAccess: true })
  if ((current.healthQuestions ?? []).length > 0) return
  await ctx.payload.updateGlobal({
    slug: 'application-settings',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      _status: 'published',
      newBusinessInbox: 'newbusiness@redwoodlife.example',
      healthQuestions: DEFAULT_HEALTH_QUESTIONS.map((q) => ({ question: q.question, hint: q.hint ?? null, kinds: q.kinds })),
      sumAssuredLimits: DEFAULT_LIMITS.map((l) => ({ ...l })),
    },
  })
}
