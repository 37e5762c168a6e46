import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string; messageId: string }

/**
 * A real SMTP server in this process, for the enquiry mail tests. `stop()` takes it down (connections
 * are refused), `start()` brings it back on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  port = 0
  private server: SMTPServer | null = null

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text: decodeQuotedPrintable(raw),
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '',
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** Enough of quoted-printable to read a mail's text part (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}
