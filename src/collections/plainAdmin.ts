import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

import type { RowLabelOptions } from '@/lib/admin/row-label'

/**
 * Plain labels in the admin, for every collection and global (decision 033): each array row is named by
 * its content (`RowLabel`), never "Checklist 01"; each tick box reads as a word in list columns
 * (`YesNoCell`), never a `true`/`false` chip. Applied in the config to everything, so a new collection
 * or array is covered without anyone remembering; a field that sets its own component keeps it.
 * src/collections/plainAdmin.test.ts checks the rest (labels, option labels) against the whole config.
 */

const ROW_LABEL = '@/components/admin/RowLabel#RowLabel'
const YES_NO_CELL = '@/components/admin/YesNoCell#YesNoCell'

/** Fields that name a row best, in this order; after them, the row's other words in the order given. */
const NAMING = ['name', 'title', 'heading', 'question', 'document', 'term', 'label', 'message', 'figure', 'claimType', 'topic', 'text', 'summary']
const WORDY: Field['type'][] = ['text', 'textarea', 'email', 'select', 'radio']

type Named = { path: string; field: Field }

/** The row's own fields, through rows, collapsibles and unnamed tabs, and one level into groups. */
function ownFields(fields: Field[], prefix = '', depth = 0): Named[] {
  return fields.flatMap((field): Named[] => {
    if (field.type === 'row' || field.type === 'collapsible') return ownFields(field.fields, prefix, depth)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : ownFields(tab.fields, prefix, depth)))
    if (!('name' in field) || (field.admin && 'hidden' in field.admin && field.admin.hidden)) return []
    if (field.type === 'group') return depth === 0 ? ownFields(field.fields, `${prefix}${field.name}.`, depth + 1) : []
    return [{ path: `${prefix}${field.name}`, field }]
  })
}

function singular(field: Extract<Field, { type: 'array' }>): string {
  const label = field.labels?.singular
  const text = typeof label === 'string' ? label : field.name
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** Which of the row's fields name it, and the option labels of those that are selects. */
export function rowLabelOptions(field: Extract<Field, { type: 'array' }>): RowLabelOptions {
  const own = ownFields(field.fields)
  const wordy = own.filter((f) => WORDY.includes(f.field.type))
  const rank = (f: Named) => {
    const i = NAMING.indexOf(f.path.split('.').at(-1) ?? '')
    return i === -1 ? NAMING.length + (f.path.includes('.') ? 1 : 0) : i
  }
  const chosen = (wordy.length > 0 ? wordy : own.filter((f) => f.field.type === 'number')).sort((a, b) => rank(a) - rank(b))
  const options: Record<string, Record<string, string>> = {}
  for (const { path, field: f } of chosen) {
    if (f.type !== 'select' && f.type !== 'radio') continue
    options[path] = Object.fromEntries(f.options.map((o) => (typeof o === 'string' ? [o, o] : [o.value, typeof o.label === 'string' ? o.label : o.value])))
  }
  return { fields: chosen.map((f) => f.path), options, noun: singular(field) }
}

function plainFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'array': {
        const components = field.admin?.components
        const RowLabel = components?.RowLabel ?? { path: ROW_LABEL, clientProps: rowLabelOptions(field) }
        return { ...field, fields: plainFields(field.fields), admin: { ...field.admin, components: { ...components, RowLabel } } }
      }
      case 'checkbox': {
        const components = field.admin?.components
        if (components?.Cell) return field
        return { ...field, admin: { ...field.admin, components: { ...components, Cell: YES_NO_CELL } } }
      }
      case 'row':
      case 'collapsible':
      case 'group':
        return { ...field, fields: plainFields(field.fields) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: plainFields(tab.fields) })) }
      case 'blocks':
        return { ...field, blocks: field.blocks.map((block: Block) => ({ ...block, fields: plainFields(block.fields) })) }
      default:
        return field
    }
  })
}

export function withPlainAdmin(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ({ ...c, fields: plainFields(c.fields) }))
}

export function withPlainAdminGlobals(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => ({ ...g, fields: plainFields(g.fields) }))
}
