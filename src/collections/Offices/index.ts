import type { CollectionConfig } from 'payload'

import { anyone, contentAccess } from '@/access'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'

const phone = (v: unknown) =>
  v == null || v === '' || (typeof v === 'string' && /^\+?[0-9 ()-]{7,20}$/.test(v.trim())) ? true : 'Enter a phone number using digits and spaces, e.g. 0700 733 9663'

/** Our offices, listed on /offices in the order given. */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: { singular: 'Office', plural: 'Offices' },
  admin: {
    group: 'About us',
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'phone', 'order'],
    description: 'The offices on /offices, in the order given. The directions link opens the visitor’s maps app at the address.',
  },
  access: { read: anyone, ...contentAccess },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateCollection('content'), reindexOnPublish], afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'city', label: 'City', type: 'text', required: true, maxLength: 60, admin: { description: 'e.g. "Abuja".', width: '50%' } },
        { name: 'name', label: 'Office name', type: 'text', required: true, maxLength: 100, admin: { description: 'e.g. "Head office" or "Abuja branch".', width: '50%' } },
      ],
    },
    { name: 'address', label: 'Address', type: 'textarea', required: true, maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: 'Phone', type: 'text', required: true, validate: phone, admin: { width: '50%' } },
        { name: 'hours', label: 'Opening hours', type: 'text', required: true, maxLength: 120, admin: { description: 'As visitors should read it, e.g. "Monday to Friday, 8:00am to 5:00pm".', width: '50%' } },
      ],
    },
    {
      name: 'mapQuery',
      label: 'What to look up on the map',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Empty: the office name and address. Use it when the maps app finds the building better by another name.' },
    },
    { name: 'order', label: 'Order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
