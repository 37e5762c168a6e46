import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  ACTION_HEADER,
  actionBodyProblem,
  type AssumptionId,
  ASSUMPTIONS,
  BUILD_MANIFEST,
  buildView,
  checkAssumptions,
  CHUNK_FOLDER,
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  FLIGHT_SCRIPT,
  IMAGE_OPTIMIZER_PATH,
  imageOptimizerUrl,
  IMAGES_MANIFEST,
  INCREMENTAL_CACHE_GLOBAL,
  NEXT_OWN_PREFIX,
  PREVIEW_COOKIES,
  readClientManifest,
  SHARED_PAGE_MARK,
  STATIC_CACHE_CONTROL,
  STATIC_DIR,
  STATIC_URL_PREFIX,
  staticFileOf,
  VARY_HEADERS,
} from './next-internals'

/**
 * Canaries: each assumption of next-internals.ts against the Next.js (and React) installed, so that a
 * version that breaks one fails `npm test` before any server runs it.
 */
const nextRequire = createRequire(path.join(process.cwd(), 'package.json'))
const matchesAll = (pattern: RegExp, text: string) => text.replace(new RegExp(pattern.source, pattern.flags), '')
const checkOf = (id: AssumptionId) => {
  const assumption = ASSUMPTIONS.find((a) => a.id === id)
  if (!assumption) throw new Error(`no assumption ${id}`)
  return assumption.check
}
const nginxConf = () => fs.readFileSync(path.join(process.cwd(), 'deploy/nginx/nginx.conf'), 'utf8')

/**
 * A build folder as Next writes one today, as small as the checks allow: a prerendered page (its data
 * scripts, a chunk's script tag and a stylesheet), the chunk and stylesheet, the manifests and the images record.
 */
function fakeBuild({
  html = '<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><script src="/_next/static/chunks/main.js" async=""></script></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>',
  manifest = 'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/page"] = {"entryJSFiles":{}};',
  images = { path: '/_next/image', loader: 'default' } as Record<string, unknown>,
} = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-internals-'))
  fs.mkdirSync(path.join(dir, 'server/app'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'server/app/index.html'), html)
  fs.writeFileSync(path.join(dir, 'server/app/page_client-reference-manifest.js'), manifest)
  fs.writeFileSync(path.join(dir, 'static/chunks/main.js'), 'x()')
  fs.writeFileSync(path.join(dir, 'static/chunks/site.css'), 'a{}')
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }))
  fs.writeFileSync(path.join(dir, 'images-manifest.json'), JSON.stringify({ version: 1, images }))
  return dir
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}

