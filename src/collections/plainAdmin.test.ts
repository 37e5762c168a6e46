import type { Field, FlattenedField, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import configPromise from '@payload-config'

import { rowLabelOptions } from './plainAdmin'

/**
 * Plain labels in the admin (decision 033), checked on the whole config, so a new collection, global or
 * field is held to them without anyone listing it: every field shown to staff has a label written for
 * people (not Payload's Title Case of its internal name), no label or option reads like code, every array
 * names its rows by their content, and every tick box has words in list columns.
 */
const config = await configPromise

type Found = { where: string; field: Field }

function walk(fields: Field[], where: string, out: Found[] = []): Found[] {
  for (const field of fields) {
    const name = 'name' in field ? field.name : `(${field.type})`
    const at = `${where}.${name}`
    out.push({ where: at, field })
    if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, `${at}[${'name' in tab && tab.name ? tab.name : String(tab.label)}]`, out)
    else if (field.type === 'blocks') for (const block of field.blocks) walk(block.fields, `${at}<${block.slug}>`, out)
    else if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, at, out)
  }
  return out
}

const everything: Found[] = [
  ...config.collections.flatMap((c: SanitizedCollectionConfig) => (c.admin?.hidden === true ? [] : walk(c.fields, c.slug))),
  ...config.globals.flatMap((g: SanitizedGlobalConfig) => walk(g.fields, `global:${g.slug}`)),
]
const shown = everything.filter(({ field }) => 'name' in field && !(field.admin && 'hidden' in field.admin && field.admin.hidden) && !field.name.startsWith('_'))
// Payload's own fields (ids, timestamps, upload metadata, sign-in) are labelled by Payload's translations.
const PAYLOAD_OWN = new Set(['id', 'createdAt', 'updatedAt', 'email', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'url', 'thumbnailURL', 'sizes', 'enableAPIKey', 'apiKey', 'sessions'])

const toWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
const CODE_LIKE = /\b[a-z]+[A-Z]\w*\b|\(kobo\)|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\/work\/|DATA_DIR/

describe('labels in the admin', () => {
  it('finds the config’s fields (a score of collections and globals)', () => {
    expect(config.collections.length).toBeGreaterThan(15)
    expect(shown.length).toBeGreaterThan(300)
  })

  it('gives every field staff see a label written for people, not its internal name', () => {
    const unlabelled = shown
      .filter(({ field }) => 'name' in field && !PAYLOAD_OWN.has(field.name) && /[a-z][A-Z]/.test(field.name))
      .filter(({ field }) => 'label' in field && typeof field.label === 'string' && field.label === toWords((field as { name: string }).name))
      .map(({ where }) => where)
    expect(unlabelled).toEqual([])
  })

  it('has no label, description or option that reads like code', () => {
    const problems: string[] = []
    for (const { where, field } of shown) {
      const label = 'label' in field && typeof field.label === 'string' ? field.label : ''
      if (CODE_LIKE.test(label.replace(/YouTube|LinkedIn/g, ''))) problems.push(`${where}: label "${label}"`)
      const description = field.admin && 'description' in field.admin && typeof field.admin.description === 'string' ? field.admin.description : ''
      // Placeholders ({premium}) and quoted examples of what to type ("fromAge,toAge,rate") are input, not labels.
      if (CODE_LIKE.test(description.replace(/\{[^}]*\}/g, '').replace(/"[^"]*"/g, '').replace(/YouTube|LinkedIn|WhatsApp/g, ''))) problems.push(`${where}: description "${description}"`)
      if (field.type === 'select' || field.type === 'radio') {
        for (const option of field.options) {
          const text = typeof option === 'string' ? option : typeof option.label === 'string' ? option.label : ''
          const value = typeof option === 'string' ? option : option.value
          if (!text || /^\d/.test(text) || /\bcode\b/i.test(text) || (text === value && /[\d_-]/.test(value))) problems.push(`${where}: option "${text}" (${value})`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('names every array’s rows by their content and shows every tick box as words in lists', () => {
    const problems: string[] = []
    for (const { where, field } of shown.filter(({ field }) => !PAYLOAD_OWN.has((field as { name: string }).name))) {
      if (field.type === 'array' && !field.admin?.components?.RowLabel) problems.push(`${where}: rows would be "${String(field.labels?.singular)} 01"`)
      if (field.type === 'checkbox' && !field.admin?.components?.Cell) problems.push(`${where}: a true/false chip in lists`)
    }
    expect(problems).toEqual([])
  })

  it('names a claim form checklist by its claim type and a document by its name', () => {
    const forms = config.globals.find((g) => g.slug === 'claim-forms')
    const checklists = forms?.flattenedFields.find((f: FlattenedField) => f.name === 'checklists')
    expect(checklists?.type).toBe('array')
    if (checklists?.type !== 'array') return
    const options = rowLabelOptions(checklists as unknown as Extract<Field, { type: 'array' }>)
    expect(options.fields?.[0]).toBe('claimType')
    expect(options.options?.claimType?.death).toBe('Death of the person covered')
  })
})
