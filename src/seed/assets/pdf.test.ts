import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { BRAND_NAME, digitBoxes, makePdf, toWinAnsi } from './pdf'

const sentence = 'Premiums are payable monthly, quarterly or annually by direct debit, bank transfer or at any of our branch offices. '

describe('digitBoxes', () => {
  it('gives a bank account number 10 boxes and a BVN 11', () => {
    expect(digitBoxes('Account number (NUBAN)')).toEqual({ cells: 10, hint: '10-digit NUBAN' })
    expect(digitBoxes('BVN of the claimant')).toEqual({ cells: 11, hint: '11-digit BVN' })
    expect(digitBoxes('Bank Verification Number')).toEqual({ cells: 11, hint: '11-digit BVN' })
  })
})

describe('makePdf', () => {
  it('produces a valid PDF with metadata', async () => {
    const buf = await makePdf({
      title: 'Group Life Claim Form',
      subtitle: 'For employers',
      sections: [{ heading: 'How to claim', body: 'Fill in every box.' }],
      form: { fields: ['Policy number', 'Name of deceased/insured', 'Date of event', 'Claimant name', 'Bank name', 'Account number', 'Signature', 'Date'] },
    })
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(buf, { updateMetadata: false })
    expect(doc.getTitle()).toBe('Group Life Claim Form')
    expect(doc.getAuthor()).toBe(BRAND_NAME)
    expect(doc.getSubject()).toBe('For employers')
    expect(doc.getPageCount()).toBe(1)
    const page = doc.getPage(0)
    expect(Math.round(page.getWidth())).toBe(595)
    expect(Math.round(page.getHeight())).toBe(842)
  })

  it('wraps a long body across the right number of pages', async () => {
    const short = await PDFDocument.load(await makePdf({ title: 'Short', sections: [{ heading: 'One', body: sentence }] }))
    expect(short.getPageCount()).toBe(1)

    // 300 one-line paragraphs of 15pt + 7pt gap = 22pt each; an A4 page has ~670pt of
    // body space (~30 paragraphs), so 10 pages plus the title block spilling into an 11th
    const lines = Array.from({ length: 300 }, (_, i) => `Line ${i + 1}`).join('\n\n')
    const long = await PDFDocument.load(await makePdf({ title: 'Long', sections: [{ heading: 'Many lines', body: lines }] }))
    expect(long.getPageCount()).toBeGreaterThanOrEqual(10)
    expect(long.getPageCount()).toBeLessThanOrEqual(12)

    // a single long paragraph must wrap (not run off the page) and continue on later pages
    const para = sentence.repeat(120)
    const wrapped = await PDFDocument.load(await makePdf({ title: 'Wrapped', sections: [{ heading: 'Text', body: para }] }))
    expect(wrapped.getPageCount()).toBeGreaterThanOrEqual(3)
    expect(wrapped.getPageCount()).toBeLessThanOrEqual(6)
  })

  it('does not throw on the Naira sign and other non-WinAnsi text', async () => {
    const buf = await makePdf({
      title: 'Fund report ₦ 2025',
      subtitle: 'Ọ̀gbẹ́ni Adébáyọ̀ · ≥ 10% → ✓',
      sections: [
        { heading: 'Returns in ₦', body: 'Sum assured ₦5,000,000 — premium ₦12,500 per month.\n\n- Emoji 🎉 and Chinese 中文 are replaced' },
      ],
      form: { fields: ['Amount (₦)', 'Signature of insured'] },
    })
    const doc = await PDFDocument.load(buf)
    expect(doc.getTitle()).toBe('Fund report ₦ 2025')
    expect(doc.getPageCount()).toBe(1)
  })

  it('draws tables and paginates long ones', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Item ${i}`, `${i * 1000}`, `(${i})`])
    const buf = await makePdf({ title: 'Statement', sections: [{ heading: 'Table', body: 'Below.', table: { columns: ['Item', '2024', '2023'], rows } }] })
    const doc = await PDFDocument.load(buf)
    expect(doc.getPageCount()).toBeGreaterThan(2)
  })

  it('is reproducible for the same input', async () => {
    const input = { title: 'Same', sections: [{ heading: 'A', body: sentence }] }
    expect((await makePdf(input)).equals(await makePdf(input))).toBe(true)
  })
})

describe('toWinAnsi', () => {
  it('replaces the Naira sign and strips unsupported characters', async () => {
    const pdf = await PDFDocument.create()
    const font = await pdf.embedFont(StandardFonts.Helvetica)
    const set = new Set(font.getCharacterSet())
    expect(toWinAnsi('₦1,000', set)).toBe('NGN 1,000')
    expect(toWinAnsi('in ₦ (Naira)', set)).toBe('in NGN (Naira)')
    expect(toWinAnsi('Adébáyọ̀', set)).toBe('Adébáyo')
    expect(toWinAnsi('a → b', set)).toBe('a -> b')
    expect(toWinAnsi('smile 🎉', set)).toBe('smile ?')
    expect(() => font.encodeText(toWinAnsi('₦ Ọ̀ 中文 🎉 “quotes” — €', set))).not.toThrow()
  })
})
