import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'
import {
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
}
