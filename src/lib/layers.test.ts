import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Data flows one way (docs/decisions/028-one-way-layers.md): the Payload config and the collections call
 * src/lib, and src/lib never imports them back, directly or by a relative path. (ESLint's
 * no-restricted-imports says the same while editing; this fails `npm test` even if lint is skipped.)
 */
const LIB = path.resolve(__dirname)
const SRC = path.dirname(LIB)
const FORBIDDEN = [path.join(SRC, 'payload.config'), path.join(SRC, 'collections')]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : []
  })
}

/** Every module specifier a file names: import/export … from, import(…), require(…). */
export function specifiers(code: string): string[] {
  const found: string[] = []
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g]
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1] as string)
  return found
}

/** Where a specifier points inside src, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier === '@payload-config') return path.join(SRC, 'payload.config')
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return null
}

function crossings(): string[] {
  const bad: string[] = []
  // This file names the forbidden imports as examples, in strings.
  for (const file of sourceFiles(LIB).filter((f) => f !== __filename)) {
    for (const specifier of specifiers(fs.readFileSync(file, 'utf8'))) {
      const to = target(file, specifier)?.replace(/\.(ts|tsx|js|mjs)$/, '')
      if (to && FORBIDDEN.some((f) => to === f || to.startsWith(f + path.sep))) bad.push(`${path.relative(SRC, file)} imports ${specifier}`)
    }
  }
  return bad
}

describe('src/lib depends on neither the Payload config nor the collections', () => {
  it('finds the imports it must refuse', () => {
    expect(specifiers(`import config from '@payload-config'\nimport type { X } from "@/collections/Claims"\nconst m = await import('../payload.config')`)).toEqual([
      '@payload-config',
      '@/collections/Claims',
      '../payload.config',
    ])
  })

  it('has no such import anywhere in src/lib', () => {
    expect(crossings()).toEqual([])
  })
})
