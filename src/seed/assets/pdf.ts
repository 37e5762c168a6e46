/**
 * Branded demo PDF documents (claim forms, guides, statements, reports) built with
 * pdf-lib and its standard Helvetica fonts — nothing is fetched or embedded from outside.
 */
import { type Color, PDFDocument, type PDFFont, type PDFPage, PageSizes, StandardFonts, rgb } from 'pdf-lib'
import { LOGO_TIERS } from './palette'

export interface PdfTable {
  columns: string[]
  rows: string[][]
  /** Relative column widths (default: first column twice as wide as the others). */
  widths?: number[]
  /** Small print under the table, e.g. "Figures in NGN thousands". */
  note?: string
}

export interface PdfSection {
  heading: string
  /** Paragraphs are separated by blank lines; lines starting with "- " or "• " become bullets. */
  body: string
  /** Optional table drawn after the body (numbers are right-aligned). */
  table?: PdfTable
}

export interface PdfDoc {
  title: string
  subtitle?: string
  sections: PdfSection[]
  /** Paper form: each field becomes a labelled blank box or line to fill in by hand. */
  form?: { fields: string[]; heading?: string }
  /** PDF subject metadata (defaults to the subtitle or title). */
  subject?: string
  keywords?: string[]
  /** Creation date written to metadata (fixed by default so output is reproducible). */
  date?: Date
}

export const BRAND_NAME = 'Redwood Life Assurance Limited'
export const FOOTER_NOTE = 'Demo document for a fictional company — not a real policy document.'

const [PAGE_W, PAGE_H] = PageSizes.A4
const MARGIN_X = 56
const CONTENT_W = PAGE_W - MARGIN_X * 2
const HEADER_H = 78
const FOOTER_H = 58
const TOP_Y = PAGE_H - HEADER_H - 22
const BOTTOM_Y = FOOTER_H + 14

const BODY_SIZE = 10.5
const LEADING = 15

const RED = hex('#B3122E')
const RED_PALE = hex('#F6DDE0')
const INK = hex('#1A1A1A')
const GREY = hex('#5E5851')
const GREY_LIGHT = hex('#9A928A')
const RULE = hex('#CBC3B9')
const PAPER = hex('#FAF6F1')

const DEFAULT_DATE = new Date(Date.UTC(2025, 0, 15, 9, 0, 0))

function hex(h: string): Color {
  const v = h.replace('#', '')
  return rgb(Number.parseInt(v.slice(0, 2), 16) / 255, Number.parseInt(v.slice(2, 4), 16) / 255, Number.parseInt(v.slice(4, 6), 16) / 255)
}

// ------------------------------------------------------------------ text sanitising

const replacements: Record<string, string> = {
  '₦': 'NGN ',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '✓': 'x',
  '✔': 'x',
  '✗': 'x',
  '☐': '[ ]',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2032': "'",
  '\u2033': '"',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
  '\u200B': '',
  '\u200D': '',
  '\uFEFF': '',
  '\t': '    ',
}

/**
 * Make text encodable with the standard (WinAnsi) fonts: the Naira sign becomes
 * "NGN ", accented letters outside WinAnsi lose their accents, anything else
 * unencodable becomes "?". Newlines are kept.
 */
export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    if (ch === '\n') {
      out += ch
      continue
    }
    const cp = ch.codePointAt(0) ?? 0
    if (ch === '\r') continue
    const mapped = replacements[ch]
    if (mapped !== undefined) {
      out += mapped
      continue
    }
    if (supported.has(cp)) {
      out += ch
      continue
    }
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g, '')
    if (base.length === 0) continue // a lone combining mark (e.g. Yoruba tone marks)
    if ( [...base].every((c) => supported.has(c.codePointAt(0) ?? 0))) {
      out += base
      continue
    }
    out += cp < 0x20 ? ' ' : '?'
  }
  // "NGN " followed by a space or end of a word should not double up
  return out.replace(/NGN {2,}/g, 'NGN ').replace(/NGN (?=[\s.,;:)]|$)/g, 'NGN')
}

