import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' })
const paths = process.argv.slice(2)
for (const w of [375, 1280]) for (const p of paths) for (let i = 0; i < 3; i++) {
  const c = await b.newContext({ viewport: { width: w, height: w === 375 ? 667 : 800 } })
  const page = await c.newPage()
  await page.goto('http://localhost:3455' + p)
  await page.waitForLoadState('networkidle')
  const r = await page.evaluate(() => new Promise((res) => { const f = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) f.push([e.value.toFixed(4), Math.round(e.startTime), e.sources.map((s) => (s.node?.className || s.node?.nodeName) + ' ' + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height])).join(' | ')]) }).observe({ type: 'layout-shift', buffered: true }); setTimeout(() => res(f), 200) }))
  console.log(w, p, JSON.stringify(r))
  await c.close()
}
await b.close()
