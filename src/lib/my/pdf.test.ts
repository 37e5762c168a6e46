import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { receiptPdf, statementPdf } from './pdf'
import type { HeldPolicy } from './policies'

const policy: HeldPolicy = {
  number: 'RL-POL-2021-000101',
  planCode: 'ESP',
  productName: 'Redwood Education Savings Plan',
  status: 'In force',
  premiumKobo: 2_500_000,
  frequency: 'Monthly',
  nextDueDate: '2026-12-01',
  holderName: 'Adaeze Okafor',
  phone: '08030000101',
  email: 'adaeze.okafor@example.com',
  address: null,
  startDate: '2021-02-01',
  beneficiaries: [],
}
const payments = Array.from({ length: 80 }, (_, i) => ({ receipt: `RCPT-${i}`, paidAt: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`, amountKobo: 2_500_000, description: 'Premium (card)' }))

describe('policy PDFs', () => {
  it('a statement of many premiums runs onto more A4 pages, titled with the policy number', async () => {
    const bytes = await statementPdf({ brand: 'Redwood Life', policy, payments, balance: { openingArrearsKobo: 0, premiumsDueKobo: 30_000_000, premiumsReceivedKobo: 30_000_000, closingBalanceKobo: -2_500_000 }, from: '2025-01-01', to: '2025-12-31', madeAt: new Date('2026-01-05T10:00:00Z') })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe('Statement for policy RL-POL-2021-000101')
    expect(doc.getPageCount()).toBeGreaterThan(1)
  })

  it('a receipt names its number and policy', async () => {
    const doc = await PDFDocument.load(await receiptPdf({ brand: 'Redwood Life', policy, payment: payments[0]! }))
    expect(doc.getTitle()).toBe('Receipt RCPT-0 for policy RL-POL-2021-000101')
    expect(doc.getPageCount()).toBe(1)
  })
})
