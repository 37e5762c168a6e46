#!/usr/bin/env node
// npm test: every test. Type check, lint, unit and integration tests (Vitest), then the browser tests
// (Playwright driving Debian Chromium against a production build with fresh demo content).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureChromium } from './ensure-chromium.mjs'
import { root, run } from '../scripts/lib.mjs'

const e2eOnly = process.argv.includes('--e2e-only')
const env = { NEXT_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? 'true' }
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const steps = []
const reports = path.join(root, 'test-results')
const vitestReport = path.join(reports, 'vitest.json')
const vitestPgReport = path.join(reports, 'vitest-postgres.json')
const playwrightReport = path.join(reports, 'playwright.json')
fs.rmSync(vitestReport, { force: true })
fs.rmSync(vitestPgReport, { force: true })
fs.rmSync(playwrightReport, { force: true })

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Passed and failed test counts from the runners' JSON reports (missing report: nothing counted). */
function counts() {
  const v = read(vitestReport)
  const pg = read(vitestPgReport)
  const p = read(playwrightReport)
  return {
    passed: (v?.numPassedTests ?? 0) + (pg?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0),
    failed: (v?.numFailedTests ?? 0) + (pg?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0),
  }
}

/** The first line of an error, without colour codes, cut to one line's width. */
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? ''

/**
 * Each failed test by file and name with the first line of its error, so the end of a long log (often all a
 * CI page keeps) says what failed and not only how many.
 */
function failures() {
  const lines = []
  const relative = (file) => path.relative(root, file)
  for (const [label, file] of [
    ['SQLite', vitestReport],
    ['Postgres', vitestPgReport],
  ]) {
    for (const f of read(file)?.testResults ?? []) {
      const failed = f.assertionResults.filter((t) => t.status === 'failed')
      for (const t of failed) lines.push(`${label}  ${relative(f.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      // A file that failed outside its tests (a hook, an import) names that error instead.
      if (f.status === 'failed' && failed.length === 0) lines.push(`${label}  ${relative(f.name)}: ${firstLine(f.message) || 'failed outside its tests (a hook or an import; its tests count as skipped): see its error above'}`)
    }
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue
        const last = t.results?.at(-1)
        lines.push(`Browser  ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  const p = read(playwrightReport)
  for (const suite of p?.suites ?? []) walk(suite, [])
  for (const error of p?.errors ?? []) lines.push(`Browser  ${firstLine(error.message)}`)
  return lines
}

async function step(name, fn) {
  const started = Date.now()
  console.log(`\n━━ ${name}`)
  try {
    await fn()
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000 })
  } catch (error) {
    steps.push({ name, ok: false, seconds: (Date.now() - started) / 1000 })
    console.error(error instanceof Error ? error.message : String(error))
  }
}

try {
  await ensureChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

if (!e2eOnly) {
  await step('Type check (tsc)', () => run(bin('tsc'), ['--noEmit', '-p', '.'], { env }))
  await step('Lint (eslint, zero warnings)', () => run(bin('eslint'), ['--max-warnings', '0', '.'], { env }))
  await step('Compose file (docker compose config)', async () => {
    // Validates compose.yaml without a Docker engine; the required secrets get placeholder values.
    const secrets = { PAYLOAD_SECRET: 'x'.repeat(32), POSTGRES_PASSWORD: 'x', MINIO_ROOT_PASSWORD: 'x' }
    const has = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0
    if (has('docker', ['compose', 'version'])) await run('docker', ['compose', '-f', 'compose.yaml', 'config', '-q'], { env: { ...env, ...secrets } })
    else if (has('docker-compose', ['version'])) await run('docker-compose', ['-f', 'compose.yaml', 'config', '-q'], { env: { ...env, ...secrets } })
    else console.log('Not checked: neither "docker compose" nor "docker-compose" is installed.')
  })
  // The integration suite runs twice, on SQLite and on a throwaway Postgres: side by side, one core each.
  // The Postgres run's output is held back and printed when it ends, so the two do not interleave.
  const postgresRun = step('Integration tests on Postgres (vitest --project int-pg)', async () => {
    const args = ['run', '--project', 'int-pg', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPgReport}`]
    try {
      process.stdout.write(await run(bin('vitest'), args, { env, quiet: true }))
    } catch (error) {
      throw new Error(`The Postgres integration run failed (its output is above): ${error instanceof Error ? error.message : error}`)
    }
  })
  await step('Unit and integration tests on SQLite (vitest)', () =>
    run(
      bin('vitest'),
      ['run', '--project', 'unit', '--project', 'int', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      { env },
    ),
  )
  await postgresRun
}
await step('Browser tests (playwright + chromium)', () =>
  run(bin('playwright'), ['test', '--reporter=list,json'], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } }),
)

console.log('\n━━ Summary')
for (const s of steps) console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.name} (${s.seconds.toFixed(0)} s)`)
const { passed, failed } = counts()
console.log(`tests: ${passed} passed, ${failed} failed`)
const failedTests = failures()
if (failedTests.length > 0) {
  console.log('failed:')
  for (const line of failedTests.slice(0, 40)) console.log(`  ${line}`)
  if (failedTests.length > 40) console.log(`  … and ${failedTests.length - 40} more (test-results/*.json)`)
}
process.exit(steps.some((s) => !s.ok) ? 1 : 0)
