import type { Metadata } from 'next'

import { ArticlePage } from '@/components/Blog/ArticlePage'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getGroupArticles, resolveArticle } from '@/lib/content/blog'
import { getSiteSettings, mediaOf } from '@/lib/content/site'
import { env } from '@/lib/env'
import { openGraph } from '@/lib/metadata'
import { paths } from '@/lib/paths'
import { canonicalUrl, redirectOrNotFound, redirectWithinSite } from '@/lib/routing/server'
import { articleJsonLd, breadcrumbJsonLd, graphJsonLd } from '@/lib/structured-data'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

type Props = { params: Promise<{ section: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section, id } = await params
  const found = await resolveArticle(section, id)
  if (!found) return {}
  const { article } = found
  const image = mediaOf(article.coverImage)
  const description = article.meta?.description || article.excerpt || undefined
  return {
    title: article.meta?.title || article.title,
    description,
    alternates: { canonical: canonicalUrl(paths.article(article.group.slug, article.slug)) },
    openGraph: await openGraph({
      type: 'article',
      title: article.title,
      description,
      publishedTime: article.publishedAt,
      images: image?.url ? [{ url: new URL(image.url, env.serverUrl).href, alt: image.alt ?? '' }] : undefined,
    }),
  }
}

export default async function ArticleRoute({ params }: Props) {
  const { section, id } = await params
  const found = await resolveArticle(section, id)
  // Unknown article or group: an editor's redirect (e.g. for a deleted article) if there is one, else 404.
  if (!found) return redirectOrNotFound(`/blog/${section}/${id}`)
  const { article, canonical } = found
  // Old links (legacy group slugs, group headings, numeric ids, the wrong group) move permanently
  // to the article's one address.
  if (!canonical) redirectWithinSite(paths.article(article.group.slug, article.slug))
  const related = (await getGroupArticles(article.group.id, article.group.slug, 4)).filter((a) => a.id !== article.id)
  const { brandName } = await getSiteSettings()
  const origin = new URL(env.serverUrl).origin
  const path = paths.article(article.group.slug, article.slug)
  const data = graphJsonLd([
    articleJsonLd(
      origin,
      { headline: article.title, path, published: article.publishedAt, modified: article.updatedAt, image: mediaOf(article.coverImage)?.url },
      brandName,
    ),
    breadcrumbJsonLd(origin, [
      { name: 'Home', path: '/' },
      { name: article.group.heading || article.group.name, path: paths.blogGroup(article.group.slug) },
      { name: article.title, path },
    ]),
  ])
  return (
    <>
      <StructuredData data={data} />
      <ArticlePage article={article} related={related.slice(0, 3)} />
    </>
  )
}
