import { describe, expect, it } from 'vitest'

import { birthDateForAge, parseDdMmYyyy } from './dates'
import { ageLastBirthday } from './engine'

describe('birthDateForAge', () => {
  it('gives the age asked for on every day of a leap year and a common year', () => {
    for (const year of [2027, 2028]) {
      for (let day = 0; day < 366; day++) {
        const today = new Date(Date.UTC(year, 0, 1 + day))
        for (const age of [18, 35, 60]) {
          const dob = parseDdMmYyyy(birthDateForAge(age, today))
          if (!dob.ok) throw new Error('not a date')
          expect(ageLastBirthday(dob.date, today)).toBe(age)
        }
      }
    }
  })
})
