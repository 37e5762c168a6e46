import type { EmailAdapter } from 'payload'

import { env } from '@/lib/env'

import { getMailer } from './index'

const addressOf = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'address' in value ? String(value.address) : ''

const listOf = (value: unknown): string =>
  (Array.isArray(value) ? value : [value]).map(addressOf).filter(Boolean).join(', ')

/**
 * Payload's own mail (an editor's forgotten-password link, for example) goes through the site's one mail
 * module: SMTP when SMTP_URL is set, otherwise a file under DATA_DIR/mail.
 */
export const siteMailAdapter: EmailAdapter = () => {
  const from = env.mailFrom
  const match = /^(.*)<([^>]+)>\s*$/.exec(from)
  return {
    name: 'redwood-mail',
    defaultFromAddress: match?.[2]?.trim() ?? from,
    defaultFromName: match?.[1]?.trim() || 'Redwood Life website',
    sendEmail: async (message) =>
      getMailer().send({
        from: listOf(message.from) || from,
        to: listOf(message.to),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : '',
        html: typeof message.html === 'string' ? message.html : undefined,
      }),
  }
}
