import { describe, expect, it, vi } from 'vitest'

import { errorSummary, formatLine, log, payloadLoggerOptions, requestContext } from './index'

describe('log', () => {
  it('writes one JSON line with the time, level, message and fields', () => {
    const line = formatLine('info', 'Enquiry stored', { id: 12 }, new Date('2026-11-22T10:00:00Z'))
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({ time: '2026-11-22T10:00:00.000Z', level: 'info', msg: 'Enquiry stored', id: 12 })
  })

  it('names the request the line was written for, in this line and in Payload’s', () => {
    requestContext().run({ requestId: 'req-12345678' }, () => {
      expect(JSON.parse(formatLine('warn', 'slow'))).toMatchObject({ reqId: 'req-12345678', level: 'warn' })
      expect(payloadLoggerOptions.mixin()).toEqual({ reqId: 'req-12345678' })
    })
    expect(JSON.parse(formatLine('info', 'outside'))).not.toHaveProperty('reqId')
    expect(payloadLoggerOptions.mixin()).toEqual({})
  })

  it('logs an error without the values its query carried', () => {
    const error = Object.assign(new Error('Failed query: insert into "enquiries" ("first_name") values (?)\nparams: Ngozi,08031234567'), {
      code: 'SQLITE_BUSY',
    })
    expect(errorSummary(error)).toEqual({ name: 'Error', message: 'Failed query: insert into "enquiries" ("first_name") values (?)', code: 'SQLITE_BUSY' })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    log.error('An enquiry could not be stored.', { err: error })
    const written = String(errors.mock.calls[0]?.[0])
    expect(written).not.toContain('Ngozi')
    expect(JSON.parse(written)).toMatchObject({ level: 'error', err: { code: 'SQLITE_BUSY' } })
    errors.mockRestore()
  })
})
