import { Card, uiStyles } from '@/components/ui/Card'
import type { ArticleCard } from '@/lib/content/blog'
import { paths } from '@/lib/paths'

import { formatArticleDate } from './date'
import styles from './Blog.module.css'

/** Article cards (cover image and heading), each one link to its article. */
export function ArticleCards({ articles, headingLevel = 'h3' }: { articles: ArticleCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={`${uiStyles.grid} even-grid`}>
      {articles.map((a) => {
        const date = formatArticleDate(a.publishedAt)
        return (
          <li key={a.id}>
            <Card title={a.title} image={a.coverImage} href={paths.article(a.groupSlug, a.slug)} headingLevel={headingLevel}>
              {a.excerpt ? <p className={styles.excerpt}>{a.excerpt}</p> : null}
              {date ? (
                <p className={styles.date}>
                  <time dateTime={a.publishedAt}>{date}</time>
                </p>
              ) : null}
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
