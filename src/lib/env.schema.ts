import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { parseTrustedProxies } from './http/ip'
import { PAYSTACK_CHECKOUT, paystackCheckoutOrigin } from './payments/checkout-origin.mjs'

export const DATA_DIR = path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? 'data')

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_VARIABLES = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const

const schema = z
  .object({
    SITE_ENV: z.preprocess(emptyToUndefined, z.enum(['local', 'production']).default('local')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    SERVER_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres://, postgresql:// or file:')
        .optional(),
    ),
    PAYLOAD_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Redwood Life website <website@redwoodlife.example>')),
    ENQUIRY_INBOX: z.preprocess(emptyToUndefined, z.email().default('customercare@redwoodlife.example')),
    GROUP_QUOTE_INBOX: z.preprocess(emptyToUndefined, z.email().default('corporate@redwoodlife.example')),
    PLAN_SERVICE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    // The policy service (docs/policy-service.md): a remote one at this URL, else the built-in stand-in.
    POLICY_SERVICE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    // Its bearer token; unset, one is derived from PAYLOAD_SECRET (src/lib/policy-service/token.ts).
    POLICY_SERVICE_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, 'must be at least 24 characters').max(200).optional()),
    DB_PUSH: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    // Contact enquiries: per-address limit, its window, the mail retry delays and the outbox tick.
    ENQUIRY_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
    // Paying a premium (/pay): policy look-ups one address may make in 15 minutes.
    PAY_LOOKUP_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
    // Online claims: how many one address may start within an hour.
    CLAIM_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
    ENQUIRY_RATE_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(600)),
    ENQUIRY_RETRY_DELAYS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be seconds separated by commas, e.g. 10,30,120,600')
        .default('10,30,120,600,1800,3600'),
    ),
    ENQUIRY_OUTBOX_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(15)),
    // Staff sign-in: failed attempts and password-reset requests per client address and window.
    SIGN_IN_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
    PASSWORD_RESET_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
    SIGN_IN_RATE_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(900)),
    // SMS provider (src/lib/sms): a Termii-style JSON send API. Without both, SMS are only logged.
    SMS_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    SMS_SENDER_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters, digits or spaces')
        .default('RedwoodLife'),
    ),
    // S3-compatible storage for uploads: all of bucket, region and keys, or none (files stay on disk).
    S3_BUCKET: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens').optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1').optional()),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    // The record of staff actions (src/lib/audit): how many years an entry is kept before a job removes it.
    AUDIT_KEEP_YEARS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'must be at least 1 (years)').max(100).default(7)),
    // Paystack for the first premium of an online application; without the key, staff arrange payment.
    PAYSTACK_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(8, 'must be a Paystack secret key (sk_…)').optional()),
    PAYSTACK_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.paystack.co')),
    // Where Paystack's payment pages are (default: checkout.paystack.com, or the base URL's own origin).
    PAYSTACK_CHECKOUT_ORIGIN: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    // Proxies whose X-Forwarded-For is believed (edge/server.ts reads it; checked here too).
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        try {
          parseTrustedProxies(value)
        } catch (error) {
          // The parser's message already names the variable: keep just the reason.
          ctx.addIssue({ code: 'custom', message: String((error as Error).message).replace(/^TRUSTED_PROXIES: /, '') })
        }
      }),
  })
  .superRefine((v, ctx) => {
    if (v.SITE_ENV === 'production' && !v.PAYLOAD_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'is required when SITE_ENV=production' })
    }
    if (v.SITE_ENV === 'production' && !v.SERVER_URL) {
      ctx.addIssue({ code: 'custom', path: ['SERVER_URL'], message: 'is required when SITE_ENV=production' })
    }
    // One without the other is a half-done setup: say so at boot rather than log every SMS.
    if (v.SMS_API_URL && !v.SMS_API_KEY) ctx.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'is required when SMS_API_URL is set' })
    if (v.SMS_API_KEY && !v.SMS_API_URL) ctx.addIssue({ code: 'custom', path: ['SMS_API_URL'], message: 'is required when SMS_API_KEY is set' })
    // Half an S3 setup would quietly keep files on one server's disk: name the first missing part.
    const s3Given = S3_VARIABLES.filter((name) => v[name] !== undefined)
    if (s3Given.length > 0) {
      const missing = S3_REQUIRED.find((name) => v[name] === undefined)
      if (missing) {
        ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${s3Given[0]} is set (S3 storage needs ${S3_REQUIRED.join(', ')})` })
      }
    }
  })

/** Where uploads live when they are not on this server's disk. */
export type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible store's address (MinIO, Ceph…); absent for AWS itself. */
  endpoint: string | undefined
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (http://host/bucket/key), as most self-hosted stores want. */
  forcePathStyle: boolean
}

export type Env = {
  siteEnv: 'local' | 'production'
  port: number
  serverUrl: string
  database: { kind: 'sqlite'; url: string } | { kind: 'postgres'; url: string }
  payloadSecret: string
  smtpUrl: string | undefined
  mailFrom: string
  enquiryInbox: string
  /** Where group-quote requests from corporate product pages are mailed. */
  groupQuoteInbox: string
  planServiceUrl: string | undefined
  /** The policy service: a remote base URL (undefined: the built-in stand-in) and the bearer token it takes. */
  policyService: { url: string | undefined; token: string | undefined }
  dbPush: boolean
  enquiry: { rateLimit: number; rateWindowMs: number; retryDelaysMs: number[]; outboxIntervalMs: number }
  /** Online claims one address may start within an hour. */
  claimRateLimit: number
  /** Policy look-ups on /pay one address may make in 15 minutes. */
  payLookupRateLimit: number
  /** Years an entry of the record of staff actions is kept (AUDIT_KEEP_YEARS, default 7). */
  auditKeepYears: number
  /** Staff sign-in attempts and password-reset requests allowed per client address in `windowMs`. */
  signInLimit: { attempts: number; resets: number; windowMs: number }
  /** The SMS provider: `api` only when both its address and key are set. */
  sms: { api: { url: string; key: string } | undefined; senderId: string }
  /** Uploads in S3-compatible storage; undefined keeps them on this server's disk under DATA_DIR. */
  s3: S3Settings | undefined
  paystack: { secretKey: string; baseUrl: string; checkoutOrigin: string } | null
}

export class EnvError extends Error {}

/** One line naming the first bad variable, e.g. "PORT: Invalid input: expected number". */
export function describeEnvError(error: z.ZodError): string {
  const first = error.issues[0]
  const name = first?.path.join('.') || 'environment'
  return `Invalid environment variable ${name}: ${first?.message ?? 'invalid'}`
}

/** Reads the local secret from ./data, creating one on first start (never in production). */
function localSecret(): string {
  const file = path.join(DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) throw new EnvError(describeEnvError(parsed.error))
  const v = parsed.data
  const databaseUrl = v.DATABASE_URL ?? `file:${path.join(DATA_DIR, 'redwood.db')}`
  return {
    siteEnv: v.SITE_ENV,
    port: v.PORT,
    serverUrl: (v.SERVER_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    database: databaseUrl.startsWith('file:')
      ? { kind: 'sqlite', url: databaseUrl }
      : { kind: 'postgres', url: databaseUrl },
    payloadSecret: v.PAYLOAD_SECRET ?? localSecret(),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    enquiryInbox: v.ENQUIRY_INBOX,
    groupQuoteInbox: v.GROUP_QUOTE_INBOX,
    planServiceUrl: v.PLAN_SERVICE_URL?.replace(/\/$/, ''),
    policyService: { url: v.POLICY_SERVICE_URL?.replace(/\/$/, ''), token: v.POLICY_SERVICE_TOKEN },
    dbPush: v.DB_PUSH === 'true',
    enquiry: {
      rateLimit: v.ENQUIRY_RATE_LIMIT,
      rateWindowMs: v.ENQUIRY_RATE_WINDOW_SECONDS * 1000,
      retryDelaysMs: v.ENQUIRY_RETRY_DELAYS.split(',').map((s) => Number(s.trim()) * 1000),
      outboxIntervalMs: v.ENQUIRY_OUTBOX_INTERVAL_SECONDS * 1000,
    },
    claimRateLimit: v.CLAIM_RATE_LIMIT,
    payLookupRateLimit: v.PAY_LOOKUP_RATE_LIMIT,
    auditKeepYears: v.AUDIT_KEEP_YEARS,
    signInLimit: {
      attempts: v.SIGN_IN_RATE_LIMIT,
      resets: v.PASSWORD_RESET_RATE_LIMIT,
      windowMs: v.SIGN_IN_RATE_WINDOW_SECONDS * 1000,
    },
    sms: {
      api: v.SMS_API_URL && v.SMS_API_KEY ? { url: v.SMS_API_URL, key: v.SMS_API_KEY } : undefined,
      senderId: v.SMS_SENDER_ID,
    },
    s3:
      v.S3_BUCKET && v.S3_REGION && v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
        ? {
            bucket: v.S3_BUCKET,
            region: v.S3_REGION,
            endpoint: v.S3_ENDPOINT?.replace(/\/$/, ''),
            accessKeyId: v.S3_ACCESS_KEY_ID,
            secretAccessKey: v.S3_SECRET_ACCESS_KEY,
            // Self-hosted stores rarely have a wildcard DNS name per bucket: path style unless told otherwise.
            forcePathStyle: v.S3_FORCE_PATH_STYLE ? v.S3_FORCE_PATH_STYLE === 'true' : Boolean(v.S3_ENDPOINT),
          }
        : undefined,
    paystack: v.PAYSTACK_SECRET_KEY
      ? {
          secretKey: v.PAYSTACK_SECRET_KEY,
          baseUrl: v.PAYSTACK_BASE_URL.replace(/\/$/, ''),
          checkoutOrigin: paystackCheckoutOrigin({
              PAYSTACK_SECRET_KEY: v.PAYSTACK_SECRET_KEY,
              PAYSTACK_BASE_URL: v.PAYSTACK_BASE_URL,
              PAYSTACK_CHECKOUT_ORIGIN: v.PAYSTACK_CHECKOUT_ORIGIN,
            }) ?? PAYSTACK_CHECKOUT,
        }
      : null,
  }
}
