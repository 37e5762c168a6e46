import { describe, expect, it } from 'vitest'

import { whatsappHref, WHATSAPP_TEXT } from './whatsapp'

describe('the WhatsApp link', () => {
  it('opens a chat with our number in international form and the message filled in', () => {
    expect(whatsappHref('0700 733 9663', WHATSAPP_TEXT.product('Term Life Plan'))).toBe(
      'https://wa.me/2347007339663?text=Hello%20Redwood%20Life%2C%20I%20would%20like%20to%20know%20more%20about%20Term%20Life%20Plan.',
    )
    expect(whatsappHref('+234 803 123 4567', 'Hi')).toBe('https://wa.me/2348031234567?text=Hi')
  })
  it('gives no link without a usable number', () => {
    expect(whatsappHref('', 'Hi')).toBeNull()
    expect(whatsappHref(null, 'Hi')).toBeNull()
    expect(whatsappHref('12', 'Hi')).toBeNull()
  })
})
