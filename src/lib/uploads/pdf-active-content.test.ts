import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { findActivePdfContent } from './pdf-active-content'

async function pdf(change?: (doc: PDFDocument) => void, objectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 300])
  page.drawText('Claim form', { x: 20, y: 260, size: 14 })
  change?.(doc)
  return doc.save({ useObjectStreams: objectStreams })
}

const javascriptAction = (doc: PDFDocument) =>
  doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hello")') })

describe('findActivePdfContent', () => {
  it('accepts a plain PDF, with or without compressed object streams', async () => {
    expect(await findActivePdfContent(await pdf())).toBeNull()
    expect(await findActivePdfContent(await pdf(undefined, false))).toBeNull()
  })

  it('accepts an open action that only shows the first page', async () => {
    const bytes = await pdf((doc) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, PDFName.of('Fit')]))
    })
    expect(await findActivePdfContent(bytes)).toBeNull()
  })

  it('refuses JavaScript run on opening, even inside a compressed object stream', async () => {
    const bytes = await pdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), javascriptAction(doc)))
    // The catalog is packed and deflated: the words are not in the raw bytes.
    expect(Buffer.from(bytes).includes('JavaScript')).toBe(false)
    expect(await findActivePdfContent(bytes)).toMatch(/^This PDF cannot be published because it contains JavaScript\./)
  })

  it('refuses document-level JavaScript in the names tree', async () => {
    const bytes = await pdf((doc) => {
      const script = doc.context.register(javascriptAction(doc))
      const tree = doc.context.obj({ Names: [PDFString.of('init'), script] })
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }))
    })
    expect(await findActivePdfContent(bytes)).toMatch(/contains JavaScript/)
  })

  it('refuses additional actions, launch actions and embedded files', async () => {
    const aa = await pdf((doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({})))
    expect(await findActivePdfContent(aa)).toMatch(/actions that run when the file is opened/)
    const launch = await pdf((doc) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })),
    )
    expect(await findActivePdfContent(launch)).toMatch(/starts another program/)
    const attached = await pdf((doc) => doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: {} })))
    expect(await findActivePdfContent(attached)).toMatch(/an embedded file/)
  })

  it('reads names written with lower-case hex escapes', async () => {
    const bytes = Buffer.from(
      await pdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), javascriptAction(doc)), false),
    )
    // "/#4aS" is "/JS" (and "/#4aavaScript" "/JavaScript") written with an escape pdf-lib leaves as it is.
    const disguised = Buffer.from(bytes.toString('latin1').replace('/JS ', '/#4aS ').replace('/JavaScript', '/#4aavaScript'), 'latin1')
    expect(disguised.includes('/JS ') || disguised.includes('/JavaScript')).toBe(false)
    expect(await findActivePdfContent(disguised)).toMatch(/contains JavaScript/)
  })

  it('refuses files that are not PDFs or cannot be read completely', async () => {
    expect(await findActivePdfContent(Buffer.from('<script>alert(1)</script>'))).toMatch(/not a PDF/)
    const broken = Buffer.concat([Buffer.from(await pdf(undefined, false)).subarray(0, 400), Buffer.from('\n9 0 obj\n<< /A (')])
    expect(await findActivePdfContent(broken)).toMatch(/could not be read completely/)
  })
})

/**
 * A PDF written by hand: each object's text in order, and a cross-reference table pointing at the first
 * definition of each object number (as a reader would follow it).
 */
function handWritten(objects: Array<[number, string]>, trailer = '/Root 1 0 R'): Uint8Array {
  let body = '%PDF-1.4\n'
  const offsets = new Map<number, number>()
  for (const [number, text] of objects) {
    if (!offsets.has(number)) offsets.set(number, body.length)
    body += `${number} 0 obj\n${text}\nendobj\n`
  }
  const size = Math.max(...offsets.keys()) + 1
  const rows = Array.from({ length: size }, (_, n) =>
    n === 0 ? '0000000000 65535 f \n' : `${String(offsets.get(n) ?? 0).padStart(10, '0')} 00000 n \n`,
  )
  const xref = body.length
  body += `xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const catalogue = (openAction: string) => `<< /Type /Catalog /Pages 2 0 R /OpenAction ${openAction} >>`
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'
const onePage = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >>'

describe('findActivePdfContent and files that say two things', () => {
  it('accepts a plain hand-written file (the builder itself makes readable PDFs)', async () => {
    const bytes = handWritten([[1, catalogue('4 0 R')], [2, pages], [3, onePage], [4, '<< /S /GoTo /D [3 0 R /Fit] >>']])
    expect(await findActivePdfContent(bytes)).toBeNull()
  })

  it('refuses a file that defines its open action twice: the table points at JavaScript, the later copy says GoTo', async () => {
    const bytes = handWritten([
      [1, catalogue('4 0 R')],
      [2, pages],
      [3, onePage],
      [4, '<< /S /JavaScript /JS (app.alert(1)) >>'.replace('JavaScript', 'Java#53cript')],
      [4, '<< /S /GoTo /D [3 0 R /Fit] >>'],
    ])
    expect(await findActivePdfContent(bytes)).toMatch(/changed after it was saved/)
  })

  it('refuses a change appended to a saved file (an incremental update)', async () => {
    const first = Buffer.from(handWritten([[1, catalogue('4 0 R')], [2, pages], [3, onePage], [4, '<< /S /GoTo /D [3 0 R /Fit] >>']]))
    const changed = '4 0 obj\n<< /S /GoTo /D [3 0 R /FitH 0] >>\nendobj\n'
    const table = `xref\n4 1\n${String(first.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 5 /Root 1 0 R /Prev ${first.indexOf('xref')} >>\n`
    const update = `${changed}${table}startxref\n${first.length + changed.length}\n%%EOF\n`
    expect(await findActivePdfContent(Buffer.concat([first, Buffer.from(update, 'latin1')]))).toMatch(/changed after it was saved/)
  })

  it('refuses a web address or any other action opened by itself, but not a page to turn to', async () => {
    const uri = handWritten([[1, catalogue('4 0 R')], [2, pages], [3, onePage], [4, '<< /S /URI /URI (https://example.com/steal) >>']])
    expect(await findActivePdfContent(uri)).toMatch(/^This PDF cannot be published because it contains an action that runs when the file is opened\./)
    const named = handWritten([[1, catalogue('<< /S /Named /N /Print >>')], [2, pages], [3, onePage]])
    expect(await findActivePdfContent(named)).toMatch(/runs when the file is opened/)
    const chained = handWritten([[1, catalogue('<< /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://example.com) >> >>')], [2, pages], [3, onePage]])
    expect(await findActivePdfContent(chained)).toMatch(/runs when the file is opened/)
    // A link on the page that opens a web address when clicked is an ordinary link.
    const link = handWritten([
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      [2, pages],
      [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Annots [4 0 R] >>'],
      [4, '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://example.com) >> >>'],
    ])
    expect(await findActivePdfContent(link)).toBeNull()
  })

  it('refuses a file that starts like a PDF but holds a web page', async () => {
    const bytes = Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n', 'latin1')
    expect(await findActivePdfContent(bytes)).toMatch(/could not be read completely/)
  })
})
