import { describe, expect, it } from 'vitest'

import { createLogMailer, createMailer, describeMailError, mailDomain, MailError } from './index'

describe('mail', () => {
  it('writes mail to the log when no SMTP server is configured', async () => {
    const lines: string[] = []
    const mailer = createMailer(undefined, (m) => lines.push(m))
    expect(mailer.configured).toBe(false)
    await mailer.send({ from: 'a@redwoodlife.example', to: 'b@redwoodlife.example', subject: 'Hello', text: 'Body text' })
    expect(lines.join('\n')).toMatch(/no mail server is configured[\s\S]*Subject: Hello[\s\S]*Body text/)
    expect(createLogMailer().configured).toBe(false)
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
