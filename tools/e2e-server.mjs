#!/usr/bin/env node
// The server the browser tests run against: a fresh SQLite database with the demo content, a
// production build in .next-e2e (rebuilt only when the source changed), served on E2E_PORT.
// With --build-only it makes the build and stops (npm test builds while the integration tests run).
// A build holds no content (pages render per request from cached reads, decision 013), so one build
// serves every fresh database; tests/e2e/build-once.spec.ts checks that.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { checkBuild, ensureEdge, nextBin, recordBuild, root, run, serverArgs } from '../scripts/lib.mjs'
import { copyTemplate, hasTemplate, seedTemplate } from './seed-template.mjs'

const port = process.env.E2E_PORT || '3100'
// Each port gets its own database and build, so several test servers can run side by side.
const dataDir = path.join(root, `.e2e-data-${port}`)
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  NEXT_DIST_DIR: `.next-e2e-${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: port,
  SERVER_URL: `http://localhost:${port}`,
  ENQUIRY_RATE_LIMIT: process.env.ENQUIRY_RATE_LIMIT || '1000',
  // Every browser test comes from localhost: the suite starts more claims than a family would.
  CLAIM_RATE_LIMIT: process.env.CLAIM_RATE_LIMIT || '1000',
  SIGN_IN_RATE_LIMIT: process.env.SIGN_IN_RATE_LIMIT || '1000',
  PASSWORD_RESET_RATE_LIMIT: process.env.PASSWORD_RESET_RATE_LIMIT || '1000',
}
Object.assign(process.env, env)

/** The production build for the tests, made only when the source changed since the last one. */
async function build() {
  const build = checkBuild()
  if (!build.current) {
    await run(process.execPath, [nextBin, 'build'], { env })
    await recordBuild(build.fingerprint)
  }
}

if (process.argv.includes('--build-only')) {
  await build()
  process.exit(0)
}

// The template this run's databases are copied from (tests/e2e/support/servers.ts copies it for the extra
// servers too): npm test's, seeded once for the whole run (tools/seed-template.mjs), or else one seeded
// now, as `npm start` prepares a fresh database (the committed migrations, then the seed).
const given = process.env.SEED_TEMPLATE_DIR
const template = hasTemplate(given) ? given : path.join(root, `.e2e-data-${port}-template`)
if (process.env.E2E_KEEP_DATA === '1' && fs.existsSync(dataDir)) {
  // Kept data: brought up to date (and seeded if empty) as `npm start` would: it was copied from a template
  // made by the committed migrations, which a development schema push cannot take over (decision 029).
  await run(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], {
    env: { ...env, NODE_ENV: 'production', DB_PUSH: 'false' },
    retryUnfinished: true,
  })
} else {
  if (template !== given) await seedTemplate(template)
  copyTemplate(template, dataDir)
}
await build()
await ensureEdge()
const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
const stop = () => server.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
