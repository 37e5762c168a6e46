import { SearchIcon } from '@/components/ui/icons'

import { i18n } from '@/lib/i18n'

import styles from './Search.module.css'

/** The site search form: a plain GET to /search, so it works without JavaScript. */
export function SearchBox({ id, defaultValue, className, label, code }: { id: string; defaultValue?: string; className?: string; label?: string; code?: string }) {
  const t = i18n.translate(code)
  const name = label ?? t('Search the site')
  return (
    <form role="search" method="get" action="/search" className={`${styles.box} ${className ?? ''}`} aria-label={name}>
      <label htmlFor={id} className="visually-hidden">
        {name}
      </label>
      <input id={id} name="q" type="search" maxLength={100} autoComplete="off" enterKeyHint="search" placeholder={t('Search, e.g. funeral cover')} defaultValue={defaultValue} className={styles.input} />
      <button type="submit" className={styles.button}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('Search')}</span>
      </button>
    </form>
  )
}
