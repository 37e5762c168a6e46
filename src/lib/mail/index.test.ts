import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { createMailer, describeMailError, mailDomain, MailError } from './index'

describe('mail', () => {
  it('writes mail to a private file when no SMTP server is configured, and logs only where', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-mail-'))
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      const mailer = createMailer(undefined, path.join(dir, 'mail'))
      expect(mailer.configured).toBe(false)
      const receipt = await mailer.send({
        from: 'a@redwoodlife.example',
        to: 'b@redwoodlife.example',
        replyTo: 'visitor@example.com',
        subject: 'Hello\r\nBcc: evil@example.com',
        text: 'Body text from Ngozi, 08031234567',
      })
      const files = fs.readdirSync(path.join(dir, 'mail'))
      expect(files).toHaveLength(1)
      const file = path.join(dir, 'mail', files[0] as string)
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      const eml = fs.readFileSync(file, 'utf8')
      expect(eml).toMatch(/^From: a@redwoodlife\.example\r\nTo: b@redwoodlife\.example\r\nReply-To: visitor@example\.com\r\n/)
      // A line break in a header value cannot add a header of its own.
      expect(eml).toContain('Subject: Hello Bcc: evil@example.com\r\n')
      expect(eml).toContain('\r\n\r\nBody text from Ngozi, 08031234567\r\n')
      expect(receipt.response).toBe(`written to ${file}`)
      const logged = info.mock.calls.map((args) => args.join(' ')).join('\n')
      expect(JSON.parse(logged)).toMatchObject({ level: 'info', file })
      expect(logged).not.toMatch(/Ngozi|08031234567|visitor@example\.com|Hello/)
    } finally {
      info.mockRestore()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('describes SMTP failures in one line and says when the server is unreachable', () => {
    const refused = describeMailError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' }))
    expect(refused).toBeInstanceOf(MailError)
    expect(refused.unreachable).toBe(true)
    expect(refused.message).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:2525')
    const rejected = describeMailError(
      Object.assign(new Error('Message failed'), { code: 'EMESSAGE', responseCode: 552, response: '552 Mailbox full\r\n' }),
    )
    expect(rejected.unreachable).toBe(false)
    expect(rejected.message).toBe('EMESSAGE: 552: 552 Mailbox full')
  })

  it('never shows the SMTP password', () => {
    expect(createMailer('smtp://user:secret@mail.example:587').description).toBe('SMTP smtp://***@mail.example:587')
  })

  it('finds the sender’s domain', () => {
    expect(mailDomain('Redwood Life website <website@redwoodlife.example>')).toBe('redwoodlife.example')
    expect(mailDomain('web@redwoodlife.example')).toBe('redwoodlife.example')
  })
})
