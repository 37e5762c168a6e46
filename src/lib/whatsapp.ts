import { internationalPhone } from './phone'

/**
 * WhatsApp's click-to-chat address (https://wa.me/<number>?text=…): a plain link that opens the app
 * (or WhatsApp Web) with our number and a first message filled in. No script of WhatsApp's is loaded.
 * The number is Site settings' WhatsApp number; empty or unusable gives null and no link is shown.
 */
export function whatsappHref(number: string | null | undefined, text: string): string | null {
  if (!number) return null
  const digits = internationalPhone(number).replace(/^\+/, '')
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

/** The first messages, one per place the link is offered. */
export const WHATSAPP_TEXT = {
  contact: 'Hello Redwood Life, I have a question.',
  claims: 'Hello Redwood Life, I would like help with a claim.',
  product: (title: string) => `Hello Redwood Life, I would like to know more about ${title}.`,
} as const
