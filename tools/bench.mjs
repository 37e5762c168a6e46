#!/usr/bin/env node
// npm run bench — the site side by side with a bare Next.js page (bench/bare: one heading, one image),
// both built and served on this machine in the same run (issue 13). Measures:
//   lighthouse  Lighthouse mobile (simulated slow 4G), median of 3, on six pages and the bare page:
//               Performance, LCP, TBT, CLS, Accessibility, Best Practices, SEO (the site runs with
//               SITE_ENV=production, the only site that may be indexed), and the bytes Lighthouse saw
//               cross the wire, prefetches after load included: JavaScript, fonts, everything.
//   html        each page's HTML, gzip on the wire and raw.
//   load        autocannon on / and on the bare page: 50 connections for 15 s asking for gzip, then 200
//               connections counting errors.
//   trace       the main thread's start-up work of each page, the bare page and the static page: Lighthouse
//               with the CPU slowed 4× for real (DevTools throttling; tools/bench-trace.mjs), 5 visits
//               each, interleaved: by kind, long tasks and Total Blocking Time, each as a ratio to the
//               bare page's (issue 27: at most 1.0).
// Beside the bare Next.js page, a static HTML page of its words and picture (bench/static, no framework,
// served by Debian's nginx) is the physical floor: Lighthouse and the trace measure it too, and a page's
// LCP is held to 1.1× its LCP.
// Prints one table per part, marks each target met or missed, writes bench/results/latest.json and exits 1
// when a target is missed.
// Options: --parts=lighthouse,html,load,trace  --pages=home,category,…,track  --runs=3  --trace-runs=5
//          --throttle=4 (the trace part's CPU slowdown)
//          --duration=15 (seconds of the 50-connection run)  --no-build (use the builds as they are)
//          --save-reports (each page's median Lighthouse report into bench/reports/, not committed)
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { checkBuild, ensureEdge, freePort, NGINX, nextBin, nginxFolders, recordBuild, root, run, serverArgs } from '../scripts/lib.mjs'
import { interleaved, spread, WORK_KINDS, workOf } from './bench-trace.mjs'
import { CHROMIUM_ARGS } from './chromium-args.mjs'

// --- Options -------------------------------------------------------------------------------------
const PAGES = {
  home: '/',
  // The home page in Nigerian Pidgin (decision 045): the same budget as the English one.
  homePidgin: '/pcm',
  category: '/policy/life/home',
  product: '/policy/life/term-life-plan',
  // A product page with its quote card in Pidgin: the same budget as the English one.
  productPidgin: '/pcm/policy/life/term-life-plan',
  article: '/blog/life-insurance/how-much-life-cover-do-you-need',
  claims: '/claims',
  contact: '/contact',
  compare: '/compare',
  cover: '/how-much-cover',
  claimStart: '/claims/start?type=death',
  track: '/claims/track',
}
const ALL_PARTS = ['lighthouse', 'html', 'load', 'trace']

function option(name, fallback) {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (!arg) return fallback
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true'
}
function list(name, allowed, fallback) {
  const value = option(name, null)
  if (value === null) return fallback
  const picked = value.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = picked.filter((p) => !allowed.includes(p))
  if (unknown.length) {
    console.error(`--${name}: unknown ${unknown.join(', ')} (choose from ${allowed.join(', ')})`)
    process.exit(2)
  }
  return picked
}
const clampInt = (v, lo, hi) => Math.min(hi, Math.max(lo, Math.round(Number(v)) || lo))
const parts = list('parts', ALL_PARTS, ALL_PARTS)
const pageNames = list('pages', Object.keys(PAGES), Object.keys(PAGES))
const runs = clampInt(option('runs', 3), 1, 9)
const duration = clampInt(option('duration', 15), 1, 60)
const traceRuns = clampInt(option('trace-runs', 5), 1, 15)
const throttle = clampInt(option('throttle', 4), 1, 20)
const build = option('no-build', null) === null
const saveReports = option('save-reports', null) !== null

