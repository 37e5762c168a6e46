import { describe, expect, it } from 'vitest'

import { internationalPhone, telHref } from './phone'

describe('internationalPhone and telHref', () => {
  it('write Nigerian numbers with +234, however they were typed', () => {
    expect(internationalPhone('0700 733 9663')).toBe('+2347007339663')
    expect(internationalPhone('+234 803 123 4567')).toBe('+2348031234567')
    expect(internationalPhone('234 803 123 4567')).toBe('+2348031234567')
    expect(internationalPhone('+234 (1) 460-2200')).toBe('+23414602200')
    expect(telHref('0700 733 9663')).toBe('tel:+2347007339663')
  })
})

describe('telHref', () => {
  it('adds the Nigerian country code to national numbers', () => {
    expect(telHref('0700 733 9663')).toBe('tel:+2347007339663')
  })
  it('keeps international numbers and drops punctuation', () => {
    expect(telHref('+234 (1) 460-2200')).toBe('tel:+23414602200')
    expect(telHref('234 1 460 2200')).toBe('tel:+23414602200')
  })
})
