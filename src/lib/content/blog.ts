import type { BlogGroup, BlogPost, Media } from '@/payload-types'

import { paths } from '@/lib/paths'

import { articleKey, findGroup } from './blog-routing'
import { cachedRead, publishedOnlyWhere } from './payload'
import { mediaOf } from './site'

/** What a card needs: cover image and heading, plus a line of summary and the date. */
export type ArticleCard = {
  id: number
  title: string
  slug: string
  excerpt: string | null
  publishedAt: string
  coverImage: Media | null
  groupSlug: string
}

export type Article = BlogPost & { group: BlogGroup; coverImage: Media | number }

/** The three Readers Digest groups in menu order, with their hero images. */
export const getBlogGroups = cachedRead('blog-groups', async (payload): Promise<BlogGroup[]> => {
  const { docs } = await payload.find({ collection: 'blog-groups', depth: 1, sort: 'order', limit: 20, pagination: false })
  return docs
})

/** Published articles of one group, newest first (drafts too while an editor previews). */
export const getGroupArticles = cachedRead(
  'blog-group-articles',
  async (payload, ctx, groupId: number, groupSlug: string, limit: number): Promise<ArticleCard[]> => {
    const { docs } = await payload.find({
      collection: 'blog-posts',
      depth: 1,
      sort: '-publishedAt',
      limit,
      pagination: false,
      draft: ctx.draft,
      where: { and: [{ group: { equals: groupId } }, publishedOnlyWhere(ctx)] },
      select: { title: true, slug: true, excerpt: true, publishedAt: true, coverImage: true },
    })
    return docs.map((d) => ({
      id: d.id,
      title: d.title,
      slug: d.slug,
      excerpt: d.excerpt ?? null,
      publishedAt: d.publishedAt,
      coverImage: mediaOf(d.coverImage),
      groupSlug,
    }))
  },
)

const findArticle = cachedRead(
  'blog-article',
  async (payload, ctx, slug: string, id: number | null): Promise<Article | null> => {
    const by = async (field: 'slug' | 'id', value: string | number) => {
      const { docs } = await payload.find({
        collection: 'blog-posts',
        depth: 2,
        limit: 1,
        pagination: false,
        draft: ctx.draft,
        where: { and: [{ [field]: { equals: value } }, publishedOnlyWhere(ctx)] },
      })
      const doc = docs[0]
      return doc && typeof doc.group === 'object' ? (doc as Article) : null
    }
    return (slug ? await by('slug', slug) : null) ?? (id != null ? await by('id', id) : null)
  },
)

export type GroupLookup = { group: BlogGroup; canonical: boolean } | null

/** The group an address names; `canonical` is false when the address is an older alias. */
export async function resolveBlogGroup(section: string): Promise<GroupLookup> {
  const group = findGroup(await getBlogGroups(), section)
  return group ? { group, canonical: group.slug === section } : null
}

export type ArticleLookup = { article: Article; canonical: boolean } | null

/**
 * The article an address names. Returns null (404) for an unknown article or an unknown group.
 * An article under another group's address resolves with `canonical: false`, so the page redirects
 * to its own group rather than failing: old and mistyped links still reach the article.
 */
export async function resolveArticle(section: string, segment: string): Promise<ArticleLookup> {
  const group = findGroup(await getBlogGroups(), section)
  const key = articleKey(segment)
  if (!group || !key) return null
  const article = await findArticle(key.slug, key.id)
  if (!article) return null
  return { article, canonical: group.slug === section && article.group.slug === section && article.slug === segment }
}

/**
 * The canonical address a /blog/{group} or /blog/{group}/{article} address stands for (itself when
 * it is already canonical), or null when it names nothing. The catch-all route uses it to redirect
 * the old blog link shapes the proxy sends there (see src/lib/routing/aliases.ts).
 */
export async function canonicalBlogPath(pathname: string): Promise<string | null> {
  const [first, section, id, ...rest] = pathname.split('/').filter(Boolean)
  if (first !== 'blog' || !section || rest.length > 0) return null
  if (id === undefined) {
    const found = await resolveBlogGroup(section)
    return found ? paths.blogGroup(found.group.slug) : null
  }
  const found = await resolveArticle(section, id)
  return found ? paths.article(found.article.group.slug, found.article.slug) : null
}
