import type { EmailAdapter } from 'payload'

import { env } from '@/lib/env'

import { describeMailError, getMailer } from './index'

const addressOf = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'address' in value ? String(value.address) : ''

const listOf = (value: unknown): string =>
  (Array.isArray(value) ? value : [value]).map(addressOf).filter(Boolean).join(', ')

/** Payload's mails are HTML only; a text part keeps the link readable in plain-text clients and the log. */
export function textOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => (label.trim() === href ? href : `${label} (${href})`))
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}

/**
 * Payload's own mail (an editor's forgotten-password link, for example) goes through the site's one mail
 * module: SMTP when SMTP_URL is set, otherwise a file under DATA_DIR/mail.
 *
 * The send runs after Payload has answered: Payload mails a reset link only to an address that has an
 * account, so waiting for the mail server would make "forgot password" slower for staff emails than for
 * others and tell an outsider which emails exist. A failed send goes to the server log.
 */
export const siteMailAdapter: EmailAdapter = ({ payload }) => {
  const from = env.mailFrom
  const match = /^(.*)<([^>]+)>\s*$/.exec(from)
  return {
    name: 'redwood-mail',
    defaultFromAddress: match?.[2]?.trim() ?? from,
    defaultFromName: match?.[1]?.trim() || 'Redwood Life website',
    sendEmail: async (message) => {
      const to = listOf(message.to)
      getMailer()
        .send({
          from: listOf(message.from) || from,
          to,
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : typeof message.html === 'string' ? textOf(message.html) : '',
          html: typeof message.html === 'string' ? message.html : undefined,
        })
        .catch((error: unknown) => {
          payload.logger.error(`Could not send "${String(message.subject ?? '')}" to ${to}: ${describeMailError(error).message}`)
        })
    },
  }
}
