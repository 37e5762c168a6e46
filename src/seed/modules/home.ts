import { paths } from '@/lib/paths'

import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'

export async function seedHome(ctx: SeedContext): Promise<void> {
  const img = (
    kind: Parameters<SeedContext['image']>[0]['kind'],
    seed: string,
    width = 1200,
    height = 800,
    alt?: string,
  ) => ctx.image({ kind, seed, width, height, alt })

  const slides = [
    {
      message: 'For every life, for every future.',
      subMessage:
        'Life, health and savings plans explained in plain English, from an insurer that pays complete claims within 14 days.',
      image: await img('family', 'hero-1', 1600, 900),
      mobileImage: await img('family', 'hero-1-mobile', 750, 1000),
    },
    {
      message: 'School fees, saved and guaranteed.',
      subMessage: 'Our education plans keep paying in for your child, even if something happens to you.',
      image: await img('education', 'hero-2', 1600, 900),
      mobileImage: await img('education', 'hero-2-mobile', 750, 1000),
    },
    {
      message: 'One plan for your whole household.',
      subMessage: 'Cover for you, your spouse and up to four children, from one monthly premium.',
      image: await img('home', 'hero-3', 1600, 900),
      mobileImage: await img('home', 'hero-3-mobile', 750, 1000),
    },
  ]

  await ctx.payload.updateGlobal({
    slug: 'home',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      _status: 'published',
      heroSlides: slides,
      buyButtonLabel: 'Buy A Policy',
      intro: {
        heading: { text: 'Trusted by Nigerian families', accent: 'for over 30 years' },
        paragraphA:
          'Redwood Life Assurance helps families across Nigeria protect their income, save for the things that matter and cope with the unexpected.',
        paragraphB:
          'We explain every plan in plain English before you sign. When you call, a person answers. And when you make a claim with all the documents we ask for, we pay it within 14 days.',
      },
      spotlights: [
        {
          heading: { text: 'Claims paid in', accent: '14 days' },
          subheading: 'Send us a complete claim and we pay it within 14 days. Most are paid sooner.',
          image: await img('document', 'spotlight-claims'),
          link: { label: 'How to make a claim', href: paths.claims() },
        },
        {
          heading: { text: 'See your price', accent: 'before you buy' },
          subheading: 'Get a quote in two minutes. It shows exactly what you pay and what your family receives.',
          image: await img('growth', 'spotlight-quote'),
          link: { label: 'Get a quote', href: paths.product('life', 'endowment-savings-plan') },
        },
      ],
      productsHeading: { text: 'Plans for', accent: 'every stage of life' },
      productsIntro:
        'Protect your income, cover hospital bills, or save for school fees and retirement. Choose a plan to see what it covers and what it costs.',
      selfServiceHeading: { text: 'Self', accent: 'service' },
      selfServiceIntro: 'Already a customer? Do the most common things yourself, at any time of day.',
      selfServiceCards: {
        renew: {
          title: 'Renew my plan',
          text: 'Pay your premium online with a card or bank transfer.',
          image: await img('calendar', 'self-renew', 800, 600),
        },
        claim: {
          title: 'Make a claim',
          text: 'Find out what to send and download the claim forms.',
          image: await img('document', 'self-claim', 800, 600),
        },
        advisor: {
          title: 'Talk to an advisor',
          text: 'Send us your question and an adviser will call you back.',
          image: await img('handshake', 'self-adviser', 800, 600),
        },
      },
      otherSections: [
        {
          heading: { text: 'Cover for', accent: 'your business' },
          subheading: 'Group life, credit life and employee benefit schemes for employers of every size.',
          image: await img('city', 'panel-corporate'),
          link: { label: 'See corporate plans', href: paths.corporate() },
        },
        {
          heading: { text: 'Learn the', accent: 'language of claims' },
          subheading:
            'Sum assured, beneficiary, surrender value: our glossary explains every term in a sentence or two.',
          image: await img('education', 'panel-glossary'),
          link: { label: 'Read the glossary', href: paths.glossary() },
        },
      ],
      whatsHotHeading: { text: "What's", accent: 'hot' },
      whatsHotIntro: 'Short, practical reads on life cover, staying healthy and making your money go further.',
      meta: {
        title: 'Life, health and savings insurance in Nigeria',
        description:
          'Redwood Life Assurance: life, medical, family, education and corporate insurance plans, with claims paid within 14 days.',
      },
    },
  })
}
