import { Link } from '@/components/ui/Link.client'

import { RichText } from '@/components/RichText/RichText'
import { ButtonLink } from '@/components/ui/Button'
import { Img } from '@/components/ui/Img'
import type { Article, ArticleCard } from '@/lib/content/blog'
import { paths } from '@/lib/paths'
import { parseVideoUrl } from '@/lib/video'

import { ArticleCards } from './ArticleCards'
import { formatArticleDate } from './date'
import styles from './Blog.module.css'
import { VideoEmbed } from './VideoEmbed'

/** One article: heading, the cover video (or the cover image when there is none), then the body. */
export function ArticlePage({ article, related }: { article: Article; related: ArticleCard[] }) {
  const { group } = article
  const video = parseVideoUrl(article.coverVideo)
  const date = formatArticleDate(article.publishedAt)
  return (
    <>
      <article className={styles.article} aria-labelledby="article-heading">
        <header className={`container ${styles.articleHeader}`}>
          <p className={styles.back}>
            <Link href={paths.blogGroup(group.slug)}>
              <span aria-hidden="true">←</span>
              {group.heading}
            </Link>
          </p>
          <h1 id="article-heading">{article.title}</h1>
          {date ? (
            <p className={styles.date}>
              <time dateTime={article.publishedAt}>{date}</time>
            </p>
          ) : null}
          {article.excerpt ? <p className="lead">{article.excerpt}</p> : null}
        </header>
        <div className={`container ${styles.cover}`}>
          {video ? (
            <VideoEmbed video={video} title={article.title} />
          ) : (
            <Img media={article.coverImage} priority sizes="(min-width: 1000px) 880px, 100vw" className={styles.coverImage} />
          )}
        </div>
        <div className={`container ${styles.body}`}>
          <RichText data={article.body} />
          <aside className={styles.cta} aria-label="Talk to us">
            <p>
              <strong>Questions about your own cover?</strong> Our advisers explain your options in plain English, free
              of charge.
            </p>
            <ButtonLink href={paths.contact()} variant="secondary">
              Talk to an adviser
            </ButtonLink>
          </aside>
        </div>
      </article>
      {related.length > 0 ? (
        <section className="section section--warm" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading">More from {group.heading}</h2>
            <ArticleCards articles={related} />
          </div>
        </section>
      ) : null}
    </>
  )
}
