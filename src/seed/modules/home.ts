import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'

export async function seedHome(ctx: SeedContext): Promise<void> {
  const img = (kind: Parameters<SeedContext['image']>[0]['kind'], seed: string, width = 1200, height = 800, alt?: string) =>
    ctx.image({ kind, seed, width, height, alt })

  const slides = [
    {
      message: 'For every life, for every future.',
      subMessage: 'Life, health and savings plans that keep their promises, with claims paid within 14 days.',
      image: await img('family', 'hero-1', 1600, 900),
      mobileImage: await img('family', 'hero-1-mobile', 750, 1000),
    },
    {
      message: 'Save for school fees with a guarantee.',
      subMessage: 'Education plans that keep paying in if something happens to you.',
      image: await img('education', 'hero-2', 1600, 900),
      mobileImage: await img('education', 'hero-2-mobile', 750, 1000),
    },
    {
      message: 'Cover for your whole household.',
      subMessage: 'One simple policy for you, your spouse and your children.',
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
        heading: { text: 'Trusted by families', accent: 'for over 30 years' },
        paragraphA:
          'Redwood Life Assurance helps Nigerian families protect their income, save for the future and cope with the unexpected.',
        paragraphB:
          'We explain every plan in plain English, we answer the phone, and we pay complete claims within 14 days.',
      },
      spotlights: [
        {
          heading: { text: 'Claims paid in', accent: '14 days' },
          subheading: 'Send a complete claim and we pay it within 14 days. Most are paid sooner.',
          image: await img('document', 'spotlight-claims'),
          link: { label: 'How to make a claim', href: '/claims' },
        },
        {
          heading: { text: 'See your price', accent: 'before you buy' },
          subheading: 'Every quote shows how we calculated it. No hidden charges.',
          image: await img('growth', 'spotlight-quote'),
          link: { label: 'Get a quote', href: '/policy/life/endowment-savings-plan' },
        },
      ],
      productsHeading: { text: 'Plans for', accent: 'every stage of life' },
      selfServiceHeading: { text: 'Self', accent: 'service' },
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
          text: 'Send us your question and an advisor will call you back.',
          image: await img('handshake', 'self-advisor', 800, 600),
        },
      },
      otherSections: [
        {
          heading: { text: 'Cover for', accent: 'your business' },
          subheading: 'Group life, credit life and employee benefit schemes for employers of every size.',
          image: await img('city', 'panel-corporate'),
          link: { label: 'Corporate plans', href: '/corporate/home' },
        },
        {
          heading: { text: 'Learn the', accent: 'language of claims' },
          subheading: 'Sum assured, beneficiary, surrender value: our glossary explains every term.',
          image: await img('education', 'panel-glossary'),
          link: { label: 'Read the glossary', href: '/claims/glossary' },
        },
      ],
      whatsHotHeading: { text: "What's", accent: 'hot' },
      meta: {
        title: 'Life, health and savings insurance in Nigeria',
        description:
          'Redwood Life Assurance: life, medical, family, education and corporate insurance plans, with claims paid within 14 days.',
      },
    },
  })
}