describe('Next.js internals the front relies on (canaries)', () => {
  it('flight-scripts: Next writes a page’s React data as scripts FLIGHT_SCRIPT matches, every one of them', async () => {
    const { createInlinedDataReadableStream } = nextRequire('next/dist/server/app-render/use-flight-response.js') as {
      createInlinedDataReadableStream: (flight: ReadableStream<Uint8Array>, nonce: string | undefined, formState: unknown) => ReadableStream<Uint8Array>
    }
    const rows = ['0:{"P":null,"b":"build"}\n', '1:"$Sreact.fragment"\n', '2:["$","h1",null,{"children":"</script><script>x()"}]\n']
    const flight = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const row of rows) controller.enqueue(new TextEncoder().encode(row))
        controller.close()
      },
    })
    const html = await readAll(createInlinedDataReadableStream(flight, undefined, null))
    expect(html).toContain('self.__next_f')
    // Every script Next wrote is one FLIGHT_SCRIPT takes out whole, and nothing is left behind.
    expect(matchesAll(FLIGHT_SCRIPT, html)).toBe('')
  })

  it('chunk-tags: React writes a page’s script chunks and the bootstrap preload as CHUNK_SCRIPT and CHUNK_PRELOAD match them', async () => {
    const { renderToReadableStream } = nextRequire('next/dist/compiled/react-dom/server.edge.js') as {
      renderToReadableStream: (element: unknown, options: { bootstrapScripts: { src: string }[] }) => Promise<ReadableStream<Uint8Array>>
    }
    const React = nextRequire('next/dist/compiled/react/index.js') as { createElement: (...args: unknown[]) => unknown }
    const h = React.createElement
    // Next renders each chunk as an async script element (hoisted by React) and hands React its bootstrap.
    const chunks = ['/_next/static/chunks/0a1b-c2.js', '/_next/static/chunks/turbopack-9z.js']
    const page = h('html', null, h('head'), h('body', null, h('h1', null, 'Hi'), ...chunks.map((src) => h('script', { key: src, src, async: true }))))
    const html = await readAll(await renderToReadableStream(page, { bootstrapScripts: [{ src: '/_next/static/chunks/main-1.js' }] }))
    expect([...html.matchAll(new RegExp(CHUNK_SCRIPT.source, 'g'))].map((m) => m[1])).toEqual(chunks)
    expect([...html.matchAll(new RegExp(CHUNK_PRELOAD.source, 'g'))].map((m) => m[1])).toEqual(['/_next/static/chunks/main-1.js'])
  })

  it('manifests: a client reference manifest as Next writes it is read as JSON, and the build manifest lists rootMainFiles', () => {
    // Next's own writer of the manifest (webpack's; Turbopack writes the same assignment, checked at start-up).
    const plugin = fs.readFileSync(nextRequire.resolve('next/dist/build/webpack/plugins/flight-manifest-plugin.js'), 'utf8')
    expect(plugin).toContain('globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[')
    const json = JSON.stringify({ clientModules: {}, entryJSFiles: { '[project]/src/app/(site)/page': ['static/chunks/a.js'] } })
    const webpackForm = `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/(site)/page"]=${json};`
    const turbopackForm = `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/page"] = ${json};\n`
    for (const text of [webpackForm, turbopackForm]) expect(readClientManifest(text)?.entryJSFiles).toEqual({ '[project]/src/app/(site)/page': ['static/chunks/a.js'] })
    expect(readClientManifest('globalThis.__RSC_MANIFEST["/x"] = {entryJSFiles: oops};')).toBeNull()
    const buildPlugin = fs.readFileSync(nextRequire.resolve('next/dist/build/webpack/plugins/build-manifest-plugin.js'), 'utf8')
    expect(buildPlugin).toContain('rootMainFiles')
  })

  it('server-action-body: Next recognises a server action by the header the front checks', () => {
    const headers = nextRequire('next/dist/client/components/app-router-headers.js') as { ACTION_HEADER: string }
    expect(headers.ACTION_HEADER).toBe(ACTION_HEADER)
    expect(ASSUMPTIONS.find((a) => a.id === 'server-action-body')?.check(buildView('/nonexistent'))).toBeNull()
  })

  it('vary: Next varies a page on exactly the headers of VARY_HEADERS (and nginx’s cache key holds each)', () => {
    expect(ASSUMPTIONS.find((a) => a.id === 'vary')?.check(buildView('/nonexistent'))).toBeNull()
    const nginx = fs.readFileSync(path.join(process.cwd(), 'deploy/nginx/nginx.conf'), 'utf8')
    const key = /proxy_cache_key "([^"]+)"/.exec(nginx)?.[1] ?? ''
    for (const header of VARY_HEADERS) expect(key).toContain(`$http_${header.replace(/-/g, '_')}`)
  })

  it('isr-cache-control: Next marks a page it keeps with s-maxage', () => {
    const { getCacheControlHeader } = nextRequire('next/dist/server/lib/cache-control.js') as {
      getCacheControlHeader: (c: { revalidate: number | false; expire: number | undefined }) => string
    }
    expect(getCacheControlHeader({ revalidate: false, expire: undefined })).toMatch(SHARED_PAGE_MARK)
    expect(getCacheControlHeader({ revalidate: 0, expire: undefined })).not.toMatch(SHARED_PAGE_MARK)
  })

  it('static-files: Next serves its build’s static folder at STATIC_URL_PREFIX, path for path, with STATIC_CACHE_CONTROL', () => {
    const constants = nextRequire('next/dist/shared/lib/constants.js') as { CLIENT_STATIC_FILES_PATH: string }
    expect(constants.CLIENT_STATIC_FILES_PATH).toBe(STATIC_DIR)
    expect(STATIC_URL_PREFIX.startsWith(NEXT_OWN_PREFIX) && CHUNK_FOLDER.startsWith(STATIC_URL_PREFIX)).toBe(true)
    // Next's router, read as it is installed (the folder it serves there, and the header it sends).
    const files = fs.readFileSync(nextRequire.resolve('next/dist/server/lib/router-utils/filesystem.js'), 'utf8')
    expect(files).toContain(`join(distDir, '${STATIC_DIR}')`)
    expect(files).toContain(`'${STATIC_URL_PREFIX.slice(0, -1)}'`)
    expect(fs.readFileSync(nextRequire.resolve('next/dist/server/lib/router-server.js'), 'utf8')).toContain(`'${STATIC_CACHE_CONTROL}'`)
    // The build's pages name files that are in its static folder.
    const check = checkOf('static-files')
    expect(check({ distDir: fakeBuild(), nextRequire })).toBeNull()
    expect(check({ distDir: fakeBuild({ html: '<script src="/_next/static/chunks/gone.js" async=""></script>' }), nextRequire })).toMatch(/gone\.js is not a file/)
    expect(staticFileOf('/_next/static/chunks/a-1.js')).toBe('chunks/a-1.js')
    for (const url of ['/_next/static/../a.js', '/_next/static/chunks/%2e%2e/a.js', '/_next/static//a.js', '/_next/static/a.js?v=1']) expect(staticFileOf(url), url).toBeNull()
  })

  it('preview-cookies: Next’s draft mode cookies are PREVIEW_COOKIES, and nginx’s cache passes a request carrying one', () => {
    const names = nextRequire('next/dist/server/api-utils/index.js') as { COOKIE_NAME_PRERENDER_BYPASS: string; COOKIE_NAME_PRERENDER_DATA: string }
    expect([names.COOKIE_NAME_PRERENDER_BYPASS, names.COOKIE_NAME_PRERENDER_DATA]).toEqual([...PREVIEW_COOKIES])
    expect(checkOf('preview-cookies')(buildView('/nonexistent'))).toBeNull()
    const privateCookies = nginxConf()
      .split('\n')
      .find((line) => line.includes('payload-token'))
    for (const cookie of PREVIEW_COOKIES) expect(privateCookies).toContain(cookie)
  })

  it('image-optimizer: Next’s own loader writes imageOptimizerUrl, at the path and with the loader a build records by default', () => {
    const { imageConfigDefault } = nextRequire('next/dist/shared/lib/image-config.js') as { imageConfigDefault: Record<string, unknown> & { path: string; loader: string } }
    expect(imageConfigDefault.path).toBe(IMAGE_OPTIMIZER_PATH)
    expect(imageConfigDefault.loader).toBe('default')
    const loader = (nextRequire('next/dist/shared/lib/image-loader.js') as { default: (p: { config: unknown; src: string; width: number; quality: number }) => string }).default
    for (const src of ['/api/media/file/hero.webp', '/api/media/file/my%20photo.jpg']) {
      expect(loader({ config: imageConfigDefault, src, width: 640, quality: 75 })).toBe(imageOptimizerUrl(src, 640, 75))
    }
    // The build records next.config's images with Next's defaults under these names.
    const constants = nextRequire('next/dist/shared/lib/constants.js') as { IMAGES_MANIFEST: string; BUILD_MANIFEST: string }
    expect([constants.IMAGES_MANIFEST, constants.BUILD_MANIFEST]).toEqual([IMAGES_MANIFEST, BUILD_MANIFEST])
    expect(fs.readFileSync(nextRequire.resolve('next/dist/build/index.js'), 'utf8')).toMatch(/writeImagesManifest\(distDir, config\)[\s\S]{0,200}\.\.\.config\.images/)
    const check = checkOf('image-optimizer')
    expect(check({ distDir: fakeBuild(), nextRequire })).toBeNull()
    expect(check({ distDir: fakeBuild({ images: { path: '/_next/img', loader: 'default' } }), nextRequire })).toMatch(/answers at/)
  })
})

