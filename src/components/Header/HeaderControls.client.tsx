'use client'

/**
 * The header's small interactive islands. The links themselves are server-rendered HTML passed in as
 * children; these components only add state: which menu is open, the mobile drawer, the scroll state
 * and corporate mode. Plain React, no UI library, to keep the page's JavaScript small.
 */
import { usePathname } from 'next/navigation'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react'

import styles from './Header.module.css'
import { isCorporatePath, nextScrolled } from './nav'
import { useHydrated } from '@/components/ui/useHydrated'

const DESKTOP = '(min-width: 1024px)'
const MENU_BUTTON_ID = 'nav-menu-button'
const DRAWER_ID = 'site-menu'

const triggerId = (id: string) => `nav-${id}-trigger`
const panelId = (id: string) => `nav-${id}-panel`
const groupId = (id: string) => `nav-${id}-group`

type HeaderState = {
  openId: string | null
  toggle: (id: string) => void
  closeAll: () => void
  menuOpen: boolean
  setMenuOpen: (open: boolean) => void
  corporate: boolean
  hydrated: boolean
}

const HeaderContext = createContext<HeaderState | null>(null)

function useHeader(): HeaderState {
  const ctx = useContext(HeaderContext)
  if (!ctx) throw new Error('Header controls must sit inside <HeaderShell>')
  return ctx
}

/** The <header> element, holding the shared state and the page-wide listeners (scroll, Escape, outside click). */
export function HeaderShell({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const corporate = isCorporatePath(pathname)
  const hydrated = useHydrated()
  const [openId, setOpenId] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [scrolled, setScrolled] = useState(false)
  const [lastPath, setLastPath] = useState(pathname)

  // A navigation closes every menu (also when the layout, and so this header, stays mounted).
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setOpenId(null)
    setMenuOpen(false)
  }

  useEffect(() => {
    const update = () => setScrolled((prev) => nextScrolled(prev, window.scrollY))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  useEffect(() => {
    if (!openId && !menuOpen) return
    const inOpenGroup = (target: EventTarget | null) =>
      openId !== null && target instanceof Node && Boolean(document.getElementById(groupId(openId))?.contains(target))

    const onPointerDown = (event: PointerEvent) => {
      if (openId && !inOpenGroup(event.target)) setOpenId(null)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (menuOpen) {
        // The drawer returns focus to the menu button itself, once the page behind is interactive again.
        setOpenId(null)
        setMenuOpen(false)
      } else if (openId) {
        const id = openId
        setOpenId(null)
        document.getElementById(triggerId(id))?.focus()
      }
    }
    // On the desktop bar, tabbing out of an open menu closes it, so panels never cover the next control.
    const onFocusIn = (event: FocusEvent) => {
      if (openId && !menuOpen && window.matchMedia(DESKTOP).matches && !inOpenGroup(event.target)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [openId, menuOpen])

  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), [])
  const closeAll = useCallback(() => {
    setOpenId(null)
    setMenuOpen(false)
  }, [])

  const value = useMemo<HeaderState>(
    () => ({ openId, toggle, closeAll, menuOpen, setMenuOpen, corporate, hydrated }),
    [openId, toggle, closeAll, menuOpen, corporate, hydrated],
  )

  // Following a link inside a menu closes it, even when the link points at the page already shown.
  const onClick = (event: ReactMouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]')
    if (link && (openId || menuOpen)) closeAll()
  }

  return (
    <HeaderContext.Provider value={value}>
      <header
        className={styles.header}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-menu-open={menuOpen ? 'true' : 'false'}
        data-js={hydrated ? 'true' : 'false'}
        onClick={onClick}
      >
        {children}
      </header>
    </HeaderContext.Provider>
  )
}

/**
 * A menu group's disclosure button. Before JavaScript runs it is a plain link to the section's own
 * page, so the site can be browsed with no script at all.
 */
export function MenuTrigger({ id, fallbackHref, children }: { id: string; fallbackHref: string; children: ReactNode }) {
  const { openId, toggle, hydrated } = useHeader()
  const open = openId === id
  // The chevron is drawn in both forms so the bar does not shift when the button takes over.
  const chevron = (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={styles.tab}>
        {children}
        {chevron}
      </a>
    )
  }
  return (
    <button
      type="button"
      id={triggerId(id)}
      className={styles.tab}
      aria-expanded={open}
      aria-controls={panelId(id)}
      onClick={() => toggle(id)}
    >
      {children}
      {chevron}
    </button>
  )
}

/** The panel of links a MenuTrigger shows and hides. */
export function MenuPanel({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const { openId, hydrated } = useHeader()
  // Only a script can open a panel, so its links are drawn once the script runs: the first HTML of every
  // page leaves them out (a smaller page and less to lay out before the first paint, issue 13). Without
  // JavaScript the trigger is a link to the section's page, which lists the same links.
  return (
    <div id={panelId(id)} className={className} hidden={openId !== id}>
      {hydrated ? children : null}
    </div>
  )
}

/** The list item around a trigger and its panel: the area a click must fall outside of to close it. */
export function MenuGroup({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const { openId } = useHeader()
  return (
    <li id={groupId(id)} className={className} data-open={openId === id ? 'true' : 'false'}>
      {children}
    </li>
  )
}

/** Leaves out its children on corporate pages (the individual product lists). */
export function HideInCorporateMode({ children }: { children: ReactNode }) {
  const { corporate } = useHeader()
  return corporate ? null : children
}

/** Shows its children only on corporate pages. */
export function OnlyInCorporateMode({ children }: { children: ReactNode }) {
  const { corporate } = useHeader()
  return corporate ? children : null
}

/** The phone-size "Menu" button. Without JavaScript it is a link to the site map in the footer. */
export function MobileMenuButton({ fallbackHref, label = 'Menu' }: { fallbackHref: string; label?: string }) {
  const { menuOpen, setMenuOpen, hydrated } = useHeader()
  const icon = (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={styles.menuButton}>
        {icon}
        <span>{label}</span>
      </a>
    )
  }
  return (
    <button
      type="button"
      id={MENU_BUTTON_ID}
      className={styles.menuButton}
      aria-expanded={menuOpen}
      aria-controls={DRAWER_ID}
      onClick={() => setMenuOpen(!menuOpen)}
    >
      {icon}
      <span>{label}</span>
    </button>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[hidden]'),
  )
}

/** Makes everything outside `keep` inert (unreachable by keyboard, pointer and screen reader); returns an undo. */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = []
  let node: HTMLElement | null = keep
  while (node && node !== document.body) {
    const parent: HTMLElement | null = node.parentElement
    if (!parent) break
    for (const sibling of Array.from(parent.children)) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
        sibling.inert = true
        changed.push(sibling)
      }
    }
    node = parent
  }
  return () => changed.forEach((el) => (el.inert = false))
}