// --- Targets (issue 13) --------------------------------------------------------------------------
const KB = 1024
const T = {
  perf: 100,
  lcpVsBare: 1.1,
  tbtMs: 50,
  cls: 0,
  score: 100,
  htmlGzip: 12 * KB,
  js: 150 * KB,
  total: 250 * KB,
  font: 20 * KB,
  otherPages: 1.1,
  throughputVsBare: 0.6,
  p99VsBare: 2,
  // Issue 27: LCP within 10 % of the static page's; no more main-thread work or blocking than the bare page.
  lcpVsStatic: 1.1,
  workVsBare: 1,
}

// --- Processes we start (stopped by their own pid on the way out) -------------------------------
const children = []
function start(command, args, { cwd = root, env = {}, label }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let log = ''
  child.stdout.on('data', (d) => (log = (log + d).slice(-20_000)))
  child.stderr.on('data', (d) => (log = (log + d).slice(-20_000)))
  child.on('exit', (code) => {
    if (!child.stopping) console.error(`${label} stopped unexpectedly (exit ${code}):\n${log}`)
  })
  children.push(child)
  return child
}
function stopAll() {
  for (const child of children) {
    child.stopping = true
    // Each was started as the leader of its own group: end it and what it started.
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(30_000) })
      await r.arrayBuffer()
      if (r.status === 200) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s`)
}

// --- Build and serve -----------------------------------------------------------------------------
const bareDir = path.join(root, 'bench/bare')
const siteDist = '.next-bench'
const dataDir = path.join(root, '.bench-data')

function bareFingerprint() {
  const hash = crypto.createHash('sha256')
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      if (name === '.next' || name === 'node_modules') continue
      const full = path.join(dir, name)
      if (fs.statSync(full).isDirectory()) walk(full)
      else hash.update(name).update(fs.readFileSync(full))
    }
  }
  walk(bareDir)
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')))
  return hash.digest('hex')
}

async function buildBare() {
  const stamp = path.join(bareDir, '.next/source-fingerprint')
  const current = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === bareFingerprint()
  if (current || !build) return
  console.log('Building the bare page (bench/bare) …')
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: bareDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare page build failed (exit ${code})`))))
  })
  fs.writeFileSync(stamp, bareFingerprint())
}

const siteEnv = (port) => ({
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  NEXT_DIST_DIR: siteDist,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  HOST: '127.0.0.1',
  PORT: String(port),
  SERVER_URL: `http://127.0.0.1:${port}`,
  SITE_ENV: 'production',
  // Production insists on a secret; a throwaway one per run.
  PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
})

async function buildSite(env) {
  Object.assign(process.env, { NEXT_DIST_DIR: siteDist })
  // A fresh database with the demo content, its schema pushed from the collections (as the test server does).
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  console.log('Preparing a fresh demo database …')
  await run(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], {
    env: { ...env, NODE_ENV: 'development', DB_PUSH: 'true', SITE_ENV: 'local' },
    quiet: true,
    retryUnfinished: true,
  })
  const current = build ? checkBuild() : null
  if (current && !current.current) {
    console.log(`Building the site into ${siteDist} (several minutes on a busy machine) …`)
    await run(process.execPath, [nextBin, 'build'], { env, quiet: true })
    await recordBuild(current.fingerprint)
  } else if (!fs.existsSync(path.join(root, siteDist, 'BUILD_ID'))) {
    throw new Error(`No site build in ${siteDist}: run without --no-build once.`)
  }
}

// --- The static page ------------------------------------------------------------------------------
/**
 * bench/static/index.html, with the bare page's picture in the widths its srcset names (WebP, as the bare
 * page's optimiser would send), served by Debian's nginx on a free loopback port. Returns its address.
 */
