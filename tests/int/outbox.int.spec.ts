/**
 * The message outbox (docs/decisions/017-message-outbox.md) against a real SMTP server in this process
 * and a stand-in for the SMS provider's HTTP API on loopback (the provider is outside the product).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { graphql, rest } from './api-client'
import { TestSmtpServer } from './enquiries-smtp'
import { startPayload, testDialect, type TestPayload } from './helpers'

type ReceivedSms = { api_key: string; to: string; from: string; sms: string; type: string; channel: string }

/** The provider's send API: answers 503 while `failing` (or the next `failNext` calls), else 200 with an id. */
class FakeSmsApi {
  readonly received: ReceivedSms[] = []
  failing = false
  failNext = 0
  calls = 0
  port = 0
  private server: http.Server | null = null

  get url(): string {
    return `http://127.0.0.1:${this.port}/api/sms/send`
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        this.calls += 1
        if (this.failing || this.failNext > 0) {
          this.failNext = Math.max(0, this.failNext - 1)
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service unavailable"}')
          return
        }
        this.received.push(JSON.parse(body) as ReceivedSms)
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message_id: `sms-${this.received.length}`, message: 'Successfully Sent' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }
}

let t: TestPayload
let payload: Payload
let smtp: TestSmtpServer
let smsApi: FakeSmsApi
let outbox: typeof import('@/lib/outbox')
let mail: typeof import('@/lib/mail')
let sms: typeof import('@/lib/sms')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const all = async () => (await payload.find({ collection: 'outbox-messages', overrideAccess: true, limit: 1000, sort: 'id' })).docs
const byId = (id: number) => payload.findByID({ collection: 'outbox-messages', id, overrideAccess: true })

/** Runs two workers at once (as two server processes would) until nothing is left to send. */
async function drain(rounds = 60) {
  for (let round = 0; round < rounds; round++) {
    await Promise.all([outbox.processOutbox(payload), outbox.processOutbox(payload)])
    const open = await payload.count({ collection: 'outbox-messages', where: { status: { not_equals: 'sent' } }, overrideAccess: true })
    if (open.totalDocs === 0) return
    await sleep(30)
  }
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  outbox = await import('@/lib/outbox')
  mail = await import('@/lib/mail')
  sms = await import('@/lib/sms')
  smtp = new TestSmtpServer()
  await smtp.start()
  smsApi = new FakeSmsApi()
  await smsApi.start()
  // Tests drive the worker themselves, against the test servers, with short retry delays.
  outbox.configureOutbox({
    auto: false,
    mailer: mail.createSmtpMailer(smtp.url),
    sms: sms.createHttpSmsProvider({ url: smsApi.url, apiKey: 'test-key', senderId: 'RedwoodLife', timeoutMs: 2000 }),
    from: 'Redwood Life website <website@redwoodlife.example>',
    retryDelaysMs: [20, 40, 80],
  })
})

afterAll(async () => {
  await outbox?.stopOutbox()
  await smtp?.stop()
  await smsApi?.stop()
  await t?.close()
})

beforeEach(async () => {
  await payload.delete({ collection: 'outbox-messages', where: { id: { exists: true } }, overrideAccess: true })
  smtp.received.length = 0
  smsApi.received.length = 0
  smsApi.failing = false
  smsApi.failNext = 0
})

