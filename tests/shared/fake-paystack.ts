/**
 * A stand-in for Paystack's API on 127.0.0.1 (outside the product: tests only). It answers
 * /transaction/initialize and /transaction/verify/:reference the way Paystack does, serves a
 * checkout page with "Pay" and "Decline" buttons, and can send signed webhooks to the site.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeTransaction = {
  reference: string
  amount: number
  email: string
  callbackUrl: string
  status: 'abandoned' | 'success' | 'failed'
}

export class FakePaystack {
  readonly transactions = new Map<string, FakeTransaction>()
  readonly calls: { method: string; path: string; body: unknown }[] = []
  private server: http.Server | null = null
  url = ''

  constructor(
    readonly secretKey: string,
    /** Where checkout sends webhooks (the site's /api/payments/paystack/webhook), when set. */
    public webhookUrl: string | null = null,
  ) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** A transaction's data as Paystack puts it in verify answers and webhooks. */
  data(t: FakeTransaction): Record<string, unknown> {
    return {
      id: 1000 + [...this.transactions.keys()].indexOf(t.reference),
      reference: t.reference,
      status: t.status,
      amount: t.amount,
      currency: 'NGN',
      channel: 'card',
      paid_at: t.status === 'success' ? '2026-11-22T13:00:00.000Z' : null,
      authorization:
        t.status === 'success'
          ? { authorization_code: `AUTH_${t.reference.slice(-8)}`, card_type: 'visa ', last4: '4081', bank: 'TEST BANK', channel: 'card', reusable: true, signature: 'SIG_x' }
          : null,
      customer: { email: t.email, customer_code: 'CUS_fake1' },
    }
  }

  /** The webhook body and its signature; `key` other than the secret makes a forged one. */
  webhook(t: FakeTransaction, key = this.secretKey): { body: string; signature: string } {
    const body = JSON.stringify({ event: t.status === 'success' ? 'charge.success' : 'charge.failed', data: this.data(t) })
    return { body, signature: crypto.createHmac('sha512', key).update(body).digest('hex') }
  }

  async sendWebhook(t: FakeTransaction): Promise<number> {
    if (!this.webhookUrl) return 0
    const { body, signature } = this.webhook(t)
    const response = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body })
    return response.status
  }

  private json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', this.url)
    let body: unknown = null
    if (req.headers['content-type']?.includes('json') && text) body = JSON.parse(text)
    else if (text) body = Object.fromEntries(new URLSearchParams(text))
    this.calls.push({ method: req.method ?? '', path: url.pathname, body })

    // Browsers ask for one on the checkout page; an empty answer keeps their console clean.
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204)
      res.end()
      return
    }
    if (url.pathname.startsWith('/transaction/')) {
      if (req.headers.authorization !== `Bearer ${this.secretKey}`) return this.json(res, 401, { status: false, message: 'Invalid key' })
    }
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const b = body as { email: string; amount: string; reference: string; callback_url: string }
      const t: FakeTransaction = { reference: b.reference, amount: Number(b.amount), email: b.email, callbackUrl: b.callback_url, status: 'abandoned' }
      this.transactions.set(t.reference, t)
      return this.json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${this.url}/checkout/${encodeURIComponent(t.reference)}`, access_code: 'ac_fake', reference: t.reference },
      })
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname)
    if (req.method === 'GET' && verify) {
      const t = this.transactions.get(decodeURIComponent(verify[1] ?? ''))
      if (!t) return this.json(res, 400, { status: false, message: 'Transaction reference not found' })
      return this.json(res, 200, { status: true, message: 'Verification successful', data: this.data(t) })
    }
    const checkout = /^\/checkout\/(.+)$/.exec(url.pathname)
    if (checkout) {
      const t = this.transactions.get(decodeURIComponent(checkout[1] ?? ''))
      if (!t) return this.json(res, 404, { status: false, message: 'No such checkout' })
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          `<!doctype html><html lang="en"><title>Fake Paystack checkout</title><main><h1>Pay NGN ${(t.amount / 100).toFixed(2)}</h1>` +
            `<form method="post"><button name="outcome" value="success">Pay</button> <button name="outcome" value="failed">Decline</button></form></main></html>`,
        )
        return
      }
      t.status = (body as { outcome?: string } | null)?.outcome === 'success' ? 'success' : 'failed'
      // Like Paystack: the webhook goes out first, then the visitor is sent back.
      await this.sendWebhook(t)
      res.writeHead(302, { location: `${t.callbackUrl}?trxref=${encodeURIComponent(t.reference)}&reference=${encodeURIComponent(t.reference)}` })
      res.end()
      return
    }
    this.json(res, 404, { status: false, message: 'Not found' })
  }
}
