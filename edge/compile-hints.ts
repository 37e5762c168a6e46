// Compile hints for the scripts a public page starts with (issue 13; decision 025). V8 compiles a
// script's functions lazily: when the script arrives it only skims them, and compiles each one on the
// main thread the first time it is called. Next's start-up calls most of React and its router at once,
// in one task after the scripts have loaded, so that task spent about half its time compiling (measured:
// 280 functions, 26 of 47 ms). A script whose first line is the comment below has all its functions
// compiled while it downloads, off the main thread (Chrome 136 and later; to other browsers it is only a comment).
// Only the scripts public pages start with are marked, and of a page's own scripts only those up to
// 128 KB: a large bundle (the admin's; the claim form's 391 KB of validation and upload libraries) is
// mostly functions nobody calls at start, and would be compiled whole for nothing.
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** A chunk's path in the build as the manifests give it: static/chunks/<name>.js, nothing else. */
const CHUNK = /^static\/chunks\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}\.js$/
/** A layout's or page's script larger than this is left to compile lazily (Next's own are always marked). */
export const MAX_PAGE_CHUNK_BYTES = 128 * 1024

/**
 * How a client reference manifest is read (readClientManifest of edge/next-internals.ts, which knows
 * Next's private manifests): the object it assigns, or null.
 */
export type ManifestReader = (text: string) => { entryJSFiles: Record<string, string[]> } | null

/**
 * The scripts a public page starts with: Next's own (the build manifest's rootMainFiles, which every
 * page loads) and those of the site's layouts and pages up to MAX_PAGE_CHUNK_BYTES (each page's client
 * reference manifest, outside the admin's route group).
 * Returns paths relative to distDir (the build folder: .next, or NEXT_DIST_DIR), sorted.
 */
export function startupChunks(distDir: string, readManifest: ManifestReader): string[] {
  const found = (file: unknown): file is string => typeof file === 'string' && CHUNK.test(file) && fs.existsSync(path.join(distDir, file))
  const chunks = new Set<string>()
  const build = readJson(path.join(distDir, 'build-manifest.json'))
  const rootMainFiles: unknown = build && typeof build === 'object' && 'rootMainFiles' in build ? build.rootMainFiles : undefined
  for (const file of Array.isArray(rootMainFiles) ? rootMainFiles : []) if (found(file)) chunks.add(file)
  for (const manifest of clientManifests(path.join(distDir, 'server', 'app'), readManifest)) {
    for (const files of Object.values<unknown>(manifest?.entryJSFiles ?? {})) {
      for (const file of Array.isArray(files) ? files : []) {
        if (found(file) && fs.statSync(path.join(distDir, file)).size <= MAX_PAGE_CHUNK_BYTES) chunks.add(file)
      }
    }
  }
  return [...chunks].sort()
}

/**
 * Puts the hint at the top of each start-up script that lacks it. Run after `next build` and before the
 * Brotli copies are written (static-assets.ts), which then follow the changed files. Without a reader
 * (the build does not hold to the manifests' assumption, edge/next-internals.ts) nothing is marked.
 * Returns the start-up scripts found, and how many were marked now.
 */
export function addCompileHints(distDir: string, readManifest: ManifestReader | null): { files: number; marked: number } {
  if (!readManifest) return { files: 0, marked: 0 }
  const files = startupChunks(distDir, readManifest)
  let marked = 0
  for (const file of files) {
    const full = path.join(distDir, file)
    const body = fs.readFileSync(full, 'utf8')
    if (body.startsWith(COMPILE_HINT)) continue
    // Written under another name first, so a server never reads half a file.
    fs.writeFileSync(`${full}.tmp`, COMPILE_HINT + body)
    fs.renameSync(`${full}.tmp`, full)
    marked++
  }
  return { files: files.length, marked }
}

/**
 * The client reference manifests of the site's routes (all but the admin's route group), read as JSON,
 * never run. One that cannot be read is skipped (the hints only make start-up faster; a build never fails on them).
 */
function clientManifests(appDir: string, readManifest: ManifestReader): ReturnType<ManifestReader>[] {
  if (!fs.existsSync(appDir)) return []
  return fs
    .readdirSync(appDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('_client-reference-manifest.js') && !file.split(path.sep).includes('(payload)'))
    .map((file) => readManifest(fs.readFileSync(path.join(appDir, file), 'utf8')))
}

function readJson(file: string): unknown {
  return fs.existsSync(file) ? parseJson(fs.readFileSync(file, 'utf8')) : null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
