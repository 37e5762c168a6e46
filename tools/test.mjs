#!/usr/bin/env node
// npm test: every test. Type check, lint, unit and integration tests (Vitest), then the browser tests
// (Playwright driving Debian Chromium against a production build with fresh demo content).
// Steps that do not depend on each other overlap, to keep the machine's two cores busy: the demo content
// is seeded once into a template every SQLite test database is copied from, the browser tests' build
// is made while the integration tests run, and the browser tests start when the SQLite suite ends. The
// Postgres run and lint run at a lower priority beside all of it, in the time the others leave idle. At the
// end a table gives each step's start and duration.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureSystem } from './ensure-system.mjs'
import { root, run } from '../scripts/lib.mjs'
import { runTemplateDir, seedTemplate } from './seed-template.mjs'

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
 * An error's first line and, from a failed expectation, what it looked for and found ("Locator: …",
 * "Expected: …", "Received: …", "Error: element(s) not found"), on one line: enough to tell which check of a long test failed, and how.
 */
const gist = (text) => {
  const lines = String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
  const details = lines.filter((line, i) => i > 0 && /^(Locator|Expected|Received|Error)( string| value)?:/.test(line)).slice(0, 4)
  return [firstLine(text), ...details.map((line) => line.slice(0, 160))].join(' · ')
}

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
      for (const t of failed) lines.push(`${label}  ${relative(f.name)} › ${t.fullName}: ${gist(t.failureMessages?.[0])}`)
      // A file that failed outside its tests (a hook, an import) names that error instead.
      if (f.status === 'failed' && failed.length === 0) lines.push(`${label}  ${relative(f.name)}: ${firstLine(f.message) || 'failed outside its tests (a hook or an import; its tests count as skipped): see its error above'}`)
    }
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue
        const last = t.results?.at(-1)
        const error = last?.error ?? last?.errors?.[0]
        // Where in the test it failed (the test may be long): the failing line, when Playwright gives it.
        const at = error?.location?.line ? ` (at line ${error.location.line})` : ''
        lines.push(`Browser  ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${at}: ${gist(error?.message)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  const p = read(playwrightReport)
  for (const suite of p?.suites ?? []) walk(suite, [])
  for (const error of p?.errors ?? []) lines.push(`Browser  ${firstLine(error.message)}`)
  return lines
}

const started = Date.now()

/**
 * CPU seconds used by the processes this run started and has waited for (Linux: /proc/self/stat's cutime
 * and cstime), or null where that cannot be read. What the machine had to do, however busy it was.
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(')').at(-1).trim().split(' ')
    const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
    return (Number(fields[13]) + Number(fields[14])) / ticks
  } catch {
    return null
  }
}
/**
 * The whole machine's CPU ticks (Linux /proc/stat: busy and in all), or null where that cannot be read:
 * every process counts, Chromium's renderers and the Postgres server among them, which childCpuSeconds
 * misses (they are not this run's waited-for children).
 */
function machineTicks() {
  try {
    const n = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number)
    const total = n.reduce((a, b) => a + b, 0)
    return { busy: total - n[3] - n[4], total }
  } catch {
    return null
  }
}
/** Cores busy in each minute of the run, to show where the machine waited (decision 029). */
const busyPerMinute = []
const machineStart = machineTicks()
let lastTicks = machineStart
const sampler = setInterval(() => {
  const now = machineTicks()
  if (!now || !lastTicks || now.total === lastTicks.total) return
  busyPerMinute.push((os.availableParallelism() * (now.busy - lastTicks.busy)) / (now.total - lastTicks.total))
  lastTicks = now
}, 60_000)
sampler.unref()
const clock = (seconds) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * Runs one step, timed; a failed step is recorded and the run goes on. Steps are listed in starting order.
 * Resolves to whether it passed.
 */
async function step(name, fn) {
  const entry = { name, ok: false, start: (Date.now() - started) / 1000, seconds: 0 }
  steps.push(entry)
  console.log(`\n━━ ${name}`)
  try {
    await fn()
    entry.ok = true
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
  }
  entry.seconds = (Date.now() - started) / 1000 - entry.start
  return entry.ok
}

/**
 * A step that runs beside others: its output is held back and printed when it ends, so outputs do not
 * interleave (on failure `run` prints it at once).
 */
const quietStep = (name, command, args, extraEnv = {}) =>
  step(name, async () => {
    const output = await run(command, args, { env: { ...env, ...extraEnv }, quiet: true })
    console.log(`\n━━ ${name}: done\n${output}`)
  })

// The Debian programs the tests drive (Chromium, Redis, nginx, mutool, PostgreSQL): what cannot be installed
// stops the run at once, in one line; an install (a fresh machine, as root) runs beside the steps that need
// none of them (the seed, the type check, the build), and only the steps that do wait for it.
let installing = null
try {
  installing = ensureSystem()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const installed = installing ? step('Install the Debian programs the tests drive (apt-get)', () => installing) : Promise.resolve(true)
/** Waits for the install, if there is one; a step that needs its programs fails when it failed. */
async function systemReady() {
  if (!(await installed)) throw new Error('Not run: the install of the programs it needs failed (above).')
}

const node = process.execPath
// The Postgres run and lint gate nothing else, so they run at a lower priority (niceness 10: about a tenth of
// a core each while the other steps want both): they take what the others leave idle, the SQLite suite and
// the build end sooner, and the browser tests start sooner. The Postgres run then finishes in the browser
// tests' idle time (waits for pages, servers and mail), which the two workers leave at about a core in eight
// (decision 029). The browser tests, which time what a visitor waits for, keep their full share.
const BACKGROUND_NICENESS = 10
// The browser tests' databases and the SQLite integration tests' copy this run's template.
const templateEnv = { SEED_TEMPLATE_DIR: runTemplateDir }
let build = Promise.resolve()
let postgresRun = Promise.resolve()
let lint = Promise.resolve()
if (!e2eOnly) {
  // Started first, each on its own: the seed (one core for about a minute) and the integration suite on a
  // throwaway Postgres (which seeds its own template through the migrations).
  const template = step('Seed the demo content once (template for every SQLite test database)', () => seedTemplate(runTemplateDir, { quiet: true }))
  postgresRun = step('Integration tests on Postgres (vitest --project int-pg)', async () => {
    await systemReady() // PostgreSQL, and Redis for the uploads' locker
    const args = ['run', '--project', 'int-pg', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPgReport}`]
    try {
      process.stdout.write(await run('nice', ['-n', String(BACKGROUND_NICENESS), bin('vitest'), ...args], { env, quiet: true }))
    } catch (error) {
      throw new Error(`The Postgres integration run failed (its output is above): ${error instanceof Error ? error.message : error}`)
    }
  })
  await step('Type check (tsc)', () => run(bin('tsc'), ['--noEmit', '-p', '.'], { env }))
  // The browser tests' build, once the type check has read the source (a build writes next-env.d.ts):
  // tools/e2e-server.mjs --build-only, so the server Playwright starts finds it current.
  build = quietStep('Build for the browser tests (next build)', node, ['tools/e2e-server.mjs', '--build-only'])
  // Lint beside the rest: the SQLite suite needs only the seed, not lint.
  lint = quietStep('Lint (eslint, zero warnings)', 'nice', ['-n', String(BACKGROUND_NICENESS), bin('eslint'), '--max-warnings', '0', '.'])
  await step('Compose file (docker compose config)', async () => {
    // Validates compose.yaml without a Docker engine; the required secrets get placeholder values.
    const secrets = { PAYLOAD_SECRET: 'x'.repeat(32), POSTGRES_PASSWORD: 'x', MINIO_ROOT_PASSWORD: 'x' }
    const has = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0
    if (has('docker', ['compose', 'version'])) await run('docker', ['compose', '-f', 'compose.yaml', 'config', '-q'], { env: { ...env, ...secrets } })
    else if (has('docker-compose', ['version'])) await run('docker-compose', ['-f', 'compose.yaml', 'config', '-q'], { env: { ...env, ...secrets } })
    else console.log('Not checked: neither "docker compose" nor "docker-compose" is installed.')
  })
  await template
  await step('Unit and integration tests on SQLite (vitest)', async () => {
    await systemReady()
    await run(
      bin('vitest'),
      // Two files at a time (each has a database of its own): alone on one core, the suite left the other
      // idle once the Postgres run and the build were done (decision 029).
      ['run', '--project', 'unit', '--project', 'int', '--fileParallelism', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      { env: { ...env, ...templateEnv } },
    )
  })
  await build
}
// The browser tests start once the SQLite suite and the build are done; the Postgres run and lint (started
// earlier, at a lower priority) may still be running beside them: the SQLite suite never runs beside them,
// since several browser tests time what a visitor waits for (decision 029).
const browserRun = step('Browser tests (playwright + chromium)', async () => {
  await systemReady()
  await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { ...env, ...(e2eOnly ? {} : templateEnv), PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  })
})
await lint
await postgresRun
await browserRun

