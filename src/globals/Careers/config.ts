import type { GlobalConfig } from 'payload'
import { pageGlobal } from '@/globals/pageGlobal'

import { headingPair, image, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'

const textBlock = (name: string, label: string, extra: GlobalConfig['fields'] = []) => ({
  name,
  label,
  type: 'group' as const,
  fields: [
    { name: 'heading', label: 'Heading', type: 'text' as const, required: true },
    {
      name: 'body', label: 'Body',
      type: 'textarea' as const,
      required: true,
      admin: { description: 'Leave a blank line between paragraphs.' },
    },
    ...extra,
  ],
})

export const Careers = pageGlobal({
  slug: 'careers',
  // Payload would name it in the singular ('Career'), which reads like one item rather than the page.
  graphQL: { name: 'CareersPage' },
  label: 'Careers page',
  admin: {
    group: 'Pages',
    preview: previewAt('/about/careers'),
    description: 'The page at /about/careers. The careers mailbox itself is set in Site settings → Contact.',
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Introduction',
          fields: [headingPair(), { name: 'intro', label: 'Introduction', type: 'textarea' }, image('heroImage', { label: 'Hero image' })],
        },
        {
          label: 'Why join us',
          fields: [
            textBlock('why', 'Why join us', [
              {
                name: 'reasons', label: 'Reasons',
                type: 'array',
                labels: { singular: 'Reason', plural: 'Reasons' },
                interfaceName: 'CareerReason',
                fields: [
                  { name: 'title', label: 'Title', type: 'text', required: true },
                  { name: 'text', label: 'Text', type: 'textarea', required: true },
                ],
              },
            ]),
          ],
        },
        {
          label: 'Promise and inclusion',
          fields: [
            textBlock('promise', 'Our promise'),
            textBlock('diversity', 'Diversity and inclusion', [image('image')]),
          ],
        },
        {
          label: 'Testimonial',
          fields: [
            {
              name: 'testimonial', label: 'Testimonial',
              type: 'group',
              interfaceName: 'CareerTestimonial',
              fields: [
                { name: 'quote', label: 'Quote', type: 'textarea', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'name', label: 'Name', type: 'text', required: true },
                    { name: 'role', label: 'Their role', type: 'text', required: true, admin: { description: 'e.g. "Claims Officer, Lagos".' } },
                  ],
                },
                image('photo'),
              ],
            },
          ],
        },
        {
          label: 'How to apply',
          fields: [
            textBlock('howToApply', 'How to apply', [
              {
                name: 'emailSubject', label: 'Subject of the application email',
                type: 'text',
                admin: { description: 'Suggested subject line for the email, e.g. "Application: <role>".' },
              },
            ]),
          ],
        },
      ],
    },
    seoFields,
  ],
})
