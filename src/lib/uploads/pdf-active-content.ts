import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib'

/**
 * Dictionary keys that carry something a PDF reader would run or open on the reader's behalf:
 * JavaScript (/JS, the /JavaScript name tree), additional actions fired by events (/AA), attached
 * files (/EF, /EmbeddedFile(s)), Flash-era rich media and XFA forms (which carry their own scripts).
 */
const ACTIVE_KEYS = new Map<string, string>([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['AA', 'actions that run when the file is opened, closed or clicked'],
  ['EF', 'an embedded file'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['RichMedia', 'embedded rich media'],
  ['XFA', 'an XFA form (these carry scripts)'],
])

/** Action types (an action dictionary's /S) that run code, open other programs or send data away. */
const ACTIVE_ACTIONS = new Map<string, string>([
  ['JavaScript', 'JavaScript'],
  ['Launch', 'an action that starts another program'],
  ['SubmitForm', 'a form that sends its data to another address'],
  ['ImportData', 'an action that imports data from another file'],
  ['GoToE', 'an action that opens an embedded file'],
  ['RichMediaExecute', 'embedded rich media'],
])

const MESSAGE_PREFIX = 'This PDF cannot be published because it contains'

/**
 * Returns a plain sentence naming the first active content found in a PDF, or null when it has none.
 * Every object is read, including those packed in compressed object streams (pdf-lib expands them);
 * a file pdf-lib cannot read completely (encrypted, a stream filter it cannot decode, an object it
 * cannot parse) is refused too, since what cannot be inspected cannot be vouched for.
 */
export async function findActivePdfContent(bytes: Uint8Array): Promise<string | null> {
  if (!startsWithPdfHeader(bytes)) return 'This file is not a PDF. Save it as a PDF and upload it again.'
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false })
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      return 'This PDF is password-protected or encrypted, so it cannot be checked. Save an unprotected copy and upload that.'
    }
    return 'This PDF could not be read completely, so it cannot be checked. Save it again as a standard PDF and upload that.'
  }
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = inspect(object)
    if (found) return `${MESSAGE_PREFIX} ${found}. Save a copy without it (for example with "Print to PDF") and upload that.`
  }
  return null
}

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  // Readers accept the header anywhere in the first kilobyte; so do we.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  return head.includes('%PDF-')
}

/** A name's text; pdf-lib decodes only upper-case #xx escapes, so a lower-case /J#4a must not slip by. */
function nameText(name: PDFName): string {
  return name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Walks one object's direct contents (references are visited as their own indirect objects). */
function inspect(object: PDFObject): string | null {
  if (object instanceof PDFStream) {
    // An object stream pdf-lib left packed would hide its objects from this walk.
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm')) {
      return 'compressed objects that could not be checked'
    }
    return inspect(object.dict)
  }
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = nameText(key)
      const active = ACTIVE_KEYS.get(name)
      if (active) return active
      if (name === 'S' && value instanceof PDFName) {
        const action = ACTIVE_ACTIONS.get(nameText(value))
        if (action) return action
      }
      if (!(value instanceof PDFRef)) {
        const inner = inspect(value)
        if (inner) return inner
      }
    }
    return null
  }
  if (object instanceof PDFArray) {
    for (const value of object.asArray()) {
      if (value instanceof PDFRef) continue
      const inner = inspect(value)
      if (inner) return inner
    }
  }
  return null
}
