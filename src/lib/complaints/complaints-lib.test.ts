import { describe, expect, it } from 'vitest'

import { composeComplaintMessages } from './messages'
import { computeComplaintsRecord } from './record'
import { normaliseComplaintReference } from './reference'
import { acknowledgeWords, complaintTermsFrom, dueDate, resolveWords } from './terms'

const DAY = 86_400_000

describe('complaint terms', () => {
  it('reads the stored settings, and falls back to the standard times for a value out of range or missing', () => {
    const terms = complaintTermsFrom({ acknowledgeDays: 2, resolveDays: 10, email: ' complaints@redwoodlife.example ', bureau: { name: 'Bureau', phone: '0700 000 0000' } }, 'care@redwoodlife.example')
    expect(terms).toEqual({
      acknowledgeDays: 2,
      resolveDays: 10,
      email: 'complaints@redwoodlife.example',
      bureau: { name: 'Bureau', phone: '0700 000 0000', email: '', address: '', website: '' },
    })
    const fallback = complaintTermsFrom({ acknowledgeDays: -1, resolveDays: 1.5 }, 'care@redwoodlife.example')
    expect([fallback.acknowledgeDays, fallback.resolveDays, fallback.email, fallback.bureau.name]).toEqual([0, 14, 'care@redwoodlife.example', 'NAICOM Complaints Bureau'])
  })

  it('says the times in words the page, the SMS and the email share', () => {
    expect([acknowledgeWords(0), acknowledgeWords(1), acknowledgeWords(3)]).toEqual(['at once', 'within 1 working day', 'within 3 working days'])
    expect([resolveWords(1), resolveWords(14)]).toEqual(['within 1 day', 'within 14 days'])
    expect(dueDate('2026-11-01T10:00:00.000Z', 14).toISOString()).toBe('2026-11-15T10:00:00.000Z')
  })
})

describe('complaint references', () => {
  it('reads a reference as people type it, and nothing else', () => {
    expect(normaliseComplaintReference(' rl cmp 2026 000001 ')).toBe('RL-CMP-2026-000001')
    expect(normaliseComplaintReference('RL-CMP-2026-1234567')).toBe('RL-CMP-2026-1234567')
    expect(normaliseComplaintReference('RL-CLM-2026-000001')).toBeNull()
    expect(normaliseComplaintReference('RL-CMP-2026-01')).toBeNull()
  })
})

describe('the complaints record', () => {
  const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * DAY).toISOString()
  const now = new Date(at(100))

  it('counts received and resolved, the median days to resolve and the share resolved by the promised date', () => {
    const record = computeComplaintsRecord(
      [
        { createdAt: at(0), status: 'resolved', resolvedAt: at(3), dueAt: at(14) },
        { createdAt: at(10), status: 'resolved', resolvedAt: at(30), dueAt: at(24) },
        { createdAt: at(20), status: 'resolved', resolvedAt: at(25), dueAt: at(34) },
        // Open and overdue: it counts against the promise.
        { createdAt: at(40), status: 'investigating', dueAt: at(54) },
        // Open and not yet due: not counted either way.
        { createdAt: at(95), status: 'received', dueAt: at(109) },
      ],
      now,
    )
    expect(record).toEqual({ received: 5, resolved: 3, medianDaysToResolve: 5, shareWithinPromise: 50 })
  })

  it('has no median and no share before anything is resolved or due', () => {
    expect(computeComplaintsRecord([], now)).toEqual({ received: 0, resolved: 0, medianDaysToResolve: null, shareWithinPromise: null })
  })
})

describe('complaint messages', () => {
  const terms = complaintTermsFrom(
    { acknowledgeDays: 0, resolveDays: 14, bureau: { name: 'NAICOM Complaints Bureau (demo)', phone: '0700 000 0000', email: 'bureau@naicom.example', address: 'Abuja' } },
    'care@redwoodlife.example',
  )
  const complaint = {
    id: 7,
    reference: 'RL-CMP-2026-000007',
    firstName: 'Amaka',
    phone: '0803 555 0199',
    email: 'amaka@example.com',
    dueAt: '2026-12-10T10:00:00.000Z',
    finalAnswer: 'We have paid your claim. '.repeat(60),
  }
  const options = { occurrence: 1, trackUrl: 'https://www.redwoodlife.example/complaints/track', terms }

  it('acknowledges at once with the reference, the promise and its date', () => {
    const [sms, email] = composeComplaintMessages(complaint, 'received', options)
    expect(sms?.text).toBe(
      'Redwood Life: We have received your complaint RL-CMP-2026-000007. We will send you our final answer within 14 days, by Thursday, 10 December 2026. Details: https://www.redwoodlife.example/complaints/track',
    )
    expect(email?.text).toContain('we acknowledge every complaint at once')
    expect([sms?.key, email?.key]).toEqual(['complaint:7:received:1:sms', 'complaint:7:received:1:email'])
  })

  it('sends the final answer in full by email with the bureau, and a short SMS that says where to read it', () => {
    const [sms, email] = composeComplaintMessages(complaint, 'resolved', options)
    expect(sms?.text.length).toBeLessThanOrEqual(612)
    expect(sms?.text).not.toContain('We have paid')
    expect(email?.text).toContain(complaint.finalAnswer)
    expect(email?.text).toContain('NAICOM Complaints Bureau (demo), 0700 000 0000, bureau@naicom.example')
    expect(email?.subject).toBe('Your complaint RL-CMP-2026-000007: our final answer')
    const [smsOnly, ...rest] = composeComplaintMessages({ ...complaint, email: null }, 'resolved', options)
    expect(rest).toEqual([])
    expect(smsOnly?.text).toContain('Read it at https://www.redwoodlife.example/complaints/track')
  })
})
