#!/usr/bin/env node
// npm test: every test. Type check, unit and integration tests (Vitest), then the browser tests
// (Playwright driving Debian Chromium against a production build with fresh demo content).
import { ensureChromium } from './ensure-chromium.mjs'
import { root, run } from './lib.mjs'
import path from 'node:path'

const e2eOnly = process.argv.includes('--e2e-only')
const env = { NEXT_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? 'true' }
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const steps = []

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
  await step('Unit and integration tests (vitest)', () => run(bin('vitest'), ['run'], { env }))
}
await step('Browser tests (playwright + chromium)', () => run(bin('playwright'), ['test'], { env }))

console.log('\n━━ Summary')
for (const s of steps) console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.name} (${s.seconds.toFixed(0)} s)`)
const failed = steps.filter((s) => !s.ok).length
process.exit(failed ? 1 : 0)
