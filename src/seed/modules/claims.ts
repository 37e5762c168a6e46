import type { SeedContext } from '../context'
import { rowsInLanguage, SEED_CONTEXT } from '../context'
import {
  claimFormSummariesInPidgin,
  faqPageInPidgin,
  formsPageInPidgin,
  glossaryMeaningsInPidgin,
  glossaryPageInPidgin,
  promisePageInPidgin,
  userGuideSummariesInPidgin,
} from '../data/claims-pidgin'
import {
  CALL_CENTRE,
  CLAIMS_EMAIL,
  claimChecklists,
  claimForms,
  faqPage,
  formsPage,
  glossaryEntries,
  glossaryPage,
  overview,
  promisePage,
  userGuides,
} from '../data/claims'

/** The five claims pages: overview, promise, questions, forms (with real PDF forms and guides) and glossary. */
export async function seedClaims(ctx: SeedContext): Promise<void> {
  const publish = { context: SEED_CONTEXT, overrideAccess: true } as const

  // Forms and guides first: the forms page links to their uploads.
  const forms = []
  for (const form of claimForms) {
    forms.push({
      name: form.name,
      summary: form.summary,
      image: await ctx.image({ kind: form.kind, seed: `claim-form-${form.filename}`, width: 480, height: 360, alt: '' }),
      file: await ctx.pdf(form.filename, form.pdf),
    })
  }
  const guides = []
  for (const guide of userGuides) {
    guides.push({ name: guide.name, summary: guide.summary, file: await ctx.pdf(guide.filename, guide.pdf) })
  }

  await ctx.payload.updateGlobal({
    slug: 'claims-glossary',
    ...publish,
    data: {
      _status: 'published',
      heading: glossaryPage.heading,
      intro: glossaryPage.intro,
      heroImage: await ctx.image({
        kind: 'education',
        seed: 'claims-glossary-hero',
        alt: 'Illustration of an open book beside a checklist',
      }),
      entries: glossaryEntries,
      meta: glossaryPage.meta,
    },
  })

  await ctx.payload.updateGlobal({
    slug: 'claim-forms',
    ...publish,
    data: {
      _status: 'published',
      heading: formsPage.heading,
      intro: formsPage.intro,
      heroImage: await ctx.image({ kind: 'document', seed: 'claim-forms-hero', alt: 'Illustration of a claim form and a pen' }),
      formsHeading: formsPage.formsHeading,
      formsIntro: formsPage.formsIntro,
      forms,
      checklists: claimChecklists,
      guidesHeading: formsPage.guidesHeading,
      guides,
      faqHeading: formsPage.faqHeading,
      faqs: formsPage.faqs,
      meta: formsPage.meta,
    },
  })

  await ctx.payload.updateGlobal({
    slug: 'claims-faq',
    ...publish,
    data: {
      _status: 'published',
      heading: faqPage.heading,
      intro: faqPage.intro,
      heroImage: await ctx.image({ kind: 'support', seed: 'claims-faq-hero', alt: 'Illustration of a claims officer answering a call' }),
      faqs: faqPage.faqs,
      contactEmail: CLAIMS_EMAIL,
      meta: faqPage.meta,
    },
  })

  const commitments = []
  for (const [i, c] of promisePage.commitments.entries()) {
    commitments.push({
      title: c.title,
      body: c.body,
      image: await ctx.image({ kind: c.kind, seed: `claims-commitment-${i + 1}`, width: 480, height: 360, alt: '' }),
    })
  }
  await ctx.payload.updateGlobal({
    slug: 'claims-promise',
    ...publish,
    data: {
      _status: 'published',
      heading: promisePage.heading,
      description: promisePage.description,
      heroImage: await ctx.image({
        kind: 'handshake',
        seed: 'claims-promise-hero',
        alt: 'Illustration of two hands meeting in a handshake',
      }),
      processingPromise: promisePage.processingPromise,
      approach: promisePage.approach,
      whenYouClaim: promisePage.whenYouClaim,
      commitmentsHeading: promisePage.commitmentsHeading,
      commitments,
      meta: promisePage.meta,
    },
  })

  const steps = []
  for (const [i, step] of overview.agent.steps.entries()) {
    steps.push({
      title: step.title,
      body: step.body,
      image: await ctx.image({ kind: step.kind, seed: `claims-step-${i + 1}`, width: 480, height: 360, alt: '' }),
    })
  }
  const cardImage = (kind: Parameters<SeedContext['image']>[0]['kind'], seed: string) =>
    ctx.image({ kind, seed, width: 640, height: 480, alt: '' })

  await ctx.payload.updateGlobal({
    slug: 'claims',
    ...publish,
    data: {
      _status: 'published',
      heading: overview.heading,
      intro: overview.intro,
      heroImage: await ctx.image({
        kind: 'family',
        seed: 'claims-hero',
        alt: 'Illustration of a family at home, looked after',
      }),
      agentAssistance: { heading: overview.agent.heading, intro: overview.agent.intro, steps },
      selfSubmit: {
        heading: overview.selfSubmit.heading,
        intro: overview.selfSubmit.intro,
        formCard: { ...overview.selfSubmit.formCard, image: await cardImage('document', 'claims-self-submit-a') },
        sendCard: { ...overview.selfSubmit.sendCard, image: await cardImage('phone', 'claims-self-submit-b') },
      },
      promise: {
        heading: overview.promise.heading,
        description: overview.promise.description,
        image: await ctx.image({ kind: 'shield', seed: 'claims-promise-panel', alt: '' }),
        highlights: overview.promise.highlights,
        linkLabel: overview.promise.linkLabel,
      },
      questions: { heading: overview.faqHeading, faqs: overview.faqs },
      resources: {
        heading: overview.resourcesHeading,
        formsCard: { ...overview.resources.forms, image: await cardImage('document', 'claims-resource-forms') },
        faqsCard: { ...overview.resources.faqs, image: await cardImage('support', 'claims-resource-faqs') },
        glossaryCard: { ...overview.resources.glossary, image: await cardImage('education', 'claims-resource-glossary') },
      },
      meta: overview.meta,
    },
  })

  await seedClaimsOverviewInPidgin(ctx)
  await seedClaimsHelpInPidgin(ctx)
}

