// Helpers shared by the start and test scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { UNFINISHED_ATTEMPTS, UNFINISHED_EXIT_CODE } from './unfinished.mjs'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/**
 * Runs a command, streaming its output; rejects with a one-line message when it fails. With
 * `retryUnfinished`, a TypeScript script that stopped before it began its work (exit code
 * UNFINISHED_EXIT_CODE, see scripts/unfinished.mjs) is run again, up to UNFINISHED_ATTEMPTS times.
 */
export async function run(command, args, { env = {}, quiet = false, retryUnfinished = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(command, args, { env, quiet })
    } catch (error) {
      if (!retryUnfinished || error.exitCode !== UNFINISHED_EXIT_CODE || attempt >= UNFINISHED_ATTEMPTS) throw error
      console.error(`${path.basename(args.at(-1) ?? command)} stopped before starting; running it again.`)
    }
  }
}

function runOnce(command, args, { env, quiet }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    let output = ''
    if (quiet) {
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
    }
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output)
      else {
        if (quiet) process.stderr.write(output)
        reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { exitCode: code }))
      }
    })
  })
}

const FINGERPRINT_INPUTS = ['src', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json']

/** A hash of everything that goes into `next build`, to rebuild only when the source changed. */
export function sourceFingerprint() {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    const full = path.join(root, p)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name))
    } else {
      hash.update(p)
      hash.update(fs.readFileSync(full))
    }
  }
  FINGERPRINT_INPUTS.forEach(walk)
  return hash.digest('hex')
}

export function distDir() {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next')
}

/**
 * Whether the build matches the source. Returns the fingerprint it compared, for recordBuild: taken
 * before a build, so a file edited while the build runs makes the next start build again.
 * @returns {{ current: boolean, fingerprint: string }}
 */
export function checkBuild() {
  const dir = distDir()
  const fingerprint = sourceFingerprint()
  try {
    const current =
      fs.existsSync(path.join(dir, 'BUILD_ID')) && fs.readFileSync(path.join(dir, 'source-fingerprint'), 'utf8') === fingerprint
    return { current, fingerprint }
  } catch {
    return { current: false, fingerprint }
  }
}

/**
 * After a build: compile hints at the top of the scripts public pages start with
 * (edge/compile-hints.ts), Brotli copies of its scripts and stylesheets
 * (edge/static-assets.ts), then the fingerprint that marks the build as matching the source.
 * @param {string} [fingerprint] the one checkBuild returned before the build (by default, the source's now:
 *   the Dockerfile's build step, where nothing changes the source during the build)
 */
export async function recordBuild(fingerprint = sourceFingerprint()) {
  // The edge is TypeScript, compiled by ensureEdge (decision 008).
  await ensureEdge()
  /** @type {typeof import('../edge/compile-hints.ts')} */
  const { addCompileHints } = await import(pathToFileURL(path.join(root, '.edge/compile-hints.mjs')).href)
  // Only on a build that holds to Next's private manifests as edge/next-internals.ts knows them.
  /** @type {typeof import('../edge/next-internals.ts')} */
  const internals = await import(pathToFileURL(path.join(root, '.edge/next-internals.mjs')).href)
  const holds = internals.checkAssumptions(internals.buildView(distDir(), root))
  addCompileHints(distDir(), holds.manifests ? internals.buildScripts(distDir()) : null)
  const { compressStaticAssets } = await import(pathToFileURL(path.join(root, '.edge/static-assets.mjs')).href)
  await compressStaticAssets(distDir())
  fs.writeFileSync(path.join(distDir(), 'source-fingerprint'), fingerprint)
}

export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
/** The production server (Next's request handler behind our own edge), compiled from edge/server.ts. */
export const serverScript = path.join(root, '.edge/server.mjs')
/** The arguments to node that start it (after ensureEdge): plain node, no loader (decision 008). */
export const serverArgs = [serverScript]

const edgeInputs = path.join(root, '.edge/inputs.json')
/** The modules of edge/ compiled each into .edge/<name>.mjs: the server, and those recordBuild runs. */
const EDGE_ENTRIES = ['server', 'static-assets', 'next-internals', 'compile-hints']

/** sha256 of each file, by its path from the repository root (null for a file that is gone). */
function hashFiles(files) {
  return Object.fromEntries(
    files.map((file) => {
      try {
        return [file, crypto.createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('hex')]
      } catch {
        return [file, null]
      }
    }),
  )
}

/**
 * Compiles the edge (edge/server.ts and what it imports, packages left out) into .edge/server.mjs, and
 * edge/static-assets.ts, edge/next-internals.ts and edge/compile-hints.ts into .edge/ for recordBuild, with
 * esbuild, the compiler tsx already brings, unless the copy there was made from the same files: the
 * files it was made from are listed with their hashes in .edge/inputs.json. About 0.1 s when it compiles.
 * Type errors are tsc's business (npm test); this only strips the types.
 * @returns {Promise<boolean>} whether it compiled
 */
export async function ensureEdge() {
  try {
    const previous = JSON.parse(fs.readFileSync(edgeInputs, 'utf8'))
    const now = hashFiles(Object.keys(previous))
    // Every entry's copy must be there too: a list that gained one compiles again.
    const compiled = EDGE_ENTRIES.every((name) => fs.existsSync(path.join(root, `.edge/${name}.mjs`)))
    if (compiled && Object.entries(previous).every(([file, hash]) => now[file] === hash)) return false
  } catch {
    // No record, or an unreadable one: compile.
  }
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx'))('esbuild')
  const result = await esbuild.build({
    // The server, and for the build step (recordBuild) the Brotli copies, the manifests' check and the compile hints.
    entryPoints: EDGE_ENTRIES.map((name) => path.join(root, `edge/${name}.ts`)),
    outdir: path.join(root, '.edge'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    banner: { js: '// Compiled from edge/ by scripts/lib.mjs (ensureEdge). Do not edit.' },
  })
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(root, file)))
  fs.writeFileSync(edgeInputs, `${JSON.stringify(hashFiles(inputs), null, 2)}\n`)
  return true
}

/**
 * A loopback port nobody listens on right now. Test servers (Redis, Postgres, the app) take one each, so two
 * runs side by side (the SQLite and Postgres suites, or two checkouts on one machine) never share a server.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port on 127.0.0.1.'))))
    })
  })
}

/** Debian's nginx, which the cache's tests and the bench's static page run (tools/ensure-system.mjs installs it). */
export const NGINX = '/usr/sbin/nginx'

/**
 * A private folder for one nginx a test or the bench starts, with its run prefix (pid file, temp paths) in
 * `prefix`; the caller adds what else it needs inside `dir`. Fails in one line when nginx is missing.
 * Started as root (CI), nginx's workers run as nobody: they must read the folder (mkdtemp makes it its
 * owner's only, and every page the cache kept then failed with a 500) and write in the prefix.
 * @param {string} label the folder name's start
 * @returns {{ dir: string, prefix: string }}
 */
export function nginxFolders(label) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (or nginx)`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), label))
  const prefix = path.join(dir, 'run')
  fs.mkdirSync(prefix)
  fs.chmodSync(dir, 0o755)
  fs.chmodSync(prefix, 0o777)
  return { dir, prefix }
}
