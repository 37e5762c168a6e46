import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The check lives with the production HTTP front (edge/server.ts).
import { readyToHandle, TURN_BUDGET_MS } from './abandoned'

let server: http.Server
// Turns of the event loop, counted from the check phase, and the turn each handled request started in.
let turn = 0
let counting = true
const countTurns = () => {
  turn++
  if (counting) setImmediate(countTurns)
}
const startedInTurn: number[] = []
const WORK_MS = 4
let accepted = 0
let port: number
const handled: string[] = []

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    if (!(await readyToHandle(req))) return void res.destroy()
    handled.push(req.url ?? '')
    startedInTurn.push(turn)
    if (req.url?.startsWith('/busy')) {
      // A quote's worth of synchronous work.
      const until = performance.now() + WORK_MS
      while (performance.now() < until);
    }
    res.end('ok')
  })
  server.on('connection', () => accepted++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  counting = false
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

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

describe('readyToHandle', () => {
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

describe('the budget of a turn', () => {
  it('a burst of ready requests is started over several turns, a budget\'s worth in each, and every one is answered', async () => {
    const burst = 30
    // Every connection is open and accepted first (the server takes one a turn), then the requests are
    // sent at once, so they are ready together.
    const before = accepted
    const sockets = await Promise.all(
      Array.from({ length: burst }, () => new Promise<net.Socket>((resolve) => {
        const socket: net.Socket = net.connect(port, '127.0.0.1', () => resolve(socket))
      })),
    )
    while (accepted < before + burst) await new Promise((resolve) => setTimeout(resolve, 5))
    startedInTurn.length = 0
    setImmediate(countTurns)
    const replies = sockets.map((socket, i) => new Promise<string>((resolve) => {
      let reply = ''
      socket.on('data', (chunk: Buffer) => {
        reply += chunk.toString()
        if (reply.endsWith('ok')) {
          socket.destroy()
          resolve(reply)
        }
      })
      socket.write(`GET /busy/${i} HTTP/1.1\r\nHost: x\r\n\r\n`)
    }))
    const answered = await Promise.all(replies)
    counting = false
    expect(answered.every((reply) => reply.startsWith('HTTP/1.1 200'))).toBe(true)
    const perTurn = new Map<number, number>()
    for (const t of startedInTurn) perTurn.set(t, (perTurn.get(t) ?? 0) + 1)
    // Starts stop once the budget is spent: at most the requests that fit in it, plus the one that
    // crossed it.
    const most = Math.floor(TURN_BUDGET_MS / WORK_MS) + 1
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(most)
    expect(perTurn.size).toBeGreaterThanOrEqual(Math.ceil(burst / most))
  })
})
