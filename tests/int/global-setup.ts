import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { hasTemplate, preparedOutput, seedTemplate } from '../../tools/seed-template.mjs'

/**
 * One template database seeded with the demo content (as `npm start` prepares a fresh one) for the
 * integration tests; each test file then works on its own copy (see helpers.ts). Under `npm test` it is the
 * run's template (SEED_TEMPLATE_DIR, seeded once for these tests and the browser tests' servers alike).
 */
export default async function setup(project: TestProject): Promise<void> {
  const given = process.env.SEED_TEMPLATE_DIR
  const dir = given && hasTemplate(given) ? given : path.resolve('.int-template')
  if (dir !== given) await seedTemplate(dir)
  project.provide('sqliteTemplateDir', dir)
  const prepared = preparedOutput(dir)
  if (prepared !== undefined) project.provide('sqliteTemplatePrepared', prepared)
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the SQLite run only: the folder of the seeded template database the test files copy. */
    sqliteTemplateDir?: string
    /** What `npm start`'s preparation printed as it made that template from an empty database. */
    sqliteTemplatePrepared?: string
  }
}
