import { describe, expect, it } from 'vitest'

import { validateGroupQuote, wholeNumber } from './group-quote'

const valid = {
  company: 'Adeyemi Logistics Ltd',
  name: 'Ngozi Adeyemi',
  email: 'hr@adeyemi-logistics.example',
  phone: '0803 123 4567',
  staff: '45',
  salary: '120,000,000',
  multiple: '3',
  message: '',
  consent: true,
}

describe('the group-quote schema', () => {
  it('accepts a request and reads grouped numbers', () => {
    const r = validateGroupQuote(valid)
    expect(r).toEqual({
      ok: true,
      data: { company: 'Adeyemi Logistics Ltd', name: 'Ngozi Adeyemi', email: 'hr@adeyemi-logistics.example', phone: '0803 123 4567', staff: 45, salary: 120_000_000, multiple: 3, message: '', consent: true },
    })
    const landline = validateGroupQuote({ ...valid, phone: '01 460 2200' })
    expect(landline.ok && landline.data.phone).toBe('014602200')
  })

  it('gives one plain message per field', () => {
    expect(validateGroupQuote({})).toEqual({
      ok: false,
      errors: {
        company: 'Enter your company’s name',
        name: 'Enter your name',
        email: 'Enter your email address',
        phone: 'Enter your phone number',
        staff: 'Enter how many staff the cover is for',
        salary: 'Enter your staff’s total annual salary',
        multiple: 'Choose how many times annual salary to cover',
        consent: 'Tick the box to agree that we may use your details to prepare your quote',
      },
    })
  })

  it.each([
    ['two staff', { staff: '2' }, 'staff'],
    ['a fraction of a person', { staff: '4.5' }, 'staff'],
    ['a negative salary', { salary: '-5' }, 'salary'],
    ['kobo in the salary', { salary: '1000.50' }, 'salary'],
    ['cover of 2 times salary', { multiple: '2' }, 'multiple'],
    ['a foreign phone number', { phone: '+44 20 7946 0000' }, 'phone'],
    ['a malformed email', { email: 'hr@@example' }, 'email'],
    ['a name as an object', { name: { first: 'Ngozi' } }, 'name'],
    ['a 501-character message', { message: 'x'.repeat(501) }, 'message'],
  ])('refuses %s at its field', (_name, change, field) => {
    const r = validateGroupQuote({ ...valid, ...change })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(Object.keys(r.errors)).toEqual([field])
  })

  it('reads whole numbers only, within bounds', () => {
    expect(wholeNumber('₦1,000,000', 1, 1e13)).toBe(1_000_000)
    expect(wholeNumber('1e6', 1, 1e13)).toBeNull()
    expect(wholeNumber('99999999999999999', 1, 1e13)).toBeNull()
    expect(wholeNumber(3, 3, 5)).toBe(3)
  })
})