/**
 * The claims questions, forms, glossary and promise pages in Nigerian Pidgin (/pcm/claims/…), on the same
 * rows, pictures and PDFs. The glossary's terms, the forms' and guides' names, the checklists and the
 * promise's figure are shared with English. Written for this demo and not yet reviewed by a fluent speaker.
 */
async function seedClaimsHelpInPidgin(ctx: SeedContext): Promise<void> {
  const inPidgin = { locale: 'pcm' as const, context: SEED_CONTEXT, overrideAccess: true }
  const english = async <S extends 'claims-faq' | 'claims-glossary' | 'claims-promise' | 'claim-forms'>(slug: S) =>
    ctx.payload.findGlobal({ slug, depth: 0, locale: 'en', overrideAccess: true })

  const faq = await english('claims-faq')
  await ctx.payload.updateGlobal({
    slug: 'claims-faq',
    ...inPidgin,
    data: { _status: 'published', translationReviewed: false, heading: faqPageInPidgin.heading, intro: faqPageInPidgin.intro, faqs: rowsInLanguage(faq.faqs, faqPageInPidgin.faqs), meta: faqPageInPidgin.meta },
  })

  const glossary = await english('claims-glossary')
  await ctx.payload.updateGlobal({
    slug: 'claims-glossary',
    ...inPidgin,
    data: {
      _status: 'published',
      translationReviewed: false,
      heading: glossaryPageInPidgin.heading,
      intro: glossaryPageInPidgin.intro,
      entries: (glossary.entries ?? []).map((entry) => ({ ...entry, meaning: glossaryMeaningsInPidgin[entry.term] ?? entry.meaning })),
      meta: glossaryPageInPidgin.meta,
    },
  })

  const promise = await english('claims-promise')
  await ctx.payload.updateGlobal({
    slug: 'claims-promise',
    ...inPidgin,
    data: {
      _status: 'published',
      translationReviewed: false,
      heading: promisePageInPidgin.heading,
      description: promisePageInPidgin.description,
      processingPromise: { ...promise.processingPromise, ...promisePageInPidgin.processingPromise },
      approach: promisePageInPidgin.approach,
      whenYouClaim: promisePageInPidgin.whenYouClaim,
      commitmentsHeading: promisePageInPidgin.commitmentsHeading,
      commitments: rowsInLanguage(promise.commitments, promisePageInPidgin.commitments),
      meta: promisePageInPidgin.meta,
    },
  })

  const forms = await english('claim-forms')
  await ctx.payload.updateGlobal({
    slug: 'claim-forms',
    ...inPidgin,
    data: {
      _status: 'published',
      translationReviewed: false,
      heading: formsPageInPidgin.heading,
      intro: formsPageInPidgin.intro,
      formsHeading: formsPageInPidgin.formsHeading,
      formsIntro: formsPageInPidgin.formsIntro,
      forms: (forms.forms ?? []).map((form) => ({ ...form, summary: claimFormSummariesInPidgin[form.name] ?? form.summary })),
      guidesHeading: formsPageInPidgin.guidesHeading,
      guides: (forms.guides ?? []).map((guide) => ({ ...guide, summary: userGuideSummariesInPidgin[guide.name] ?? guide.summary })),
      faqHeading: formsPageInPidgin.faqHeading,
      faqs: rowsInLanguage(forms.faqs, formsPageInPidgin.faqs),
      meta: formsPageInPidgin.meta,
    },
  })
}

/**
 * The claims overview's words in Nigerian Pidgin (/pcm/claims), on the same steps, pictures and questions.
 * Written for this demo and not yet reviewed by a fluent speaker. Glossary links keep the English term
 * they point to ([[Pidgin words|English term]]); the glossary itself is in English.
 */
