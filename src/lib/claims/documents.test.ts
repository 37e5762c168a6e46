import { describe, expect, it } from 'vitest'

import { checklistRowsOf, checklistStatus, everyRowTicked, formatFileSize, matchChecklistRow, unreadableSentence, type ClaimFileFacts } from './documents'
import { parsePromiseDays } from './promise'

const rows = [
  { id: 'a', document: 'Certified copy of the death certificate' },
  { id: 'b', document: 'Valid ID of each claimant' },
  { id: 'c', document: 'Letters of administration or probate (only if no beneficiary was named)' },
]

let nextId = 1
const file = (over: Partial<ClaimFileFacts>): ClaimFileFacts => ({
  id: nextId++,
  checklistItem: null,
  document: null,
  review: 'received',
  unreadableReason: null,
  reviewedAt: null,
  createdAt: '2026-11-03T10:00:00.000Z',
  ...over,
})

describe('which line a file answers', () => {
  it('matches the line the form offered, however it was spaced or cased, with or without its note', () => {
    expect(matchChecklistRow(rows, 'Certified copy of the death certificate')).toBe('a')
    expect(matchChecklistRow(rows, '  valid  ID of each CLAIMANT ')).toBe('b')
    expect(matchChecklistRow(rows, 'Letters of administration or probate')).toBe('c')
    expect(matchChecklistRow(rows, 'Something else')).toBeNull()
    expect(matchChecklistRow(rows, '')).toBeNull()
    expect(matchChecklistRow(rows, null)).toBeNull()
  })
})

describe('the checklist a claimant sees', () => {
  it('ticks off each line a file arrived for, with the date of the first, and leaves the rest needed', () => {
    const status = checklistStatus(rows, [
      file({ checklistItem: 'a', createdAt: '2026-11-03T10:00:00.000Z' }),
      file({ checklistItem: 'a', createdAt: '2026-11-02T10:00:00.000Z' }),
      file({ document: 'Valid ID of each claimant', createdAt: '2026-11-04T10:00:00.000Z' }),
      file({ document: 'Something else', createdAt: '2026-11-05T10:00:00.000Z' }),
    ])
    expect(status.items).toEqual([
      { document: rows[0]!.document, state: 'received', receivedAt: '2026-11-02T10:00:00.000Z' },
      { document: rows[1]!.document, state: 'received', receivedAt: '2026-11-04T10:00:00.000Z' },
      { document: rows[2]!.document, state: 'needed', unreadable: null },
    ])
    expect(status.others).toEqual([{ document: 'Something else', receivedAt: '2026-11-05T10:00:00.000Z' }])
    expect(status.complete).toBe(false)
  })

  it('keeps a tick when staff reword the line: the file names the row, not the words', () => {
    const reworded = [{ id: 'a', document: 'Death certificate (certified copy)' }]
    const status = checklistStatus(reworded, [file({ checklistItem: 'a', document: 'Certified copy of the death certificate' })])
    expect(status.items[0]?.state).toBe('received')
    expect(status.complete).toBe(true)
  })

  it('asks again for a line whose every file was marked unreadable, with the latest reason', () => {
    const status = checklistStatus(rows.slice(0, 1), [
      file({ checklistItem: 'a', review: 'unreadable', unreadableReason: 'cut off', reviewedAt: '2026-11-04T09:00:00.000Z' }),
      file({ checklistItem: 'a', review: 'unreadable', unreadableReason: 'the photo is blurred', reviewedAt: '2026-11-05T09:00:00.000Z' }),
    ])
    expect(status.items[0]).toEqual({
      document: rows[0]!.document,
      state: 'needed',
      unreadable: { reason: 'the photo is blurred', at: '2026-11-05T09:00:00.000Z' },
    })
    // A new, readable file ticks it off again.
    const resent = checklistStatus(rows.slice(0, 1), [
      file({ checklistItem: 'a', review: 'unreadable', unreadableReason: 'blurred' }),
      file({ checklistItem: 'a', createdAt: '2026-11-06T10:00:00.000Z' }),
    ])
    expect(resent.items[0]).toEqual({ document: rows[0]!.document, state: 'received', receivedAt: '2026-11-06T10:00:00.000Z' })
  })

  it('counts a line a claims officer ticked off as received, with or without a file, from the one list on the claim', () => {
    const claim = {
      missingDocuments: [
        { id: 'a', document: rows[0]!.document, checked: true, checkedAt: '2026-11-07T09:00:00.000Z' },
        { id: 'b', document: rows[1]!.document, checked: true, checkedAt: '2026-11-08T09:00:00.000Z' },
        { id: 'c', document: rows[2]!.document, checked: false, checkedAt: null },
      ],
    }
    const status = checklistStatus(checklistRowsOf(claim), [
      file({ checklistItem: 'a', createdAt: '2026-11-03T10:00:00.000Z' }),
      // An unreadable file marked before the tick: the tick is the later word.
      file({ checklistItem: 'b', review: 'unreadable', unreadableReason: 'blurred', reviewedAt: '2026-11-04T09:00:00.000Z' }),
    ])
    expect(status.items[0]).toEqual({ document: rows[0]!.document, state: 'received', receivedAt: '2026-11-03T10:00:00.000Z', checkedAt: '2026-11-07T09:00:00.000Z' })
    // Sent by post or email: received on the day it was ticked.
    expect(status.items[1]).toEqual({ document: rows[1]!.document, state: 'received', receivedAt: '2026-11-08T09:00:00.000Z', checkedAt: '2026-11-08T09:00:00.000Z' })
    expect(status.items[2]?.state).toBe('needed')
    expect(status.complete).toBe(false)
    expect(everyRowTicked(claim.missingDocuments)).toBe(false)
    expect(everyRowTicked(claim.missingDocuments.slice(0, 2))).toBe(true)
    // An empty list is not "every document ticked".
    expect(everyRowTicked([])).toBe(false)
  })

  it('writes a file’s size as a person does', () => {
    expect(formatFileSize(300)).toBe('1 KB')
    expect(formatFileSize(240 * 1024 + 100)).toBe('240 KB')
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB')
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatFileSize(null)).toBe('Size not known')
  })

  it('says what could not be read in a sentence a person would write', () => {
    expect(unreadableSentence('Certified copy of the death certificate', 'The photo is blurred.')).toBe(
      'We could not read your certified copy of the death certificate: the photo is blurred. Please send it again.',
    )
    expect(unreadableSentence('ID card', '')).toBe('We could not read your ID card. Please send it again.')
  })
})

describe('the claims promise setting', () => {
  it('takes a whole number of days and nothing else', () => {
    expect(parsePromiseDays('14')).toBe(14)
    expect(parsePromiseDays(' 10 ')).toBe(10)
    for (const bad of ['', '14 days', '0', '1.5', '-3', '1000', null, undefined]) expect(parsePromiseDays(bad)).toBeNull()
  })
})
