import { Accordion } from '@/components/ui/Accordion'
import Link from 'next/link'
import { ButtonLink } from '@/components/ui/Button'
import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { getPromises, workingDays } from '@/lib/promises'
import type { ClaimsFaqPage } from '@/payload-types'

import { Copy } from './Copy'
import { telHref } from '@/lib/phone'
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
export async function ClaimsFaqView({ page }: { page: ClaimsFaqPage }) {
  const topics = groupByTopic(page.faqs ?? [])
  const settings = await getSiteSettings()
  const { emailReplyDays } = await getPromises()
  return (
    <>
      <ClaimsHero route="faqs" heading={page.heading} intro={page.intro} image={page.heroImage} />
      <div className={`section container ${styles.faqPage}`}>
        <div>
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
          <div className={styles.topics}>
            {topics.length === 0 ? <p>There are no questions here yet. Please call us and we will help.</p> : null}
            {topics.map((t) => (
              <section key={t.anchor} aria-labelledby={t.anchor}>
                <h2 id={t.anchor}>{t.topic}</h2>
                <Accordion items={t.items.map((f) => ({ id: f.id, title: f.question, body: <Copy text={f.answer} /> }))} />
              </section>
            ))}
          </div>
        </div>
        <aside className={styles.faqAsideBox} aria-labelledby="faq-still-need-help">
          <h2 id="faq-still-need-help">Still have a question?</h2>
          <p>
            Call our claims team on <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>,{' '}
            {settings.officeHours || 'Monday to Friday, 8:00am to 5:00pm'}.
          </p>
          {page.contactEmail ? (
            <p>
              Or email <a href={`mailto:${page.contactEmail}`}>{page.contactEmail}</a> and we reply within {workingDays(emailReplyDays)}.
            </p>
          ) : null}
          <ButtonLink href={paths.contact()} variant="secondary">
            Send us a message
          </ButtonLink>
          <p>
            Not happy with how we handled your claim? <Link href={paths.complaints()}>Make a complaint</Link>.
          </p>
        </aside>
      </div>
      <MoreHelp current="faqs" />
    </>
  )
}
