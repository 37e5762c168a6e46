import { describe, expect, it, vi } from 'vitest'

// The content module reads through Payload; these tests only need its pure helpers.
vi.mock('@/lib/content/payload', () => ({ cachedRead: (_name: string, read: unknown) => read }))

const { downloadOf, formatFileSize, sortGlossary } = await import('@/lib/content/claims')
const { letterIndex } = await import('./GlossaryView')
const { groupByTopic } = await import('./ClaimsFaqView')

describe('formatFileSize', () => {
  it('shows kilobytes under a megabyte and megabytes above', () => {
    expect(formatFileSize(86_000)).toBe('84 KB')
    expect(formatFileSize(300)).toBe('1 KB')
    expect(formatFileSize(1_258_291)).toBe('1.2 MB')
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB')
    expect(formatFileSize(0)).toBe('size unknown')
  })
})

describe('downloadOf', () => {
  it('leaves out a form whose PDF is missing', () => {
    expect(downloadOf({ name: 'Death claim form', file: null })).toBeNull()
    expect(downloadOf({ name: 'Death claim form', file: 12 })).toBeNull()
  })

  it('gives the address, file name and size of an uploaded PDF', () => {
    const file = { id: 1, title: 'x', url: '/api/documents/file/a.pdf', filename: 'a.pdf', filesize: 2048, createdAt: '', updatedAt: '' }
    expect(downloadOf({ name: 'A', summary: 'B', file })).toEqual({
      name: 'A',
      summary: 'B',
      url: '/api/documents/file/a.pdf',
      filename: 'a.pdf',
      size: '2 KB',
    })
  })
})

describe('glossary order and letters', () => {
  const entries = sortGlossary([
    { term: 'sum assured', meaning: '' },
    { term: 'Beneficiary', meaning: '' },
    { term: 'Surrender value', meaning: '' },
    { term: 'Annuity', meaning: '' },
  ])

  it('sorts terms alphabetically regardless of case and gives each its anchor', () => {
    expect(entries.map((e) => e.term)).toEqual(['Annuity', 'Beneficiary', 'sum assured', 'Surrender value'])
    expect(entries[2]?.anchor).toBe('term-sum-assured')
  })

  it('links each letter to its first term', () => {
    expect(letterIndex(entries)).toEqual([
      { letter: 'A', anchor: 'term-annuity' },
      { letter: 'B', anchor: 'term-beneficiary' },
      { letter: 'S', anchor: 'term-sum-assured' },
    ])
  })
})

describe('groupByTopic', () => {
  it('keeps topics in the order they first appear and puts untitled ones under "Other questions"', () => {
    const groups = groupByTopic([
      { topic: 'Payment', question: 'a', answer: '' },
      { topic: 'Documents', question: 'b', answer: '' },
      { topic: 'Payment', question: 'c', answer: '' },
      { question: 'd', answer: '' },
    ])
    expect(groups.map((g) => [g.topic, g.anchor, g.items.map((i) => i.question)])).toEqual([
      ['Payment', 'topic-payment', ['a', 'c']],
      ['Documents', 'topic-documents', ['b']],
      ['Other questions', 'topic-other-questions', ['d']],
    ])
  })
})
