import { headingPair, image, localizedWords, seoFields, translationFields } from '@/fields'
import { copyField, uniqueAnchors } from '@/globals/Claims/fields'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The claims glossary (/claims/glossary): each term has its own link, /claims/glossary#term-sum-assured. */
export const ClaimsGlossary = pageGlobal({
  slug: 'claims-glossary',
  label: 'Claims glossary page',
  admin: { group: 'Claims pages', description: 'The page at /claims/glossary.', preview: previewAt(paths.glossary()) },
  typescript: { interface: 'ClaimsGlossaryPage' },
  fields: [
    // The words are kept per language (decision 045). A term stays English: it is its entry's link (#term-…) and the word people meet on forms.
    ...localizedWords([
      headingPair(),
      copyField('intro', { label: 'Introduction' }),
      image('heroImage', { label: 'Hero image' }),
      {
        name: 'entries', label: 'Terms',
        type: 'array',
        labels: { singular: 'Term', plural: 'Terms' },
        interfaceName: 'GlossaryEntries',
        admin: {
          initCollapsed: true,
          description:
            'Shown in alphabetical order. Renaming a term changes its link (/claims/glossary#term-…), so pages that link to the old name lose their link.',
        },
        validate: uniqueAnchors('term', 'term'),
        fields: [
          { name: 'term', label: 'Term', type: 'text', required: true },
          copyField('meaning', { required: true, label: 'Definition' }),
        ],
      },
      seoFields,
    ], { shared: ['entries.term'] }),
    ...translationFields({ global: 'claims-glossary' }),
  ],
})
