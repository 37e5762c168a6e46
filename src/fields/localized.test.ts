import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { localizedWords } from './index'

const localized = (fields: Field[], path: string[]): boolean | undefined => {
  let level: Field[] = fields
  let found: Field | undefined
  for (const name of path) {
    const flat = level.flatMap((field) => (field.type === 'tabs' ? field.tabs.flatMap((tab) => tab.fields) : field.type === 'row' ? field.fields : [field]))
    found = flat.find((field) => 'name' in field && field.name === name)
    level = found && 'fields' in found ? found.fields : []
  }
  return found && 'localized' in found ? found.localized : undefined
}

describe('localizedWords', () => {
  const fields: Field[] = [
    { name: 'title', type: 'text' },
    { name: 'slugLink', type: 'group', fields: [{ name: 'href', type: 'text' }, { name: 'label', type: 'text' }] },
    { type: 'tabs', tabs: [{ label: 'Time', fields: [{ name: 'promise', type: 'group', fields: [{ type: 'row', fields: [{ name: 'figure', type: 'text' }, { name: 'unit', type: 'text' }] }] }] }] },
    { name: 'entries', type: 'array', fields: [{ name: 'term', type: 'text' }, { name: 'meaning', type: 'textarea' }] },
    { name: 'checklists', type: 'array', fields: [{ name: 'name', type: 'text' }] },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ]
  const out = localizedWords(fields, { shared: ['promise.figure', 'entries.term', 'checklists'] })

  it('keeps words per language and addresses, pictures and the named fields shared', () => {
    expect(localized(out, ['title'])).toBe(true)
    expect(localized(out, ['slugLink', 'label'])).toBe(true)
    expect(localized(out, ['slugLink', 'href'])).toBeUndefined()
    expect(localized(out, ['promise', 'unit'])).toBe(true)
    expect(localized(out, ['promise', 'figure'])).toBeUndefined()
    expect(localized(out, ['entries', 'meaning'])).toBe(true)
    expect(localized(out, ['entries', 'term'])).toBeUndefined()
    expect(localized(out, ['checklists', 'name'])).toBeUndefined()
    expect(localized(out, ['image'])).toBeUndefined()
  })
})
