import type { FlattenedField, SanitizedConfig } from 'payload'

import { labelOfPath } from '@/lib/api/field-labels'

import type { FieldChange } from './diff'

/** The collection's or page's name as staff read it ("Claims", "Home page"), from its slug. */
export function targetLabel(config: Pick<SanitizedConfig, 'collections' | 'globals'>, slug: string | null | undefined): string {
  if (!slug) return ''
  const collection = config.collections.find((c) => c.slug === slug)
  const plural = collection?.labels?.plural
  if (typeof plural === 'string') return plural
  const global = config.globals.find((g) => g.slug === slug)
  if (global && typeof global.label === 'string') return global.label
  return slug
}

function fieldsOf(config: Pick<SanitizedConfig, 'collections' | 'globals'>, slug: string | null | undefined): FlattenedField[] {
  return config.collections.find((c) => c.slug === slug)?.flattenedFields ?? config.globals.find((g) => g.slug === slug)?.flattenedFields ?? []
}

/**
 * An entry's changes as staff read them (decision 033): each field by its label, with the values before
 * and after where they were recorded ("Status: Received → Documents complete"), or that it changed.
 */
export function changeLines(config: Pick<SanitizedConfig, 'collections' | 'globals'>, slug: string | null | undefined, changes: unknown): string[] {
  if (!Array.isArray(changes)) return []
  const fields = fieldsOf(config, slug)
  return (changes as FieldChange[]).flatMap((change) => {
    if (!change || typeof change.field !== 'string') return []
    const label = labelOfPath(fields, change.field.split('.'))
    if (change.before === undefined && change.after === undefined) return [`${label}: changed`]
    return [`${label}: ${change.before || '(empty)'} → ${change.after || '(empty)'}`]
  })
}
