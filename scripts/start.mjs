#!/usr/bin/env node
// npm start:  prepare the database (migrations + demo content), build if the source changed, serve.
// npm run dev: the same with the Next.js dev server.  npm run build: prepare and build only.
import { spawn } from 'node:child_process'

import { buildIsCurrent, nextBin, recordBuild, root, run, serverScript } from './lib.mjs'

const mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--build-only') ? 'build' : 'start'
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: mode === 'dev' ? 'development' : 'production' }
const port = process.env.PORT || '3000'

try {
  await run(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], { env })
  if (mode !== 'dev') {
    if (buildIsCurrent()) {
      console.log('The build is up to date.')
    } else {
      console.log('Building the site (about a minute on first start)…')
      await run(process.execPath, [nextBin, 'build'], { env })
      recordBuild()
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

if (mode !== 'build') {
  // Production serves through scripts/server.mjs (Next's handler behind our own HTTP front).
  const args = mode === 'dev' ? [nextBin, 'dev', '-p', port] : [serverScript]
  console.log(`Redwood Life is starting on http://localhost:${port} (admin at /admin)`)
  const server = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, PORT: port },
  })
  const stop = (signal) => server.kill(signal)
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', (code) => process.exit(code ?? 0))
}