// ------------------------------------------------------------------ layout engine

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  oblique: PDFFont
}

class Writer {
  page: PDFPage
  y = TOP_Y
  readonly pages: PDFPage[] = []

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly clean: (s: string) => string,
  ) {
    this.page = this.newPage()
  }

  newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE_W, PAGE_H])
    this.pages.push(page)
    this.page = page
    this.y = TOP_Y
    drawHeader(page, this.fonts)
    return page
  }

  /** Make sure `h` points of vertical space are available, else start a new page. */
  ensure(h: number): void {
    if (this.y - h < BOTTOM_Y) this.newPage()
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    for (const rawLine of text.split('\n')) {
      const words = rawLine.split(/ +/).filter((w) => w.length > 0)
      let current = ''
      for (const word of words) {
        const candidate = current ? `${current} ${word}` : word
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          current = candidate
          continue
        }
        if (current) lines.push(current)
        // break words that are longer than a whole line
        let rest = word
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
          lines.push(rest.slice(0, cut))
          rest = rest.slice(cut)
        }
        current = rest
      }
      lines.push(current)
    }
    return lines
  }

  text(s: string, opts: { font?: PDFFont; size?: number; color?: Color; leading?: number; indent?: number; keepWithNext?: number } = {}): void {
    const font = opts.font ?? this.fonts.regular
    const size = opts.size ?? BODY_SIZE
    const leading = opts.leading ?? LEADING
    const indent = opts.indent ?? 0
    const lines = this.wrap(this.clean(s), font, size, CONTENT_W - indent)
    lines.forEach((line, i) => {
      // keep the first line together with whatever must follow it (e.g. a heading)
      this.ensure(leading + (i === 0 ? (opts.keepWithNext ?? 0) : 0))
      this.page.drawText(line, { x: MARGIN_X + indent, y: this.y - size, size, font, color: opts.color ?? INK })
      this.y -= leading
    })
  }

  gap(h: number): void {
    this.y -= h
  }
}

function drawMark(page: PDFPage, x: number, top: number, size: number): void {
  const s = size / 64
  page.drawSvgPath('M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z', { x, y: top, scale: s, color: RED })
  for (const [t, b, h] of LOGO_TIERS) {
    page.drawSvgPath(`M32 ${t}L${32 - h} ${b}H32Z`, { x, y: top, scale: s, color: PAPER })
    page.drawSvgPath(`M32 ${t}L${32 + h} ${b}H32Z`, { x, y: top, scale: s, color: RED_PALE })
  }
  page.drawSvgPath('M30 46H34V55H30Z', { x, y: top, scale: s, color: PAPER })
}

function drawHeader(page: PDFPage, fonts: Fonts): void {
  const top = PAGE_H - 30
  drawMark(page, MARGIN_X, top, 26)
  page.drawText(BRAND_NAME, { x: MARGIN_X + 36, y: top - 13, size: 12.5, font: fonts.bold, color: RED })
  page.drawText('RC 000000 (demo)  ·  Lagos, Nigeria', { x: MARGIN_X + 36, y: top - 25, size: 7.5, font: fonts.regular, color: GREY_LIGHT })
  page.drawRectangle({ x: MARGIN_X, y: PAGE_H - HEADER_H, width: CONTENT_W, height: 1.5, color: RED })
}

function drawFooter(page: PDFPage, fonts: Fonts, index: number, total: number): void {
  page.drawLine({ start: { x: MARGIN_X, y: FOOTER_H }, end: { x: PAGE_W - MARGIN_X, y: FOOTER_H }, thickness: 0.6, color: RULE })
  page.drawText(FOOTER_NOTE, { x: MARGIN_X, y: FOOTER_H - 16, size: 8, font: fonts.oblique, color: GREY })
  const label = `Page ${index} of ${total}`
  const w = fonts.regular.widthOfTextAtSize(label, 8)
  page.drawText(label, { x: PAGE_W - MARGIN_X - w, y: FOOTER_H - 16, size: 8, font: fonts.regular, color: GREY })
}

