import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { SEARCH_SUMMARY_DAYS, searchSummary, type SearchCount } from '@/lib/search/counts.server'
import { rolesOf, STAFF_ROLES } from '@/lib/staff/roles'
import { workToDo, type WorkItem } from '@/lib/staff/work-to-do'
import type { User } from '@/payload-types'

import './work-to-do.css'

/** "Claims officer" from "Claims officer: handles claims and their documents". */
const roleName = (value: string) => STAFF_ROLES.find((r) => r.value === value)?.label.split(':')[0] ?? value

function Item({ item }: { item: WorkItem }) {
  // What is counted matters when there is something to open; a zero says all it needs to.
  const hint = item.count > 0 ? item.hint : undefined
  const hintId = hint ? `work-hint-${item.id}` : undefined
  const urgent = item.urgent && item.count > 0
  return (
    <li className={`redwood-work__item${urgent ? ' redwood-work__item--urgent' : ''}${item.count === 0 ? ' redwood-work__item--none' : ''}`} data-work={item.id}>
      {item.count > 0 ? (
        <Link href={item.href} className="redwood-work__link" aria-describedby={hintId} prefetch={false}>
          {item.text}
        </Link>
      ) : (
        <span className="redwood-work__none">{item.text}</span>
      )}
      {hint ? (
        <span id={hintId} className="redwood-work__hint">
          {hint}
        </span>
      ) : null}
    </li>
  )
}

const whole = new Intl.NumberFormat('en-GB')

function SearchList({ id, heading, rows, none }: { id: string; heading: string; rows: SearchCount[]; none: string }) {
  return (
    <>
      <h3 id={id} className="redwood-work__subheading">
        {heading}
      </h3>
      {rows.length > 0 ? (
        <ol className="redwood-work__searches" aria-labelledby={id}>
          {rows.map((row) => (
            <li key={row.query} data-search={row.query}>
              <a href={`/search?q=${encodeURIComponent(row.query)}`} className="redwood-work__search-link">
                {row.query}
              </a>{' '}
              <span className="redwood-work__search-count">
                {whole.format(row.count)} {row.count === 1 ? 'search' : 'searches'}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="redwood-work__none">{none}</p>
      )}
    </>
  )
}

/**
 * The admin dashboard (admin.components.views.dashboard in src/payload.config.ts): what needs doing for
 * the signed-in person's roles, each count a link to the list of exactly those records, then the
 * collections and settings pages their roles use most. The counting is src/lib/staff/work-to-do.ts.
 */
export async function WorkToDo(props: AdminViewServerProps) {
  const { req, permissions } = props.initPageResult
  const user = req.user as User | null
  if (!user) return null
  const [{ sections, shortcuts }, searches] = await Promise.all([workToDo(req.payload, user, { permissions }), searchSummary(req.payload, user)])
  const roles = rolesOf(user).map(roleName)

  return (
    <Gutter className="redwood-work">
      <h1 className="redwood-work__title">Work to do</h1>
      <p className="redwood-work__intro">
        {roles.length > 0 ? `For your roles: ${roles.join(', ')}.` : 'Your account has no roles yet: ask an administrator for the ones your work needs.'}{' '}
        {sections.length > 0 ? 'Each number opens the list of those records.' : null}
      </p>
      {sections.length === 0 && roles.length > 0 ? <p className="redwood-work__intro">Nothing here waits for your roles. Open your work from the links below or the menu.</p> : null}
      {sections.length > 0 ? (
        <div className="redwood-work__sections">
          {sections.map((section) => (
            <section key={section.id} className="redwood-work__section" aria-labelledby={`work-${section.id}`}>
              <h2 id={`work-${section.id}`} className="redwood-work__heading">
                {section.heading}
              </h2>
              <ul className="redwood-work__list">
                {section.items.map((item) => (
                  <Item key={item.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      {searches ? (
        <section className="redwood-work__section redwood-work__searches-panel" aria-labelledby="work-searches">
          <h2 id="work-searches" className="redwood-work__heading">
            What visitors searched for
          </h2>
          <p className="redwood-work__hint">
            The last {SEARCH_SUMMARY_DAYS} days on the site’s search, counted without anything about who searched. When a search finds nothing, or not the page it should,
            add a synonym or a best bet in <Link href="/admin/globals/search-settings" prefetch={false}>Search settings</Link>.
          </p>
          <SearchList id="work-searches-top" heading="Commonest searches" rows={searches.top} none="No searches yet." />
          <SearchList id="work-searches-none" heading="Commonest searches that found nothing" rows={searches.noResult} none="Every search found something." />
          <p>
            <Link href="/admin/collections/search-queries" className="redwood-work__shortcut" prefetch={false}>
              Every search, day by day
            </Link>
          </p>
        </section>
      ) : null}
      {shortcuts.length > 0 ? (
        <nav className="redwood-work__shortcuts" aria-labelledby="work-shortcuts">
          <h2 id="work-shortcuts" className="redwood-work__heading">
            Go to
          </h2>
          <ul className="redwood-work__shortcut-list">
            {shortcuts.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className="redwood-work__shortcut" prefetch={false}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="redwood-work__hint">Every other collection and settings page is in the menu.</p>
        </nav>
      ) : null}
    </Gutter>
  )
}
