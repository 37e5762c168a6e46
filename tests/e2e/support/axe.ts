import axeCore, { type AxeResults } from 'axe-core'
import type { Frame, Page } from '@playwright/test'

/**
 * axe as every browser test runs it: `axe.run` in the page itself, with axe put into the page and each
 * same-origin frame (such as the live preview's), which axe's own frame messaging then covers. Each frame
 * gets axe's source once: a second pass on the same page sends nothing again.
 *
 * Why not @axe-core/playwright (decision 029): in its legacy mode it sent axe's 560 KB source to the page
 * twice per pass and configured it once per frame per pass (0.94 CPU-s a pass against 0.81 this way,
 * medians of 24 passes on six pages, interleaved); its default mode merges the results in a new blank
 * page, 1-2 s a pass. It tests no frame from another origin; the site loads none in tests.
 */
export class Axe {
  private readonly includes: string[] = []
  private tags: string[] = []

  constructor(private readonly page: Page) {}

  /** Judges only what this selector matches (several: each of them). */
  include(selector: string): this {
    this.includes.push(selector)
    return this
  }

  /** The rules with any of these tags (axe's `runOnly`). */
  withTags(tags: string[]): this {
    this.tags = [...tags]
    return this
  }

  /** The violations (passes and the rest are not collected: nothing reads them). */
  async analyze(): Promise<Pick<AxeResults, 'violations'>> {
    const main = this.page.mainFrame()
    await inject(main)
    for (const frame of this.page.frames()) {
      if (frame === main) continue
      // A frame that is gone, or not ready within a second, is left out, as @axe-core/playwright does.
      await Promise.race([inject(frame), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(() => undefined)
    }
    // Plain data across to the page: the selectors, and the tags (none: every rule).
    const args = { include: this.includes, tags: this.tags }
    const violations = await main.evaluate(async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown }> } }
      const options = { resultTypes: ['violations'], ...(tags.length > 0 ? { runOnly: { type: 'tag', values: tags } } : {}) }
      return (await axe.run(include.length > 0 ? { include } : document, options)).violations
    }, args)
    return { violations: violations as AxeResults['violations'] }
  }
}

/** Puts axe into a frame, unless it is there already (the same document, an earlier pass). */
async function inject(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')
  if (present) return
  await frame.evaluate(axeCore.source)
  await frame.evaluate(() => (window as unknown as { axe: typeof axeCore }).axe.configure({ allowedOrigins: ['<same_origin>'] }))
}
