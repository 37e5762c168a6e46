import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { codeSchema, contactChangeSchema, MY_MESSAGES, periodSchema, readBeneficiaries, sharePercent, signInSchema } from './my'

const rows = (people: [string, string, string][]) => (name: string) => {
  const [field, n] = name.split('-') as [string, string]
  const person = people[Number(n)]
  if (!person) return ''
  return field === 'name' ? person[0] : field === 'relationship' ? person[1] : person[2]
}

describe('My policies forms', () => {
  it('sign in with a Nigerian mobile or an email', () => {
    expect(signInSchema.safeParse({ contact: '0803 123 4567' }).data?.contact.canonical).toBe('2348031234567')
    expect(signInSchema.safeParse({ contact: 'Ada@Example.com' }).data?.contact.canonical).toBe('ada@example.com')
    expect(signInSchema.safeParse({ contact: '' }).error?.issues[0]?.message).toBe(MY_MESSAGES.contact.required)
    expect(signInSchema.safeParse({ contact: '12345' }).error?.issues[0]?.message).toBe(MY_MESSAGES.contact.invalid)
  })

  it('a code is 6 digits', () => {
    expect(codeSchema.safeParse({ code: '123 456' }).data?.code).toBe('123456')
    expect(codeSchema.safeParse({ code: 'abc' }).success).toBe(false)
  })

  it('a new phone, email or address', () => {
    expect(contactChangeSchema.safeParse({ what: 'phone', value: '08051234567' }).data).toEqual({ what: 'phone', value: '0805 123 4567' })
    expect(contactChangeSchema.safeParse({ what: 'email', value: 'x' }).error?.issues[0]?.message).toBe(MY_MESSAGES.email.invalid)
    expect(contactChangeSchema.safeParse({ what: 'address', value: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(MY_MESSAGES.address.tooLong)
    expect(contactChangeSchema.safeParse({ what: 'name', value: 'x' }).success).toBe(false)
  })

  it('beneficiary shares must add up to exactly 100%', () => {
    expect(sharePercent('50%')).toBe(50)
    expect(sharePercent('100')).toBe(100)
    expect(sharePercent('0')).toBeNull()
    expect(sharePercent('33.3')).toBeNull()
    expect(sharePercent('101')).toBeNull()
    expect(readBeneficiaries(rows([['Ada Obi', 'Wife', '50'], ['Obi Obi', 'Son', '50']]))).toMatchObject({ ok: true })
    expect(readBeneficiaries(rows([['Ada Obi', 'Wife', '34'], ['Obi Obi', 'Son', '33'], ['Ngozi Obi', 'Daughter', '33']]))).toMatchObject({ ok: true })
    expect(readBeneficiaries(rows([['Ada Obi', 'Wife', '50'], ['Obi Obi', 'Son', '49']]))).toEqual({ ok: false, errors: { total: MY_MESSAGES.beneficiaries.total } })
    expect(readBeneficiaries(rows([]))).toEqual({ ok: false, errors: { 'name-0': MY_MESSAGES.beneficiaries.none } })
    expect(readBeneficiaries(rows([['', 'Wife', 'x']]))).toEqual({ ok: false, errors: { 'name-0': MY_MESSAGES.beneficiaries.name, 'share-0': MY_MESSAGES.beneficiaries.share } })
  })

  it('a statement period is two real days in order', () => {
    expect(periodSchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true)
    expect(periodSchema.safeParse({ from: '2026-02-30', to: '2026-12-31' }).error?.issues[0]?.message).toBe(MY_MESSAGES.period.from)
    expect(periodSchema.safeParse({ from: '2026-12-31', to: '2026-01-01' }).error?.issues[0]?.message).toBe(MY_MESSAGES.period.order)
  })

  it('take 1,000 hostile inputs each without throwing', () => {
    const hostile = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ maxLength: 100, unit: 'binary' }), fc.constantFrom('', ' ', '%00', '<script>', '../../', '1e309', '-1', 'NaN'), fc.anything())
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        for (const parse of [() => signInSchema.safeParse({ contact: a }), () => codeSchema.safeParse({ code: a }), () => contactChangeSchema.safeParse({ what: a, value: b }), () => periodSchema.safeParse({ from: a, to: b })]) {
          expect(typeof parse().success).toBe('boolean')
        }
        expect(typeof readBeneficiaries(() => a).ok).toBe('boolean')
      }),
      { numRuns: 1000 },
    )
  })
})
