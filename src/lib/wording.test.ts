import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { TENURE_MEANS, tenureHint } from './wording'

describe('tenureHint', () => {
  it('starts with the one explanation of tenure for every kind of plan that pays premiums', () => {
    expect(tenureHint()).toBe('How many years you pay premiums.')
    for (const kind of ['term', 'endowment', 'familyIncome', 'education', 'health', 'wholeLife'] as const) {
      expect(tenureHint(kind).startsWith(TENURE_MEANS), kind).toBe(true)
    }
    expect(tenureHint('term')).toBe('How many years you pay premiums. The cover lasts as long.')
    expect(tenureHint('wholeLife')).toBe('How many years you pay premiums. The cover lasts for life.')
  })

  it('says what an annuity’s tenure is: the years its income is guaranteed', () => {
    expect(tenureHint('annuity')).toBe('How many years your income is guaranteed, even if you die.')
  })
})

/**
 * "Adviser" (British and Nigerian usage) everywhere in src, visitors' text and demo content alike. The only
 * "advisor"s left are the spec's own labels, kept as the old site had them, and the home page's card field
 * named after one (a database column; renaming it would move data for no visitor's benefit).
 */
describe('the word "adviser"', () => {
  const SRC = path.resolve(__dirname, '..')
  const ALLOWED: RegExp[] = [
    // The spec's labels: the header link and the home page's self-service card (spec, header and home).
    /Talk To An Advisor(?=\s*<|\s*$|['"])/g,
    /Talk to an advisor(?=\s*<|\s*$|['"])/g,
    // The Home global's field (self_service_cards_advisor_*), its generated type and the code reading it.
    /\badvisor\??:/g,
    /name: 'advisor'/g,
    /cards\.advisor\b/g,
  ]
  function* files(dir: string): Generator<string> {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        // Committed migrations are history: they name the columns as they were.
        if (path.relative(SRC, full) !== 'migrations') yield* files(full)
      } else if (/\.(tsx?|css|md|json)$/.test(entry.name)) yield full
    }
  }

  // Reads every source file: give a busy machine time.
  it('is spelt "adviser" in src, except in the spec’s own labels', { timeout: 30_000 }, () => {
    const found: string[] = []
    for (const file of files(SRC)) {
      const rel = path.relative(SRC, file)
      if (rel === 'lib/wording.test.ts') continue
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const rest = ALLOWED.reduce((text, allowed) => text.replace(allowed, ''), line)
          if (/advisor/i.test(rest)) found.push(`src/${rel}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })
})
