import { SearchIcon } from '@/components/ui/icons'

import styles from './Search.module.css'

/** The site search form: a plain GET to /search, so it works without JavaScript. */
export function SearchBox({ id, defaultValue, className, label = 'Search the site' }: { id: string; defaultValue?: string; className?: string; label?: string }) {
  return (
    <form role="search" method="get" action="/search" className={`${styles.box} ${className ?? ''}`} aria-label={label}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name="q" type="search" maxLength={100} autoComplete="off" enterKeyHint="search" placeholder="Search, e.g. funeral cover" defaultValue={defaultValue} className={styles.input} />
      <button type="submit" className={styles.button}>
        <SearchIcon size={20} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}
