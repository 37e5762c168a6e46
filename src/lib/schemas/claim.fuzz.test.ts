/**
 * Hostile-input fuzz of what the claim form's server action does with a post: read the form's fields
 * (claimValuesFromFormData) and check them (validateClaim). Seeded, 2,000 posts mixing real answers,
 * near misses and hostile strings. Every post gets either a claim to store that keeps every rule, or
 * one plain message per wrong field from the form's own words: never an exception, never a message
 * that is not ours, never a field the form does not have.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { BANKS } from '@/lib/claims/banks'
import { CLAIM_TYPES, RELATIONSHIPS } from '@/lib/claims/types'
import { lagosToday } from '@/lib/text/lagos'

import { CLAIM_FIELDS, CLAIM_MESSAGES, CLAIM_VALUE_MAX, claimValuesFromFormData, DEATH_CAUSES, validateClaim } from './claim'

const RUNS = 2_000
const SEED = 20_261_125
/** About 3 s on an idle machine; a run that cannot finish its inputs in time fails rather than testing fewer. */
const TIME_LIMIT_MS = 90_000

/** Every message the form can show. */
const MESSAGES = new Set<string>(Object.values(CLAIM_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m))))

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '\u202E',
  '🙂‍↔️',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  '-1',
  '1e309',
  '00/00/0000',
  '31/12/9999',
  '29/02/1900',
  '0000-00-00',
  '9999-12-31',
  '\r\n',
  'a'.repeat(5_000),
  '9'.repeat(400),
)
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 120 }), nasty, fc.string({ unit: 'grapheme', maxLength: 30 }))
const day = fc.date({ min: new Date('1890-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
/** A date as people type it (d/m/y, with one of three separators) or as a date picker sends it. */
const typedDate = fc.tuple(day, fc.constantFrom('/', '.', '-', 'iso')).map(([d, sep]) => {
  const iso = d.toISOString().slice(0, 10)
  if (sep === 'iso') return iso
  const [y, m, dd] = iso.split('-')
  return [dd, m, y].join(sep)
})
/**
 * A field's value: what a claimant might send, or a hostile string, or nothing. `weight` is how much
 * likelier the plausible answers are: high for posts that are almost right (so the run also reaches
 * the claims that pass), 1 for plainly hostile posts.
 */
const field = (weight: number, ...likely: fc.Arbitrary<string>[]) =>
  fc.option(fc.oneof({ arbitrary: fc.oneof(...likely), weight }, { arbitrary: text, weight: 1 }), { nil: undefined, freq: weight + 1 })

const fields = (w: number) =>
  fc.record({
    claimType: field(w, fc.constantFrom(...CLAIM_TYPES.map((t) => t.value)), fc.constant('death')),
    policyKnown: field(w, fc.constantFrom('yes', 'no')),
    policyNumber: field(w, fc.constant('RL/EDU/00012345'), fc.constant('rl-fep-0003 1337')),
    policyholderName: field(w, fc.constant('Emeka Okafor')),
    policyholderBirthDate: field(w, typedDate),
    deceasedName: field(w, fc.constant('Emeka Okafor'), fc.constant('  Emeka \n Okafor ')),
    dateOfDeath: field(w, typedDate),
    causeOfDeath: field(w, fc.constantFrom(...DEATH_CAUSES.map((c) => c.value))),
    firstName: field(w, fc.constant('Ngozi')),
    lastName: field(w, fc.constant('Okafor')),
    relationship: field(w, fc.constantFrom(...RELATIONSHIPS.map((r) => r.value))),
    // GTBank and an account number whose check digit fits it; sometimes another bank, which it does not fit.
    bank: field(w, fc.constant('058'), fc.constant('058'), fc.constantFrom(...BANKS.map((b) => b.code))),
    accountNumber: field(w, fc.constant('0123456785'), fc.constant('0123 456 785'), fc.stringMatching(/^\d{10}$/)),
    phone: field(w, fc.constant('0803 123 4567'), fc.constant('+2348031234567')),
    email: field(w, fc.constant(''), fc.constant('ngozi@example.com')),
    consent: field(w, fc.constant('yes'), fc.constant('on')),
  })

const post = fc.record({
  fields: fc.oneof(fields(60), fields(1)),
  // A file where text is expected, and fields the form does not have.
  fileIn: fc.option(fc.constantFrom(...CLAIM_FIELDS), { nil: undefined, freq: 10 }),
  extra: fc.dictionary(text, text, { maxKeys: 2 }),
  now: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
})

describe('fuzz: the claim form action’s checks', () => {
  it(`${RUNS.toLocaleString('en-GB')} hostile posts: a valid claim or a message per field, never an exception`, { timeout: TIME_LIMIT_MS + 10_000 }, () => {
    let stored = 0
    let deaths = 0
    fc.assert(
      fc.property(post, ({ fields, fileIn, extra, now }) => {
        const form = new FormData()
        for (const [name, value] of Object.entries(extra)) form.append(name, value)
        for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value)
        if (fileIn) form.set(fileIn, new File(['x'], 'x.txt'))

        const values = claimValuesFromFormData(form)
        for (const [name, value] of Object.entries(values)) {
          if (typeof value === 'string') expect(value.length, name).toBeLessThanOrEqual(CLAIM_VALUE_MAX)
        }
        const result = validateClaim(values, now)
        if (!result.ok) {
          const wrong = Object.entries(result.errors)
          expect(wrong.length).toBeGreaterThan(0)
          for (const [name, message] of wrong) {
            expect(CLAIM_FIELDS).toContain(name)
            expect(MESSAGES.has(message ?? ''), `${name}: ${message}`).toBe(true)
          }
          return
        }
        stored += 1
        const claim = result.data
        expect(claim.firstName.trim()).not.toBe('')
        expect(claim.accountNumber).toMatch(/^\d{10}$/)
        expect(claim.phone).toMatch(/^(?:0\d{3} \d{3} \d{4}|\+234 \d{3} \d{3} \d{4})$/)
        expect(values.consent).toBe(true)
        expect(claim.policyNumber !== null || (claim.policyholderName !== null && claim.policyholderBirthDate !== null)).toBe(true)
        if (claim.claimType !== 'death') {
          expect(claim.death).toBeNull()
          return
        }
        deaths += 1
        expect(claim.death).not.toBeNull()
        const death = claim.death!
        expect(death.deceasedName).toMatch(/^\S(?:.*\S)?$/)
        expect(death.deceasedName).not.toMatch(/\s{2}|\n/)
        expect(death.dateOfDeath).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(death.dateOfDeath <= lagosToday(now)).toBe(true)
        expect(death.dateOfDeath >= '1900-01-01').toBe(true)
        if (claim.policyholderBirthDate) expect(death.dateOfDeath >= claim.policyholderBirthDate).toBe(true)
        expect(DEATH_CAUSES.map((c) => c.value)).toContain(death.cause)
      }),
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: true },
    )
    // The run reached the paths that store a claim, a death claim among them, not only refusals.
    expect(stored).toBeGreaterThan(50)
    expect(deaths).toBeGreaterThan(20)
  })
})
