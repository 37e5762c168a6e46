'use client'

import { buttonClass } from '@/components/ui/Button'
import { useHydrated } from '@/components/ui/useHydrated'

/**
 * "Print this receipt": it works once the page's script runs (without it, the browser's own Print does it).
 * Its place is kept before that, unseen and out of reach, so the page does not move when it appears.
 */
export function PrintButton() {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      className={`${buttonClass('secondary')}${hydrated ? '' : ' until-script'}`}
      disabled={!hydrated}
      onClick={() => window.print()}
    >
      Print this receipt
    </button>
  )
}