/**
 * On phones and tablets the main navigation lives in a slide-out panel: a modal dialog while open (focus
 * stays inside, the page behind is inert and does not scroll; Escape, the close button or a tap on the
 * backdrop close it and focus returns to the Menu button). From 1024 px the same markup is the tab bar.
 */
export function NavDrawer({
  head,
  extras,
  children,
  words = { menu: 'Menu', close: 'Close menu' },
}: {
  head: ReactNode
  extras: ReactNode
  children: ReactNode
  /** The dialog's name and its close button's, in the page's language. */
  words?: { menu: string; close: string }
}) {
  const { menuOpen, setMenuOpen, closeAll, hydrated } = useHeader()
  const wrapRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const wrap = wrapRef.current
    if (!menuOpen || !wrap) return
    const undoInert = inertOutside(wrap)
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    closeRef.current?.focus()
    const desktop = window.matchMedia(DESKTOP)
    const onResize = () => {
      if (desktop.matches) setMenuOpen(false)
    }
    desktop.addEventListener('change', onResize)
    return () => {
      desktop.removeEventListener('change', onResize)
      undoInert()
      root.style.overflow = previousOverflow
      document.getElementById(MENU_BUTTON_ID)?.focus()
    }
  }, [menuOpen, setMenuOpen])

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!menuOpen || event.key !== 'Tab' || !panelRef.current) return
    const items = focusableIn(panelRef.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div ref={wrapRef} className={styles.drawerWrap}>
      <div className={styles.backdrop} onClick={closeAll} aria-hidden="true" />
      <div
        ref={panelRef}
        id={DRAWER_ID}
        className={styles.drawer}
        role={menuOpen ? 'dialog' : undefined}
        aria-modal={menuOpen ? true : undefined}
        aria-label={menuOpen ? words.menu : undefined}
        onKeyDown={onKeyDown}
      >
        {/* The drawer's head and extras show only in the opened drawer, which only a script opens: they
            are drawn once it runs, and stay out of every page's first HTML (issue 13). */}
        {hydrated ? (
          <div className={styles.drawerHead}>
            {head}
            <button ref={closeRef} type="button" className={styles.closeButton} onClick={closeAll}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{words.close}</span>
            </button>
          </div>
        ) : null}
        {children}
        {hydrated ? extras : null}
      </div>
    </div>
  )
}
