import { describe, expect, it } from 'vitest'

import { acquisitionStatement, leaders, leadershipPage, pressReleases, statements } from './company'

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n)

/** The demo content says things about itself in prose; each must agree with the lists it describes. */
describe('the leadership page agrees with its list of directors', () => {
  const board = leaders.filter((l) => l.team === 'board')
  const independent = board.filter((l) => /^Independent\b/.test(l.designation))
  const executive = board.filter((l) => /\b(Executive Director|Chief Executive Officer)\b/.test(l.designation) && !/Non-Executive/.test(l.designation))
  const intro = leadershipPage.boardIntro.toLowerCase()

  it('counts the independent directors it lists', () => {
    expect(independent.length).toBeGreaterThan(0)
    expect(intro).toContain(`${inWords(independent.length)} are independent`)
  })

  it('counts the non-executive directors among all of them', () => {
    expect(intro).toContain(`${inWords(board.length - executive.length)} of our ${inWords(board.length)} directors`)
  })
})

describe('the tables in the statements and press releases add up', () => {
  const tables = [...statements, ...pressReleases].flatMap((doc) =>
    doc.sections.flatMap((s) => (s.table ? [{ where: `${doc.title}: ${s.heading}`, table: s.table }] : [])),
  )
  const amount = (cell: string | undefined) => Number((cell ?? '').replace(/[,%()]/g, ''))

  it('has tables to check', () => expect(tables.length).toBeGreaterThan(3))

  for (const { where, table } of tables) {
    const total = table.rows.find((r) => r[0] === 'Total')
    if (!total) continue
    it(`${where}: each column's Total is the sum of its rows`, () => {
      const parts = table.rows.filter((r) => r !== total)
      for (let col = 1; col < table.columns.length; col++) {
        const sum = parts.reduce((acc, r) => acc + amount(r[col]), 0)
        expect(Math.round(sum * 10) / 10, `${table.columns[col]}`).toBe(amount(total[col]))
      }
    })
  }
})

describe('the press releases', () => {
  it('list the statement the announcement banner links to', () => {
    expect(pressReleases).toContain(acquisitionStatement)
  })

  it('open with the date they were published', () => {
    for (const p of pressReleases) {
      const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date(p.publishedAt))
      expect(p.sections[0]?.heading, p.title).toBe(`Lagos, ${date}`)
    }
  })
})
