import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { evenGridColumns, evenGridFirstRow } from './even-grid'

describe('evenGridColumns', () => {
  it('gives the columns the CSS gives: three or four by the count, never a row with more than one empty column', () => {
    const expected: Record<number, number> = { 1: 2, 2: 2, 3: 3, 4: 4, 5: 3, 6: 3, 7: 4, 8: 4, 9: 3, 10: 2, 11: 4, 12: 4 }
    for (const [count, columns] of Object.entries(expected)) expect(evenGridColumns(Number(count)), `${count} items`).toBe(columns)
    for (let count = 3; count <= 40; count++) {
      const columns = evenGridColumns(count)
      const last = count % columns
      expect(last === 0 || columns - last <= 1, `${count} items in ${columns} columns`).toBe(true)
    }
  })

  it('counts the first row on a wide screen', () => {
    expect([1, 2, 3, 4, 5, 8].map(evenGridFirstRow)).toEqual([1, 2, 3, 4, 3, 4])
  })

  it('is the rule globals.css writes', () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'src/app/(site)/globals.css'), 'utf8')
    expect(css).toContain(':is(.even-grid, .count-cols):has(> :last-child:nth-child(3n)),')
    expect(css).toContain(':is(.even-grid, .count-cols):has(> :last-child:nth-child(3n + 5)) {')
    expect(css).toContain(':is(.even-grid, .count-cols):has(> :last-child:nth-child(4n)),')
    expect(css).toContain(':is(.even-grid, .count-cols):has(> :last-child:nth-child(4n + 7)) {')
  })
})
