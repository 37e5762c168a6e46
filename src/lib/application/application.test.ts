import { describe, expect, it } from 'vitest'

import { DEFAULT_PROMISES } from '@/lib/promises/words'

import { composeConfirmationMail, composeNewBusinessMail, composeResumeMail, type MailApplication } from './mail'
import { DEFAULT_HEALTH_QUESTIONS, questionsFor } from './questions'
import { allowedStep, stepNumber } from './steps'
import { hashToken, looksLikeToken, newReference, newResumeToken, sessionValue, tokenFromSession } from './token'
import { DEFAULT_LIMITS, limitFor, underwrite } from './underwriting'
import { beneficiaryField, carriedQuote, checkAboutYou, checkBeneficiaries, checkConsents, checkCover, checkHealth, displayDate } from './validate'

const NOW = new Date('2026-11-22T12:00:00Z')

const about = {
  firstName: ' Adaeze ',
  lastName: 'Okafor',
  dateOfBirth: '14/03/1988',
  gender: 'female',
  phone: '0803-123-4567',
  email: 'adaeze@example.com',
  address: '12 Allen Avenue, Ikeja',
  state: 'Lagos',
  nin: '123 4567 8901',
  occupation: 'Pharmacist',
}

describe('step 1: about you', () => {
  it('cleans the answers: trimmed names, an ISO date of birth, one phone layout, the NIN without spaces', () => {
    const r = checkAboutYou(about, NOW)
    expect(r).toEqual({
      ok: true,
      value: { ...about, firstName: 'Adaeze', dateOfBirth: '1988-03-14', phone: '0803 123 4567', nin: '12345678901' },
    })
  })

  it('gives one plain message per field', () => {
    const r = checkAboutYou({ ...about, firstName: '', dateOfBirth: '31/02/1990', gender: 'x', phone: '12345', email: 'no-at', state: 'Atlantis', nin: '1234', occupation: '' }, NOW)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      firstName: 'Enter your first name.',
      dateOfBirth: 'That date does not exist. Check the day and the month.',
      gender: 'Choose your gender.',
      phone: 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567.',
      email: 'Enter an email address like name@example.com.',
      state: 'Choose the state you live in.',
      nin: 'Your NIN is 11 digits, with no letters.',
      occupation: 'Enter your occupation.',
    })
  })

  it('refuses applicants under 18 and dates in the future', () => {
    const young = checkAboutYou({ ...about, dateOfBirth: '01/01/2010' }, NOW)
    expect(!young.ok && young.errors.dateOfBirth).toBe('You must be 18 or older to apply online.')
    const future = checkAboutYou({ ...about, dateOfBirth: '01/01/2030' }, NOW)
    expect(!future.ok && future.errors.dateOfBirth).toBe('Your date of birth must be in the past.')
  })

  it('shows a stored date back as dd/mm/yyyy', () => {
    expect(displayDate('1988-03-14')).toBe('14/03/1988')
    expect(displayDate('nonsense')).toBe('')
  })
})

describe('step 2: the cover', () => {
  const offered = { frequencies: ['01', '12'], terms: [10, 15, 20], amountLabel: 'sum assured' }
  it('takes amounts typed with commas and the naira sign', () => {
    expect(checkCover({ frequency: '01', term: '20', amount: '₦10,000,000' }, offered)).toEqual({ ok: true, value: { frequency: '01', term: 20, amount: 10_000_000 } })
  })
  it('refuses what the plan does not offer, and kobo', () => {
    const r = checkCover({ frequency: '03', term: '7', amount: '1000.50' }, offered)
    expect(r).toEqual({
      ok: false,
      errors: {
        frequency: 'Choose how often you will pay from the list.',
        term: 'Choose a term from the list.',
        amount: 'Enter the sum assured in whole naira, for example 5,000,000.',
      },
    })
  })
})

describe('step 3: beneficiaries', () => {
  const row = (i: number, name: string, share: string, relationship = 'Child') => ({
    [beneficiaryField(i, 'name')]: name,
    [beneficiaryField(i, 'relationship')]: relationship,
    [beneficiaryField(i, 'share')]: share,
  })
  it('takes up to five people whose shares add up to 100, ignoring empty rows', () => {
    const r = checkBeneficiaries({ ...row(0, 'Chidi Okafor', '60', 'Spouse'), ...row(2, 'Ada Okafor', '40%') })
    expect(r).toEqual({
      ok: true,
      value: [
        { name: 'Chidi Okafor', relationship: 'Spouse', share: 60, phone: '' },
        { name: 'Ada Okafor', relationship: 'Child', share: 40, phone: '' },
      ],
    })
  })
  it('says what the shares add up to when they do not make 100', () => {
    const r = checkBeneficiaries({ ...row(0, 'Chidi', '60'), ...row(1, 'Ada', '30') })
    expect(!r.ok && r.errors[beneficiaryField(0, 'share')]).toBe('The shares must add up to 100%. They add up to 90% now.')
  })
  it('needs at least one person', () => {
    const r = checkBeneficiaries({})
    expect(!r.ok && r.errors[beneficiaryField(0, 'name')]).toMatch(/at least one beneficiary/)
  })
})

