/**
 * The one module behind which outgoing mail sits. Everything else asks for a `Mailer`; only this file
 * knows about SMTP and nodemailer. With no SMTP_URL (the embedded default) the mail is written to the
 * server log instead, and the mailer says it is not configured so callers can record that honestly.
 */
import nodemailer from 'nodemailer'

import { env } from '@/lib/env'

export type OutgoingMail = {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** A stable Message-ID lets the receiving side spot a repeat of the same mail. */
  messageId?: string
}

export type MailReceipt = { messageId: string; response: string }

export interface Mailer {
  /** False when no mail server is set up: `send` then only writes the mail to the log. */
  readonly configured: boolean
  /** Where mail goes, for logs (never includes a password). */
  readonly description: string
  /** Resolves once the server has accepted the mail; rejects (with a MailError) otherwise. */
  send: (mail: OutgoingMail) => Promise<MailReceipt>
  close: () => void
}

export class MailError extends Error {
  /** True when the server could not be reached at all (so the next mail would fail the same way). */
  readonly unreachable: boolean
  constructor(message: string, unreachable: boolean, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'MailError'
    this.unreachable = unreachable
  }
}

const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETLS'])

type NodemailerError = Error & { code?: string; responseCode?: number; response?: string }

/** A one-line, password-free account of a failed send, fit for the admin and the log. */
export function describeMailError(error: unknown): MailError {
  if (error instanceof MailError) return error
  const e = error as NodemailerError
  const code = typeof e?.code === 'string' ? e.code : undefined
  const detail = (typeof e?.response === 'string' && e.response) || (e instanceof Error ? e.message : String(error))
  const message = [code, e?.responseCode, detail.replace(/\s+/g, ' ').trim().slice(0, 300)].filter(Boolean).join(': ')
  const unreachable = Boolean(code && UNREACHABLE_CODES.has(code)) || /ECONNREFUSED|ETIMEDOUT|ENOTFOUND/.test(detail)
  return new MailError(message || 'Unknown mail error', unreachable, { cause: error })
}

function redact(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@')
}

/** Sends over SMTP. Timeouts keep a hung server from holding a send for minutes. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl)
  const defaults: Record<string, string> = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' }
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  }
  const transport = nodemailer.createTransport(url.toString())
  return {
    configured: true,
    description: `SMTP ${redact(smtpUrl)}`,
    async send(mail) {
      try {
        const info = await transport.sendMail(mail)
        if (info.rejected.length > 0 && info.accepted.length === 0) {
          throw new MailError(`The mail server refused the recipient: ${String(info.response)}`, false)
        }
        return { messageId: info.messageId, response: String(info.response ?? '') }
      } catch (error) {
        throw describeMailError(error)
      }
    },
    close: () => transport.close(),
  }
}

type Log = (message: string) => void

/** No mail server: the mail goes to the server log so nothing is silently thrown away. */
export function createLogMailer(log: Log = (m) => console.info(m)): Mailer {
  return {
    configured: false,
    description: 'the server log (SMTP_URL is not set)',
    async send(mail) {
      log(
        [
          'Mail not sent: no mail server is configured (set SMTP_URL). Its contents:',
          `From: ${mail.from}`,
          `To: ${mail.to}`,
          mail.replyTo ? `Reply-To: ${mail.replyTo}` : null,
          `Subject: ${mail.subject}`,
          '',
          mail.text,
        ]
          .filter((line) => line !== null)
          .join('\n'),
      )
      return { messageId: mail.messageId ?? '', response: 'logged' }
    },
    close: () => undefined,
  }
}

export function createMailer(smtpUrl: string | undefined, log?: Log): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl) : createLogMailer(log)
}

const KEY = Symbol.for('redwood.mailer')
type WithMailer = typeof globalThis & { [KEY]?: Mailer }

/** The site's mailer, made from the environment once per process. */
export function getMailer(): Mailer {
  const g = globalThis as WithMailer
  g[KEY] ??= createMailer(env.smtpUrl)
  return g[KEY]
}

/** The sender's mail domain, e.g. "redwoodlife.example" from "Website <web@redwoodlife.example>". */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}