// ------------------------------------------------------------------ form fields

type FieldKind = 'line' | 'multi' | 'date' | 'digits' | 'signature' | 'choice'

function fieldKind(label: string): FieldKind {
  const l = label.toLowerCase()
  if (/signature/.test(l)) return 'signature'
  if (/\?\s*$|yes\/no/.test(l)) return 'choice'
  if (/account number|nuban|\bbvn\b|verification number/.test(l)) return 'digits'
  if (/\bdate\b|date of/.test(l)) return 'date'
  if (/address|description|details|cause|circumstances|remarks|comments|reason/.test(l)) return 'multi'
  return 'line'
}

/** One box per digit: a bank account number (NUBAN) has 10 digits, a Bank Verification Number 11. */
export function digitBoxes(label: string): { cells: number; hint: string } {
  return /\bbvn\b|verification number/i.test(label) ? { cells: 11, hint: '11-digit BVN' } : { cells: 10, hint: '10-digit NUBAN' }
}

function fieldHeight(kind: FieldKind): number {
  switch (kind) {
    case 'multi':
      return 64
    case 'signature':
      return 46
    case 'choice':
      return 18
    default:
      return 24
  }
}

function drawField(w: Writer, label: string, number: number): void {
  const kind = fieldKind(label)
  const { bold, regular } = w.fonts
  const text = w.clean(label)
  const boxH = fieldHeight(kind)
  w.ensure(14 + boxH + 14)
  const p = w.page
  const labelText = `${number}. ${text}`
  if (kind === 'choice') {
    const question = w.wrap(labelText, bold, 9, CONTENT_W - 110)
    question.forEach((line, i) => p.drawText(line, { x: MARGIN_X, y: w.y - 10 - i * 12, size: 9, font: bold, color: INK }))
    for (const [i, opt] of ['Yes', 'No'].entries()) {
      const bx = PAGE_W - MARGIN_X - 96 + i * 52
      p.drawRectangle({ x: bx, y: w.y - 12, width: 11, height: 11, borderColor: GREY, borderWidth: 0.9 })
      p.drawText(opt, { x: bx + 16, y: w.y - 10, size: 9, font: regular, color: INK })
    }
    w.gap(Math.max(1, question.length) * 12 + 12)
    return
  }
  p.drawText(labelText, { x: MARGIN_X, y: w.y - 10, size: 9, font: bold, color: INK })
  const top = w.y - 16
  const y = top - boxH
  if (kind === 'digits') {
    const { cells, hint } = digitBoxes(text)
    const cw = 22
    for (let i = 0; i < cells; i++) {
      p.drawRectangle({ x: MARGIN_X + i * cw, y, width: cw, height: boxH, borderColor: GREY, borderWidth: 0.8 })
    }
    p.drawText(hint, { x: MARGIN_X + cells * cw + 10, y: y + 8, size: 8, font: regular, color: GREY_LIGHT })
  } else if (kind === 'date') {
    const groups = [2, 2, 4]
    const guides = ['D', 'M', 'Y']
    let x = MARGIN_X
    const cw = 18
    groups.forEach((count, gi) => {
      for (let i = 0; i < count; i++) {
        p.drawRectangle({ x, y, width: cw, height: boxH, borderColor: GREY, borderWidth: 0.8 })
        p.drawText(guides[gi] ?? '', { x: x + 6, y: y + 8, size: 8, font: regular, color: RULE })
        x += cw
      }
      if (gi < groups.length - 1) {
        p.drawText('/', { x: x + 4, y: y + 7, size: 11, font: regular, color: GREY })
        x += 14
      }
    })
  } else if (kind === 'signature') {
    p.drawRectangle({ x: MARGIN_X, y, width: CONTENT_W * 0.6, height: boxH, borderColor: GREY, borderWidth: 0.8, color: hex('#FFFFFF') })
    p.drawLine({ start: { x: MARGIN_X + 10, y: y + 12 }, end: { x: MARGIN_X + CONTENT_W * 0.6 - 10, y: y + 12 }, thickness: 0.5, color: RULE })
    p.drawText('x', { x: MARGIN_X + 10, y: y + 15, size: 10, font: regular, color: GREY_LIGHT })
  } else {
    p.drawRectangle({ x: MARGIN_X, y, width: CONTENT_W, height: boxH, borderColor: GREY, borderWidth: 0.8 })
    if (kind === 'multi') {
      for (let ly = y + boxH - 20; ly > y + 6; ly -= 20) {
        p.drawLine({ start: { x: MARGIN_X + 8, y: ly }, end: { x: PAGE_W - MARGIN_X - 8, y: ly }, thickness: 0.4, color: RULE })
      }
    }
  }
  w.y = y - 12
}

