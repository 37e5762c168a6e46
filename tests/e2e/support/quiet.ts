import fs from 'node:fs'

/**
 * `npm test` runs the browser tests beside the integration suites, to keep both cores busy. A few tests time
 * what a visitor waits for (a publish on one server shows on another within 2 s); those must not be judged
 * while a Vitest suite competes for the machine. `npm test` names a file in OTHER_STEPS_DONE and writes it
 * once every other step has ended; such a test calls this at the end of its set-up, so its servers start
 * beside the other steps but its clock runs on a quiet machine. Run on its own (no OTHER_STEPS_DONE), it
 * returns at once.
 */
export async function waitForOtherSteps(limitMs = 20 * 60_000): Promise<void> {
  const marker = process.env.OTHER_STEPS_DONE
  if (!marker) return
  const until = Date.now() + limitMs
  while (!fs.existsSync(marker)) {
    if (Date.now() > until) throw new Error(`The run's other steps had not ended after ${Math.round(limitMs / 60_000)} minutes (no ${marker}).`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