describe('queueing', () => {
  it('stores one message per key, however often the key is queued', async () => {
    const message = { channel: 'sms', to: '0803 123 4567', text: 'Your claim RL-42 is approved.', key: 'claim:42:status:approved:sms', related: 'claims:42' } as const
    const first = await outbox.queueMessage(payload, message)
    expect(first.queued).toBe(true)
    // A retried request, and two at the very same moment.
    const again = await outbox.queueMessage(payload, { ...message, text: 'changed' })
    const racing = await Promise.all([outbox.queueMessage(payload, message), outbox.queueMessage(payload, message)])
    for (const result of [again, ...racing]) expect(result).toEqual({ id: first.id, queued: false })
    const stored = await all()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ channel: 'sms', to: '2348031234567', text: 'Your claim RL-42 is approved.', status: 'waiting', attempts: 0, related: 'claims:42' })
  })

  it('stores inside the caller’s transaction: a rolled-back change leaves no message, a committed one does', async () => {
    const probe = await payload.db.beginTransaction()
    if (probe === null) {
      // Payload's SQLite adapter runs without transactions (its default): each write stands alone, and
      // a message queued with a request is stored straight away.
      expect(testDialect()).toBe('sqlite')
      await outbox.queueMessage(payload, { channel: 'email', to: 'claims@redwoodlife.example', subject: 'Claim', text: 'Claim text', key: 'claim:2:new:email' }, { req: { payload } })
      expect((await all()).map((m) => m.key)).toEqual(['claim:2:new:email'])
      return
    }
    await payload.db.rollbackTransaction(probe)
    const queueIn = async (key: string, commit: boolean) => {
      const transactionID = await payload.db.beginTransaction()
      if (transactionID === null) throw new Error('The database adapter has no transactions.')
      const req = { transactionID, payload }
      await outbox.queueMessage(payload, { channel: 'email', to: 'claims@redwoodlife.example', subject: 'Claim', text: 'Claim text', key }, { req })
      if (commit) await payload.db.commitTransaction(transactionID)
      else await payload.db.rollbackTransaction(transactionID)
    }
    await queueIn('claim:1:new:email', false)
    await queueIn('claim:2:new:email', true)
    expect((await all()).map((m) => m.key)).toEqual(['claim:2:new:email'])
  })

  it('refuses a message that could never be sent, storing nothing', async () => {
    await expect(outbox.queueMessage(payload, { channel: 'sms', to: '+44 20 7946 0000', text: 'Hi', key: 'k:1' })).rejects.toThrow(outbox.MessageError)
    await expect(outbox.queueMessage(payload, { channel: 'email', to: 'a@b.example', text: 'Hi', key: 'k:2' })).rejects.toThrow(/subject/)
    expect(await all()).toHaveLength(0)
  })
})

