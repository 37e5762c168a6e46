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

import type { BuildScripts } from './next-internals'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** A layout's or page's script larger than this is left to compile lazily (Next's own are always marked). */
export const MAX_PAGE_CHUNK_BYTES = 128 * 1024

/** The admin's route group: its scripts are never marked. */
const ADMIN_GROUP = '(payload)'

/**
 * The scripts a public page starts with, of those the build names (buildScripts of edge/next-internals.ts,
 * which knows how Next lists them): Next's own, which every page loads, and those of the site's
 * layouts and pages up to MAX_PAGE_CHUNK_BYTES (outside the admin's route group). Only files that are
 * there count. Returns paths relative to distDir (the build folder: .next, or NEXT_DIST_DIR), sorted.
 */
export function startupChunks(distDir: string, scripts: BuildScripts): string[] {
  const found = (file: string) => fs.existsSync(path.join(distDir, file))
  const chunks = new Set<string>(scripts.everyPage.filter(found))
  for (const { route, files } of scripts.routes) {
    if (route.split('/').includes(ADMIN_GROUP)) continue
    for (const file of files) if (found(file) && fs.statSync(path.join(distDir, file)).size <= MAX_PAGE_CHUNK_BYTES) chunks.add(file)
  }
  return [...chunks].sort()
}

/**
 * Puts the hint at the top of each start-up script that lacks it. Run after `next build` and before the
 * Brotli copies are written (static-assets.ts), which then follow the changed files. Without the build's
 * scripts (the build does not hold to what edge/next-internals.ts knows of it) nothing is marked.
 * Returns the start-up scripts found, and how many were marked now.
 */
export function addCompileHints(distDir: string, scripts: BuildScripts | null): { files: number; marked: number } {
  if (!scripts) return { files: 0, marked: 0 }
  const files = startupChunks(distDir, scripts)
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
