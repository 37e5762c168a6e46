import type { IncomingMessage } from 'node:http'
import { performance } from 'node:perf_hooks'

// When a request is handled: not before its client is known to be still there, and not while this turn
// of the event loop has already spent its budget (issue 22, part 5: POSTs fell over at 200
// connections). See decision 008's addendum.
//
// 1. Requests whose client has already gone are not handled. The server is one thread: while it works
//    through a burst, later requests wait unread in the kernel. A client that gives up (a load tool's
//    10 s timeout, a phone that lost its signal) closes its connection, and its request and the close
//    are read together later. Handled anyway, every such request costs as much as a live one and is
//    answered to nobody, so the server falls further behind. Waiting until the turn after the request
//    was read lets Node read the close first (libuv stops at a partial read); a request whose client
//    left is then dropped.
//
// 2. Each turn of the event loop starts requests for at most TURN_BUDGET_MS. Node 20's libuv accepts one
//    new connection per turn, so a turn that handles every ready request of 200 connections (4 ms each
//    for a quote) lasts most of a second, and the connections still waiting in the kernel's queue are
//    taken one a second: past the client's 10 s. Requests are started from the event loop's check phase,
//    one per callback (so that each one's synchronous work is done before the clock is read again), in
//    the order they arrived; once the turn has spent the budget, the rest wait for the next turn, which
//    first accepts a connection and reads what arrived. The first request of a turn always starts, so
//    the server is never slower than one request a turn, and an idle server starts each request at once.

/** How long one turn of the event loop may spend starting requests before the rest wait a turn. */
export const TURN_BUDGET_MS = 10

const waiting: (() => void)[] = []
let turnOpen = false
let turnStart = 0

function startNext(): void {
  const now = performance.now()
  if (!turnOpen) {
    // The first start of this check phase: the budget counts from here, and the turn closes at the
    // start of the next check phase (an immediate queued now runs before any queued later).
    turnOpen = true
    turnStart = now
    setImmediate(() => void (turnOpen = false))
  }
  if (now - turnStart >= TURN_BUDGET_MS) return void setImmediate(startNext)
  waiting.shift()?.()
}

/**
 * Resolves true when the request may be handled now, false when its client has closed the connection
 * while it waited (the caller then drops it).
 */
export function readyToHandle(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) =>
    setImmediate(() => {
      waiting.push(() => resolve(!(req.destroyed || req.socket.destroyed)))
      setImmediate(startNext)
    }),
  )
}
