/**
 * The file a person downloads for "see" and "take away": one HTML page a person can read (a table per
 * kind of record) with the same data as JSON inside it, for a machine or another company. Pure.
 */
import type { HeldRecord, HeldSection } from './holdings'

export type ExportMeta = { brandName: string; reference: string; contactShown: string; madeAt: string }

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A field name as words: "firstName" → "First name", "createdAt" → "Created at". */
export function fieldWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function cell(value: HeldRecord[string]): string {
  if (value === null) return ''
  if (Array.isArray(value)) {
    return value
      .map((v) => (v !== null && typeof v === 'object' ? Object.entries(v).map(([k, x]) => `${fieldWords(k)}: ${x ?? ''}`).join('; ') : String(v ?? '')))
      .join('\n')
  }
  return String(value)
}

/** The whole file: the readable summary, then the JSON. */
export function exportHtml(sections: HeldSection[], meta: ExportMeta): string {
  const json = JSON.stringify({ reference: meta.reference, madeAt: meta.madeAt, heldUnder: meta.contactShown, records: Object.fromEntries(sections.map((s) => [s.key, s.records])) }, null, 2)
  const body = sections.length === 0
    ? '<p>We hold no records under these details on our website.</p>'
    : sections
        .map(
          (s) =>
            `<section><h2>${escape(s.title)} (${s.records.length})</h2>${s.records
              .map(
                (r, i) =>
                  `<table><caption>${escape(s.title)}: record ${i + 1}</caption><tbody>${Object.entries(r)
                    .map(([k, v]) => `<tr><th scope="row">${escape(fieldWords(k))}</th><td>${escape(cell(v)).replace(/\n/g, '<br>')}</td></tr>`)
                    .join('')}</tbody></table>`,
              )
              .join('')}</section>`,
        )
        .join('')
  return `<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data held by ${escape(meta.brandName)} (${escape(meta.reference)})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f1a17}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}
caption{text-align:left;font-weight:700;padding:.25rem 0}
th,td{border:1px solid #bbb;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{width:30%;background:#f4f0ec}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f0ec;padding:1rem}
</style>
</head>
<body>
<h1>Your data held by ${escape(meta.brandName)}</h1>
<p>Everything our website holds under ${escape(meta.contactShown)}, as of ${escape(meta.madeAt)}. Request reference ${escape(meta.reference)}.</p>
${body}
<h2>The same data, for a computer</h2>
<p>This is the same data in JSON, a common format you can give to another company.</p>
<pre id="data">${escape(json)}</pre>
</body>
</html>
`
}
