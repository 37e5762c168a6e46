import { startTransition, useEffect, useState } from 'react'

/** Set once the first page has hydrated: components mounted after that (a page reached by a link) start as hydrated. */
let hydratedOnce = false

/**
 * False in the server HTML and during hydration, true once React runs in the browser. Controls that
 * need JavaScript (menu buttons, footer toggles) render a no-JS fallback until this turns true.
 *
 * The switch is a transition (issue 13): React renders it in slices of a few milliseconds between
 * which the browser can answer the visitor, where a store read by useSyncExternalStore (as this was)
 * re-renders every such control at once, in one task, straight after hydration. The page has no
 * Suspense boundaries, so no component hydrates after the first effects have run and set the flag.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
