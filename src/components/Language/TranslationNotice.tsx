import { i18n } from '@/lib/i18n'

import styles from './TranslationNotice.module.css'

/**
 * On a page in another language whose words are not all written yet: says so, in that language, with a
 * link to the whole page in the default language (decision 045). Nothing when every word is there.
 */
export function TranslationNotice({ code, path, missing }: { code: string; path: string; missing: number }) {
  if (!i18n.isOtherLanguage(code) || missing === 0) return null
  const t = i18n.translate(code)
  const language = i18n.language(code)
  const english = i18n.defaultLanguage
  return (
    <div className={`container ${styles.notice}`} role="note">
      <p>
        {t('Some parts of this page are not yet in {language}, so they show in {default}.', { language: language.name, default: english.name })}{' '}
        <a href={path} lang={english.htmlLang} hrefLang={english.hreflang}>
          Read this page in {english.name}
        </a>
      </p>
    </div>
  )
}
