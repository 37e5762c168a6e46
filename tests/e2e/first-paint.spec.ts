import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from './fixtures'
import { WIDTHS } from './helpers'
import { shiftsOnLoad } from './support/page-checks'

/**
 * On slow mobile data a page's HTML arrives in pieces, and a browser paints what it has while it waits
 * for the rest. A half-built header or half a grid, painted and then re-flowed when the rest arrives, is
 * a layout shift the visitor sees (and Chrome counts in CLS), though no script of ours moved anything.
 * The site layout holds the first paint until the parser reaches the footer (rel="expect", decision 044).
 *
 * Here a small server in front of the site's sends each page's HTML in two parts, 0.6 s apart, cut in
 * the middle of what used to move: the header's top row, and a grid of cards. Nothing may move, from the
 * first paint on.
 */

const PAUSE_MS = 600

/** Where each page's HTML is cut: just before the n-th match of `at`. */
const CUTS: { path: string; at: RegExp; nth: number; what: string }[] = [
  { path: '/about', at: /<ul class="[^"]*_actions\b/g, nth: 1, what: "the header's portal and payment links" },
  { path: '/about/leadership', at: /<li class="[^"]*_leader\b/g, nth: 3, what: 'the third leader in the grid' },
  { path: '/blog/markets', at: /<li><article class="[^"]*_card\b/g, nth: 2, what: 'the second article card' },
]

let server: http.Server
let origin = ''
/** Pages whose HTML had no place to cut (their markup changed): the test would prove nothing for them. */
const uncut: string[] = []

test.beforeAll(async ({ baseURL }) => {
  const upstream = new URL(baseURL!)
  server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', upstream)
      const answer = await fetch(url, { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' })
      const type = answer.headers.get('content-type') ?? 'application/octet-stream'
      const body = Buffer.from(await answer.arrayBuffer())
      res.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' })
      const cut = CUTS.find((c) => c.path === url.pathname)
      if (!cut || !type.startsWith('text/html')) return res.end(body)
      const html = body.toString('utf8')
      const at = [...html.matchAll(cut.at)][cut.nth - 1]?.index
      if (at === undefined) {
        uncut.push(cut.path)
        return res.end(html)
      }
      res.write(html.slice(0, at))
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      res.end(html.slice(at))
    })().catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

for (const size of WIDTHS) {
  test(`a page whose HTML arrives in two parts is painted whole: nothing moves at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    for (const cut of CUTS) {
      await page.goto(origin + cut.path)
      expect(uncut, `${cut.path} was cut before ${cut.what}`).not.toContain(cut.path)
      expect.soft(await shiftsOnLoad(page), `what moved on ${cut.path}, cut before ${cut.what}`).toEqual([])
    }
  })
}
