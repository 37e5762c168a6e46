import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { labelOfPath } from './field-labels'

const fields = [
  { name: 'exampleAge', type: 'number', label: 'Age of the example' },
  { name: 'mortality', type: 'group', label: 'Mortality', flattenedFields: [{ name: 'qxTable', type: 'textarea', label: 'qx table' }] },
  { name: 'checklists', type: 'array', flattenedFields: [{ name: 'documents', type: 'array', label: 'Documents', flattenedFields: [{ name: 'name', type: 'text' }] }] },
] as unknown as FlattenedField[]

describe('labelOfPath', () => {
  it('names a field by its label', () => {
    expect(labelOfPath(fields, ['exampleAge'])).toBe('Age of the example')
  })

  it('names a field inside a group or a list by the labels along the way, without row numbers', () => {
    expect(labelOfPath(fields, ['mortality', 'qxTable'])).toBe('Mortality › qx table')
    expect(labelOfPath(fields, ['checklists', '0', 'documents', '1', 'name'])).toBe('Checklists › Documents › Name')
  })
})