// ------------------------------------------------------------------ public API

/** Build a branded A4 PDF and return its bytes. */
export async function makePdf(doc: PdfDoc): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    oblique: await pdf.embedFont(StandardFonts.HelveticaOblique),
  }
  const supported = new Set(fonts.regular.getCharacterSet())
  const clean = (s: string): string => toWinAnsi(s, supported)

  // metadata is stored as UTF-16, so it keeps the original characters
  const meta = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ').trim()
  const date = doc.date ?? DEFAULT_DATE
  pdf.setTitle(meta(doc.title), { showInWindowTitleBar: true })
  pdf.setAuthor(BRAND_NAME)
  pdf.setSubject(meta(doc.subject ?? doc.subtitle ?? doc.title))
  pdf.setKeywords([...(doc.keywords ?? []).map(meta), 'Redwood Life', 'demo'])
  pdf.setCreator(`${BRAND_NAME} website (demo content)`)
  pdf.setProducer('pdf-lib')
  pdf.setCreationDate(date)
  pdf.setModificationDate(date)
  pdf.setLanguage('en-NG')

  const w = new Writer(pdf, fonts, clean)

  // title block
  w.text(doc.title, { font: fonts.bold, size: 20, leading: 25, color: INK })
  if (doc.subtitle) {
    w.gap(2)
    w.text(doc.subtitle, { size: 11.5, leading: 16, color: GREY })
  }
  w.gap(6)
  w.page.drawRectangle({ x: MARGIN_X, y: w.y, width: 48, height: 3, color: RED })
  w.gap(22)

  for (const section of doc.sections) {
    w.gap(4)
    w.text(section.heading, { font: fonts.bold, size: 12.5, leading: 18, color: RED, keepWithNext: LEADING * 2 })
    w.gap(2)
    const paragraphs = section.body
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      .map((para) => para.trim())
      .filter((para) => para.length > 0)
    for (const para of paragraphs) {
      for (const chunk of splitBullets(para)) {
        if (chunk.bullet) {
          w.ensure(LEADING)
          w.page.drawCircle({ x: MARGIN_X + 5, y: w.y - BODY_SIZE * 0.68, size: 1.8, color: RED })
          w.text(chunk.text, { indent: 14 })
        } else {
          w.text(chunk.text)
        }
      }
      w.gap(7)
    }
    if (section.table) drawTable(w, section.table)
    w.gap(6)
  }

  if (doc.form && doc.form.fields.length > 0) {
    w.gap(4)
    w.text(doc.form.heading ?? 'Please complete in BLOCK CAPITALS', { font: fonts.bold, size: 12.5, leading: 18, color: RED, keepWithNext: 60 })
    w.gap(4)
    doc.form.fields.forEach((field, i) => drawField(w, field, i + 1))
    w.gap(6)
    w.text('For office use only', { font: fonts.bold, size: 8.5, leading: 12, color: GREY_LIGHT, keepWithNext: 40 })
    w.ensure(34)
    w.page.drawRectangle({ x: MARGIN_X, y: w.y - 30, width: CONTENT_W, height: 30, borderColor: RULE, borderWidth: 0.6, borderDashArray: [3, 3], color: PAPER })
    w.gap(34)
  }

  const total = w.pages.length
  w.pages.forEach((page, i) => drawFooter(page, fonts, i + 1, total))

  const bytes = await pdf.save({ useObjectStreams: true })
  return Buffer.from(bytes)
}

