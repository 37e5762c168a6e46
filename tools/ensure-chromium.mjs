// Makes sure Debian's Chromium is there for the browser tests, installing it when we can (as root, one
// apt-get update and one apt-get install), or saying in one line how to when we cannot. Most tests drive
// Chromium's headless shell (Debian's chromium-headless-shell: the same Chromium without the desktop
// browser around it, as Playwright itself uses for headless tests); the few tagged @full-browser (the
// PDF viewer) drive the full browser, Debian's chromium (playwright.config.ts, decision 029).
// CHROMIUM_PATH runs every test in the Chromium it names instead.
import fs from 'node:fs'

import { run } from '../scripts/lib.mjs'

/** Each Chromium the tests start, and the Debian package it comes in. */
const BROWSERS = process.env.CHROMIUM_PATH
  ? [{ path: process.env.CHROMIUM_PATH, pkg: '' }]
  : [
      { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
      { path: '/usr/bin/chromium', pkg: 'chromium' },
    ]

export async function ensureChromium() {
  const missing = BROWSERS.filter((b) => !fs.existsSync(b.path))
  if (missing.length === 0) return
  const packages = missing.map((b) => b.pkg)
  if (packages.includes('')) throw new Error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which is missing.`)
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${missing.map((b) => b.path).join(' and ')}: install it with "sudo apt-get install -y ${packages.join(' ')}", then run npm test again.`)
  }
  console.log(`Installing Chromium for the browser tests (apt-get install -y ${packages.join(' ')})…`)
  await run('apt-get', ['update', '-qq'], { quiet: true })
  await run('apt-get', ['install', '-y', '-qq', ...packages], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } })
  const still = missing.filter((b) => !fs.existsSync(b.path))
  if (still.length > 0) throw new Error(`apt-get installed ${packages.join(' ')} but ${still.map((b) => b.path).join(' and ')} is still missing.`)
}
