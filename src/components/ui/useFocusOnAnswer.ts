import { type RefObject, useEffect } from 'react'

/**
 * The form kit's focus rule for an answer that comes back without a page load: focus moves to what the
 * answer says (the error summary, the problem, or the confirmation), brought into view, so a keyboard or
 * screen-reader user starts there, as they would on the page a plain form post returns (where the same
 * element has `autoFocus`). `target` is null while there is nothing to say; `answer` is the action's
 * state, a new object for every answer, so the same answer twice moves focus again.
 */
export function useFocusOnAnswer(target: RefObject<HTMLElement | null> | null, answer: unknown, { scroll = true }: { scroll?: boolean } = {}): void {
  useEffect(() => {
    const element = target?.current
    if (!element) return
    element.focus()
    if (scroll) element.scrollIntoView({ block: 'start' })
  }, [target, answer, scroll])
}
