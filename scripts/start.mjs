#!/usr/bin/env node
// npm start:  prepare the database (migrations + demo content), build if the source changed, serve.
// npm run dev: the same with the Next.js dev server.  npm run build: prepare and build only.
// --serve-only: serve the existing build as it is (the database prepared and the build made beforehand,
// e.g. by a release step), still restarted when it dies.
import { checkBuild, ensureEdge, nextBin, recordBuild, root, run, serverArgs } from './lib.mjs'
import { logLine, supervise } from './supervise.mjs'

const mode = process.argv.includes('--dev') ? 'dev' : process.argv.includes('--build-only') ? 'build' : 'start'
const serveOnly = mode === 'start' && process.argv.includes('--serve-only')
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: mode === 'dev' ? 'development' : 'production' }
const port = process.env.PORT || '3000'

try {
  if (!serveOnly) await run(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], { env, retryUnfinished: true })
  if (mode !== 'dev' && !serveOnly) {
    const build = checkBuild()
    if (build.current) {
      console.log('The build is up to date.')
    } else {
      console.log('Building the site (about a minute on first start)…')
      await run(process.execPath, [nextBin, 'build'], { env })
      await recordBuild(build.fingerprint)
    }
  }
  // The edge, compiled from edge/ when it changed (a no-op in the Docker image, compiled at build).
  if (mode === 'start') await ensureEdge()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

if (mode !== 'build') {
  // Production serves through the edge (Next's handler behind it), compiled from edge/server.ts.
  const args = mode === 'dev' ? [nextBin, 'dev', '-p', port] : serverArgs
  logLine('info', `Redwood Life is starting on http://localhost:${port} (admin at /admin)`)
  // If the server dies for any reason it is started again, with a back-off (scripts/supervise.mjs).
  const code = await supervise(process.execPath, args, {
    spawnOptions: { cwd: root, env: { ...process.env, ...env, PORT: port } },
  })
  process.exit(code)
}
