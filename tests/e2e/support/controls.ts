import type { Page } from '@playwright/test'

/** The least height of a control a finger can hit (WCAG 2.5.8 asks 24; the site's rule is 44). */
export const MIN_HEIGHT = 44

/**
 * What is wrong with the form controls in the page's main content as it is now: each visible control
 * under 44 px tall, each text box or select narrower than the room its form gives it (the form's width
 * less the padding and borders of the boxes around the control), and a page wider than the screen.
 */
export async function controlFaults(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ minHeight }) => {
      const faults: string[] = []
      const textTypes = new Set(['text', 'tel', 'email', 'number', 'date', 'search', 'url', 'password'])
      const nameOf = (el: Element): string => {
        const id = el.getAttribute('id')
        const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null
        const text = label ?? el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('name') ?? ''
        return `${el.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ').slice(0, 60)}"`
      }
      const horizontal = (el: Element): number => {
        const s = getComputedStyle(el)
        return ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce((sum, k) => sum + parseFloat(s[k as 'paddingLeft']), 0)
      }
      const main = document.querySelector('main')
      if (!main) return ['no main content']
      for (const form of Array.from(main.querySelectorAll('form'))) {
        const controls = Array.from(form.querySelectorAll('input, select, textarea, button'))
        for (const el of controls) {
          const box = el.getBoundingClientRect()
          // Not shown (display: none, or the 1 px "visually hidden" technique behind a styled label).
          if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue
          const tag = el.tagName.toLowerCase()
          const type = tag === 'input' ? ((el as HTMLInputElement).type || 'text') : tag
          if (type === 'hidden' || type === 'radio' || type === 'checkbox') continue
          const isBox = (tag === 'input' && textTypes.has(type)) || tag === 'select' || tag === 'textarea'
          if (Math.round(box.height) < minHeight) faults.push(`${nameOf(el)} is ${Math.round(box.height)} px tall`)
          if (!isBox) continue
          let room = form.getBoundingClientRect().width - horizontal(form)
          for (let p = el.parentElement; p && p !== form; p = p.parentElement) room -= horizontal(p)
          if (box.width < room - 1) faults.push(`${nameOf(el)} is ${Math.round(box.width)} px wide of ${Math.round(room)} px`)
        }
      }
      const wide = document.documentElement.scrollWidth
      if (wide > window.innerWidth) faults.push(`the page is ${wide} px wide on a ${window.innerWidth} px screen`)
      return faults
    },
    { minHeight: MIN_HEIGHT },
  )
}

