// A throwaway PostgreSQL server on loopback for the Postgres integration test: installs Debian's
// postgresql when missing (as root), starts a private cluster in a temp folder, and returns its URL.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort, run } from '../scripts/lib.mjs'

function pgBinDir() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) {
    const bin = path.join(base, v, 'bin')
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin
  }
  return null
}

/**
 * Starts a throwaway Postgres on `port` (default: a free one) and returns its URL.
 * @param {{ port?: number }} [options]
 */
export async function ensurePostgres({ port } = {}) {
  port ??= await freePort()
  let bin = pgBinDir()
  if (!bin) {
    if (process.getuid?.() !== 0) {
      throw new Error('PostgreSQL is missing: install it with "sudo apt-get install -y postgresql", then run npm test again.')
    }
    console.log('Installing PostgreSQL for the Postgres test (apt-get install -y postgresql)…')
    await run('apt-get', ['update', '-qq'], { quiet: true })
    await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } })
    bin = pgBinDir()
    if (!bin) throw new Error('apt-get installed postgresql but initdb was not found.')
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-pg-'))
  const asRoot = process.getuid?.() === 0
  // Postgres refuses to run as root: run it as the "postgres" user that the Debian package creates.
  const as = (cmd, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const [initCmd, initArgs] = as(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'redwood', '--auth=trust', '-E', 'UTF8'])
  execFileSync(initCmd, initArgs, { stdio: 'ignore' })
  // A throwaway cluster: nothing in it must survive a crash, so it does not wait for the disk at each
  // commit (fsync, synchronous_commit, full_page_writes off). Tests' commits are many and small.
  const options = `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const [startCmd, startArgs] = as(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-o', options, 'start'])
  execFileSync(startCmd, startArgs, { stdio: 'ignore' })
  const [createCmd, createArgs] = as(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'redwood', 'redwood'])
  execFileSync(createCmd, createArgs, { stdio: 'ignore' })
  const stop = () => {
    const [c, a] = as(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop'])
    spawnSync(c, a, { stdio: 'ignore' })
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return { url: `postgres://redwood@127.0.0.1:${port}/redwood`, stop }
}

/** Runs one of Postgres's client programs (createdb) against the server at `url`. */
function pgClient(program, url, args) {
  const bin = pgBinDir()
  if (!bin) throw new Error('PostgreSQL is missing.')
  const u = new URL(url)
  execFileSync(path.join(bin, program), ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username), ...args], {
    stdio: 'ignore',
  })
}

/**
 * A new database on the server at `url` (empty, or a copy of `template`), returning its URL: one per
 * test file, so files never see each other's rows.
 */
export function createDatabase(url, name, { template } = {}) {
  pgClient('createdb', url, [...(template ? ['-T', template] : []), name])
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

