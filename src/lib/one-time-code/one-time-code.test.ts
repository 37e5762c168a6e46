import { describe, expect, it } from 'vitest'

import { codeHash, CODE_TRIES, judgeCode, newCode, readCode } from '.'

const now = new Date('2026-11-26T12:00:00Z')
const stored = (code: string, tries = 0, minutes = 10) => ({ hash: codeHash('test', 7, code), expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(), tries })

describe('one-time codes', () => {
  it('are 6 digits', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/)
  })

  it('read as typed, with spaces or a dash', () => {
    expect(readCode(' 123 456 ')).toEqual({ ok: true, code: '123456' })
    expect(readCode('123-456')).toEqual({ ok: true, code: '123456' })
    expect(readCode('')).toMatchObject({ ok: false })
    expect(readCode('12345')).toMatchObject({ ok: false })
    expect(readCode('12345a')).toMatchObject({ ok: false })
  })

  it('hash per record and purpose: the same code elsewhere does not match', () => {
    expect(codeHash('test', 7, '123456')).not.toBe(codeHash('test', 8, '123456'))
    expect(codeHash('test', 7, '123456')).not.toBe(codeHash('other', 7, '123456'))
    expect(judgeCode({ ...stored('123456'), hash: codeHash('test', 8, '123456') }, '123456', { purpose: 'test', id: 7, now }).kind).toBe('wrong')
  })

  it(`right, wrong with the tries left, and dead after ${CODE_TRIES} wrong tries or the expiry`, () => {
    expect(judgeCode(stored('123456'), '123456', { purpose: 'test', id: 7, now })).toEqual({ kind: 'right' })
    expect(judgeCode(stored('123456'), '654321', { purpose: 'test', id: 7, now })).toEqual({ kind: 'wrong', tries: 1, triesLeft: 4 })
    expect(judgeCode(stored('123456', 4), '654321', { purpose: 'test', id: 7, now })).toEqual({ kind: 'dead', tries: 5 })
    expect(judgeCode(stored('123456', 5), '123456', { purpose: 'test', id: 7, now })).toEqual({ kind: 'dead' })
    expect(judgeCode(stored('123456', 0, 0), '123456', { purpose: 'test', id: 7, now })).toEqual({ kind: 'dead' })
    expect(judgeCode({ hash: null, expiresAt: null, tries: 0 }, '123456', { purpose: 'test', id: 7, now })).toEqual({ kind: 'dead' })
  })
})
