import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const pages = process.argv.slice(2)
for (const w of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 } })
  const page = await ctx.newPage()
  for (const p of pages) {
    await page.goto('http://localhost:3105' + p, { waitUntil: 'load' })
    await page.evaluate(async () => { for (const i of document.images) i.loading = 'eager'; await new Promise(r => setTimeout(r, 1500)) })
    const name = p.replace(/[^a-z0-9]+/gi, '_')
    await page.screenshot({ path: `/tmp/shot${name}_${w}.png`, fullPage: true })
  }
  await ctx.close()
}
await browser.close()