describe('incremental-cache canary', () => {
  it('incremental-cache: Next’s server puts its incremental cache on globalThis, and the cache expires tags with a duration', () => {
    expect(checkOf('incremental-cache')(buildView('/nonexistent'))).toBeNull()
    const { IncrementalCache } = nextRequire('next/dist/server/lib/incremental-cache/index.js') as { IncrementalCache: { prototype: { revalidateTag: (...args: unknown[]) => unknown } } }
    expect(typeof IncrementalCache.prototype.revalidateTag).toBe('function')
    expect(IncrementalCache.prototype.revalidateTag.length).toBe(2)
    // The render reads it back from there (what scheduled-expiry.ts relies on).
    expect(fs.readFileSync(nextRequire.resolve('next/dist/server/async-storage/work-store.js'), 'utf8')).toContain(`globalThis.${INCREMENTAL_CACHE_GLOBAL}`)
  })
})

describe('checkAssumptions', () => {
  it('says every assumption holds for a build written as Next writes today, and logs nothing', () => {
    const lines: string[] = []
    const report = checkAssumptions(buildView(fakeBuild()), (line) => lines.push(line))
    expect(lines).toEqual([])
    expect(Object.values(report).every(Boolean)).toBe(true)
  })

  it('switches off only the part whose assumption breaks, with one line saying what and why', () => {
    const lines: string[] = []
    // A future Next that writes its data another way, and its manifests as something else.
    const html = fs.readFileSync(path.join(fakeBuild(), 'server/app/index.html'), 'utf8')
    const broken = html.replace(/self\.__next_f/g, 'self.__next_flight').replace('async=""', 'defer=""')
    const report = checkAssumptions(buildView(fakeBuild({ html: broken, manifest: 'module.exports = {}' })), (line) => lines.push(line))
    expect(report['flight-scripts']).toBe(false)
    expect(report['chunk-tags']).toBe(false)
    expect(report.manifests).toBe(false)
    for (const id of ['vary', 'static-files', 'preview-cookies', 'image-optimizer', 'server-action-body', 'isr-cache-control', 'incremental-cache'] as const) expect(report[id], id).toBe(true)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^Next\.js internals: "flight-scripts" does not hold for this build \(.+\); pages keep their React data inline\.$/)
  })
})

