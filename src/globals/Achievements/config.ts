import { headingPair, image, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

export const Achievements = pageGlobal({
  slug: 'achievements',
  // Payload would name it in the singular ('Achievement'), which reads like one item rather than the page.
  graphQL: { name: 'AchievementsPage' },
  label: 'Achievements page',
  admin: { group: 'Pages', description: 'The page at /about/achievements.', preview: previewAt('/about/achievements') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Introduction',
          fields: [headingPair(), { name: 'description', label: 'Description', type: 'textarea' }, image('heroImage', { label: 'Hero image' })],
        },
        {
          label: 'Milestones',
          fields: [
            headingPair({ name: 'milestonesHeading', label: 'Milestones heading' }),
            {
              name: 'milestones',
              type: 'array',
              label: 'Achievements',
              labels: { singular: 'Achievement', plural: 'Achievements' },
              interfaceName: 'Milestone',
              admin: { description: 'Each opens and closes in a list; the heading is what visitors see first.' },
              fields: [
                { name: 'heading', label: 'Heading', type: 'text', required: true },
                { name: 'subheading', label: 'Subheading', type: 'text', admin: { description: 'A short line under the heading, e.g. the year.' } },
                { name: 'details', label: 'Details', type: 'textarea', required: true },
              ],
            },
          ],
        },
        {
          label: 'Awards',
          fields: [
            headingPair({ name: 'awardsHeading', label: 'Awards heading' }),
            {
              name: 'awards', label: 'Awards',
              type: 'array',
              labels: { singular: 'Award', plural: 'Awards' },
              interfaceName: 'Award',
              fields: [
                { name: 'name', type: 'text', required: true, label: 'Award name' },
                { name: 'awardingBody', type: 'text', required: true, label: 'Awarded by' },
                { name: 'year', label: 'Year', type: 'number', min: 1950, max: 2100 },
                image('image'),
              ],
            },
          ],
        },
      ],
    },
    seoFields,
  ],
})
