import { headingPair, image, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** A card on the About page: purpose or mission. */
const statementCard = (name: string, label: string) => ({
  name,
  label,
  type: 'group' as const,
  interfaceName: 'AboutStatementCard',
  fields: [
    { name: 'title', label: 'Title', type: 'text' as const, required: true, admin: { description: 'e.g. "Our purpose".' } },
    { name: 'statement', label: 'Statement', type: 'textarea' as const, required: true },
    image('image'),
  ],
})

/** A panel on the About page that leads to another page of the section. */
const panel = (name: string, label: string, description: string) => ({
  name,
  label,
  type: 'group' as const,
  interfaceName: 'AboutPanel',
  admin: { description },
  fields: [
    headingPair(),
    { name: 'text', label: 'Text', type: 'textarea' as const },
    image('image'),
    { name: 'linkLabel', label: 'Link text', type: 'text' as const, required: true },
  ],
})

export const About = pageGlobal({
  slug: 'about',
  label: 'About page',
  admin: { group: 'Pages', description: 'The page at /about.', preview: previewAt('/about') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Introduction',
          fields: [
            headingPair(),
            { name: 'description', label: 'Description', type: 'textarea', required: true, admin: { description: 'The opening paragraph.' } },
            image('heroImage', { label: 'Hero image' }),
          ],
        },
        {
          label: 'Our story',
          fields: [
            headingPair({ name: 'storyHeading', label: 'Story heading' }),
            {
              name: 'story', label: 'Our story',
              type: 'group',
              interfaceName: 'AboutStory',
              admin: { description: 'Three short paragraphs, read in order.' },
              fields: [
                { name: 'paragraph1', type: 'textarea', required: true, label: 'First paragraph' },
                { name: 'paragraph2', type: 'textarea', label: 'Second paragraph' },
                { name: 'paragraph3', type: 'textarea', label: 'Third paragraph' },
              ],
            },
          ],
        },
        {
          label: 'Purpose and mission',
          fields: [statementCard('purpose', 'Purpose card'), statementCard('mission', 'Mission card')],
        },
        {
          label: 'Panels',
          fields: [
            panel('leadershipPanel', 'Leadership panel', 'Links to /about/leadership.'),
            panel('investorPanel', 'Investor relations panel', 'Links to /about/statements.'),
          ],
        },
      ],
    },
    seoFields,
  ],
})
