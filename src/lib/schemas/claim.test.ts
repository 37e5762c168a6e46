import { describe, expect, it } from 'vitest'
import { lagosToday } from '@/lib/text/lagos'

import { CLAIM_MESSAGES, EMPTY_CLAIM_VALUES, isValidPolicyNumber, parseBirthDate, parseDate, validateClaim, type ClaimValues } from './claim'

const today = new Date('2026-11-22T12:00:00Z')
const good: ClaimValues = {
  ...EMPTY_CLAIM_VALUES,
  claimType: 'death',
  policyKnown: 'yes',
  policyNumber: 'rl-edu-0001 2345',
  deceasedName: ' Emeka   Okafor ',
  dateOfDeath: '2/11/2026',
  causeOfDeath: 'natural',
  firstName: '  Ngozi ',
  lastName: 'Okafor',
  relationship: 'spouse',
  bank: '058',
  accountNumber: '0123 456 785',
  phone: '0803 123 4567',
  email: '',
  consent: true,
}

describe('the online claim schema', () => {
  it('accepts a complete claim and stores each value in one layout', () => {
    const r = validateClaim(good, today)
    expect(r).toEqual({
      ok: true,
      data: {
        claimType: 'death',
        policyNumber: 'RL/EDU/00012345',
        policyholderName: null,
        policyholderBirthDate: null,
        death: { deceasedName: 'Emeka Okafor', dateOfDeath: '2026-11-02', cause: 'natural' },
        firstName: 'Ngozi',
        lastName: 'Okafor',
        relationship: 'spouse',
        bank: '058',
        accountNumber: '0123456785',
        phone: '0803 123 4567',
        email: null,
      },
    })
  })

  it('gives a plain message for every wrong field at once', () => {
    const r = validateClaim({ ...EMPTY_CLAIM_VALUES }, today)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      claimType: CLAIM_MESSAGES.claimType,
      policyKnown: CLAIM_MESSAGES.policyKnown,
      firstName: CLAIM_MESSAGES.firstName.required,
      lastName: CLAIM_MESSAGES.lastName.required,
      relationship: CLAIM_MESSAGES.relationship,
      bank: CLAIM_MESSAGES.bank,
      accountNumber: CLAIM_MESSAGES.accountNumber.required,
      phone: CLAIM_MESSAGES.phone.required,
      consent: CLAIM_MESSAGES.consent,
    })
  })

  it('checks the account number against the bank', () => {
    const wrongDigit = validateClaim({ ...good, accountNumber: '0123456784' }, today)
    expect(wrongDigit.ok || wrongDigit.errors.accountNumber).toBe(CLAIM_MESSAGES.accountNumber.checkDigit)
    const otherBank = validateClaim({ ...good, bank: '057' }, today)
    expect(otherBank.ok || otherBank.errors.accountNumber).toBe(CLAIM_MESSAGES.accountNumber.checkDigit)
    const short = validateClaim({ ...good, accountNumber: '12345' }, today)
    expect(short.ok || short.errors.accountNumber).toBe(CLAIM_MESSAGES.accountNumber.length)
    const unknownBank = validateClaim({ ...good, bank: '999' }, today)
    expect(unknownBank.ok || unknownBank.errors.bank).toBe(CLAIM_MESSAGES.bank)
  })

  it('checks the policy number format', () => {
    expect(isValidPolicyNumber('RL/EDU/00012345')).toBe(true)
    expect(isValidPolicyNumber('rl edu 00012345'.replace(/ /g, '/'))).toBe(true)
    expect(isValidPolicyNumber('RL/ED/00012345')).toBe(false)
    expect(isValidPolicyNumber('RL/EDU/12345')).toBe(false)
    const r = validateClaim({ ...good, policyNumber: '12345' }, today)
    expect(r.ok || r.errors.policyNumber).toBe(CLAIM_MESSAGES.policyNumber.invalid)
  })

  it('asks for the policyholder instead when the number is not known', () => {
    const r = validateClaim({ ...good, policyKnown: 'no', policyNumber: '' }, today)
    expect(r.ok || r.errors).toEqual({
      policyholderName: CLAIM_MESSAGES.policyholderName.required,
      policyholderBirthDate: CLAIM_MESSAGES.policyholderBirthDate.required,
    })
    const ok = validateClaim({ ...good, policyKnown: 'no', policyholderName: 'Emeka  Okafor', policyholderBirthDate: '14/03/1965' }, today)
    expect(ok.ok && [ok.data.policyNumber, ok.data.policyholderName, ok.data.policyholderBirthDate]).toEqual([
      null,
      'Emeka Okafor',
      '1965-03-14',
    ])
  })

  it('takes only real dates of birth in the past', () => {
    expect(parseBirthDate('1965-03-14', today)).toBe('1965-03-14')
    expect(parseBirthDate('31/02/1965', today)).toBeNull()
    expect(parseBirthDate('01/01/2027', today)).toBeNull()
    expect(parseBirthDate('yesterday', today)).toBeNull()
  })

  it('keeps the phone in one layout and takes an optional email', () => {
    const r = validateClaim({ ...good, phone: '+2348031234567', email: ' ngozi@example.com ' }, today)
    expect(r.ok && [r.data.phone, r.data.email]).toEqual(['+234 803 123 4567', 'ngozi@example.com'])
    const landline = validateClaim({ ...good, phone: '01 234 5678 90' }, today)
    expect(landline.ok || landline.errors.phone).toBe(CLAIM_MESSAGES.phone.notMobile)
    const bad = validateClaim({ ...good, phone: '12345', email: 'ngozi@' }, today)
    expect(bad.ok || bad.errors).toEqual({ phone: CLAIM_MESSAGES.phone.invalid, email: CLAIM_MESSAGES.email.invalid })
  })
})

