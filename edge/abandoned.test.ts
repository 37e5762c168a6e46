import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The check lives with the production HTTP front (scripts/server.mjs), which runs as plain Node.
import { clientLeft } from './abandoned'

let server: http.Server
let port: number
const handled: string[] = []

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    if (await clientLeft(req)) return void res.destroy()
    handled.push(req.url ?? '')
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends one request; when `leave`, closes the connection before the server has read it. */
function send(path: string, leave: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`)
      if (leave) {
        // The request and the close arrive together, as after a long wait in a busy server.
        socket.end()
        socket.on('close', () => resolve(''))
      }
    })
    let reply = ''
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString()
      if (!leave && reply.endsWith('ok')) {
        socket.destroy()
        resolve(reply)
      }
    })
  })
}

describe('clientLeft', () => {
  it('a request whose client is still there is handled', async () => {
    expect(await send('/here', false)).toMatch(/^HTTP\/1\.1 200/)
    expect(handled).toContain('/here')
  })

  it('a request whose client closed the connection before it was read is dropped unhandled', async () => {
    await send('/gone', true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handled).not.toContain('/gone')
  })
})