const NUMERIC = /^[\s(₦NGN$%+\-–—.,0-9)]*$/

function drawTable(w: Writer, table: PdfTable): void {
  const { regular, bold } = w.fonts
  const cols = table.columns.length
  if (cols === 0) return
  const rel = table.widths && table.widths.length === cols ? table.widths : table.columns.map((_, i) => (i === 0 ? 2 : 1))
  const sum = rel.reduce((a, b) => a + b, 0) || 1
  const widths = rel.map((r) => (r / sum) * CONTENT_W)
  const size = 9
  const pad = 5
  const lineH = 12

  const cellLines = (cells: string[], font: PDFFont): string[][] =>
    widths.map((cw, i) => w.wrap(w.clean(cells[i] ?? ''), font, size, cw - pad * 2))

  const drawRow = (cells: string[], header: boolean, shaded: boolean): void => {
    const font = header || /^\s*total\b/i.test(cells[0] ?? '') ? bold : regular
    const lines = cellLines(cells, font)
    const h = Math.max(...lines.map((l) => l.length)) * lineH + pad * 2 - 2
    w.ensure(h)
    const top = w.y
    if (header) w.page.drawRectangle({ x: MARGIN_X, y: top - h, width: CONTENT_W, height: h, color: RED })
    else if (shaded) w.page.drawRectangle({ x: MARGIN_X, y: top - h, width: CONTENT_W, height: h, color: PAPER })
    let x = MARGIN_X
    lines.forEach((cl, i) => {
      const cw = widths[i] ?? 0
      const numeric = i > 0 && NUMERIC.test(cells[i] ?? '') && !header
      cl.forEach((text, li) => {
        const tw = font.widthOfTextAtSize(text, size)
        const tx = numeric || (header && i > 0) ? x + cw - pad - tw : x + pad
        w.page.drawText(text, { x: tx, y: top - pad - size + 1 - li * lineH, size, font, color: header ? hex('#FFFFFF') : INK })
      })
      x += cw
    })
    if (!header) w.page.drawLine({ start: { x: MARGIN_X, y: top - h }, end: { x: MARGIN_X + CONTENT_W, y: top - h }, thickness: 0.4, color: RULE })
    w.y = top - h
  }

  w.ensure(lineH * 4)
  drawRow(table.columns, true, false)
  table.rows.forEach((row, i) => {
    if (w.y - (lineH + pad * 2) < BOTTOM_Y) {
      w.newPage()
      drawRow(table.columns, true, false)
    }
    drawRow(row, false, i % 2 === 1)
  })
  w.gap(6)
  if (table.note) w.text(table.note, { font: w.fonts.oblique, size: 8, leading: 11, color: GREY })
  w.gap(8)
}

function splitBullets(para: string): { text: string; bullet: boolean }[] {
  const out: { text: string; bullet: boolean }[] = []
  let plain: string[] = []
  for (const line of para.split('\n')) {
    const m = /^\s*[-*•]\s+(.*)$/.exec(line)
    if (m) {
      if (plain.length) out.push({ text: plain.join('\n'), bullet: false })
      plain = []
      out.push({ text: m[1] ?? '', bullet: true })
    } else if (out.length > 0 && out[out.length - 1]?.bullet && plain.length === 0 && /^\s{2,}/.test(line)) {
      const last = out[out.length - 1]
      if (last) last.text += ` ${line.trim()}`
    } else {
      plain.push(line)
    }
  }
  if (plain.length) out.push({ text: plain.join('\n'), bullet: false })
  return out
}
