import { parseEnv } from './env.schema'

/**
 * The environment, parsed once at boot. Everything else imports from here, never from process.env.
 * A missing or malformed value stops start-up with one line naming it.
 */
export const env = parseEnv(process.env)
export type { Env } from './env.schema'
