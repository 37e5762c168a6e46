// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests, installing it when we
// can (as root), or saying in one line how to when we cannot.
import fs from 'node:fs'

import { run } from '../scripts/lib.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install -y chromium", then run npm test again.`)
  }
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…')
  await run('apt-get', ['update', '-qq'], { quiet: true })
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } })
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing.`)
}
