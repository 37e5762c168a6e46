import { Link } from '@/components/ui/Link.client'

import { Img } from '@/components/ui/Img'
import { uiStyles } from '@/components/ui/Card'
import type { ArticleCard } from '@/lib/content/blog'
import { paths } from '@/lib/paths'
import type { BlogGroup } from '@/payload-types'

import { ArticleCards } from './ArticleCards'
import styles from './Blog.module.css'

/** A Readers Digest group: heading, description, hero image, then a card for each article. */
export function BlogGroupPage({
  group,
  articles,
  otherGroups,
}: {
  group: BlogGroup
  articles: ArticleCard[]
  otherGroups: BlogGroup[]
}) {
  return (
    <>
      <section className="container" aria-labelledby="blog-group-heading">
        <div className={uiStyles.hero}>
          <div>
            <p className={uiStyles.eyebrow}>Readers Digest · {group.name}</p>
            <h1 id="blog-group-heading">{group.heading}</h1>
            {group.description ? <p className="lead">{group.description}</p> : null}
          </div>
          <Img
            media={group.heroImage}
            priority
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw"
            className={uiStyles.heroImage}
          />
        </div>
      </section>
      <section className="section section--warm" aria-labelledby="blog-group-articles">
        <div className="container">
          <h2 id="blog-group-articles">{group.subheading || 'Latest articles'}</h2>
          {articles.length > 0 ? (
            <ArticleCards articles={articles} />
          ) : (
            <p>There are no articles here yet. Please check back soon.</p>
          )}
        </div>
      </section>
      {otherGroups.length > 0 ? (
        <nav className="section container" aria-labelledby="blog-other-groups">
          <h2 id="blog-other-groups" className={styles.smallHeading}>
            More from Readers Digest
          </h2>
          <ul className={styles.groupLinks}>
            {otherGroups.map((g) => (
              <li key={g.id}>
                <Link href={paths.blogGroup(g.slug)} className={styles.groupLink}>
                  {g.heading}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  )
}
