// Makes sure the Debian programs the tests drive are on this machine, installing what is missing when we
// can (as root: one apt-get update and one apt-get install for all of them), or saying in one line what to
// install when we cannot. npm test calls it first, so a fresh machine needs nothing done by hand.
//
// - Chromium: most browser tests drive its headless shell (Debian's chromium-headless-shell: the same
//   Chromium without the desktop browser around it, as Playwright itself uses for headless tests); the few
//   tagged @full-browser (the PDF viewer) drive the full browser, Debian's chromium (playwright.config.ts,
//   decision 029). CHROMIUM_PATH runs every test in the Chromium it names instead.
// - PostgreSQL (the Postgres integration run and the two-server test), Redis (the shared cache), nginx
//   (the cache in front, compose.yaml's config) and mupdf-tools' mutool (reads the key-facts PDFs' text).
import fs from 'node:fs'
import path from 'node:path'

import { run } from '../scripts/lib.mjs'

const exists = (file) => fs.existsSync(file)
/** Any installed PostgreSQL server version's initdb (Debian keeps them under /usr/lib/postgresql/<v>/bin). */
const hasPostgres = () => {
  const base = '/usr/lib/postgresql'
  return exists(base) && fs.readdirSync(base).some((v) => exists(path.join(base, v, 'bin', 'initdb')))
}

/** Each program the tests start, how to tell it is there, and the Debian package it comes in. */
const NEEDS = [
  ...(process.env.CHROMIUM_PATH
    ? [{ what: process.env.CHROMIUM_PATH, here: () => exists(process.env.CHROMIUM_PATH), pkg: '' }]
    : [
        { what: '/usr/bin/chromium-headless-shell', here: () => exists('/usr/bin/chromium-headless-shell'), pkg: 'chromium-headless-shell' },
        { what: '/usr/bin/chromium', here: () => exists('/usr/bin/chromium'), pkg: 'chromium' },
      ]),
  { what: 'PostgreSQL', here: hasPostgres, pkg: 'postgresql' },
  { what: '/usr/bin/redis-server', here: () => exists('/usr/bin/redis-server') || exists('/usr/local/bin/redis-server'), pkg: 'redis-server' },
  { what: '/usr/sbin/nginx', here: () => exists('/usr/sbin/nginx'), pkg: 'nginx' },
  { what: '/usr/bin/mutool', here: () => exists('/usr/bin/mutool'), pkg: 'mupdf-tools' },
]

/**
 * What is missing, checked at once: throws the one line saying what to install when this process cannot
 * install it (not root, or CHROMIUM_PATH naming a missing file). Returns null when nothing is missing, or
 * the install to await: one apt-get update and one apt-get install of every missing package.
 * npm test starts the steps that need none of these programs (the seed, the type check, the build) while
 * it runs.
 */
export function ensureSystem() {
  const missing = NEEDS.filter((n) => !n.here())
  if (missing.length === 0) return null
  const packages = missing.map((n) => n.pkg)
  if (packages.includes('')) throw new Error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which is missing.`)
  const names = missing.map((n) => n.what).join(', ')
  if (process.getuid?.() !== 0) {
    throw new Error(`The tests need ${names}: install them with "sudo apt-get install -y ${packages.join(' ')}", then run npm test again.`)
  }
  return (async () => {
    await run('apt-get', ['update', '-qq'], { quiet: true })
    await run('apt-get', ['install', '-y', '-qq', ...packages], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } })
    const still = missing.filter((n) => !n.here())
    if (still.length > 0) throw new Error(`apt-get installed ${packages.join(' ')} but ${still.map((n) => n.what).join(', ')} is still missing.`)
  })()
}
