import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The build step: scripts/lib.mjs's recordBuild runs it after `next build`.
import { addCompileHints, COMPILE_HINT, MAX_PAGE_CHUNK_BYTES, startupChunks } from './compile-hints'
import { buildScripts } from './next-internals'
import { compressStaticAssets } from './static-assets'

/**
 * A build folder shaped like Next's: the build manifest's rootMainFiles, a site page's and an admin
 * page's client reference manifests (one assignment each, as Next writes them), and their chunks.
 */
let dist: string
const chunk = (name: string, bytes = 2000) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,${name.length},e=>{${'e.x=1;'.repeat(bytes / 6)}}]);\n`
const files: Record<string, string> = {
  'static/chunks/framework.js': chunk('framework', MAX_PAGE_CHUNK_BYTES + 50_000),
  'static/chunks/turbopack-runtime.js': chunk('runtime'),
  'static/chunks/site-layout.js': chunk('site-layout'),
  'static/chunks/home-page.js': chunk('home-page'),
  'static/chunks/claim-form.js': chunk('claim-form', MAX_PAGE_CHUNK_BYTES + 1000),
  'static/chunks/admin.js': chunk('admin'),
  'static/chunks/unused.js': chunk('unused'),
}
const manifest = (route: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};\n`

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    fs.writeFileSync(path.join(dist, file), body)
  }
  fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'] }))
  const site = path.join(dist, 'server/app/(site)')
  fs.mkdirSync(path.join(site, 'claims/start'), { recursive: true })
  fs.writeFileSync(
    path.join(site, 'page_client-reference-manifest.js'),
    manifest('/(site)/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/site-layout.js'],
      '[project]/src/app/(site)/page': ['static/chunks/site-layout.js', 'static/chunks/home-page.js'],
      // Whatever else a manifest names is not touched: other folders, missing files, odd values.
      '[project]/odd': ['static/chunks/../../build-manifest.json', 'server/app/secret.js', 'static/chunks/missing.js', 42 as unknown as string],
    }),
  )
  fs.writeFileSync(
    path.join(site, 'claims/start/page_client-reference-manifest.js'),
    manifest('/(site)/claims/start/page', { '[project]/src/app/(site)/claims/start/page': ['static/chunks/site-layout.js', 'static/chunks/claim-form.js'] }),
  )
  fs.mkdirSync(path.join(dist, 'server/app/(payload)/admin'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'server/app/(payload)/admin/page_client-reference-manifest.js'), manifest('/(payload)/admin/page', { admin: ['static/chunks/admin.js'] }))
  // A manifest that is not one assignment of JSON is skipped, not run and not fatal.
  fs.mkdirSync(path.join(site, 'broken'), { recursive: true })
  fs.writeFileSync(path.join(site, 'broken/page_client-reference-manifest.js'), 'globalThis.__RSC_MANIFEST["/x"] = {entryJSFiles: oops};')
})

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true })
})

const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')

describe('compile hints on the scripts public pages start with', () => {
  it('are the framework’s scripts, whatever their size, and the site’s layout and page scripts up to the limit', () => {
    expect(startupChunks(dist, buildScripts(dist))).toEqual(['static/chunks/framework.js', 'static/chunks/home-page.js', 'static/chunks/site-layout.js', 'static/chunks/turbopack-runtime.js'])
  })

  it('go at the very top of each, once, the script otherwise unchanged; the admin’s, a large page script and unused ones are left alone', () => {
    expect(addCompileHints(dist, buildScripts(dist))).toEqual({ files: 4, marked: 4 })
    for (const file of ['static/chunks/framework.js', 'static/chunks/home-page.js', 'static/chunks/site-layout.js', 'static/chunks/turbopack-runtime.js']) {
      expect(read(file)).toBe(COMPILE_HINT + files[file])
    }
    for (const file of ['static/chunks/admin.js', 'static/chunks/claim-form.js', 'static/chunks/unused.js']) expect(read(file)).toBe(files[file])
    expect(JSON.parse(read('build-manifest.json')).rootMainFiles).toHaveLength(2)
    // Run again on the same build (a restart): nothing is marked twice.
    expect(addCompileHints(dist, buildScripts(dist))).toEqual({ files: 4, marked: 0 })
    expect(read('static/chunks/home-page.js')).toBe(COMPILE_HINT + files['static/chunks/home-page.js'])
  })

  it('are not added when the build does not hold to Next’s manifests as next-internals knows them', () => {
    const before = read('static/chunks/framework.js')
    expect(addCompileHints(dist, null)).toEqual({ files: 0, marked: 0 })
    expect(read('static/chunks/framework.js')).toBe(before)
  })

  it('are in the Brotli copy a browser is sent, written after them', async () => {
    await compressStaticAssets(dist)
    const sent = zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'static/chunks/site-layout.js.br'))).toString()
    expect(sent.startsWith('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK')).toBe(true)
  })

  it('are nothing to do in a folder without a build', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-empty-'))
    try {
      expect(addCompileHints(empty, buildScripts(empty))).toEqual({ files: 0, marked: 0 })
    } finally {
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })
})
