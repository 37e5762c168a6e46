import type { Metadata } from 'next'

import { BlogGroupPage } from '@/components/Blog/BlogGroupPage'
import { getBlogGroups, getGroupArticles, resolveBlogGroup } from '@/lib/content/blog'
import { paths } from '@/lib/paths'
import { canonicalUrl, redirectOrNotFound, redirectWithinSite } from '@/lib/routing/server'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

type Props = { params: Promise<{ section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolveBlogGroup((await params).section)
  if (!found) return {}
  const { group } = found
  return {
    title: group.meta?.title || group.heading,
    description: group.meta?.description || group.description || `Articles about ${group.name.toLowerCase()} from Redwood Life.`,
    alternates: { canonical: canonicalUrl(paths.blogGroup(group.slug)) },
  }
}

export default async function BlogGroupRoute({ params }: Props) {
  const { section } = await params
  const found = await resolveBlogGroup(section)
  // Unknown group: an editor's redirect for this address if there is one, else the 404 page.
  if (!found) return redirectOrNotFound(`/blog/${section}`)
  const { group, canonical } = found
  // Older menu links (/blog/lifeblog, /blog/healthblog) and group headings move permanently here.
  if (!canonical) redirectWithinSite(paths.blogGroup(group.slug))
  const [articles, groups] = await Promise.all([getGroupArticles(group.id, group.slug, 100), getBlogGroups()])
  return <BlogGroupPage group={group} articles={articles} otherGroups={groups.filter((g) => g.id !== group.id)} />
}
