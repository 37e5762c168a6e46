'use client'

import { usePathname } from 'next/navigation'

import { languageRoutes } from '@/lib/i18n/routes'

import styles from './Header.module.css'

/**
 * Links to this same page in the site's other languages, each named in its own language ("Pidgin",
 * "English"). Nothing where the page has no version in another language. A plain link: each language's
 * pages have a layout of their own, and the address carries the choice (no cookie; decision 045).
 * `bar`: the slim line above the header, at every width.
 */
export function LanguageSwitcher({ label, className, bar = false }: { label: string; className?: string; bar?: boolean }) {
  const pathname = usePathname()
  const { code, path } = languageRoutes.parse(pathname)
  const others = languageRoutes.alternates(path).filter(({ language }) => language.code !== code)
  if (others.length === 0) return null
  const list = (
    <ul aria-label={label} className={[styles.languages, className].filter(Boolean).join(' ')}>
      {others.map(({ language, href }) => (
        <li key={language.code}>
          <a href={href} lang={language.htmlLang} hrefLang={language.hreflang} className={styles.language}>
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  )
  if (!bar) return list
  return (
    <div className={styles.languageBar}>
      <div className="container">{list}</div>
    </div>
  )
}
