import type { GlossaryEntry } from '@/lib/content/claims'
import { i18n } from '@/lib/i18n'
import type { ClaimsGlossaryPage } from '@/payload-types'

import { Copy } from './Copy'
import { ClaimsHero, MoreHelp } from './parts'
import styles from './claims.module.css'

/** The first term under each initial letter, for the A–Z jump links. */
export function letterIndex(entries: GlossaryEntry[]): { letter: string; anchor: string }[] {
  const seen = new Map<string, string>()
  for (const e of entries) {
    const letter = e.term.charAt(0).toLocaleUpperCase('en')
    if (/[A-Z]/.test(letter) && !seen.has(letter)) seen.set(letter, e.anchor)
  }
  return [...seen].map(([letter, anchor]) => ({ letter, anchor }))
}

/**
 * /claims/glossary: a real two-column table. Each term cell has an id, so other pages link straight to
 * it (/claims/glossary#term-sum-assured) and the linked row is highlighted.
 */
export function GlossaryView({ page, code = i18n.defaultLanguage.code }: { page: Omit<ClaimsGlossaryPage, 'entries'> & { entries: GlossaryEntry[] }; code?: string }) {
  const t = i18n.translate(code)
  const letters = letterIndex(page.entries)
  // The terms stay English in every language: they are the words on our forms and letters (decision 045).
  const termLang = i18n.defaultLanguagePart(code)
  return (
    <>
      <ClaimsHero code={code} route="glossary" heading={page.heading} intro={page.intro} image={page.heroImage} />
      <div className="section container">
        {letters.length > 4 ? (
          <nav aria-label={t('Terms by first letter')} className={styles.letters}>
            <ul>
              {letters.map((l) => (
                <li key={l.letter}>
                  <a href={`#${l.anchor}`}>{l.letter}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.tableWrap}>
          <table className={styles.glossary}>
            <caption>{t('Claims terms and what they mean ({count} terms)', { count: page.entries.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Term')}</th>
                <th scope="col">{t('Definition')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.anchor}>
                  <th scope="row" id={entry.anchor} lang={termLang}>
                    {entry.term}
                  </th>
                  <td>
                    <Copy code={code} text={entry.meaning} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <MoreHelp code={code} current="glossary" />
    </>
  )
}
