import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createFileSmsProvider, createHttpSmsProvider, maskNumber, SmsError, smsNumber } from './index'

describe('smsNumber', () => {
  it('writes Nigerian mobile numbers as 234XXXXXXXXXX however they were typed', () => {
    for (const typed of ['0803 123 4567', '08031234567', '+234 803 123 4567', '234-803-123-4567', '+234 (0) 803 123 4567', '803 123 4567']) {
      expect(smsNumber(typed)).toBe('2348031234567')
    }
    expect(smsNumber('0907 000 1111')).toBe('2349070001111')
    expect(smsNumber('0701 234 5678')).toBe('2347012345678')
  })

  it('refuses what cannot receive an SMS in Nigeria', () => {
    for (const typed of ['01 460 2200', '+44 20 7946 0000', '0803 123 456', '0803 123 45678', '', 'call me', '0603 123 4567']) {
      expect(smsNumber(typed)).toBeNull()
    }
  })

  it('masks the middle of a number for the log', () => {
    expect(maskNumber('2348031234567')).toBe('234803****567')
    expect(maskNumber('12345')).toBe('***')
  })
})

describe('the SMS provider', () => {
  const servers: http.Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  })

  async function provider(handler: http.RequestListener, timeoutMs?: number) {
    const server = http.createServer(handler)
    servers.push(server)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sms/send`
    return createHttpSmsProvider({ url, apiKey: 'secret-key-123', senderId: 'RedwoodLife', timeoutMs })
  }

  it('posts the Termii-shaped JSON and returns the provider’s message id', async () => {
    let seen: unknown
    const sms = await provider((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        seen = { method: req.method, url: req.url, type: req.headers['content-type'], body: JSON.parse(body) }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"message_id":"9122821270554876574","message":"Successfully Sent"}')
      })
    })
    expect(sms.configured).toBe(true)
    expect(sms.description).not.toContain('secret-key-123')
    expect(await sms.send({ to: '0803 123 4567', text: 'Your claim is approved.' })).toMatchObject({ id: '9122821270554876574' })
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/sms/send',
      type: 'application/json',
      body: { api_key: 'secret-key-123', to: '2348031234567', from: 'RedwoodLife', sms: 'Your claim is approved.', type: 'plain', channel: 'generic' },
    })
  })

  it('fails on a non-2xx answer, without showing the key, and says when the provider as a whole is failing', async () => {
    const sms = await provider((_req, res) => res.writeHead(503).end('down for maintenance; your key secret-key-123'))
    const error = (await sms.send({ to: '08031234567', text: 'x' }).catch((e: unknown) => e)) as SmsError
    expect(error).toBeInstanceOf(SmsError)
    expect(error.message).toBe('HTTP 503: down for maintenance; your key ***')
    expect(error.unreachable).toBe(true)
    const refused = await provider((_req, res) => res.writeHead(400).end('{"message":"Invalid number"}'))
    const bad = (await refused.send({ to: '08031234567', text: 'x' }).catch((e: unknown) => e)) as SmsError
    expect(bad.message).toBe('HTTP 400: {"message":"Invalid number"}')
    expect(bad.unreachable).toBe(false)
  })

  it('gives up on a provider that does not answer in time', async () => {
    const sms = await provider(() => undefined, 200)
    const error = (await sms.send({ to: '08031234567', text: 'x' }).catch((e: unknown) => e)) as SmsError
    expect(error).toBeInstanceOf(SmsError)
    expect(error.message).toMatch(/did not answer within/)
    expect(error.unreachable).toBe(true)
  })

  it('says the provider cannot be reached when nothing listens', async () => {
    // A port that was just free: nothing listens there now.
    const probe = http.createServer()
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
    const { port } = probe.address() as AddressInfo
    await new Promise((r) => probe.close(r))
    const sms = createHttpSmsProvider({ url: `http://127.0.0.1:${port}/send`, apiKey: 'k', senderId: 'RedwoodLife' })
    const error = (await sms.send({ to: '08031234567', text: 'x' }).catch((e: unknown) => e)) as SmsError
    expect(error.message).toMatch(/ECONNREFUSED/)
    expect(error.unreachable).toBe(true)
  })

  it('without a provider, writes the SMS to a private file and logs only where and a masked number', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-sms-'))
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      const sms = createFileSmsProvider(path.join(dir, 'sms'))
      expect(sms.configured).toBe(false)
      const receipt = await sms.send({ to: '0803 123 4567', text: 'Dear Ngozi, your claim is approved.' })
      const [name] = fs.readdirSync(path.join(dir, 'sms'))
      const file = path.join(dir, 'sms', name as string)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^To: 2348031234567\nFrom: RedwoodLife\n[\s\S]*\n\nDear Ngozi, your claim is approved\.\n$/)
      expect(receipt.response).toBe(`written to ${file}`)
      const logged = info.mock.calls.map((args) => args.join(' ')).join('\n')
      expect(JSON.parse(logged)).toMatchObject({ level: 'info', file, to: '234803****567' })
      expect(logged).not.toMatch(/Ngozi|2348031234567/)
    } finally {
      info.mockRestore()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
