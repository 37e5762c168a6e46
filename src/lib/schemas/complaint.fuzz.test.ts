/**
 * Hostile-input fuzz of what the complaint form's server action does with a post: read the fields
 * (complaintValuesFromFormData) and check them (validateComplaint). Seeded, 2,000 posts mixing real
 * answers and hostile strings: each gets a complaint that keeps every rule, or one message per wrong
 * field from the form's own words; never an exception or a field the form does not have.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { COMPLAINT_FIELDS, COMPLAINT_MESSAGES, complaintValuesFromFormData, DETAILS_MAX, OUTCOME_MAX, validateComplaint } from './complaint'

const MESSAGES = new Set<string>(Object.values(COMPLAINT_MESSAGES).flatMap((m) => Object.values(m)))
const nasty = fc.constantFrom('', ' ', '\u0000', '\uD800', '\u202E', '<script>alert(1)</script>', "' OR '1'='1", '__proto__', '\r\n', 'a'.repeat(5_000), '9'.repeat(400))
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 120 }), nasty)
const field = (normal: string) => fc.option(fc.oneof(fc.constant(normal), fc.constant(normal), text), { nil: undefined })

describe('the complaint form under hostile input', () => {
  it('answers 2,000 posts with a valid complaint or our own message per field', () => {
    fc.assert(
      fc.property(
        fc.record({
          about: field('payment'),
          reference: field('RL/FEP/00031337'),
          details: field('My premium was taken twice.'),
          outcome: field('Refund the second payment.'),
          firstName: field('Amaka'),
          lastName: field('Eze'),
          phone: field('0803 555 0199'),
          email: field('amaka@example.com'),
          consent: field('on'),
          extra: field('x'),
        }),
        (values) => {
          const form = new FormData()
          for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value)
          const result = validateComplaint(complaintValuesFromFormData(form))
          if (result.ok) {
            expect(result.data.details.length).toBeGreaterThan(0)
            expect([...result.data.details].length).toBeLessThanOrEqual(DETAILS_MAX)
            expect([...result.data.outcome].length).toBeLessThanOrEqual(OUTCOME_MAX)
            expect(result.data.phone).toMatch(/^(?:0[789][01]\d \d{3} \d{4}|\+234 [789][01]\d \d{3} \d{4})$/)
          } else {
            for (const [key, message] of Object.entries(result.errors)) {
              expect(COMPLAINT_FIELDS).toContain(key)
              expect(MESSAGES.has(message)).toBe(true)
            }
            expect(Object.keys(result.errors).length).toBeGreaterThan(0)
          }
        },
      ),
      { seed: 20_261_126, numRuns: 2_000 },
    )
  })
})