describe('step 4: health', () => {
  const questions = questionsFor('term', DEFAULT_HEALTH_QUESTIONS)
  it('asks each kind of plan its own questions', () => {
    expect(questions.length).toBeGreaterThan(3)
    expect(questionsFor('annuity', DEFAULT_HEALTH_QUESTIONS).map((q) => q.id)).toEqual(['treatment'])
  })
  it('needs an answer to each, and a few words after a yes', () => {
    const first = questions[0]!
    const r = checkHealth({ [`answer-${first.id}`]: 'yes' }, questions)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors[`details-${first.id}`]).toBe('Tell us a little more about your answer to question 1.')
    expect(r.errors[`answer-${questions[1]!.id}`]).toBe('Answer question 2: yes or no.')
  })
})

describe('step 5: consents', () => {
  it('needs both boxes ticked', () => {
    expect(checkConsents({ ndpaConsent: 'on', declaration: 'on' }).ok).toBe(true)
    expect(checkConsents({ ndpaConsent: 'on' })).toEqual({ ok: false, errors: { declaration: 'Tick the box to confirm your answers are true.' } })
  })
})

describe('the steps', () => {
  it('opens completed steps and the next one, and sends anything further to the first unfinished step', () => {
    expect(stepNumber('beneficiaries')).toBe(3)
    expect(allowedStep('cover', 1)).toBe('cover')
    expect(allowedStep('about-you', 3)).toBe('about-you')
    expect(allowedStep('review', 2)).toBe('beneficiaries')
  })
  it('reads the quote from "Apply for this plan", dropping anything odd', () => {
    expect(carriedQuote({ plan: 'tlp', age: '35', term: '20', frequency: '01', amount: '10000000' })).toEqual({ plan: 'TLP', age: 35, term: 20, frequency: '01', amount: 10_000_000 })
    expect(carriedQuote({ plan: 'TLP', age: '-1', term: 'x', amount: '1e9' })).toEqual({ plan: 'TLP', age: null, term: null, frequency: null, amount: null })
    expect(carriedQuote({ plan: '<script>' })).toBeNull()
  })
})

describe('underwriting', () => {
  it('refers a sum assured above the limit for the age', () => {
    expect(limitFor(35, DEFAULT_LIMITS)).toBe(50_000_000)
    expect(limitFor(55, DEFAULT_LIMITS)).toBe(10_000_000)
    expect(underwrite({ age: 55, sumAssured: 10_000_001, health: [], limits: DEFAULT_LIMITS }).status).toBe('referred')
    expect(underwrite({ age: 55, sumAssured: 10_000_000, health: [], limits: DEFAULT_LIMITS })).toEqual({ status: 'accepted', reasons: [] })
  })
  it('refers any "yes" to a health question', () => {
    const r = underwrite({ age: 30, sumAssured: 1_000_000, health: [{ questionId: 'x', question: 'q', answer: 'yes', details: 'asthma' }], limits: DEFAULT_LIMITS })
    expect(r).toEqual({ status: 'referred', reasons: ['One health answer needs a closer look.'] })
  })
})

describe('the resume token and session', () => {
  it('is long and random, and only its hash is stored', () => {
    const a = newResumeToken()
    expect(looksLikeToken(a)).toBe(true)
    expect(a).not.toBe(newResumeToken())
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(newReference()).toMatch(/^RL-[2-9A-HJ-NP-Z]{8}$/)
  })
  it('trusts a session cookie only with this server’s signature', () => {
    const token = newResumeToken()
    const secret = 'x'.repeat(40)
    expect(tokenFromSession(secret, sessionValue(secret, token))).toBe(token)
    expect(tokenFromSession('y'.repeat(40), sessionValue(secret, token))).toBeNull()
    expect(tokenFromSession(secret, `${token}.forged`)).toBeNull()
    expect(tokenFromSession(secret, token)).toBeNull()
  })
})

describe('the mails', () => {
  const app: MailApplication = {
    id: 7,
    reference: 'RL-ABCDEFGH',
    status: 'accepted',
    planName: 'Level Term Cover',
    planCode: 'TLP',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    email: 'adaeze@example.com',
    phone: '0803 123 4567',
    state: 'Lagos',
    cover: { frequencyName: 'Monthly', term: 20, sumAssured: 10_000_000, premium: 4321.5 },
    beneficiaries: [{ name: 'Chidi Okafor', relationship: 'Spouse', share: 100 }],
  }
  it('tell new business who applied, with a link to the record, and no health answers', () => {
    const m = composeNewBusinessMail(app, { adminUrl: 'https://www.redwoodlife.example' })
    expect(m.subject).toBe('New application RL-ABCDEFGH: Level Term Cover (accepted subject to the first premium)')
    expect(m.text).toContain('Premium: ₦4,322 monthly')
    expect(m.text).toContain('https://www.redwoodlife.example/admin/collections/applications/7')
  })
  it('give the applicant the reference, a summary and what happens next', () => {
    const accepted = composeConfirmationMail(app, { phone: '0700 733 9663', paymentByStaff: true, promises: DEFAULT_PROMISES })
    expect(accepted.text).toContain('Your reference is RL-ABCDEFGH.')
    expect(accepted.text).toContain('Cover: ₦10,000,000')
    expect(accepted.text).toContain('call you within 1 working day')
    const referred = composeConfirmationMail({ ...app, status: 'referred' }, { phone: '0700 733 9663', paymentByStaff: false, promises: DEFAULT_PROMISES })
    expect(referred.text).toContain('within 3 working days')
    expect(referred.text).not.toMatch(/health|diabetes|answer/i)
  })
  it('send the resume link', () => {
    const m = composeResumeMail(app, { url: 'https://www.redwoodlife.example/apply/abc' })
    expect(m.text).toContain('https://www.redwoodlife.example/apply/abc')
    expect(m.text).toContain('30 days')
  })
})
