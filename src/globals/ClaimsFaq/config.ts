import { headingPair, image, localizedWords, seoFields, translationFields } from '@/fields'
import { copyField, faqList } from '@/globals/Claims/fields'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The claims questions page (/claims/faqs). */
export const ClaimsFaq = pageGlobal({
  slug: 'claims-faq',
  label: 'Claims questions page',
  admin: { group: 'Claims pages', description: 'The page at /claims/faqs.', preview: previewAt(paths.claimFaqs()) },
  typescript: { interface: 'ClaimsFaqPage' },
  fields: [
    // The words are kept per language (decision 045); the claims team's email is shared.
    ...localizedWords([
      headingPair(),
      copyField('intro', { label: 'Introduction' }),
      image('heroImage', { label: 'Hero image' }),
      faqList({ withTopics: true }),
      {
        name: 'contactEmail',
        type: 'email',
        label: 'Claims team email',
        admin: { description: 'Shown in the "Still have a question?" box beside the questions.' },
      },
      seoFields,
    ]),
    ...translationFields({ global: 'claims-faq' }),
  ],
})
