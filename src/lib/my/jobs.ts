import type { Job } from '@/lib/jobs/runner'

import { dropEndedSessions } from './sessions'

export { policyChangeForwardJob } from './changes'

/** Removes ended sessions and old codes every ten minutes (decision 042). */
export const myUpkeepJob: Job = {
  name: 'my-policies-upkeep',
  everyMs: () => 10 * 60_000,
  firstAfterMs: 60_000,
  run: (payload) => dropEndedSessions(payload),
}
