import { Link } from '@/components/ui/Link.client'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'
import type { SearchPageData } from '@/lib/search/page.server'
import type { Segment } from '@/lib/search/text'
import { whatsappHref, WHATSAPP_TEXT } from '@/lib/whatsapp'

import styles from './Search.module.css'
import { SearchBox } from './SearchBox'

const searchHref = (q: string, kind?: string | null) => `/search?${new URLSearchParams(kind ? { q, kind } : { q }).toString()}`

function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  )
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function SearchPage({ data, phone, whatsappNumber }: { data: SearchPageData; phone: string; whatsappNumber: string | null | undefined }) {
  const q = data.query.q
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{q ? <>Search results for “{q}”</> : 'Search'}</h1>
      <SearchBox id="search-page-q" defaultValue={q} className={styles.pageBox} label="Search for" />

      {data.state === 'empty' ? <p className={styles.lead}>Type what you are looking for: a product, a claim, a word you have seen on a policy.</p> : null}

      {data.state === 'limited' ? (
        <p className={styles.notice} role="status">
          You have searched many times in the last minute. Please wait {plural(data.retryAfterSeconds, 'second', 'seconds')} and try again.
        </p>
      ) : null}

      {data.state === 'results' ? <Results data={data} phone={phone} whatsappNumber={whatsappNumber} /> : null}
    </div>
  )
}

function Results({ data, phone, whatsappNumber }: { data: Extract<SearchPageData, { state: 'results' }>; phone: string; whatsappNumber: string | null | undefined }) {
  const { response, query } = data
  const q = query.q
  const shown = query.kind ? (response.counts.find((c) => c.kind === query.kind)?.count ?? 0) : response.total
  if (response.results.length === 0) return <NoResults q={q} suggestions={response.suggestions} phone={phone} whatsappNumber={whatsappNumber} filtered={Boolean(query.kind)} />
  return (
    <>
      <p className={styles.summary} role="status">
        {plural(shown, 'result', 'results')}
        {response.correctedTo ? (
          <>
            {' '}
            for <strong>{response.correctedTo}</strong> (we corrected the spelling)
          </>
        ) : null}
        {response.closest ? '. No page has every word you typed; these have some of them' : ''}.
      </p>
      {response.counts.length > 1 || query.kind ? (
        <nav aria-label="Filter results by kind" className={styles.filters}>
          <ul>
            <li>
              <Link href={searchHref(q)} className={styles.filter} aria-current={query.kind ? undefined : 'page'}>
                All <span className={styles.count}>({response.total})</span>
              </Link>
            </li>
            {response.counts.map((c) => (
              <li key={c.kind}>
                <Link href={searchHref(q, c.kind)} className={styles.filter} aria-current={query.kind === c.kind ? 'page' : undefined}>
                  {c.label} <span className={styles.count}>({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ol className={styles.results}>
        {response.results.map((r) => (
          <li key={r.url + r.title.map((s) => s.text).join('')} className={styles.result}>
            <p className={styles.kind}>
              {r.kindLabel}
              {r.pinned ? <span className={styles.pinned}> · Recommended</span> : null}
            </p>
            <h2 className={styles.resultTitle}>
              <a href={r.url}>
                <Marked segments={r.title} />
              </a>
            </h2>
            {r.snippet.length > 0 ? (
              <p className={styles.snippet}>
                <Marked segments={r.snippet} />
              </p>
            ) : null}
            <p className={styles.url}>{r.url.split('#')[0]}</p>
          </li>
        ))}
      </ol>
    </>
  )
}

function NoResults({ q, suggestions, phone, whatsappNumber, filtered }: { q: string; suggestions: string[]; phone: string; whatsappNumber: string | null | undefined; filtered: boolean }) {
  const whatsapp = whatsappHref(whatsappNumber, WHATSAPP_TEXT.contact)
  return (
    <div className={styles.none}>
      <p className={styles.summary} role="status">
        We found nothing for “{q}”{filtered ? ' of this kind' : ''}.
      </p>
      {filtered ? (
        <p>
          <Link href={searchHref(q)}>See results of every kind</Link>
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <>
          <h2 className={styles.subheading}>Closest matches</h2>
          <ul className={styles.suggestions}>
            {suggestions.map((s) => (
              <li key={s}>
                <Link href={searchHref(s)}>{s}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className={styles.subheading}>Ask us instead</h2>
      <ul className={styles.help}>
        <li>
          <Link href={paths.callBack()}>Ask for a call back</Link>: tell us when suits you and an adviser calls.
        </li>
        {whatsapp ? (
          <li>
            <a href={whatsapp}>Chat with us on WhatsApp</a>
          </li>
        ) : null}
        <li>
          Call us on <a href={telHref(phone)}>{phone}</a>
        </li>
        <li>
          Or look through <Link href={paths.claims()}>claims help</Link> and <Link href={paths.glossary()}>the glossary of claims terms</Link>.
        </li>
      </ul>
    </div>
  )
}