describe('a death claim', () => {
  it('asks who died, when and of what, each with its own message', () => {
    const r = validateClaim({ ...good, deceasedName: '  ', dateOfDeath: '', causeOfDeath: '' }, today)
    expect(r.ok || r.errors).toEqual({
      deceasedName: CLAIM_MESSAGES.deceasedName.required,
      dateOfDeath: CLAIM_MESSAGES.dateOfDeath.required,
      causeOfDeath: CLAIM_MESSAGES.causeOfDeath,
    })
  })

  it('takes each of the three causes, and nothing else', () => {
    for (const cause of ['natural', 'accident', 'not-known'] as const) {
      const r = validateClaim({ ...good, causeOfDeath: cause }, today)
      expect(r.ok && r.data.death?.cause).toBe(cause)
    }
    for (const cause of ['suicide', 'Natural', '__proto__', 'natural ']) {
      const r = validateClaim({ ...good, causeOfDeath: cause }, today)
      expect(r.ok || r.errors).toEqual({ causeOfDeath: CLAIM_MESSAGES.causeOfDeath })
    }
  })

  it('takes a real date of death, today at the latest in Lagos', () => {
    const invalid = (dateOfDeath: string) => {
      const r = validateClaim({ ...good, dateOfDeath }, today)
      return r.ok ? null : r.errors.dateOfDeath
    }
    expect(invalid('31/02/2026')).toBe(CLAIM_MESSAGES.dateOfDeath.invalid)
    expect(invalid('last week')).toBe(CLAIM_MESSAGES.dateOfDeath.invalid)
    expect(invalid('01/01/1899')).toBe(CLAIM_MESSAGES.dateOfDeath.invalid)
    expect(invalid('23/11/2026')).toBe(CLAIM_MESSAGES.dateOfDeath.future)
    expect(invalid('2027-01-01')).toBe(CLAIM_MESSAGES.dateOfDeath.future)
    expect(invalid('22/11/2026')).toBeNull()
    expect(invalid('2026-11-22')).toBeNull()
    // 23:30 in London is 00:30 the next day in Lagos: a death "today" there is not in the future.
    const lateEvening = new Date('2026-11-22T23:30:00Z')
    expect(lagosToday(lateEvening)).toBe('2026-11-23')
    const r = validateClaim({ ...good, dateOfDeath: '23/11/2026' }, lateEvening)
    expect(r.ok && r.data.death?.dateOfDeath).toBe('2026-11-23')
  })

  it('refuses a date of death before the policyholder was born', () => {
    const unknownNumber = { ...good, policyKnown: 'no', policyNumber: '', policyholderName: 'Emeka Okafor', policyholderBirthDate: '14/03/1965' }
    const before = validateClaim({ ...unknownNumber, dateOfDeath: '13/03/1965' }, today)
    expect(before.ok || before.errors).toEqual({ dateOfDeath: CLAIM_MESSAGES.dateOfDeath.beforeBirth })
    const sameDay = validateClaim({ ...unknownNumber, dateOfDeath: '14/03/1965' }, today)
    expect(sameDay.ok).toBe(true)
  })

  it('keeps the name on one line and within the limit', () => {
    const long = validateClaim({ ...good, deceasedName: 'A'.repeat(101) }, today)
    expect(long.ok || long.errors).toEqual({ deceasedName: CLAIM_MESSAGES.deceasedName.tooLong })
    const lines = validateClaim({ ...good, deceasedName: 'Emeka\n  Chukwuma\tOkafor' }, today)
    expect(lines.ok && lines.data.death?.deceasedName).toBe('Emeka Chukwuma Okafor')
  })

  it('is asked only of a death claim: other claims store no death details', () => {
    const r = validateClaim({ ...good, claimType: 'hospital-cash', deceasedName: '', dateOfDeath: 'not a date', causeOfDeath: 'x' }, today)
    expect(r.ok && r.data.death).toBeNull()
  })

  it('reads dates typed or picked, and nothing that is not a calendar day', () => {
    expect(parseDate('2/11/2026')).toBe('2026-11-02')
    expect(parseDate('02.11.2026')).toBe('2026-11-02')
    expect(parseDate('2026-11-02')).toBe('2026-11-02')
    expect(parseDate('29/02/2025')).toBeNull()
    expect(parseDate('29/02/2024')).toBe('2024-02-29')
    expect(parseDate('2026-11-2')).toBeNull()
    expect(parseDate('11/2026')).toBeNull()
  })
})
