import { Card } from '@/components/ui/Card'
import { Carousel } from '@/components/ui/Carousel.client'
import { Tabs } from '@/components/ui/Tabs.client'
import type { HomeArticleGroup } from '@/lib/content/home'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { HeadingPair } from '@/payload-types'

import styles from './Home.module.css'
import { CARD_SIZES } from './ProductCarousel'
import { SectionHeading } from './SectionHeading'
import { TextLink } from './TextLink'

/** What's Hot: the newest articles of each blog group (Life, Health, Markets), one tab each, starting on the first. */
export function WhatsHot({
  code,
  heading,
  intro,
  groups,
}: {
  code: string
  heading: HeadingPair
  intro?: string | null
  groups: HomeArticleGroup[]
}) {
  const withArticles = groups.filter((g) => g.articles.length > 0)
  if (withArticles.length === 0) return null
  return (
    <section className={`section ${styles.whatsHot}`} aria-labelledby="whats-hot-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <SectionHeading id="whats-hot-heading" value={heading} />
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
        {/* The articles are not written in every language: on another language's page this block is the
            English one, and says so. */}
        <div lang={i18n.defaultLanguagePart(code)}>
        <Tabs
          idPrefix="whats-hot"
          label="Article topics"
          tabs={withArticles.map((group) => ({
            id: group.slug,
            label: group.name,
            panel: (
              <Carousel
                label={`${group.name} articles`}
                itemsName="article"
                trackClassName={styles.cardTrack}
                controlsStart={
                  <TextLink href={paths.blogGroup(group.slug)} label={`More ${group.name.toLowerCase()} articles`} />
                }
                slides={group.articles.map((article) => (
                  <Card
                    key={article.id}
                    title={article.title}
                    image={article.image}
                    href={paths.article(group.slug, article.slug)}
                    sizes={CARD_SIZES}
                  >
                    {article.excerpt ? <p className={styles.cardText}>{article.excerpt}</p> : null}
                  </Card>
                ))}
              />
            ),
          }))}
        />
        </div>
      </div>
    </section>
  )
}
