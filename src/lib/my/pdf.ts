/**
 * A policy's statement for a period, and a premium's receipt, as PDFs drawn on the server with pdf-lib
 * (Helvetica, one of the PDF standard fonts: nothing fetched, no font file), the same way as the
 * key-facts sheet (src/lib/key-facts/pdf.ts, whose text rule this shares). Amounts exact to the kobo.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

import { A4, pdfText } from '@/lib/key-facts/pdf'
import { formatNairaExact } from '@/lib/quote/money'
import { lagosDayText, lagosToday } from '@/lib/text/lagos'

import type { HeldPolicy, PeriodBalance, PremiumPayment } from './policies'

const MARGIN = 48
const INK = rgb(0.13, 0.13, 0.13)
const BRAND = rgb(0.55, 0.09, 0.09)

export const naira = (kobo: number) => formatNairaExact(kobo / 100)

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Writes lines down the pages, starting a new page when one is full. */
class Writer {
  private page: PDFPage
  private y: number
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4[0], A4[1]])
    this.y = A4[1] - MARGIN
  }
  line(text: string, { bold = false, size = 10, brand = false, gap = 0, x = 0 }: { bold?: boolean; size?: number; brand?: boolean; gap?: number; x?: number } = {}): void {
    this.y -= size * 1.35 + gap
    if (this.y < MARGIN) {
      this.page = this.doc.addPage([A4[0], A4[1]])
      this.y = A4[1] - MARGIN - size * 1.35
    }
    const font = bold ? this.fonts.bold : this.fonts.regular
    this.page.drawText(pdfText(text, font), { x: MARGIN + x, y: this.y, size, font, color: brand ? BRAND : INK })
  }
  /** One row of columns at the given x offsets, on one line. */
  row(cells: string[], xs: number[], bold = false): void {
    this.y -= 10 * 1.35
    if (this.y < MARGIN) {
      this.page = this.doc.addPage([A4[0], A4[1]])
      this.y = A4[1] - MARGIN - 10 * 1.35
    }
    const font = bold ? this.fonts.bold : this.fonts.regular
    cells.forEach((cell, i) => this.page.drawText(pdfText(cell, font), { x: MARGIN + (xs[i] ?? 0), y: this.y, size: 10, font, color: INK }))
  }
}

async function start(title: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create()
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) }
  doc.setTitle(pdfText(title, fonts.regular))
  doc.setLanguage('en-NG')
  return { doc, w: new Writer(doc, fonts) }
}

/** The premiums paid on a policy between two days (inclusive, Lagos days), with their total. */
export async function statementPdf(input: { brand: string; policy: HeldPolicy; payments: PremiumPayment[]; balance: PeriodBalance | null; from: string; to: string; madeAt: Date }): Promise<Uint8Array> {
  const { policy } = input
  const { doc, w } = await start(`Statement for policy ${policy.number}`)
  w.line(`${input.brand}: policy statement`, { bold: true, size: 18, brand: true })
  w.line(`Policy number: ${policy.number}`, { bold: true, gap: 8 })
  w.line(`Plan: ${policy.productName}`)
  w.line(`Policyholder: ${policy.holderName}`)
  w.line(`Period: ${lagosDayText(input.from)} to ${lagosDayText(input.to)}`)
  w.line(`Made on ${lagosDayText(input.madeAt)}`, { size: 9 })
  w.line('Premiums paid', { bold: true, size: 13, brand: true, gap: 12 })
  const inPeriod = input.payments.filter((p) => {
    const day = lagosToday(new Date(p.paidAt))
    return day >= input.from && day <= input.to
  })
  const xs = [0, 110, 230, 400]
  w.row(['Date', 'Receipt', 'For', 'Amount'], xs, true)
  for (const p of inPeriod) w.row([lagosDayText(p.paidAt), p.receipt, p.description.slice(0, 34), naira(p.amountKobo)], xs)
  if (inPeriod.length === 0) w.line('No premiums were paid in this period.')
  const total = inPeriod.reduce((sum, p) => sum + p.amountKobo, 0)
  w.row(['Total', '', '', naira(total)], xs, true)
  const owed = (kobo: number) => (kobo > 0 ? `${naira(kobo)} owed` : kobo < 0 ? `${naira(-kobo)} paid ahead` : 'nothing owed')
  if (input.balance) {
    w.line('Balance', { bold: true, size: 13, brand: true, gap: 12 })
    w.line(`At the start of the period: ${owed(input.balance.openingArrearsKobo)}`)
    w.line(`Premiums due in the period: ${naira(input.balance.premiumsDueKobo)}`)
    w.line(`Premiums received in the period: ${naira(input.balance.premiumsReceivedKobo)}`)
    w.line(`At the end of the period: ${owed(input.balance.closingBalanceKobo)}`, { bold: true })
  }
  if (policy.nextDueDate) w.line(`Next premium: ${naira(policy.premiumKobo)} due on ${lagosDayText(policy.nextDueDate)}.`, { gap: 12 })
  return doc.save()
}

/** One premium's receipt. */
export async function receiptPdf(input: { brand: string; policy: HeldPolicy; payment: PremiumPayment }): Promise<Uint8Array> {
  const { policy, payment } = input
  const { doc, w } = await start(`Receipt ${payment.receipt} for policy ${policy.number}`)
  w.line(`${input.brand}: premium receipt`, { bold: true, size: 18, brand: true })
  w.line(`Receipt number: ${payment.receipt}`, { bold: true, gap: 8 })
  w.line(`Policy number: ${policy.number}`)
  w.line(`Plan: ${policy.productName}`)
  w.line(`Policyholder: ${policy.holderName}`)
  w.line(`Paid on: ${lagosDayText(payment.paidAt)}`)
  w.line(`For: ${payment.description}`)
  w.line(`Amount received: ${naira(payment.amountKobo)}`, { bold: true, size: 13, gap: 8 })
  w.line('Thank you for your premium.', { gap: 12 })
  return doc.save()
}
