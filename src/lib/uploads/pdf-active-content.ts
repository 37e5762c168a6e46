import { PDFArray, PDFContext, PDFDict, PDFName, PDFParser, PDFRawStream, PDFRef, PDFStream, type PDFObject } from 'pdf-lib'

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

const UNREADABLE = 'This PDF could not be read completely, so it cannot be checked. Save it again as a standard PDF and upload that.'

/**
 * Returns a plain sentence naming the first active content found in a PDF, or null when it has none.
 * Every object is read, including those packed in compressed object streams (pdf-lib expands them);
 * a file pdf-lib cannot read completely (encrypted, a stream filter it cannot decode, an object it
 * cannot parse, no document catalogue) is refused too, since what cannot be inspected cannot be vouched for.
 *
 * A file that defines one object twice is refused as well. That is how an incremental update (a change
 * appended to a saved file) looks, and it is also how a file can show one thing to this check and
 * another to a reader: pdf-lib keeps the last definition it reads, while readers follow the cross-
 * reference table, which may point at the first. A plain save or "Print to PDF" gives a file without.
 */
export async function findActivePdfContent(bytes: Uint8Array): Promise<string | null> {
  if (!startsWithPdfHeader(bytes)) return 'This file is not a PDF. Save it as a PDF and upload it again.'
  let context: PDFContext
  let parser: CountingParser
  try {
    parser = new CountingParser(bytes)
    context = await parser.parseDocument()
  } catch {
    return UNREADABLE
  }
  if (parser.definedTwice) {
    return 'This PDF has been changed after it was saved (it holds two versions of some of its parts), so it cannot be checked. Save a fresh copy (for example with "Print to PDF") and upload that.'
  }
  if (context.lookup(context.trailerInfo.Encrypt)) {
    return 'This PDF is password-protected or encrypted, so it cannot be checked. Save an unprotected copy and upload that.'
  }
  const catalog = context.lookup(context.trailerInfo.Root)
  if (!(catalog instanceof PDFDict) || catalog.get(PDFName.of('Type')) !== PDFName.of('Catalog')) return UNREADABLE
  const found = [...context.enumerateIndirectObjects()].map(([, object]) => inspect(object)).find(Boolean)
  // Only the catalogue's open action runs by itself; the same action on a link waits for a click.
  const opened = found ?? openAction(context, catalog.get(PDFName.of('OpenAction')))
  return opened ? `${MESSAGE_PREFIX} ${opened}. Save a copy without it (for example with "Print to PDF") and upload that.` : null
}

/** pdf-lib's parser, counting each object it is given: one given twice means the file defines it twice. */
class CountingParser extends PDFParser {
  definedTwice = false
  constructor(bytes: Uint8Array) {
    super(bytes, Infinity, true)
    const assign = this.context.assign.bind(this.context)
    const seen = new Set<string>()
    this.context.assign = (ref: PDFRef, object: PDFObject) => {
      if (seen.has(ref.tag)) this.definedTwice = true
      seen.add(ref.tag)
      assign(ref, object)
    }
  }
}

const OPEN_ACTION = 'an action that runs when the file is opened'

/**
 * What a reader does by itself on opening the file. Turning to a page (a destination, or a GoTo action
 * with nothing chained after it) is harmless; anything else (opening a web address, a named menu
 * command, a chain of actions) is refused, as the README promises for every automatic action.
 */
function openAction(context: PDFContext, value: PDFObject | undefined): string | null {
  if (value === undefined) return null
  const action = value instanceof PDFRef ? context.lookup(value) : value
  if (action instanceof PDFArray) return null
  if (!(action instanceof PDFDict)) return OPEN_ACTION
  const type = action.get(PDFName.of('S'))
  if (!(type instanceof PDFName) || nameText(type) !== 'GoTo') return OPEN_ACTION
  return action.get(PDFName.of('Next')) === undefined ? null : OPEN_ACTION
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
