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
