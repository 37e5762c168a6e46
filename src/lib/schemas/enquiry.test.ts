import { describe, expect, it } from 'vitest'

import {
  characterCount,
  ENQUIRY_MESSAGES as M,
  hasMissingField,
  MESSAGE_MAX,
  validateEnquiry,
  valuesFromFormData,
  type EnquiryErrors,
} from './enquiry'

const valid = {
  customer: 'yes',
  firstname: 'Adaeze',
  lastname: 'Okonkwo',
  mobile: '0803 123 4567',
  email: 'adaeze@example.com',
  message: 'Please call me about the education plan.',
  consent: true,
}

function errors(input: unknown): EnquiryErrors {
  const result = validateEnquiry(input)
  if (result.ok) throw new Error('expected the enquiry to be rejected')
  return result.errors
}

describe('validateEnquiry', () => {
  it('accepts a complete enquiry and tidies it', () => {
    const result = validateEnquiry({ ...valid, customer: 'No', firstname: '  Adaeze \n Ngozi ', message: ' Hi \r\n there ' })
    expect(result).toEqual({
      ok: true,
      data: { ...valid, customer: 'no', firstname: 'Adaeze Ngozi', message: 'Hi \n there' },
    })
  })

  it('gives the spec’s message for every empty field, plus the consent message', () => {
    expect(errors({})).toEqual({
      customer: 'Please select one',
      message: 'Message is required',
      firstname: 'Firstname is required',
      lastname: 'Lastname is required',
      mobile: 'Phone number is required',
      email: 'Email is required',
      consent: M.consent.required,
    })
  })

  it('treats blank strings and null as missing', () => {
    const e = errors({ customer: ' ', message: '\n', firstname: '', lastname: null, mobile: '  ', email: '', consent: false })
    expect(e.customer).toBe('Please select one')
    expect(e.message).toBe('Message is required')
    expect(e.firstname).toBe('Firstname is required')
    expect(e.lastname).toBe('Lastname is required')
    expect(e.mobile).toBe('Phone number is required')
    expect(e.email).toBe('Email is required')
    expect(e.consent).toBe(M.consent.required)
  })

  it('treats anything but an object as empty', () => {
    for (const input of [null, undefined, [], [valid], 'text', 42, true]) {
      expect(Object.keys(errors(input)).sort()).toEqual(
        ['consent', 'customer', 'email', 'firstname', 'lastname', 'message', 'mobile'],
      )
    }
  })

  it('answers Yes or No only for the customer question', () => {
    expect(errors({ ...valid, customer: 'maybe' })).toEqual({ customer: M.customer.invalid })
    expect(errors({ ...valid, customer: true })).toEqual({ customer: M.customer.invalid })
    expect(validateEnquiry({ ...valid, customer: 'YES' }).ok).toBe(true)
  })

  it('limits the message to 500 characters, counting an emoji or a line break as one', () => {
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(MESSAGE_MAX) }).ok).toBe(true)
    expect(validateEnquiry({ ...valid, message: '😀'.repeat(MESSAGE_MAX) }).ok).toBe(true)
    expect(validateEnquiry({ ...valid, message: 'a\r\n'.repeat(250) }).ok).toBe(true)
    expect(errors({ ...valid, message: 'a'.repeat(MESSAGE_MAX + 1) })).toEqual({ message: M.message.tooLong })
    expect(M.message.tooLong).toBe('Message must be 500 characters or fewer')
  })

  it('limits names to 100 characters', () => {
    expect(validateEnquiry({ ...valid, firstname: 'A'.repeat(100), lastname: 'B'.repeat(100) }).ok).toBe(true)
    expect(errors({ ...valid, firstname: 'A'.repeat(101) })).toEqual({ firstname: M.firstname.tooLong })
    expect(errors({ ...valid, lastname: 'B'.repeat(101) })).toEqual({ lastname: M.lastname.tooLong })
  })

  it('rejects values of the wrong type with a plain message', () => {
    expect(errors({ ...valid, firstname: 123 })).toEqual({ firstname: M.firstname.wrongType })
    expect(errors({ ...valid, lastname: { a: 1 } })).toEqual({ lastname: M.lastname.wrongType })
    expect(errors({ ...valid, mobile: 8031234567 })).toEqual({ mobile: M.mobile.wrongType })
    expect(errors({ ...valid, email: ['a@b.ng'] })).toEqual({ email: M.email.wrongType })
    expect(errors({ ...valid, message: 5 })).toEqual({ message: M.message.wrongType })
  })

  it('accepts Nigerian phone numbers with spaces and stores one layout', () => {
    const phone = (mobile: string) => {
      const r = validateEnquiry({ ...valid, mobile })
      return r.ok ? r.data.mobile : null
    }
    expect(phone('08031234567')).toBe('0803 123 4567')
    expect(phone(' 0803 123 4567 ')).toBe('0803 123 4567')
    expect(phone('+2348031234567')).toBe('+234 803 123 4567')
    expect(phone('+234 803 123 4567')).toBe('+234 803 123 4567')
    expect(phone('0803-123-4567')).toBe('0803 123 4567')
  })

  it('rejects phone numbers that are not Nigerian', () => {
    for (const mobile of ['0803123456', '080312345678', '8031234567', '+44 7700 900123', '+2340803123456', 'call me', '0803123456a']) {
      expect(errors({ ...valid, mobile }), mobile).toEqual({ mobile: M.mobile.invalid })
    }
  })

  it('checks the email address', () => {
    for (const email of ['adaeze', 'adaeze@', '@example.com', 'a b@example.com', 'adaeze@example']) {
      expect(errors({ ...valid, email }), email).toEqual({ email: M.email.invalid })
    }
    expect(errors({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: M.email.tooLong })
    expect(validateEnquiry({ ...valid, email: ' adaeze@example.com ' }).ok).toBe(true)
  })

  it('needs consent: true from JSON, or the ticked checkbox from a form', () => {
    expect(errors({ ...valid, consent: false })).toEqual({ consent: M.consent.required })
    expect(errors({ ...valid, consent: 'no' })).toEqual({ consent: M.consent.required })
    expect(errors({ ...valid, consent: 1 })).toEqual({ consent: M.consent.required })
    expect(validateEnquiry({ ...valid, consent: 'on' }).ok).toBe(true)
  })

  it('has a distinct message for every rule', () => {
    const all = Object.values(M).flatMap((m) => Object.values(m))
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('form helpers', () => {
  it('reads FormData, with the checkbox as a boolean', () => {
    const form = new FormData()
    form.set('customer', 'no')
    form.set('firstname', 'Tunde')
    form.set('consent', 'on')
    expect(valuesFromFormData(form)).toEqual({
      customer: 'no',
      firstname: 'Tunde',
      lastname: '',
      mobile: '',
      email: '',
      message: '',
      consent: true,
    })
  })

  it('says a field is missing until every field is filled and consent given', () => {
    const values = { ...valid, consent: true }
    expect(hasMissingField(values)).toBe(false)
    expect(hasMissingField({ ...values, email: ' ' })).toBe(true)
    expect(hasMissingField({ ...values, consent: false })).toBe(true)
  })

  it('counts characters as people do', () => {
    expect(characterCount('héllo')).toBe(5)
    expect(characterCount('👍🏾')).toBe(2)
    expect(characterCount('a\r\nb')).toBe(3)
  })
})