describe('the worker', () => {
  it('delivers an email and an SMS exactly once, retrying the SMS after the provider failed first', async () => {
    const mailed = await outbox.queueMessage(payload, {
      channel: 'email',
      to: 'newbusiness@redwoodlife.example',
      subject: 'New online application RA-7',
      text: 'Ngozi Adeyemi applied for the Education Plan.',
      html: '<p>Ngozi Adeyemi applied for the Education Plan.</p>',
      key: 'application:7:new-business:email',
      related: 'applications:7',
    })
    const texted = await outbox.queueMessage(payload, { channel: 'sms', to: '+234 803 123 4567', text: 'Your claim RL-42 is approved.', key: 'claim:42:status:approved:sms' })
    smsApi.failNext = 1

    const start = new Date()
    const first = await outbox.processOutbox(payload, { now: () => start, retryDelaysMs: [10_000, 30_000] })
    expect(first).toEqual({ sent: 1, failed: 1, notConfigured: 0, skipped: 0 })
    const failed = await byId(texted.id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 503: {"message":"Service unavailable"}' })
    expect(Date.parse(failed.nextAttemptAt ?? '')).toBe(start.getTime() + 10_000)
    // Not due yet: nothing happens.
    expect(await outbox.processOutbox(payload, { now: () => new Date(start.getTime() + 9_000) })).toMatchObject({ sent: 0, failed: 0 })

    expect(await outbox.processOutbox(payload, { now: () => new Date(start.getTime() + 10_000) })).toMatchObject({ sent: 1, failed: 0 })
    expect(await outbox.processOutbox(payload)).toEqual({ sent: 0, failed: 0, notConfigured: 0, skipped: 0 })

    expect(smtp.received).toHaveLength(1)
    const [received] = smtp.received
    expect(received?.to).toEqual(['newbusiness@redwoodlife.example'])
    expect(received?.raw).toContain('Subject: New online application RA-7')
    expect(received?.text).toContain('Ngozi Adeyemi applied for the Education Plan.')
    expect(received?.text).toContain('<p>Ngozi Adeyemi applied')
    expect(smsApi.received).toEqual([{ api_key: 'test-key', to: '2348031234567', from: 'RedwoodLife', sms: 'Your claim RL-42 is approved.', type: 'plain', channel: 'generic' }])

    const sentMail = await byId(mailed.id)
    expect(sentMail).toMatchObject({ status: 'sent', attempts: 1, lastError: null, receipt: received?.messageId })
    expect(sentMail.sentAt).toBeTruthy()
    expect(await byId(texted.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null, receipt: 'sms-1' })
  })

  it('loses nothing while the mail server and the SMS provider are down, and sends each once when they are back, with two workers racing', async () => {
    await smtp.stop()
    smsApi.failing = true
    for (let i = 0; i < 20; i++) {
      await outbox.queueMessage(payload, { channel: 'email', to: `claimant${i}@example.com`, subject: `Claim ${i}`, text: `Claim ${i} received.`, key: `claim:${i}:received:email` })
      await outbox.queueMessage(payload, { channel: 'sms', to: `0803 000 ${String(i).padStart(4, '0')}`, text: `Claim ${i} received.`, key: `claim:${i}:received:sms` })
      if (i % 5 === 0) await outbox.processOutbox(payload)
    }
    await sleep(30)
    const report = await outbox.processOutbox(payload)
    // An unreachable channel stops its own run at the first failure; the other channel goes on.
    expect(report.sent).toBe(0)
    expect(report.skipped).toBeGreaterThan(0)
    expect(await payload.count({ collection: 'outbox-messages', where: { status: { equals: 'sent' } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    expect(smtp.received).toHaveLength(0)
    expect(smsApi.received).toHaveLength(0)
    expect(smsApi.calls).toBeGreaterThan(0)

    await smtp.start()
    smsApi.failing = false
    await drain()

    expect(smtp.received).toHaveLength(20)
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(20)
    expect(smsApi.received).toHaveLength(20)
    expect(new Set(smsApi.received.map((m) => m.to)).size).toBe(20)
    for (const message of await all()) expect(message.status).toBe('sent')
  })

  it('takes over a message whose worker died mid-send once its claim has expired, and leaves a live claim alone', async () => {
    const dead = await outbox.queueMessage(payload, { channel: 'sms', to: '08031234567', text: 'One', key: 'dead:1' })
    const live = await outbox.queueMessage(payload, { channel: 'sms', to: '08031234568', text: 'Two', key: 'live:1' })
    const update = (id: number, leaseUntil: string) =>
      payload.update({ collection: 'outbox-messages', id, overrideAccess: true, data: { status: 'sending', claimToken: 'other-worker', leaseUntil, attempts: 1 } })
    await update(dead.id, new Date(Date.now() - 1000).toISOString())
    await update(live.id, new Date(Date.now() + 60_000).toISOString())
    expect(await outbox.processOutbox(payload)).toMatchObject({ sent: 1 })
    expect(await byId(dead.id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await byId(live.id)).toMatchObject({ status: 'sending' })
    expect(smsApi.received.map((m) => m.sms)).toEqual(['One'])
  })

  it('without a mail server or SMS provider writes files and says so, then sends once they are configured', async () => {
    const dir = path.join(t.dataDir, 'outbox-files')
    const offline = { mailer: mail.createFileMailer(path.join(dir, 'mail')), sms: sms.createFileSmsProvider(path.join(dir, 'sms')) }
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      const e = await outbox.queueMessage(payload, { channel: 'email', to: 'a@example.com', subject: 'Hello', text: 'Mail body', key: 'offline:email' })
      const s = await outbox.queueMessage(payload, { channel: 'sms', to: '08031234567', text: 'SMS body', key: 'offline:sms' })
      expect(await outbox.processOutbox(payload, offline)).toMatchObject({ notConfigured: 2, sent: 0 })
      // A plain sentence for staff: no setting's name, no file path (those are in the server's log).
      expect((await byId(e.id)).lastError).toBe('Not sent: no mail server is set up yet. It will go once one is configured.')
      expect((await byId(s.id)).lastError).toBe('Not sent: no SMS provider is set up yet. It will go once one is configured.')
      expect(fs.readdirSync(path.join(dir, 'mail'))).toHaveLength(1)
      const [smsFile] = fs.readdirSync(path.join(dir, 'sms'))
      expect(fs.readFileSync(path.join(dir, 'sms', smsFile as string), 'utf8')).toContain('SMS body')
      expect(info.mock.calls.flat().join('\n')).not.toMatch(/SMS body|Mail body/)
      // Still offline: left alone.
      expect(await outbox.processOutbox(payload, offline)).toMatchObject({ notConfigured: 0, sent: 0 })
      // Only the SMS provider comes online: only the SMS goes.
      expect(await outbox.processOutbox(payload, { mailer: offline.mailer })).toMatchObject({ sent: 1, notConfigured: 0 })
      expect(await outbox.processOutbox(payload)).toMatchObject({ sent: 1 })
    } finally {
      info.mockRestore()
    }
    expect(smtp.received).toHaveLength(1)
    expect(smsApi.received.map((m) => m.sms)).toEqual(['SMS body'])
  })
})

describe('who can see the outbox', () => {
  const listQuery = JSON.stringify({ query: '{ OutboxMessages { docs { id to text key } } }' })
  const oneQuery = (id: number) => JSON.stringify({ query: `{ OutboxMessage(id: ${id}) { id to text } }` })

  it('shows nothing to the public or a wrong login, the list to staff, and lets nobody write through the API', async () => {
    const { id } = await outbox.queueMessage(payload, { channel: 'sms', to: '08031234567', text: 'Secret claim news', key: 'access:1' })
    const email = 'outbox-reader@example.com'
    const password = 'a long test password 1'
    await payload.create({ collection: 'users', data: { email, password, name: 'Outbox Reader' } })

    const wrong = await rest('POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'not the password 1' }) })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('set-cookie') ?? '').not.toMatch(/payload-token=[^;]/)

    const outsiders: Record<string, string>[] = [{}, { authorization: 'JWT not.a.token' }, { cookie: 'payload-token=forged' }]
    for (const headers of outsiders) {
      for (const path of ['/api/outbox-messages', `/api/outbox-messages/${id}`, '/api/outbox-messages?where[key][equals]=access:1']) {
        const response = await rest('GET', path, { headers })
        const text = await response.text()
        expect({ path, status: response.status }).toEqual({ path, status: 403 })
        expect(text).not.toMatch(/Secret claim news|2348031234567|access:1"/)
      }
      for (const query of [listQuery, oneQuery(id)]) {
        const response = await graphql(query, { 'content-type': 'application/json', ...headers })
        const text = await response.text()
        expect(text).not.toMatch(/Secret claim news|2348031234567/)
        expect(JSON.parse(text)).toMatchObject({ errors: [{ message: expect.stringMatching(/not allowed/) }] })
      }
    }

    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const staff = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const list = (await (await rest('GET', '/api/outbox-messages', { headers: staff })).json()) as { docs: { text: string }[] }
    expect(list.docs.map((d) => d.text)).toEqual(['Secret claim news'])
    const viaGraphql = (await (await graphql(listQuery, staff)).json()) as { data: { OutboxMessages: { docs: { text: string }[] } } }
    expect(viaGraphql.data.OutboxMessages.docs.map((d) => d.text)).toEqual(['Secret claim news'])

    // Not even staff create, change or delete a message through the API.
    const body = JSON.stringify({ channel: 'sms', to: '08031234567', text: 'Forged', key: 'forged:1' })
    expect((await rest('POST', '/api/outbox-messages', { headers: staff, body })).status).toBe(403)
    expect((await rest('PATCH', `/api/outbox-messages/${id}`, { headers: staff, body: JSON.stringify({ status: 'sent' }) })).status).toBe(403)
    expect((await rest('DELETE', `/api/outbox-messages/${id}`, { headers: staff })).status).toBe(403)
    expect(await all()).toMatchObject([{ id, status: 'waiting', text: 'Secret claim news' }])
  })
})

describe('a crash between sending and recording it', () => {
  it('sends the mail again after the lease, with the same Message-ID, and records it sent once', async () => {
    const { id } = await outbox.queueMessage(payload, { channel: 'email', to: 'claimant@example.com', subject: 'Claim RL-9 received', text: 'We have your claim.', key: 'claim:9:received:email' })
    const smtpMailer = mail.createSmtpMailer(smtp.url)
    // Worker A: the mail server accepts the mail, then the process "dies" before writing `sent`
    // (its run never gets further, as under kill -9).
    let accepted!: () => void
    const wasAccepted = new Promise<void>((resolve) => (accepted = resolve))
    const dying: import('@/lib/mail').Mailer = {
      configured: true,
      description: 'a worker about to die',
      close: () => undefined,
      send: async (m) => {
        await smtpMailer.send(m)
        accepted()
        return new Promise(() => undefined)
      },
    }
    const start = new Date()
    void outbox.processOutbox(payload, { mailer: dying, now: () => start, leaseMs: 60_000 })
    await wasAccepted
    expect(smtp.received).toHaveLength(1)
    expect(await byId(id)).toMatchObject({ status: 'sending', attempts: 1 })

    // Within the lease nobody touches it; after the lease, worker B takes it over and sends it again.
    expect(await outbox.processOutbox(payload, { now: () => new Date(start.getTime() + 59_000) })).toMatchObject({ sent: 0 })
    expect(await outbox.processOutbox(payload, { now: () => new Date(start.getTime() + 61_000) })).toMatchObject({ sent: 1 })

    // At least once, recognisably: both copies carry the one Message-ID the record gives it.
    expect(smtp.received).toHaveLength(2)
    const [first, second] = smtp.received
    expect(first?.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@redwoodlife\\.example>$`))
    expect(second?.messageId).toBe(first?.messageId)
    expect(await byId(id)).toMatchObject({ status: 'sent', attempts: 2, receipt: first?.messageId })
    smtpMailer.close()
  })
})
