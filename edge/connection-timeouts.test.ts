import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { applyConnectionTimeouts, KEEP_ALIVE_MS } from './connection-timeouts'

const root = path.resolve(import.meta.dirname, '..')
const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

/** nginx's time, in ms, from a `keepalive_timeout` line ("60s", "75", "1m"). */
function nginxKeepAliveMs(conf: string): number {
  const match = /^\s*keepalive_timeout\s+(\d+)(ms|s|m)?\s*;/m.exec(conf)
  if (!match) return 60_000 // nginx's default for upstream connections
  const unit = { ms: 1, s: 1000, m: 60_000 }[(match[2] ?? 's') as 'ms' | 's' | 'm']
  return Number(match[1]) * unit
}

/** Sends GET / on the socket and resolves with what came back within a second ('' for a reset or close). */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    const done = () => {
      socket.off('data', onData)
      resolve(answer)
    }
    const onData = (chunk: Buffer) => {
      answer += chunk.toString()
      if (answer.includes('\r\n\r\nok')) done()
    }
    socket.on('data', onData)
    socket.once('close', done)
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
    setTimeout(done, 1000)
  })
}

describe('idle connections', () => {
  it('are closed by the proxy in front before the app closes them, so a request is never sent on a closing one', () => {
    const upstream = fs.readFileSync(path.join(root, 'deploy/nginx/upstream.conf'), 'utf8')
    expect(nginxKeepAliveMs(upstream)).toBeLessThan(KEEP_ALIVE_MS)
  })

  it('stay open while a client pauses between requests for longer than Node’s default allows', async () => {
    const server = http.createServer((_req, res) => res.end('ok'))
    applyConnectionTimeouts(server)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    socket.on('error', () => {})
    try {
      const first = await ask(socket)
      expect(first).toMatch(/^HTTP\/1\.1 200/)
      // The client learns how long it may keep the connection.
      expect(first).toMatch(new RegExp(`\r\nKeep-Alive: timeout=${KEEP_ALIVE_MS / 1000}\r\n`, 'i'))
      // Node's default closes after 5 s (and a second's grace): a test's request after a few seconds of
      // page work was reset.
      await new Promise((resolve) => setTimeout(resolve, 6_500))
      expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200/)
    } finally {
      socket.destroy()
    }
  }, 20_000)
})
