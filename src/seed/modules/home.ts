import { paths } from '@/lib/paths'

import type { SeedContext } from '../context'
import { rowsInLanguage, SEED_CONTEXT } from '../context'

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

  await seedHomeInPidgin(ctx)
}

/**
 * The home page's words in Nigerian Pidgin (/pcm), on the same slides, pictures and products. Written for
 * this demo and not yet reviewed by a fluent speaker: the admin lists it as waiting for that review.
 */
async function seedHomeInPidgin(ctx: SeedContext): Promise<void> {
  const english = await ctx.payload.findGlobal({ slug: 'home', depth: 0, locale: 'en', overrideAccess: true })
  await ctx.payload.updateGlobal({
    slug: 'home',
    locale: 'pcm',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      _status: 'published',
      translationReviewed: false,
      heroSlides: rowsInLanguage(english.heroSlides, [
        {
          message: 'Cover for your life, cover for your tomorrow.',
          subMessage: 'Life, health and savings plans wey we explain for simple language, from insurance company wey dey pay complete claim inside 14 days.',
        },
        {
          message: 'Your pikin school fees, e go dey safe.',
          subMessage: 'Our education plan go continue to pay for your pikin school, even if anything happen to you.',
        },
        {
          message: 'One plan for your whole family.',
          subMessage: 'Cover for you, your husband or wife and reach four pikin, with one premium every month.',
        },
      ]),
      buyButtonLabel: 'Buy policy',
      intro: {
        heading: { text: 'Naija families don trust us', accent: 'for more than 30 years' },
        paragraphA:
          'Redwood Life Assurance dey help families all over Nigeria to protect dia income, save money for wetin matter, and handle wahala wey nobody expect.',
        paragraphB:
          'We go explain every plan for simple language before you sign. When you call, na person go answer you. And when you bring claim with all di documents wey we ask for, we go pay am inside 14 days.',
      },
      spotlights: rowsInLanguage(english.spotlights, [
        {
          heading: { text: 'We dey pay claim inside', accent: '14 days' },
          subheading: 'Send us complete claim and we go pay am inside 14 days. Most of dem, we dey pay before den.',
          link: { label: 'How to make claim', href: paths.claims() },
        },
        {
          heading: { text: 'See your price', accent: 'before you buy' },
          subheading: 'Get quote for two minutes. E go show you exactly wetin you go pay and wetin your family go collect.',
          link: { label: 'Get quote', href: paths.product('life', 'endowment-savings-plan') },
        },
      ]),
      productsHeading: { text: 'Plans for', accent: 'every stage of life' },
      productsIntro:
        'Protect your income, pay hospital bill, or save for school fees and for when you retire. Choose plan make you see wetin e cover and how much e cost.',
      selfServiceHeading: { text: 'Do am', accent: 'by yourself' },
      selfServiceIntro: 'You don already get policy with us? Do di things wey people dey do pass by yourself, any time of day or night.',
      selfServiceCards: {
        renew: { title: 'Renew my plan', text: 'Pay your premium online with card or bank transfer.' },
        claim: { title: 'Make claim', text: 'Find out wetin you go send and download di claim forms.' },
        advisor: { title: 'Talk to adviser', text: 'Send us your question and adviser go call you back.' },
      },
      otherSections: rowsInLanguage(english.otherSections, [
        {
          heading: { text: 'Cover for', accent: 'your business' },
          subheading: 'Group life, credit life and staff benefit schemes for every size of employer.',
          link: { label: 'See corporate plans', href: paths.corporate() },
        },
        {
          heading: { text: 'Learn di', accent: 'language of claims' },
          subheading: 'Sum assured, beneficiary, surrender value: our glossary dey explain every word for one or two sentence.',
          link: { label: 'Read di glossary', href: paths.glossary() },
        },
      ]),
      whatsHotHeading: { text: 'Wetin', accent: 'dey hot' },
      whatsHotIntro: 'Short, useful tori about life cover, how to stay healthy and how to make your money go far.',
      meta: {
        title: 'Life, health and savings insurance for Nigeria',
        description:
          'Redwood Life Assurance: life, medical, family, education and corporate insurance plans. We dey pay claim inside 14 days.',
      },
    },
  })
}
