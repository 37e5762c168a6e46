import type { ArrayField, GroupField, TextField, TextFieldSingleValidation } from 'payload'

import { headingPair, image } from '@/fields'

/**
 * Page sections shared by product pages and category landing pages: marketing text blocks,
 * benefit cards and questions with answers. Both collections render them with the same components.
 */

/**
 * An optional two-part heading for a section (dark part + red part). Separate from headingPair(),
 * whose dark part is required, so the generated types stay truthful for both.
 */
export const sectionHeading = (opts: { name?: string; label?: string } = {}): GroupField => ({
  type: 'group',
  name: opts.name ?? 'heading',
  label: opts.label ?? 'Heading',
  interfaceName: 'SectionHeading',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'text', type: 'text', label: 'Dark part' },
        { name: 'accent', type: 'text', label: 'Red part' },
      ],
    },
  ],
})

export const marketingSections = (opts: { name?: string; maxRows?: number } = {}): ArrayField => ({
  name: opts.name ?? 'marketing',
  type: 'array',
  label: 'Marketing sections',
  labels: { singular: 'Section', plural: 'Sections' },
  interfaceName: 'ProductMarketingSection',
  maxRows: opts.maxRows ?? 6,
  admin: {
    description: 'Short blocks of text that explain the plan. Sections with an image alternate left and right.',
    initCollapsed: true,
  },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      label: 'Small label above the heading',
      admin: { description: 'Optional, e.g. "Why choose this plan".' },
    },
    headingPair({ required: true }),
    { name: 'paragraphA', type: 'textarea', label: 'First paragraph', required: true },
    { name: 'paragraphB', type: 'textarea', label: 'Second paragraph' },
    image('image', { description: 'Optional. Shown beside the text; treated as decoration.' }),
  ],
})

export const benefits = (opts: { name?: string } = {}): GroupField => ({
  name: opts.name ?? 'benefits',
  type: 'group',
  label: 'Benefits',
  interfaceName: 'ProductBenefits',
  fields: [
    sectionHeading(),
    { name: 'intro', type: 'textarea', label: 'Subheading', admin: { description: 'One or two sentences under the heading.' } },
    {
      name: 'cards', label: 'Cards',
      type: 'array',
      labels: { singular: 'Benefit card', plural: 'Benefit cards' },
      interfaceName: 'ProductBenefitCard',
      maxRows: 8,
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'text', type: 'textarea', label: 'Explanation', required: true },
        image('image', { description: 'Optional small illustration; treated as decoration.' }),
      ],
    },
  ],
})

export const faqs = (opts: { name?: string } = {}): ArrayField => ({
  name: opts.name ?? 'faqs',
  type: 'array',
  label: 'Questions and answers',
  labels: { singular: 'Question', plural: 'Questions' },
  interfaceName: 'ProductFaq',
  maxRows: 20,
  admin: { initCollapsed: true, description: 'Shown as an expandable list. Keep answers short and in plain English.' },
  fields: [
    { name: 'question', label: 'Question', type: 'text', required: true },
    { name: 'answer', label: 'Answer', type: 'textarea', required: true },
  ],
})

/**
 * A slug field that refuses the words the site's addresses use for other things (e.g. "home"), and
 * slugs of digits only, which old links use for numeric ids (/policy/individual/12).
 */
export function routableSlug(field: TextField, reserved: readonly string[]): TextField {
  const base = field.validate as TextFieldSingleValidation | undefined
  const validate: TextFieldSingleValidation = (value, args) => {
    if (typeof value === 'string' && reserved.includes(value)) {
      return `"${value}" is already part of the site's addresses. Please choose another, e.g. "${value}-plan".`
    }
    if (typeof value === 'string' && /^[0-9-]+$/.test(value)) {
      return 'Include at least one letter: addresses made of numbers only are kept for old links.'
    }
    return base ? base(value, args) : true
  }
  return { ...field, validate } as TextField
}
