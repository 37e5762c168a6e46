import { describe, expect, it } from 'vitest'

import { makeReference } from './references'

describe('makeReference', () => {
  it('writes an enquiry reference in the claims style, year in Lagos and the id padded to six digits', () => {
    expect(makeReference('enquiry', 3, new Date('2026-05-04T10:00:00Z'))).toBe('RL-ENQ-2026-000003')
    expect(makeReference('groupQuote', 42, new Date('2026-05-04T10:00:00Z'))).toBe('RL-GRP-2026-000042')
    expect(makeReference('complaint', 1, new Date('2026-05-04T10:00:00Z'))).toBe('RL-CMP-2026-000001')
  })

  it('takes the year in Lagos, which is an hour ahead of UTC at new year', () => {
    expect(makeReference('enquiry', 7, new Date('2026-12-31T23:30:00Z'))).toBe('RL-ENQ-2027-000007')
  })

  it('keeps every digit of an id past six digits', () => {
    expect(makeReference('enquiry', 1_234_567, new Date('2026-05-04T10:00:00Z'))).toBe('RL-ENQ-2026-1234567')
  })
})
