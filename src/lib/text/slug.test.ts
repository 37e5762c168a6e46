import { describe, expect, it } from 'vitest'

import { slugFromTitle } from './slug'

describe('slugFromTitle', () => {
  it('makes a lower-case, hyphenated address part', () => {
    expect(slugFromTitle('Naira & Long-Term Goals (2026)')).toBe('naira-long-term-goals-2026')
    expect(slugFromTitle('  Family  Protection Plan ')).toBe('family-protection-plan')
  })

  it('drops accents of Yoruba, Igbo and Hausa names', () => {
    expect(slugFromTitle('Fọlákẹ́ Ọ̀gúnlẹ́yẹ')).toBe('folake-ogunleye')
    expect(slugFromTitle('Ụmụ Ńdị Ọ̀rụ')).toBe('umu-ndi-oru')
  })

  it('cuts a long title at a word, with no hyphen at the end', () => {
    const slug = slugFromTitle('How much life cover do you need when you have three children, a mortgage and a small business in Lagos')
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('gives nothing for a title with no letters or digits', () => {
    expect(slugFromTitle('—!?')).toBe('')
  })
})
