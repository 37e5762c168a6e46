import type { CollectionConfig } from 'payload'

import { nobody, roles } from '@/access'
import { exportAuditLogEndpoint } from '@/lib/audit/export'
import { AUDIT_ACTIONS, AUDIT_COLLECTION } from '@/lib/audit/record'

/**
 * The record of staff actions (decision 030). Written by the server only; auditors read, filter and
 * export it. Nobody can add, change or delete an entry through the admin or the API; a job removes
 * entries past the years they are kept (AUDIT_KEEP_YEARS).
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_COLLECTION,
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'title',
    defaultColumns: ['at', 'action', 'target', 'title', 'actorEmail', 'address'],
    listSearchableFields: ['title', 'actorEmail', 'target', 'documentId'],
    description:
      'Every change, publication, deletion, sign-in, refused sign-in, export and change of roles by staff: who, when, from which address, and what changed. ' +
      'Filter by "Action", "What" or "When"; search by name, staff email or document id. Entries cannot be changed or deleted.',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: [{ path: '/components/admin/CsvExportLink#CsvExportLink', clientProps: { collection: AUDIT_COLLECTION, noun: 'audit-log' } }] },
  },
  access: { read: roles('auditor'), create: nobody, update: nobody, delete: nobody },
  // Nobody edits an entry, so nothing to lock (and no column in Payload's document locks for it).
  lockDocuments: false,
  defaultSort: '-at',
  endpoints: [exportAuditLogEndpoint],
  fields: [
    { name: 'at', type: 'date', label: 'When', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'action', label: 'Action', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map(({ label, value }) => ({ label, value })), admin: { readOnly: true } },
    {
      name: 'target',
      type: 'text',
      label: 'What',
      required: true,
      index: true,
      // Stored as the collection's or page's slug; read by its name.
      admin: {
        readOnly: true,
        description: 'The collection or page the action was on.',
        components: { Field: '@/collections/AuditLog/admin/Changes#TargetField', Cell: '@/collections/AuditLog/admin/Changes#TargetCell' },
      },
    },
    { name: 'documentId', type: 'text', label: 'Document id', index: true, admin: { readOnly: true } },
    { name: 'title', type: 'text', label: 'Name', admin: { readOnly: true } },
    { name: 'actor', type: 'relationship', relationTo: 'users', label: 'Staff account', admin: { readOnly: true } },
    { name: 'actorEmail', type: 'text', label: 'Staff member', index: true, admin: { readOnly: true, description: 'Kept even if the account is deleted later.' } },
    { name: 'address', type: 'text', label: 'From address', admin: { readOnly: true } },
    // The raw record stays in the API and the export; the admin shows it by field labels (and Payload's JSON
    // editor would load its code from the internet, which the site's rules forbid).
    { name: 'changes', type: 'json', label: 'What changed (before → after)', admin: { readOnly: true, hidden: true } },
    { name: 'changesShown', type: 'ui', label: 'What changed (before → after)', admin: { disableListColumn: true, components: { Field: '@/collections/AuditLog/admin/Changes#ChangesField' } } },
    { name: 'note', label: 'Note', type: 'text', admin: { readOnly: true } },
  ],
}
