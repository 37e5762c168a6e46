'use client'

import { buttonClass } from '@/components/ui/Button'
import { useHydrated } from '@/components/ui/useHydrated'

/** "Print this receipt": only once the page's script runs (without it, the browser's own Print does it). */
export function PrintButton() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
      Print this receipt
    </button>
  )
}
