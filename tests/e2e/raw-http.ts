import http from 'node:http'

/**
 * One HTTP request exactly as written, for what Playwright's request context would tidy up first:
 * request targets such as //evil.example or /%ff, a chosen source address, odd methods and headers.
 */
export type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: string }

export function rawRequest(options: {
  port: number
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The loopback address to send from (the kernel answers for all of 127.0.0.0/8). */
  from?: string
}): Promise<RawReply> {
  const { port, method = 'GET', path, headers = {}, body, from } = options
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: from, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)))
    req.end(body)
  })
}

/** The port of the main end-to-end server. */
export const e2ePort = Number(process.env.E2E_PORT ?? '3100')
