import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server HTML and during hydration, true once React runs in the browser. Controls that
 * need JavaScript (menu buttons, footer toggles) render a no-JS fallback until this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