async function startStatic() {
  const { default: sharp } = await import('sharp')
  const { dir, prefix } = nginxFolders('bench-static-')
  const site = path.join(dir, 'site')
  fs.mkdirSync(site)
  fs.copyFileSync(path.join(root, 'bench/static/index.html'), path.join(site, 'index.html'))
  for (const width of [640, 828, 1200, 1600]) {
    await sharp(path.join(bareDir, 'public/hero.jpg')).resize({ width }).webp({ quality: 75 }).toFile(path.join(site, `hero-${width}.webp`))
  }
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      '  gzip on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
      `  server { listen 127.0.0.1:${port}; root ${site}; location / { index index.html; } }`,
      '}',
      '',
    ].join('\n'),
  )
  const child = start(NGINX, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { label: 'nginx (the static page)' })
  child.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/`, 15)
  return url
}

// --- Lighthouse ----------------------------------------------------------------------------------
/** Chromium with a DevTools port for Lighthouse; resolves the port it reports. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const chromium = start(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { label: 'Chromium' },
  )
  chromium.on('exit', () => fs.rmSync(profile, { recursive: true, force: true }))
  return new Promise((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000)
    chromium.stderr.on('data', (d) => {
      seen += d
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
  })
}

let chromium = null
/** The one Chromium both Lighthouse parts use: its DevTools port. */
const chromiumPort = () => (chromium ??= launchChromium())

/** The bytes Lighthouse saw cross the wire, by kind. */
function transfer(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const sum = { js: 0, font: 0, image: 0, html: 0, other: 0, total: 0, requests: items.length }
  for (const r of items) {
    const bytes = r.transferSize ?? 0
    const mime = String(r.mimeType ?? '')
    const kind =
      r.resourceType === 'Script' || mime.includes('javascript')
        ? 'js'
        : r.resourceType === 'Font' || mime.startsWith('font/')
          ? 'font'
          : r.resourceType === 'Image' || mime.startsWith('image/')
            ? 'image'
            : r.resourceType === 'Document'
              ? 'html'
              : 'other'
    sum[kind] += bytes
    sum.total += bytes
  }
  return sum
}

/** The LCP element and where its time went (time to first byte, load delay, load time, render delay). */
function lcpDetail(audit) {
  const [elements, phases] = audit?.details?.items ?? []
  const node = elements?.items?.[0]?.node
  return {
    element: node ? `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 120)}`.trim() : null,
    phases: Object.fromEntries((phases?.items ?? []).map((p) => [String(p.phase), Math.round(p.timing)])),
  }
}

function summarise(lhr) {
  const a = lhr.audits
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    perf: score('performance'),
    lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    bytes: transfer(lhr),
    lcp: lcpDetail(a['largest-contentful-paint-element']),
    // What kept a category from 100, so the table says where to look.
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && (a[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}:${ref.id}`),
    ),
  }
}

/** One Lighthouse visit with DevTools' real throttling (the CPU `throttle`× slower): its main-thread work. */
async function devtoolsRun(port, url) {
  const { default: lighthouse } = await import('lighthouse')
  for (let failures = 0; ; ) {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', output: 'json', onlyAudits: ['mainthread-work-breakdown', 'total-blocking-time', 'long-tasks'] },
      // Lighthouse's own mobile "slow 4G" figures, applied by DevTools rather than simulated.
      { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: throttle, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 } } },
    )
    if (result?.lhr && !result.lhr.runtimeError) return workOf(result.lhr)
    const message = result?.lhr?.runtimeError?.message ?? 'no result'
    if (++failures > 2) throw new Error(`Lighthouse (DevTools throttling) failed on ${url}: ${message}`)
    console.log(`    (run again: ${message})`)
  }
}

