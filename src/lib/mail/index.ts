/**
 * The one module behind which outgoing mail sits. Everything else asks for a `Mailer`; only this file
 * knows about SMTP and nodemailer. With no SMTP_URL (the embedded default) each mail is written to a
 * private .eml file under DATA_DIR/mail instead, and the mailer says it is not configured so callers can
 * record that honestly.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

import { env } from '@/lib/env'
import { DATA_DIR } from '@/lib/env.schema'
import { log } from '@/lib/log'

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
  /** False when no mail server is set up: `send` then only writes the mail to a file. */
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

/** Where mail goes when no mail server is configured: private files under DATA_DIR. */
export const MAIL_FILE_DIR = path.join(DATA_DIR, 'mail')

// Header values come from visitors (the subject, the reply-to): no line breaks may reach the file's headers.
const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

/** The mail as an RFC 5322 message (text only), readable by any mail program. */
export function toEml(mail: OutgoingMail, date = new Date()): string {
  const headers = [
    `From: ${headerValue(mail.from)}`,
    `To: ${headerValue(mail.to)}`,
    mail.replyTo ? `Reply-To: ${headerValue(mail.replyTo)}` : null,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    mail.messageId ? `Message-ID: ${headerValue(mail.messageId)}` : null,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ].filter((h) => h !== null)
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`
}

/**
 * No mail server: each mail is written to its own .eml file (readable by the site's operator only) so
 * nothing is silently thrown away, and the log says where, never what the mail says.
 */
export function createFileMailer(dir: string = MAIL_FILE_DIR): Mailer {
  return {
    configured: false,
    description: `files in ${dir} (SMTP_URL is not set)`,
    async send(mail) {
      const now = new Date()
      await fs.mkdir(dir, { recursive: true, mode: 0o700 })
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`
      const file = path.join(dir, name)
      await fs.writeFile(file, toEml(mail, now), { mode: 0o600, flag: 'wx' })
      log.info('Mail not sent: no mail server is configured (set SMTP_URL); it was written to a file.', { file })
      return { messageId: mail.messageId ?? '', response: `written to ${file}` }
    },
    close: () => undefined,
  }
}

export function createMailer(smtpUrl: string | undefined, dir?: string): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl) : createFileMailer(dir)
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
