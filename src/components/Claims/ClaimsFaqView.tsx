import { Accordion } from '@/components/ui/Accordion'
import type { ClaimsFaqPage } from '@/payload-types'

import { Copy } from './Copy'
import { ClaimsHero, MoreHelp } from './parts'
import styles from './claims.module.css'

type Faq = NonNullable<ClaimsFaqPage['faqs']>[number]

/** Questions grouped by their topic, topics in the order they first appear. */
export function groupByTopic(faqs: Faq[]): { topic: string; anchor: string; items: Faq[] }[] {
  const groups = new Map<string, Faq[]>()
  for (const faq of faqs) {
    const topic = faq.topic?.trim() || 'Other questions'
    const list = groups.get(topic)
    if (list) list.push(faq)
    else groups.set(topic, [faq])
  }
  return [...groups].map(([topic, items]) => ({
    topic,
    anchor: `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
    items,
  }))
}

/** /claims/faqs: every claims question, grouped by topic, each answer opening in place. */
export function ClaimsFaqView({ page }: { page: ClaimsFaqPage }) {
  const topics = groupByTopic(page.faqs ?? [])
  return (
    <>
      <ClaimsHero route="faqs" heading={page.heading} intro={page.intro} image={page.heroImage} />
      <div className="section container">
        {topics.length > 1 ? (
          <nav aria-label="Question topics" className={styles.topicNav}>
            <ul>
              {topics.map((t) => (
                <li key={t.anchor}>
                  <a href={`#${t.anchor}`} className={styles.pill}>
                    {t.topic}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.topics} style={{ marginTop: topics.length > 1 ? 'var(--space-5)' : undefined }}>
          {topics.length === 0 ? <p>There are no questions here yet. Please call us and we will help.</p> : null}
          {topics.map((t) => (
            <section key={t.anchor} aria-labelledby={t.anchor}>
              <h2 id={t.anchor}>{t.topic}</h2>
              <Accordion items={t.items.map((f) => ({ id: f.id, title: f.question, body: <Copy text={f.answer} /> }))} />
            </section>
          ))}
        </div>
      </div>
      <MoreHelp current="faqs" />
    </>
  )
}