async function lighthouseRuns(port, url, name) {
  const { default: lighthouse } = await import('lighthouse')
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  const lhrs = []
  for (let i = 0, failures = 0; i < runs; ) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result?.lhr || result.lhr.runtimeError) {
      // On a busy machine Chromium sometimes loses the trace (NO_NAVSTART): run that one again, twice at most.
      const message = result?.lhr?.runtimeError?.message ?? 'no result'
      if (++failures > 2) throw new Error(`Lighthouse failed on ${url}: ${message}`)
      console.log(`    (run again: ${message})`)
      continue
    }
    lhrs.push(result.lhr)
    i++
  }
  const median = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0]
  if (saveReports) {
    // The whole median report, to read where the time went (not committed).
    const dir = path.join(root, 'bench/reports')
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(median))
  }
  return summarise(median)
}

// --- HTML bytes ----------------------------------------------------------------------------------
async function htmlBytes(url) {
  const { default: http } = await import('node:http')
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const wire = Buffer.concat(chunks)
        const gzipped = /gzip/.test(String(res.headers['content-encoding'] ?? ''))
        const raw = gzipped ? zlib.gunzipSync(wire) : wire
        // Where the server did not compress, count what gzip would make of it (and say so).
        resolve({ status: res.statusCode, gzip: gzipped ? wire.length : zlib.gzipSync(raw).length, raw: raw.length, servedGzip: gzipped })
      })
    })
    req.setTimeout(60_000, () => req.destroy(new Error(`${url}: timed out`)))
    req.on('error', reject)
  })
}

// --- Load ----------------------------------------------------------------------------------------
async function load(url, connections, seconds) {
  const { default: autocannon } = await import('autocannon')
  const r = await autocannon({ url, connections, duration: seconds, timeout: 10, headers: { 'accept-encoding': 'gzip' } })
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'] ?? 0,
    errors: (r.errors ?? 0) + (r.timeouts ?? 0) + (r.non2xx ?? 0),
  }
}

// --- Output --------------------------------------------------------------------------------------
function printTable(title, columns, rows) {
  const cells = rows.map((r) => r.map((c) => String(c)))
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)))
  const line = (r) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`
  console.log(`\n${title}\n`)
  console.log(line(columns))
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`)
  for (const r of cells) console.log(line(r))
}
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / KB).toFixed(1)}` : '–')
const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–')
const checks = []
/** Records a target and returns the figure marked ✓ (met) or ✗ (missed). */
function check(name, value, ok, shown = value) {
  checks.push({ name, value, met: Boolean(ok) })
  return `${shown} ${ok ? '✓' : '✗'}`
}

// --- Run -----------------------------------------------------------------------------------------
const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load`, options: { parts, pages: pageNames, runs, duration, traceRuns, throttle } }
try {
  const [sitePort, barePort] = [await freePort(), await freePort()]
  const env = siteEnv(sitePort)
  await buildBare()
  await buildSite(env)
  await ensureEdge()
  start(process.execPath, serverArgs, { env, label: 'The site' })
  start(process.execPath, [nextBin, 'start', '-p', String(barePort), '-H', '127.0.0.1'], {
    cwd: bareDir,
    env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    label: 'The bare page',
  })
  const site = `http://127.0.0.1:${sitePort}`
  const bare = `http://127.0.0.1:${barePort}`
  await Promise.all([waitFor(`${site}/`, 180), waitFor(`${bare}/`, 60)])
  const statik = parts.includes('lighthouse') || parts.includes('trace') ? await startStatic() : null
  // One request each first: the first render of a page fills the caches that every later visitor reads.
  for (const name of pageNames) await waitFor(site + PAGES[name], 60)

  if (parts.includes('lighthouse')) {
    const port = await chromiumPort()
    console.log(`Lighthouse, mobile, median of ${runs} …`)
    results.lighthouse = { bare: await lighthouseRuns(port, `${bare}/`, 'bare'), static: await lighthouseRuns(port, `${statik}/`, 'static') }
    for (const name of pageNames) {
      process.stdout.write(`  ${PAGES[name]}\n`)
      results.lighthouse[name] = await lighthouseRuns(port, site + PAGES[name], name)
    }
  }
  if (parts.includes('html')) {
    results.html = { bare: await htmlBytes(`${bare}/`) }
    for (const name of pageNames) results.html[name] = await htmlBytes(site + PAGES[name])
  }
  if (parts.includes('trace')) {
    console.log(`Main-thread work: Lighthouse mobile, CPU ${throttle}× slower and slow 4G applied by DevTools, ${traceRuns} visits of each page …`)
    const targets = [
      { name: 'bare', url: `${bare}/` },
      { name: 'static', url: `${statik}/` },
      ...pageNames.map((name) => ({ name, url: site + PAGES[name] })),
    ]
    const port = await chromiumPort()
    const visits = await interleaved(targets, traceRuns, (url) => devtoolsRun(port, url))
    results.trace = { throttle, runs: traceRuns, pages: Object.fromEntries(Object.entries(visits).map(([name, v]) => [name, spread(v)])) }
  }
  if (parts.includes('load')) {
    console.log(`Load: 50 connections for ${duration} s, then 200 connections for ${Math.min(duration, 10)} s, on each …`)
    results.load = {
      bare: await load(`${bare}/`, 50, duration),
      site: await load(`${site}/`, 50, duration),
      bare200: await load(`${bare}/`, 200, Math.min(duration, 10)),
      site200: await load(`${site}/`, 200, Math.min(duration, 10)),
    }
  }
} finally {
  stopAll()
}