console.log('\n━━ Summary (minutes:seconds; steps that overlap share the machine)')
const width = Math.max(...steps.map((s) => s.name.length))
console.log(`        ${'step'.padEnd(width)}  start   time`)
for (const s of steps) {
  console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.name.padEnd(width)}  ${clock(s.start).padStart(5)}  ${clock(s.seconds).padStart(5)}`)
}
console.log(`        ${'total'.padEnd(width)}         ${clock((Date.now() - started) / 1000).padStart(5)}`)
const cpu = childCpuSeconds()
if (cpu !== null) console.log(`CPU time of the steps' processes: ${clock(cpu)} (on ${os.availableParallelism()} cores the run takes at least ${clock(cpu / os.availableParallelism())})`)
clearInterval(sampler)
const machineEnd = machineTicks()
if (machineStart && machineEnd && machineEnd.total > machineStart.total) {
  const cores = os.availableParallelism()
  const busy = (cores * (machineEnd.busy - machineStart.busy)) / (machineEnd.total - machineStart.total)
  const wall = (Date.now() - started) / 1000
  console.log(`The machine was ${busy.toFixed(2)} of ${cores} cores busy on average: ${clock(busy * wall)} of CPU in all, every process counted.`)
  console.log(`Cores busy, minute by minute: ${busyPerMinute.map((b) => b.toFixed(1)).join(' ')}`)
}
const { passed, failed } = counts()
console.log(`tests: ${passed} passed, ${failed} failed`)
const failedTests = failures()
if (failedTests.length > 0) {
  console.log('failed:')
  for (const line of failedTests.slice(0, 40)) console.log(`  ${line}`)
  if (failedTests.length > 40) console.log(`  … and ${failedTests.length - 40} more (test-results/*.json)`)
}
process.exit(steps.some((s) => !s.ok) ? 1 : 0)
