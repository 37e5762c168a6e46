/**
 * The one module behind which outgoing SMS sits. Everything else asks for an `SmsProvider`; only this
 * file knows the provider's API (shaped after Termii's JSON send call). With no SMS_API_URL and
 * SMS_API_KEY each SMS is written to a private file under DATA_DIR/sms instead, and the provider says it
 * is not configured so the outbox can record that honestly (as the mailer does without SMTP_URL).
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/env'
import { DATA_DIR } from '@/lib/env.schema'
import { log } from '@/lib/log'
import { internationalPhone } from '@/lib/phone'

export type OutgoingSms = { to: string; text: string }
export type SmsReceipt = { id: string; response: string }

export interface SmsProvider {
  /** False when no provider is set up: `send` then only writes the SMS to a file. */
  readonly configured: boolean
  /** Where SMS go, for logs (never includes the key). */
  readonly description: string
  /** Resolves once the provider has accepted the SMS; rejects with an SmsError otherwise. */
  send: (sms: OutgoingSms) => Promise<SmsReceipt>
}

export class SmsError extends Error {
  /** True when the provider could not be reached or is failing as a whole (the next SMS would fail too). */
  readonly unreachable: boolean
  constructor(message: string, unreachable: boolean, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmsError'
    this.unreachable = unreachable
  }
}

/**
 * A Nigerian mobile number as SMS providers want it, 234XXXXXXXXXX, however it was typed
 * ("0803 123 4567", "+234 803 123 4567", "+234 (0)803…", "803 123 4567"); null if it is not one.
 */
export function smsNumber(input: string): string | null {
  let digits = internationalPhone(input).replace(/^\+/, '')
  if (/^[789]\d{9}$/.test(digits)) digits = `234${digits}`
  // "+234 0803…": the national 0 written after the country code.
  if (/^2340[789]/.test(digits)) digits = `234${digits.slice(4)}`
  return /^234[789][01]\d{8}$/.test(digits) ? digits : null
}

/** The number with its middle hidden, for logs: 2348031234567 → 234803****567. */
export function maskNumber(number: string): string {
  return number.length < 10 ? '***' : `${number.slice(0, 6)}${'*'.repeat(number.length - 9)}${number.slice(-3)}`
}

const oneLine = (text: string, max = 300) => text.replace(/\s+/g, ' ').trim().slice(0, max)

/** Reads at most `max` bytes of an answer: a provider is outside this site, so its answer is bounded too. */
async function readBounded(response: Response, max = 4096): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < max) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8')
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT'])

/** A one-line, key-free account of a failed call, fit for the admin and the log. */
export function describeSmsError(error: unknown, timeoutMs: number): SmsError {
  if (error instanceof SmsError) return error
  const e = error as Error & { cause?: { code?: unknown; message?: unknown } }
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
    return new SmsError(`The SMS provider did not answer within ${Math.round(timeoutMs / 1000)} s`, true, { cause: error })
  }
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : undefined
  const detail = typeof e?.cause?.message === 'string' ? e.cause.message : e instanceof Error ? e.message : String(error)
  return new SmsError(oneLine([code, detail].filter(Boolean).join(': ')) || 'Unknown SMS error', Boolean(code && UNREACHABLE_CODES.has(code)), { cause: error })
}

export type HttpSmsOptions = { url: string; apiKey: string; senderId: string; timeoutMs?: number }

/** Sends through the provider's JSON API. A non-2xx answer or no answer within the timeout is a failure. */
export function createHttpSmsProvider({ url, apiKey, senderId, timeoutMs = 10_000 }: HttpSmsOptions): SmsProvider {
  const where = new URL(url)
  const description = `SMS API ${where.origin}${where.pathname}`
  const hideKey = (text: string) => text.split(apiKey).join('***')
  return {
    configured: true,
    description,
    async send(sms) {
      const to = smsNumber(sms.to)
      if (!to) throw new SmsError('The number is not a Nigerian mobile number', false)
      let response: Response
      let body: string
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ api_key: apiKey, to, from: senderId, sms: sms.text, type: 'plain', channel: 'generic' }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
          cache: 'no-store',
        })
        body = await readBounded(response)
      } catch (error) {
        throw describeSmsError(error, timeoutMs)
      }
      if (!response.ok) {
        // A server error (or too many requests) means the next SMS would fail too: the rest wait.
        const whole = response.status >= 500 || response.status === 429
        throw new SmsError(hideKey(oneLine(`HTTP ${response.status}: ${body}`)), whole)
      }
      let id = ''
      try {
        const json = JSON.parse(body) as { message_id?: unknown; messageId?: unknown }
        const raw = json.message_id ?? json.messageId
        if (typeof raw === 'string' || typeof raw === 'number') id = String(raw).slice(0, 200)
      } catch {
        // A 2xx answer that is not JSON still means the provider took the SMS.
      }
      return { id, response: hideKey(oneLine(`HTTP ${response.status}: ${body}`)) }
    },
  }
}

/** Where SMS go when no provider is configured: private files under DATA_DIR. */
export const SMS_FILE_DIR = path.join(DATA_DIR, 'sms')

/**
 * No provider: each SMS is written to its own file (readable by the site's operator only) and the log
 * says where and to which (masked) number, never what the SMS says, as for mail without a server.
 */
export function createFileSmsProvider(dir: string = SMS_FILE_DIR, senderId = 'RedwoodLife'): SmsProvider {
  return {
    configured: false,
    description: `files in ${dir} (SMS_API_URL and SMS_API_KEY are not set)`,
    async send(sms) {
      const now = new Date()
      await fs.mkdir(dir, { recursive: true, mode: 0o700 })
      const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.txt`)
      const to = smsNumber(sms.to) ?? sms.to
      await fs.writeFile(file, `To: ${to}\nFrom: ${senderId}\nDate: ${now.toUTCString()}\n\n${sms.text}\n`, { mode: 0o600, flag: 'wx' })
      log.info('SMS not sent: no SMS provider is configured (set SMS_API_URL and SMS_API_KEY); it was written to a file.', { file, to: maskNumber(to) })
      return { id: '', response: `written to ${file}` }
    },
  }
}

const KEY = Symbol.for('redwood.sms-provider')
type WithProvider = typeof globalThis & { [KEY]?: SmsProvider }

/** The site's SMS provider, made from the environment once per process. */
export function getSmsProvider(): SmsProvider {
  const g = globalThis as WithProvider
  const { api, senderId } = env.sms
  g[KEY] ??= api ? createHttpSmsProvider({ url: api.url, apiKey: api.key, senderId }) : createFileSmsProvider(SMS_FILE_DIR, senderId)
  return g[KEY]
}