// --- Tables --------------------------------------------------------------------------------------
const label = (name) => (name === 'bare' ? 'Bare Next.js page' : name === 'static' ? 'Static HTML page (nginx)' : PAGES[name])
if (results.lighthouse) {
  const L = results.lighthouse
  const bareLcp = L.bare.lcpMs
  const staticLcp = L.static.lcpMs
  const rows = ['static', 'bare', ...pageNames].map((name) => {
    const r = L[name]
    if (name === 'bare' || name === 'static') return [label(name), r.perf, s(r.lcpMs), '', `${r.tbtMs} ms`, r.cls, r.a11y, r.bp, r.seo, kb(r.bytes.js), kb(r.bytes.font), kb(r.bytes.total)]
    const isHome = name === 'home'
    const f = isHome ? 1 : T.otherPages
    return [
      label(name),
      check(`${name} performance`, r.perf, r.perf >= T.perf),
      check(`${name} LCP within 10% of bare`, r.lcpMs, r.lcpMs <= bareLcp * T.lcpVsBare, s(r.lcpMs)),
      check(`${name} LCP within 10% of the static page`, r.lcpMs, r.lcpMs <= staticLcp * T.lcpVsStatic, `${(r.lcpMs / staticLcp).toFixed(2)}×`),
      check(`${name} TBT`, r.tbtMs, r.tbtMs <= T.tbtMs, `${r.tbtMs} ms`),
      check(`${name} CLS`, r.cls, r.cls <= T.cls),
      check(`${name} accessibility`, r.a11y, r.a11y >= T.score),
      check(`${name} best practices`, r.bp, r.bp >= T.score),
      check(`${name} SEO`, r.seo, r.seo >= T.score),
      check(`${name} JS bytes`, r.bytes.js, r.bytes.js <= T.js * f, kb(r.bytes.js)),
      check(`${name} font bytes`, r.bytes.font, r.bytes.font <= T.font * f, kb(r.bytes.font)),
      check(`${name} total bytes`, r.bytes.total, r.bytes.total <= T.total * f, kb(r.bytes.total)),
    ]
  })
  printTable(
    `Lighthouse mobile (simulated slow 4G), median of ${runs}; bytes on the wire in KB (1 KB = 1024 B), prefetches included`,
    ['Page', 'Perf', 'LCP', 'LCP vs static', 'TBT', 'CLS', 'A11y', 'BP', 'SEO', 'JS', 'Font', 'Total'],
    rows,
  )
  const failing = pageNames.flatMap((n) => L[n].failing.map((f) => `${PAGES[n]} ${f}`))
  if (failing.length) console.log(`\nAudits short of 100: ${failing.join(', ')}`)
}
if (results.trace) {
  const P = results.trace.pages
  const bareWork = P.bare.total.median
  const bareBlocking = P.bare.blocking.median
  const range = (f) => `${f.median} (${f.min}–${f.max})`
  const rows = ['static', 'bare', ...pageNames].map((name) => {
    const r = P[name]
    const kinds = WORK_KINDS.map((k) => r.byKind[k])
    const workRatio = r.total.median / bareWork
    const blockingRatio = bareBlocking > 0 ? r.blocking.median / bareBlocking : r.blocking.median > 0 ? Infinity : 0
    if (name === 'bare' || name === 'static') return [label(name), range(r.total), ...kinds, r.longTasks.median, range(r.blocking), name === 'bare' ? '1.00' : workRatio.toFixed(2), name === 'bare' ? '1.00' : blockingRatio.toFixed(2)]
    return [
      label(name),
      range(r.total),
      ...kinds,
      r.longTasks.median,
      range(r.blocking),
      check(`${name} main-thread work ≤ bare`, workRatio, workRatio <= T.workVsBare, workRatio.toFixed(2)),
      check(`${name} blocking time ≤ bare`, blockingRatio, blockingRatio <= T.workVsBare, Number.isFinite(blockingRatio) ? blockingRatio.toFixed(2) : '∞'),
    ]
  })
  printTable(
    `Main-thread work from navigation to idle, in ms: median (lowest–highest) of ${results.trace.runs} Lighthouse visits, CPU ${results.trace.throttle}× slower and slow 4G applied by DevTools; Blocking is Total Blocking Time`,
    ['Page', 'Work', ...WORK_KINDS.map((k) => ({ script: 'Script', compile: 'Compile', style: 'Style+layout', parse: 'Parse', paint: 'Paint', gc: 'GC', other: 'Other' })[k]), 'Long tasks', 'Blocking', 'Work vs bare', 'Blocking vs bare'],
    rows,
  )
}
if (results.html) {
  const rows = ['bare', ...pageNames].map((name) => {
    const r = results.html[name]
    const gz = `${kb(r.gzip)}${r.servedGzip ? '' : ' (not served gzip)'}`
    if (name === 'bare') return [label(name), r.status, gz, kb(r.raw)]
    const limit = T.htmlGzip * (name === 'home' ? 1 : T.otherPages)
    return [label(name), r.status, check(`${name} HTML gzip`, r.gzip, r.status === 200 && r.gzip <= limit, gz), kb(r.raw)]
  })
  printTable('HTML in KB', ['Page', 'Status', 'Gzip', 'Raw'], rows)
}
if (results.load) {
  const { bare, site, bare200, site200 } = results.load
  printTable(
    'Throughput of / against the bare page (autocannon, gzip, loopback)',
    ['Server', 'Req/s (50)', 'p50 ms', 'p99 ms', 'Errors (50)', 'Errors (200)'],
    [
      ['Bare Next.js page', bare.rps, bare.p50, bare.p99, bare.errors, bare200.errors],
      [
        '/',
        check('throughput ≥ 60% of bare', site.rps, site.rps >= bare.rps * T.throughputVsBare, `${site.rps} (${Math.round((site.rps / bare.rps) * 100)}%)`),
        site.p50,
        check('p99 ≤ 2× bare', site.p99, site.p99 <= bare.p99 * T.p99VsBare),
        check('no errors at 50 connections', site.errors, site.errors === 0),
        check('no errors at 200 connections', site200.errors, site200.errors === 0),
      ],
    ],
  )
}

results.targets = checks
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`)
const missed = checks.filter((c) => !c.met)
console.log(`\n${checks.length - missed.length} of ${checks.length} targets met${missed.length ? `; missed: ${missed.map((c) => c.name).join(', ')}` : ''}.`)
console.log('Written to bench/results/latest.json')
if (missed.length) process.exitCode = 1
