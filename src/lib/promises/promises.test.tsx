import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Outcome } from '@/components/Application/Outcome'
import { composeAcceptedMail, composeConfirmationMail, composePaidMail, composePaidSms, type MailApplication } from '@/lib/application/mail'
import { referredNextSteps } from '@/lib/application/underwriting'
import type { Application } from '@/payload-types'

import { checkPromiseDays, DEFAULT_PROMISES, promisesFrom, workingDays, type Promises } from './words'

describe('promisesFrom', () => {
  it('takes each stored promise in range, and the standard time for a missing or broken one', () => {
    expect(promisesFrom({ policyDocumentDays: 7, referralDays: 4, paymentCallDays: 2, groupQuoteDays: 10, emailReplyDays: 3 })).toEqual({
      policyDocumentDays: 7,
      referralDays: 4,
      paymentCallDays: 2,
      groupQuoteDays: 10,
      emailReplyDays: 3,
    })
    expect(promisesFrom(null)).toEqual(DEFAULT_PROMISES)
    expect(promisesFrom({ policyDocumentDays: 0, referralDays: 2.5, paymentCallDays: 11, groupQuoteDays: null, emailReplyDays: 11 })).toEqual(DEFAULT_PROMISES)
  })

  it('gives the CMS a plain message for a number outside the range', () => {
    expect(checkPromiseDays('policyDocumentDays', 30)).toBe(true)
    expect(checkPromiseDays('policyDocumentDays', 31)).toBe('Enter a whole number of working days from 1 to 30.')
    expect(checkPromiseDays('paymentCallDays', 0)).toBe('Enter a whole number of working days from 1 to 10.')
    expect(checkPromiseDays('referralDays', 1.5)).toBe('Enter a whole number of working days from 1 to 30.')
    expect(checkPromiseDays('referralDays', '3')).toBe('Enter a whole number of working days from 1 to 30.')
  })

  it('says days as a person would', () => {
    expect(workingDays(1)).toBe('1 working day')
    expect(workingDays(5)).toBe('5 working days')
  })
})

const app = {
  id: 7,
  reference: 'RL-ABCDEFGH',
  status: 'accepted',
  planCode: 'AEE',
  planName: 'Endowment Assurance',
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@example.com',
  phone: '0803 123 4567',
  cover: { frequencyName: 'Monthly', term: 20, sumAssured: 1_000_000, premium: 1080.88 },
  beneficiaries: [],
  paymentStatus: 'paid',
  paymentAmountKobo: 108_088,
  paidAt: '2026-11-25T10:00:00.000Z',
} as unknown as Application & MailApplication

const page = (promises: Promises, over: Partial<Application> = {}) =>
  renderToStaticMarkup(<Outcome app={{ ...app, ...over }} phone="0700 733 9663" officeHours="Monday to Friday" promises={promises} token="t" problem={null} />).replace(/<[^>]+>/g, ' ')
const mail = (promises: Promises) => composePaidMail(app, { phone: '0700 733 9663', paidAt: app.paidAt ?? null, amountKobo: 108_088, promises }).text
const sms = (promises: Promises) => composePaidSms(app, { phone: '0700 733 9663', promises })

/** Every "within N working day(s)" a text states. */
const stated = (text: string) => [...text.matchAll(/within (\d+) working days?/g)].map((m) => Number(m[1]))

describe('one promise on the page, in the email and in the SMS', () => {
  it('states the policy-document time from the setting, the same everywhere', () => {
    for (const days of [DEFAULT_PROMISES.policyDocumentDays, 9]) {
      const promises = { ...DEFAULT_PROMISES, policyDocumentDays: days }
      expect(stated(page(promises))).toEqual([days])
      expect(stated(mail(promises))).toEqual([days])
      expect(stated(sms(promises))).toEqual([days])
    }
  })

  it('states the exact amount received on the page and in the email', () => {
    expect(page(DEFAULT_PROMISES)).toContain('We received ₦1,080.88')
    expect(mail(DEFAULT_PROMISES)).toContain('first premium of ₦1,080.88')
  })

  it('states the underwriter and call-back times from the setting on the page and in every mail', () => {
    const promises = { ...DEFAULT_PROMISES, referralDays: 6, paymentCallDays: 2 }
    expect(stated(page(promises, { status: 'referred' }))).toEqual([6])
    expect(stated(referredNextSteps('0700', 6).join(' '))).toEqual([6])
    expect(stated(composeConfirmationMail({ ...app, status: 'referred' }, { phone: '0700', paymentByStaff: false, promises }).text)).toEqual([6])
    expect(stated(page(promises, { paymentStatus: 'staff' }))).toEqual([2])
    expect(stated(composeConfirmationMail(app, { phone: '0700', paymentByStaff: true, promises }).text)).toEqual([2])
    expect(stated(composeAcceptedMail(app, { phone: '0700', paymentByStaff: true, siteUrl: 'https://x.example', promises }).text)).toEqual([2])
  })
})
