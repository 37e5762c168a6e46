/** Reads for the company pages: About, Leadership, Achievements, Statements, Careers and the news room. */
import type {
  About,
  Achievement,
  Career,
  Document,
  Leader,
  LeadershipPage,
  Media,
  NewsRoom,
  PressRelease,
  Statement,
  StatementsPage,
} from '@/payload-types'

import { cachedRead, publishedOnlyWhere } from './payload'

export const getAbout = cachedRead('about', async (payload, ctx): Promise<About> => {
  return payload.findGlobal({ slug: 'about', depth: 1, draft: ctx.draft })
})

export const getLeadershipPage = cachedRead('leadership-page', async (payload, ctx): Promise<LeadershipPage> => {
  return payload.findGlobal({ slug: 'leadership-page', depth: 0, draft: ctx.draft })
})

export type LeaderCard = { id: number; name: string; designation: string; photo: Media | null }

/** Published leaders in display order, split into the board and the management team. */
export const getLeaders = cachedRead('leaders', async (payload, ctx) => {
  const { docs } = await payload.find({
    collection: 'leaders',
    depth: 1,
    limit: 100,
    pagination: false,
    sort: ['order', 'name'],
    draft: ctx.draft,
    where: publishedOnlyWhere(ctx),
  })
  const card = (l: Leader): LeaderCard => ({
    id: l.id,
    name: l.name,
    designation: l.designation,
    photo: typeof l.photo === 'object' ? l.photo : null,
  })
  return {
    board: docs.filter((l) => l.team === 'board').map(card),
    management: docs.filter((l) => l.team === 'management').map(card),
  }
})

export const getAchievements = cachedRead('achievements', async (payload, ctx): Promise<Achievement> => {
  return payload.findGlobal({ slug: 'achievements', depth: 1, draft: ctx.draft })
})

export const getStatementsPage = cachedRead('statements-page', async (payload, ctx): Promise<StatementsPage> => {
  return payload.findGlobal({ slug: 'statements-page', depth: 0, draft: ctx.draft })
})

/** A download as the page shows it; items whose PDF was deleted are left out. */
export type Download = {
  id: number
  title: string
  description: string
  kind: Statement['kind']
  publishedAt: string
  url: string
  filesize: number | null
}

function fileOf(value: number | Document | null | undefined): Document | null {
  return value && typeof value === 'object' && value.url ? value : null
}

export const getStatements = cachedRead('statements', async (payload, ctx): Promise<Download[]> => {
  const { docs } = await payload.find({
    collection: 'statements',
    depth: 1,
    limit: 200,
    pagination: false,
    sort: '-publishedAt',
    draft: ctx.draft,
    where: publishedOnlyWhere(ctx),
  })
  return docs.flatMap((s) => {
    const file = fileOf(s.file)
    if (!file?.url) return []
    return [
      {
        id: s.id,
        title: s.title,
        description: s.description,
        kind: s.kind,
        publishedAt: s.publishedAt,
        url: file.url,
        filesize: file.filesize ?? null,
      },
    ]
  })
})

export const getCareers = cachedRead('careers', async (payload, ctx): Promise<Career> => {
  return payload.findGlobal({ slug: 'careers', depth: 1, draft: ctx.draft })
})

export const getNewsRoom = cachedRead('news-room', async (payload, ctx): Promise<NewsRoom> => {
  return payload.findGlobal({ slug: 'news-room', depth: 1, draft: ctx.draft })
})

export type PressItem = {
  id: number
  title: string
  description: string
  publishedAt: string
  image: Media | null
  href: string
  /** The PDF's size when the release is an uploaded PDF; null for a page on another website. */
  filesize: number | null
}

export const getPressReleases = cachedRead('press-releases', async (payload, ctx): Promise<PressItem[]> => {
  const { docs } = await payload.find({
    collection: 'press-releases',
    depth: 1,
    limit: 100,
    pagination: false,
    sort: '-publishedAt',
    draft: ctx.draft,
    where: publishedOnlyWhere(ctx),
  })
  return docs.flatMap((p: PressRelease) => {
    const image = p.heroImage && typeof p.heroImage === 'object' ? p.heroImage : null
    const file = p.linkType === 'document' ? fileOf(p.document) : null
    const href = p.linkType === 'url' ? p.url : file?.url
    if (!href) return []
    return [
      {
        id: p.id,
        title: p.title,
        description: p.description,
        publishedAt: p.publishedAt,
        image,
        href,
        filesize: file?.filesize ?? null,
      },
    ]
  })
})
