import vm from 'node:vm'

import { describe, expect, it, vi } from 'vitest'

import { liveRefreshScript } from './live-preview-refresh'

const SITE = 'https://www.redwoodlife.example'

/** Runs the script as a page framed by the admin would, with a stand-in window around it. */
function framedPage({ router = true, scriptsLoaded = true, hydrated = true }: { router?: boolean; scriptsLoaded?: boolean; hydrated?: boolean } = {}) {
  const admin = { postMessage: vi.fn() }
  const stranger = { postMessage: vi.fn() }
  const listeners: Array<(event: { origin: string; source: unknown; data: unknown }) => void> = []
  const refresh = vi.fn()
  const reload = vi.fn()
  const window: Record<string, unknown> = {
    parent: admin,
    opener: null,
    next: router ? { router: { refresh } } : { version: '16' },
    __scriptsLoaded: scriptsLoaded || undefined,
    addEventListener: (type: string, listener: (typeof listeners)[number]) => type === 'message' && listeners.push(listener),
  }
  // The site's header says whether React has hydrated the page (data-js, set by its effect).
  const header = { js: hydrated ? 'true' : 'false' }
  const document = {
    querySelector: (selector: string) => (selector === 'header[data-js]' ? { getAttribute: (name: string) => (name === 'data-js' ? header.js : null) } : null),
  }
  vm.runInNewContext(liveRefreshScript(`${SITE}/`), { window, document, location: { reload }, setTimeout })
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of listeners) listener({ origin: from.origin ?? SITE, source: 'source' in from ? from.source : admin, data })
  }
  return { admin, stranger, send, refresh, reload, window, header }
}

describe('the live preview script', () => {
  it('tells the admin framing the page that it is ready, for the site’s origin only', () => {
    const { admin } = framedPage()
    expect(admin.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'payload-live-preview', ready: true }, SITE)
  })

  it('renders the page again when the admin says a save happened', () => {
    const { send, refresh, reload } = framedPage()
    send({ type: 'payload-document-event' })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
  })

  it('ignores the live data the admin streams on every keystroke, and anything from another origin or window', () => {
    const { send, refresh, stranger } = framedPage()
    send({ type: 'payload-live-preview', data: { title: 'typed' } })
    send({ type: 'payload-document-event' }, { origin: 'https://evil.example' })
    send({ type: 'payload-document-event' }, { source: stranger })
    send('payload-document-event')
    send(null)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('keeps a save made before the page’s scripts have run, and renders the page again once, when they have', () => {
    vi.useFakeTimers()
    try {
      const starting = framedPage({ router: false, scriptsLoaded: false })
      starting.send({ type: 'payload-document-event' })
      starting.send({ type: 'payload-document-event' })
      vi.advanceTimersByTime(1000)
      expect(starting.reload).not.toHaveBeenCalled()
      const refresh = vi.fn()
      starting.window.next = { router: { refresh } }
      vi.advanceTimersByTime(300)
      expect(refresh).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(60_000)
      expect(refresh).toHaveBeenCalledTimes(1)
      // A later save renders it again at once.
      starting.send({ type: 'payload-document-event' })
      expect(refresh).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('tries again while Next’s router is there but not yet ready to act, and shows no error', () => {
    vi.useFakeTimers()
    try {
      const starting = framedPage({ router: false, scriptsLoaded: false })
      let ready = false
      const refresh = vi.fn(() => {
        if (!ready) throw new Error('Internal Next.js error: Router action dispatched before initialization.')
      })
      starting.window.next = { router: { refresh } }
      expect(() => starting.send({ type: 'payload-document-event' })).not.toThrow()
      vi.advanceTimersByTime(600)
      expect(() => vi.advanceTimersByTime(600)).not.toThrow()
      ready = true
      vi.advanceTimersByTime(300)
      const calls = refresh.mock.calls.length
      vi.advanceTimersByTime(60_000)
      expect(refresh.mock.calls.length).toBe(calls)
      expect(refresh.mock.results.at(-1)?.type).toBe('return')
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits until React has hydrated the page before rendering it again (a refresh mid-hydration is a mismatch)', () => {
    vi.useFakeTimers()
    try {
      const hydrating = framedPage({ hydrated: false })
      hydrating.send({ type: 'payload-document-event' })
      vi.advanceTimersByTime(2000)
      expect(hydrating.refresh).not.toHaveBeenCalled()
      expect(hydrating.reload).not.toHaveBeenCalled()
      hydrating.header.js = 'true'
      vi.advanceTimersByTime(300)
      expect(hydrating.refresh).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reloads a page whose scripts have run but whose Next offers no router', () => {
    const withoutRouter = framedPage({ router: false })
    withoutRouter.send({ type: 'payload-document-event' })
    expect(withoutRouter.reload).toHaveBeenCalledTimes(1)
  })

  it('stays quiet when the page is not framed nor opened by the admin', () => {
    const postMessage = vi.fn()
    const window: Record<string, unknown> = { opener: null, addEventListener: vi.fn(), postMessage }
    window.parent = window
    vm.runInNewContext(liveRefreshScript(SITE), { window, document: { querySelector: () => null }, location: {}, setTimeout })
    expect(postMessage).not.toHaveBeenCalled()
  })
})
