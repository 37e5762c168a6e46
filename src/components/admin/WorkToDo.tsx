import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

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

/**
 * The admin dashboard (admin.components.views.dashboard in src/payload.config.ts): what needs doing for
 * the signed-in person's roles, each count a link to the list of exactly those records, then the
 * collections and settings pages their roles use most. The counting is src/lib/staff/work-to-do.ts.
 */
export async function WorkToDo(props: AdminViewServerProps) {
  const { req, permissions } = props.initPageResult
  const user = req.user as User | null
  if (!user) return null
  const { sections, shortcuts } = await workToDo(req.payload, user, { permissions })
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
