import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const routes = process.argv.slice(2)
for (const w of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } })
  for (const r of routes) {
    await page.goto('http://localhost:3107' + r, { waitUntil: 'networkidle' })
    const h = await page.evaluate(() => document.body.scrollHeight)
    for (let y = 0; y < h; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(120) }
    await page.waitForLoadState('networkidle'); await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(300)
    const name = r.replace(/[^a-z0-9]+/gi, '_')
    const chunk = w === 375 ? 1600 : 1300
    for (let i = 0, y = 0; y < h; i++, y += chunk) {
      await page.screenshot({ path: `/tmp/claimshot${name}_${w}_${i}.png`, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(chunk, h - y) } })
    }
  }
}
await browser.close()
