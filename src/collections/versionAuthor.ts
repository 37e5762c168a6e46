import type { CollectionBeforeChangeHook, CollectionConfig, Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

/**
 * Who saved each version (issue 23, part 5): every collection and global with drafts records the staff
 * member behind each save in `changedBy`, so each entry of its version history names its author. The
 * server's own writes (the demo seed) leave it as it was. Plans record theirs through the approval rule
 * (decision 031), which also names the approver.
 */
const changedByField: Field = {
  name: 'changedBy',
  type: 'relationship',
  relationTo: 'users',
  label: 'Saved by',
  admin: { position: 'sidebar', readOnly: true, description: 'The staff member who saved this version.' },
}

const stampCollection: CollectionBeforeChangeHook = ({ data, req }) => (req.user ? { ...data, changedBy: req.user.id } : data)
const stampGlobal: GlobalBeforeChangeHook = ({ data, req }) => (req.user ? { ...data, changedBy: req.user.id } : data)

const hasDrafts = (versions: CollectionConfig['versions'] | GlobalConfig['versions']) => typeof versions === 'object' && Boolean(versions.drafts)
const hasField = (fields: Field[]) => fields.some((f) => 'name' in f && f.name === 'changedBy')

export function withVersionAuthor(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) =>
    !hasDrafts(c.versions) || hasField(c.fields)
      ? c
      : { ...c, fields: [...c.fields, changedByField], hooks: { ...c.hooks, beforeChange: [...(c.hooks?.beforeChange ?? []), stampCollection] } },
  )
}

export function withVersionAuthorGlobals(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) =>
    !hasDrafts(g.versions) || hasField(g.fields)
      ? g
      : { ...g, fields: [...g.fields, changedByField], hooks: { ...g.hooks, beforeChange: [...(g.hooks?.beforeChange ?? []), stampGlobal] } },
  )
}
