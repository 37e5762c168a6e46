import { describe, expect, it } from 'vitest'

import { richText } from './lexical'

describe('richText', () => {
  it('makes a link on this site from [words](/path), between plain and bold text', () => {
    const [paragraph] = richText('Use **our** [cover calculator](/how-much-cover) to check.').root.children
    expect(paragraph?.type).toBe('paragraph')
    expect(paragraph?.children).toMatchObject([
      { type: 'text', text: 'Use ', format: 0 },
      { type: 'text', text: 'our', format: 1 },
      { type: 'text', text: ' ', format: 0 },
      { type: 'link', fields: { linkType: 'custom', url: '/how-much-cover', newTab: false }, children: [{ type: 'text', text: 'cover calculator' }] },
      { type: 'text', text: ' to check.' },
    ])
  })

  it('leaves an address off this site as the text it was written as', () => {
    const [paragraph] = richText('See [this](https://example.com).').root.children
    expect(paragraph?.children).toMatchObject([{ type: 'text', text: 'See [this](https://example.com).' }])
  })
})
