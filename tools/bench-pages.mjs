#!/usr/bin/env node
// Page weight of the main public pages, as a phone on mobile data would pay for it:
//   BENCH_URL=http://localhost:3000 npm run bench:pages
// For each page that answers 200 it fetches the HTML and every script under /_next/ with
// "Accept-Encoding: br, gzip", counts the bytes that actually cross the wire (the compressed bodies),
// and prints one row per page. Exits 1 when the home page ships more JavaScript than the budget.
import http from 'node:http'
import https from 'node:https'
import zlib from 'node:zlib'

const base = (process.env.BENCH_URL || 'http://localhost:3000').replace(/\/$/, '')
const pages = (process.env.BENCH_PAGES || '/,/policy/life/home,/claims,/contact,/about').split(',')
/** The home page's JavaScript budget, compressed (issue 2, item 9). 1 KB = 1024 bytes. */
const HOME_JS_BUDGET_KB = Number(process.env.BENCH_JS_BUDGET_KB || 160)

/** GET with compression; resolves the raw (still compressed) byte count and the decoded text. */
function get(url) {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'bench-pages' } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = String(res.headers['content-encoding'] || '')
        let body = raw
        try {
          if (encoding.includes('br')) body = zlib.brotliDecompressSync(raw)
          else if (encoding.includes('gzip')) body = zlib.gunzipSync(raw)
        } catch (error) {
          reject(new Error(`${url}: could not decode ${encoding} body (${error.message})`))
          return
        }
        resolve({
          status: res.statusCode ?? 0,
          wireBytes: raw.length,
          encoding: encoding || 'identity',
          text: body.toString('utf8'),
        })
      })
    })
    req.setTimeout(60_000, () => req.destroy(new Error(`${url}: timed out`)))
    req.on('error', reject)
  })
}

/** The page's own scripts; the legacy-browser bundle (nomodule) is skipped: modern browsers never fetch it. */
function scriptUrls(html) {
  const urls = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)) {
    if (/\bnomodule\b/i.test(match[0])) continue
    const src = (match[2] ?? '').replace(/&amp;/g, '&')
    if (src.includes('/_next/')) urls.add(new URL(src, base).href)
  }
  return [...urls]
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

const rows = []
const skipped = []
for (const page of pages) {
  const html = await get(base + page).catch((error) => ({ status: 0, error }))
  if (html.status !== 200) {
    skipped.push(`${page} (${html.error ? html.error.message : `status ${html.status}`})`)
    continue
  }
  const scripts = scriptUrls(html.text)
  const fetched = await Promise.all(scripts.map((url) => get(url)))
  const failed = fetched.filter((s) => s.status !== 200)
  if (failed.length) throw new Error(`${page}: ${failed.length} script(s) did not load`)
  const jsBytes = fetched.reduce((sum, s) => sum + s.wireBytes, 0)
  rows.push({
    page,
    html: kb(html.wireBytes),
    encoding: html.encoding,
    files: scripts.length,
    jsBytes,
    js: kb(jsBytes),
    images: (html.text.match(/<img\b/g) || []).length,
  })
}

const header = ['Page', 'HTML KB', 'JS files', 'JS KB', 'Images']
const table = [
  header,
  ...rows.map((r) => [r.page, `${r.html} (${r.encoding})`, String(r.files), r.js, String(r.images)]),
]
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)))
const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
console.log(`Page weight at ${base} (compressed bytes on the wire, 1 KB = 1024 bytes)\n`)
console.log(line(table[0]))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of table.slice(1)) console.log(line(row))
if (skipped.length) console.log(`\nSkipped (not 200): ${skipped.join(', ')}`)

const home = rows.find((r) => r.page === '/')
if (home) {
  const ok = home.jsBytes <= HOME_JS_BUDGET_KB * 1024
  console.log(
    `\nHome page JavaScript: ${home.js} KB of ${HOME_JS_BUDGET_KB} KB budget: ${ok ? 'within budget' : 'OVER BUDGET'}`,
  )
  if (!ok) process.exitCode = 1
}
