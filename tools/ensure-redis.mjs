// A throwaway Redis server on loopback for the shared-cache tests: installs Debian's redis-server when
// missing (as root), starts it with no persistence in a temp folder, and returns its URL and controls.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort, run } from '../scripts/lib.mjs'

function redisServerBin() {
  for (const bin of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (fs.existsSync(bin)) return bin
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim()
  return found || null
}

/** Whether something accepts connections on the loopback port right now. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** Resolves once something accepts connections on the port; rejects after `ms` or once `gone()` says so. */
async function waitForPort(port, ms, gone) {
  const deadline = Date.now() + ms
  while (!(await listening(port))) {
    if (gone()) throw new Error(`Redis exited before it listened on port ${port}.`)
    if (Date.now() > deadline) throw new Error(`Redis did not start on port ${port} within ${ms} ms.`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Starts a Redis of its own on `port` (default: a free one). A port something else already listens on is
 * refused rather than shared: stopping or flushing another run's Redis would break that run.
 * @param {{ port?: number }} [options]
 */
export async function ensureRedis({ port } = {}) {
  port ??= await freePort()
  let bin = redisServerBin()
  if (!bin) {
    if (process.getuid?.() !== 0) {
      throw new Error('Redis is missing: install it with "sudo apt-get install -y redis-server", then run npm test again.')
    }
    console.log('Installing Redis for the shared-cache test (apt-get install -y redis-server)…')
    await run('apt-get', ['update', '-qq'], { quiet: true })
    await run('apt-get', ['install', '-y', '-qq', 'redis-server'], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } })
    bin = redisServerBin()
    if (!bin) throw new Error('apt-get installed redis-server but it was not found.')
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-redis-'))
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null

  const start = async () => {
    if (child) return
    if (await listening(port)) throw new Error(`Port ${port} is taken by another server: the test Redis needs one of its own.`)
    // No RDB or AOF files: a test cache that forgets everything when stopped, like a fresh Redis.
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    })
    let exited = false
    child.once('exit', () => {
      exited = true
      child = null
    })
    await waitForPort(port, 10_000, () => exited)
  }
  const stop = async () => {
    const c = child
    if (!c) return
    await new Promise((resolve) => {
      c.once('exit', resolve)
      c.kill('SIGTERM')
    })
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    /** Stops the server and removes its folder. */
    async dispose() {
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