async function seedClaimsOverviewInPidgin(ctx: SeedContext): Promise<void> {
  const english = await ctx.payload.findGlobal({ slug: 'claims', depth: 0, locale: 'en', overrideAccess: true })
  await ctx.payload.updateGlobal({
    slug: 'claims',
    locale: 'pcm',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      _status: 'published',
      translationReviewed: false,
      heading: { text: 'To make claim,', accent: 'e no hard' },
      intro:
        'Whether you dey claim because person wey you love don die, because your plan don reach [[maturity|Maturity]], or because of sickness, we go carry you hand for every step.\n\nWe dey usually process claim inside 14 days after we collect [[complete application|Complete application]].',
      agentAssistance: {
        heading: { text: 'Claim with', accent: 'agent' },
        intro: 'Your agent or one of our claims officers fit do most of di work for you. Na di easiest way to claim if you no sure which form or documents you need.',
        steps: rowsInLanguage(english.agentAssistance?.steps, [
          {
            title: 'Tell us wetin happen',
            body: `Call ${CALL_CENTRE} or tell your agent. Give us di [[policy number|Policy number]] if you get am. If you no get am, di full name and date of birth of di [[person wey dem insure|Life assured]] go do.`,
          },
          {
            title: 'Your agent go bring di forms',
            body: 'Your agent go explain which form you need and which documents you go gather, help you fill am, and fit collect everything from you.',
          },
          {
            title: 'We go check your documents',
            body: 'We go confirm say we don get your claim inside 2 working days. If anything remain, we go tell you one time, for writing, with di full list.',
          },
          {
            title: 'We go pay enter your account',
            body: 'You go sign di [[discharge voucher|Discharge voucher]] and we go pay straight enter your bank account, usually inside 14 days after di application complete.',
          },
        ]),
      },
      selfSubmit: {
        heading: { text: 'Claim', accent: 'by yourself' },
        intro: 'You wan do am yourself? You need claim form, di documents wey di form list, and like 20 minutes.',
        formCard: {
          title: 'Download di form and fill am',
          body: 'Choose di form for your claim, print am and fill am with black ink. Our user guides go show you how, box by box.',
          linkLabel: 'Download claim form',
        },
        sendCard: {
          title: 'Send am with your documents',
          body: `Email clear scan or photo go ${CLAIMS_EMAIL}, or bring dem come our head office for Ozumba Mbadiwe Street, Victoria Island, Lagos.`,
          linkLabel: 'See wetin you go send',
          phoneLinkLabel: 'Make we help you send am',
        },
      },
      promise: {
        heading: { text: 'Wetin we promise', accent: 'for claims' },
        description:
          'When you dey mourn, when you dey sick, or when you dey wait for money wey we owe you, you no suppose dey chase us. Dis na wetin we promise every person wey claim.',
        highlights: rowsInLanguage(english.promise?.highlights, [
          { figure: '14 days', text: 'to process complete claim, many times before den' },
          { figure: '2 working days', text: 'to confirm say we don receive your claim' },
          { figure: 'One person', text: 'go handle your claim from start to finish' },
        ]),
        linkLabel: 'Read wetin we promise for claims',
      },
      questions: {
        heading: { text: 'Questions wey people', accent: 'dey ask' },
        faqs: rowsInLanguage(english.questions?.faqs, [
          {
            question: 'How long claim dey take?',
            answer:
              'We dey usually process claim inside 14 days after we collect [[complete application|Complete application]]. Most maturity claims, we dey pay am di same day wey di plan reach [[maturity|Maturity]], if we don already get your bank details.',
          },
          {
            question: 'I fit make claim without agent?',
            answer: `Yes. Download di form, fill am and email am with your documents go ${CLAIMS_EMAIL}. You fit also call us and claims officer go guide you.`,
          },
          {
            question: 'Which documents I need?',
            answer:
              'E depend on di claim. Every claim form get checklist for di last page. For death claim, you go usually need:\n- certified copy of di [[death certificate|Death certificate]]\n- valid ID of di [[person wey dey claim|Claimant]]\n- proof of your bank account, like recent statement',
          },
          {
            question: 'I go pay money to make claim?',
            answer:
              'No. We no dey ever collect fee to make claim, and no agent or staff fit ask you for money make e quick. If anybody ask you, abeg call us.',
          },
          {
            question: 'Wetin I go do if I no fit find di policy document?',
            answer:
              'You fit still claim. Give us di full name and date of birth of di [[person wey dem insure|Life assured]] and we go find di policy. Just write for di claim form say di policy document don loss.',
          },
        ]),
      },
      resources: {
        heading: { text: 'Things wey go help', accent: 'your claim' },
        formsCard: { title: 'Claim forms and guides', body: 'Download di correct form for your claim, with user guides wey explain am step by step.' },
        faqsCard: { title: 'Questions and answers', body: 'Straight answers about documents, how long payment dey take, and wetin to do if something go wrong.' },
        glossaryCard: { title: 'Glossary of claims words', body: 'Wetin "sum assured", "probate" and other insurance words mean, for plain English.' },
      },
      meta: {
        title: 'Make claim',
        description:
          'How to make life, maturity, surrender or health claim with Redwood Life Assurance. We dey usually process claim inside 14 days after di application complete.',
      },
    },
  })
}