describe('server-action-body canary: what React itself writes passes the reply-format check', () => {
  /** React's own encoder of a server action's arguments, as Next ships it. */
  const react = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-webpack/client.node.js') as {
    encodeReply: (value: unknown) => Promise<string | FormData>
  }

  async function asRequest(reply: string | FormData): Promise<{ contentType: string | undefined; body: Buffer }> {
    if (typeof reply === 'string') return { contentType: 'text/plain;charset=UTF-8', body: Buffer.from(reply) }
    const response = new Response(reply)
    return { contentType: response.headers.get('content-type') ?? undefined, body: Buffer.from(await response.arrayBuffer()) }
  }

  it('accepts the arguments our forms send (the previous state and the form), with every escape React uses', async () => {
    const form = new FormData()
    form.set('firstName', 'Ada')
    form.set('message', '$ starts with a dollar')
    form.set('consent', 'on')
    const state = {
      status: 'invalid',
      errors: { email: 'Enter an email address' },
      values: { firstName: 'Ada', note: '$5 a month', missing: undefined, ratio: Number.NaN, far: Number.POSITIVE_INFINITY, when: new Date(0) },
      nested: [[['deep']]],
    }
    for (const args of [[state, form], [state], ['plain'], [form]]) {
      const request = await asRequest(await react.encodeReply(args))
      expect(actionBodyProblem({ nextAction: true, ...request }), JSON.stringify(request.body.toString().slice(0, 200))).toBeNull()
    }
  })
})
