import type { AfterErrorHook, FlattenedField, PayloadRequest } from 'payload'

/** A field's path (mortality.qxTable, checklists.0.documents.1.name) as staff read it: its labels. */
export function labelOfPath(fields: FlattenedField[], path: string[]): string {
  const labels: string[] = []
  let current: FlattenedField[] | undefined = fields
  for (const segment of path) {
    if (/^\d+$/.test(segment)) continue // a row of a list
    const field: FlattenedField | undefined = current?.find((f) => f.name === segment)
    if (!field) {
      labels.push(segment)
      break
    }
    const label = 'label' in field && typeof field.label === 'string' ? field.label : field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
    labels.push(label)
    current = 'flattenedFields' in field ? field.flattenedFields : undefined
  }
  return labels.join(' › ')
}

function globalFields(req: PayloadRequest): FlattenedField[] | undefined {
  const slug = /\/globals\/([^/?]+)/.exec(req.pathname ?? '')?.[1]
  return slug ? req.payload.config.globals.find((g) => g.slug === slug)?.flattenedFields : undefined
}

/**
 * Payload's "The following field is invalid: exampleAge" names fields by their internal names. Staff
 * read the labels: "The following field is invalid: Example › Age of the example". The messages of each
 * field, ours, are plain already.
 */
export const fieldLabelsInMessages: AfterErrorHook = ({ collection, error, req, result }) => {
  if (!result) return undefined
  const errors = (error as { data?: { errors?: { path?: unknown }[] } }).data?.errors
  const paths = Array.isArray(errors) ? errors.map((e) => e.path).filter((p): p is string => typeof p === 'string' && p !== '') : []
  const fields = collection?.flattenedFields ?? globalFields(req)
  if (paths.length === 0 || !fields) return undefined
  const labels = [...new Set(paths.map((p) => labelOfPath(fields, p.split('.'))))]
  const message = `${labels.length === 1 ? 'The following field is invalid' : 'The following fields are invalid'}: ${labels.join(', ')}`
  return { response: { ...result, errors: result.errors.map((e) => (typeof e.message === 'string' && e.message.startsWith('The following field') ? { ...e, message } : e)) } }
}
