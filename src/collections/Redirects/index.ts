import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { CONTENT_ROLES, contentAccess, roles } from '@/access'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { findLoop, normalizeFrom, normalizeTo, validateFrom, validateTo, type RedirectRule } from '@/lib/routing/redirects'

/**
 * Editor-managed redirects: when a page moves or a printed link goes out of date, send its visitors
 * to the right place. The site answers them only for addresses that show no page of their own.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    group: 'Settings',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'type', 'updatedAt'],
    description:
      'Send visitors from an old address to a new one. Redirects work only for addresses that no longer show a page.',
  },
  access: { read: roles(...CONTENT_ROLES), ...contentAccess },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.from === 'string' && validateFrom(data.from) === true) data.from = normalizeFrom(data.from)
        if (data && typeof data.to === 'string') data.to = normalizeTo(data.to)
        return data
      },
    ],
    afterChange: [revalidateCollection('content')],
    afterDelete: [revalidateCollectionDelete('content')],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      label: 'Old address',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The address visitors arrive at, starting with /, e.g. /policy/old-plan.' },
      validate: validateFrom,
    },
    {
      name: 'to',
      type: 'text',
      label: 'New address',
      required: true,
      admin: { description: 'A page on this site, starting with /, such as /policy/life/home. Redirects cannot lead to other websites.' },
      validate: (async (value, { data, id, req }) => {
        const shape = validateTo(value)
        if (shape !== true) return shape
        const from = (data as Partial<RedirectRule>).from ?? ''
        if (!from || validateFrom(from) !== true) return true // the old address reports its own error
        const others = await req.payload.find({
          collection: 'redirects',
          limit: 1000,
          depth: 0,
          pagination: false,
          overrideAccess: true,
          where: id !== undefined ? { id: { not_equals: id } } : {},
        })
        const rules: RedirectRule[] = others.docs.map((d) => ({ from: d.from, to: d.to, permanent: d.type !== 'temporary' }))
        const loop = findLoop(from, value as string, rules)
        if (!loop) return true
        return loop.length === 2
          ? 'The new address is the same as the old one: visitors would be sent round in a circle.'
          : `This would send visitors round in a circle: ${loop.join(' → ')}.`
      }) satisfies TextFieldSingleValidation,
    },
    {
      name: 'type', label: 'Kind of redirect',
      type: 'select',
      required: true,
      defaultValue: 'permanent',
      options: [
        { label: 'Permanent (the page has moved for good)', value: 'permanent' },
        { label: 'Temporary (the old page will come back)', value: 'temporary' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'note', label: 'Note',
      type: 'text',
      admin: { description: 'Optional: why this redirect exists, for the next editor.' },
    },
  ],
}
