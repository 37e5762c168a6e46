import type { IncomingMessage } from 'node:http'

// Requests whose client has already gone are not handled (issue 22, part 5: the quote endpoint fell
// over at 200 connections). The server is one thread: while it works through a burst, later requests
// wait unread in the kernel. A client that gives up (a load tool's 10 s timeout, a phone that lost its
// signal) closes its connection, and its request and the close are read together later. Node then
// marks the request aborted, but only after our handler has started on it; handled anyway, every such
// request costs as much as a live one and is answered to nobody, so the server falls further behind,
// more clients give up, and it never catches up (the sockets left in CLOSE_WAIT). Waiting two turns of
// the event loop lets Node read the close first (libuv stops at a partial read, so the close is read on
// the turn after the request); a request whose client left is then dropped. The wait costs well under
// a millisecond, and requests keep their order.

/** Resolves true when the request's client has closed the connection before it was handled. */
export function clientLeft(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => setImmediate(() => setImmediate(() => resolve(req.destroyed || req.socket.destroyed))))
}
