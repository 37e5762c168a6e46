/**
 * The key-facts sheet as a PDF, drawn on the server with pdf-lib from the same sheet the page shows.
 * Helvetica is one of the PDF standard fonts, so nothing is fetched and no font file is shipped. The
 * text is laid out at the largest size that fits on two A4 pages (the limit).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

import type { KeyFactsSheet } from './sheet'

export const A4: readonly [number, number] = [595.28, 841.89]
export const MAX_PAGES = 2
const MARGIN = 48
const SIZES = [10, 9.5, 9, 8.5, 8, 7.5, 7]

const INK = rgb(0.13, 0.13, 0.13)
const BRAND = rgb(0.55, 0.09, 0.09)

/**
 * Helvetica's standard encoding has no naira sign: amounts read "NGN 1,000" on paper. Any other character
 * it cannot draw becomes its closest plain letter, or is dropped.
 */
export function pdfText(text: string, font: PDFFont): string {
  const swapped = text.replace(/₦/g, 'NGN ').replace(/[\u2010-\u2013]/g, '-').replace(/\u00a0/g, ' ')
  let out = ''
  for (const ch of swapped) {
    try {
      font.encodeText(ch)
      out += ch
    } catch {
      out += ch.normalize('NFKD').replace(/[^\x20-\x7e]/g, '')
    }
  }
  return out
}

type Line = { text: string; font: 'regular' | 'bold'; size: number; indent: number; gapBefore: number; colour: 'ink' | 'brand' }

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

function layout(sheet: KeyFactsSheet, origin: string, fonts: { regular: PDFFont; bold: PDFFont }, size: number): Line[] {
  const width = A4[0] - 2 * MARGIN
  const out: Line[] = []
  const add = (text: string, opts: Partial<Omit<Line, 'text'>> = {}) => {
    const font = opts.font ?? 'regular'
    const lineSize = opts.size ?? size
    const indent = opts.indent ?? 0
    const safe = pdfText(text, fonts[font])
    wrap(safe, fonts[font], lineSize, width - indent).forEach((t, i) =>
      out.push({ text: t, font, size: lineSize, indent, gapBefore: i === 0 ? (opts.gapBefore ?? 0) : 0, colour: opts.colour ?? 'ink' }),
    )
  }
  add(sheet.title, { font: 'bold', size: size * 1.7, colour: 'brand' })
  add(sheet.intro, { gapBefore: size * 0.6 })
  add(`Made on ${sheet.madeOn}. Reference ${sheet.version}.`, { size: size * 0.85, gapBefore: size * 0.3 })
  for (const section of sheet.sections) {
    add(section.heading, { font: 'bold', size: size * 1.2, gapBefore: size * 1.1, colour: 'brand' })
    section.paragraphs.forEach((p, i) => add(p, { gapBefore: i === 0 ? size * 0.3 : size * 0.4 }))
    for (const item of section.items ?? []) add(`-  ${item}`, { indent: size, gapBefore: size * 0.2 })
    for (const row of section.rows ?? []) add(`${row.label}: ${row.value}`, { gapBefore: size * 0.2 })
    for (const link of section.links ?? []) add(`${link.label}: ${origin}${link.href}`, { gapBefore: size * 0.2 })
  }
  return out
}

/** Pages of lines, or null when they need more than two pages at this size (with `cut`, the rest is left off). */
function paginate(lines: Line[], cut = false): Line[][] | null {
  const pages: Line[][] = [[]]
  let y = A4[1] - MARGIN
  for (const line of lines) {
    const height = line.size * 1.3 + line.gapBefore
    if (y - height < MARGIN) {
      if (pages.length === MAX_PAGES) return cut ? pages : null
      pages.push([])
      y = A4[1] - MARGIN
      line.gapBefore = 0
    }
    y -= line.size * 1.3 + line.gapBefore
    pages[pages.length - 1]?.push(line)
  }
  return pages
}

function draw(page: PDFPage, lines: Line[], fonts: { regular: PDFFont; bold: PDFFont }): void {
  let y = A4[1] - MARGIN
  for (const line of lines) {
    y -= line.size * 1.3 + line.gapBefore
    page.drawText(line.text, { x: MARGIN + line.indent, y: y + line.size * 0.3, size: line.size, font: fonts[line.font], color: line.colour === 'brand' ? BRAND : INK })
  }
}

/** The sheet as PDF bytes: A4, at most two pages, text a screen reader and a search can read. */
export async function keyFactsPdf(sheet: KeyFactsSheet, origin: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(pdfText(sheet.title, await doc.embedFont(StandardFonts.Helvetica)))
  doc.setLanguage('en-NG')
  doc.setSubject(`Key facts of the ${sheet.planName}`)
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) }
  let pages: Line[][] | null = null
  for (const size of SIZES) {
    pages = paginate(layout(sheet, origin, fonts, size))
    if (pages) break
  }
  // Still too long at the smallest size (not possible with the field limits): the end is cut, never a third page.
  pages ??= paginate(layout(sheet, origin, fonts, SIZES[SIZES.length - 1] ?? 7), true) ?? []
  for (const lines of pages) draw(doc.addPage([A4[0], A4[1]]), lines, fonts)
  return doc.save()
}
