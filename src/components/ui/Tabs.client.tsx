'use client'

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import styles from './Tabs.module.css'

export type TabItem = {
  /** Stable and unique within the tab set; becomes part of the element ids (e.g. a slug). */
  id: string
  label: string
  panel: ReactNode
}

type Props = {
  /** Prefix of the element ids, unique on the page, e.g. "whats-hot". */
  idPrefix: string
  /** Accessible name of the tab list, e.g. "Article topics". */
  label: string
  tabs: TabItem[]
  /** The tab selected at first (0-based). */
  initial?: number
  /** The heading level each panel gets when the tabs cannot work (no JavaScript) and the panels stack. */
  panelHeading?: 'h2' | 'h3' | 'h4'
  className?: string
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list (roving tabindex), arrow keys move
 * between tabs and select them, Home and End go to the first and last. Every panel is in the HTML;
 * without JavaScript the tab list is hidden and the panels are shown one after another under headings.
 */
export function Tabs({ idPrefix, label, tabs, initial = 0, panelHeading: PanelHeading = 'h3', className }: Props) {
  const [selected, setSelected] = useState(Math.min(Math.max(initial, 0), Math.max(tabs.length - 1, 0)))
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (id: string) => `${idPrefix}-tab-${id}`
  const panelId = (id: string) => `${idPrefix}-panel-${id}`

  const select = (i: number) => {
    setSelected(i)
    tabRefs.current[i]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={i !== selected}
          className={styles.panel}
        >
          <PanelHeading className={styles.panelHeading}>{tab.label}</PanelHeading>
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
