import type { PdfDoc } from '../assets/pdf'
import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'
import {
  about,
  achievements,
  careers,
  leaders,
  leadershipPage,
  newsRoom,
  pressReleases,
  statements,
  statementsPage,
  type SeedPressRelease,
} from '../data/company'

/** A press release's PDF, the same whichever module asks for it first (the banner's statement is one). */
export function pressReleasePdf(p: SeedPressRelease): PdfDoc {
  return { title: p.title, subtitle: p.subtitle ?? 'Press release', sections: p.sections, date: new Date(p.publishedAt) }
}

/** The company pages: About, Leadership, Achievements, statements and fund reports, Careers, news room. */
export async function seedCompany(ctx: SeedContext): Promise<void> {
  const write = { context: SEED_CONTEXT, overrideAccess: true } as const

  for (const [i, leader] of leaders.entries()) {
    const photo = await ctx.image({
      kind: 'portrait',
      seed: leader.portrait,
      alt: `Illustrated portrait of ${leader.name}`,
      width: 600,
      height: 600,
    })
    await ctx.upsert('leaders', 'name', {
      name: leader.name,
      designation: leader.designation,
      team: leader.team,
      photo,
      order: i + 1,
    })
  }

  for (const s of statements) {
    const file = await ctx.pdf(s.filename, { title: s.title, subtitle: s.subtitle, sections: s.sections, date: new Date(s.publishedAt) })
    await ctx.upsert('statements', 'title', {
      title: s.title,
      description: s.description,
      kind: s.kind,
      publishedAt: s.publishedAt,
      file,
    })
  }

  for (const p of pressReleases) {
    const document = await ctx.pdf(p.filename, pressReleasePdf(p))
    const heroImage = await ctx.image({ kind: p.illustration, seed: `press-${p.filename}`, width: 1200, height: 800 })
    await ctx.upsert('press-releases', 'title', {
      title: p.title,
      description: p.description,
      publishedAt: p.publishedAt,
      heroImage,
      linkType: 'document',
      document,
    })
  }

  await ctx.payload.updateGlobal({
    slug: 'about',
    ...write,
    data: {
      _status: 'published',
      ...about,
      heroImage: await ctx.image({ kind: 'city', seed: 'about-hero', width: 1200, height: 900 }),
      purpose: { ...about.purpose, image: await ctx.image({ kind: 'family', seed: 'about-purpose', width: 800, height: 600 }) },
      mission: { ...about.mission, image: await ctx.image({ kind: 'umbrella', seed: 'about-mission', width: 800, height: 600 }) },
      leadershipPanel: {
        ...about.leadershipPanel,
        image: await ctx.image({ kind: 'people', seed: 'about-leaders', width: 1000, height: 750 }),
      },
      investorPanel: {
        ...about.investorPanel,
        image: await ctx.image({ kind: 'growth', seed: 'about-investors', width: 1000, height: 750 }),
      },
    },
  })

  await ctx.payload.updateGlobal({ slug: 'leadership-page', ...write, data: { _status: 'published', ...leadershipPage } })

  const awards = []
  for (const award of achievements.awards) {
    const image = await ctx.image({ kind: 'award', seed: `${award.name} ${award.year}`, width: 800, height: 600 })
    awards.push({ ...award, image })
  }
  await ctx.payload.updateGlobal({
    slug: 'achievements',
    ...write,
    data: {
      _status: 'published',
      ...achievements,
      heroImage: await ctx.image({ kind: 'award', seed: 'achievements-hero', width: 1200, height: 900 }),
      awards,
    },
  })

  await ctx.payload.updateGlobal({ slug: 'statements-page', ...write, data: { _status: 'published', ...statementsPage } })

  await ctx.payload.updateGlobal({
    slug: 'careers',
    ...write,
    data: {
      _status: 'published',
      ...careers,
      heroImage: await ctx.image({ kind: 'people', seed: 'careers-hero', width: 1200, height: 900 }),
      diversity: { ...careers.diversity, image: await ctx.image({ kind: 'people', seed: 'careers-diversity', width: 1000, height: 750 }) },
      testimonial: {
        quote: careers.testimonial.quote,
        name: careers.testimonial.name,
        role: careers.testimonial.role,
        photo: await ctx.image({
          kind: 'portrait',
          seed: careers.testimonial.portrait,
          alt: `Illustrated portrait of ${careers.testimonial.name}`,
          width: 400,
          height: 400,
        }),
      },
    },
  })

  await ctx.payload.updateGlobal({
    slug: 'news-room',
    ...write,
    data: {
      _status: 'published',
      ...newsRoom,
      pressCard: { ...newsRoom.pressCard, image: await ctx.image({ kind: 'document', seed: 'news-press-card', width: 800, height: 600 }) },
    },
  })
}
