import { Accordion } from '@/components/ui/Accordion'
import Link from 'next/link'
import { ButtonLink } from '@/components/ui/Button'
import { editorsWords, placed } from '@/components/Language/placed'
import { getSiteSettings } from '@/lib/content/site'
import { i18n, type Translate } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { getPromises, workingDays } from '@/lib/promises'
import type { ClaimsFaqPage } from '@/payload-types'

import { Copy } from './Copy'
import { telHref } from '@/lib/phone'
import { ClaimsHero, MoreHelp } from './parts'
import styles from './claims.module.css'

type Faq = NonNullable<ClaimsFaqPage['faqs']>[number]

/** Questions grouped by their topic, topics in the order they first appear. */
export function groupByTopic(faqs: Faq[], t: Translate = i18n.translate(i18n.defaultLanguage.code)): { topic: string; anchor: string; items: Faq[] }[] {
  const groups = new Map<string, Faq[]>()
  for (const faq of faqs) {
    const topic = faq.topic?.trim() || t('Other questions')
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
export async function ClaimsFaqView({ page, code = i18n.defaultLanguage.code }: { page: ClaimsFaqPage; code?: string }) {
  const t = i18n.translate(code)
  const topics = groupByTopic(page.faqs ?? [], t)
  const settings = await getSiteSettings()
  const { emailReplyDays } = await getPromises()
  const contentLang = i18n.defaultLanguagePart(code)
  return (
    <>
      <ClaimsHero code={code} route="faqs" heading={page.heading} intro={page.intro} image={page.heroImage} />
      <div className={`section container ${styles.faqPage}`}>
        <div>
          {topics.length > 1 ? (
            <nav aria-label={t('Question topics')} className={styles.topicNav}>
              <ul>
                {topics.map((topic) => (
                  <li key={topic.anchor}>
                    <a href={`#${topic.anchor}`} className={styles.pill}>
                      {topic.topic}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className={styles.topics}>
            {topics.length === 0 ? <p>{t('There are no questions here yet. Please call us and we will help.')}</p> : null}
            {topics.map((topic) => (
              <section key={topic.anchor} aria-labelledby={topic.anchor}>
                <h2 id={topic.anchor}>{topic.topic}</h2>
                <Accordion items={topic.items.map((f) => ({ id: f.id, title: f.question, body: <Copy code={code} text={f.answer} /> }))} />
              </section>
            ))}
          </div>
        </div>
        <aside className={styles.faqAsideBox} aria-labelledby="faq-still-need-help">
          <h2 id="faq-still-need-help">{t('Still have a question?')}</h2>
          <p>
            {placed(t('Call our claims team on {phone}, {hours}.'), {
              phone: <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>,
              hours: editorsWords(settings.officeHours || t('Monday to Friday, 8:00am to 5:00pm'), settings.officeHours ? contentLang : undefined),
            })}
          </p>
          {page.contactEmail ? (
            <p>
              {placed(t('Or email {email} and we reply within {days}.'), {
                email: <a href={`mailto:${page.contactEmail}`}>{page.contactEmail}</a>,
                days: workingDays(emailReplyDays, t),
              })}
            </p>
          ) : null}
          <ButtonLink href={i18n.href(code, paths.contact())} variant="secondary">
            {t('Send us a message')}
          </ButtonLink>
          <p>
            {t('Not happy with how we handled your claim?')} <Link href={i18n.href(code, paths.complaints())}>{t('Make a complaint')}</Link>.
          </p>
        </aside>
      </div>
      <MoreHelp code={code} current="faqs" />
    </>
  )
}
