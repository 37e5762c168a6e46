import { chromium } from '@playwright/test'
const base = 'http://localhost:3101'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const [,, path = '/', tag = 'home'] = process.argv
for (const w of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: w === 375 ? 812 : 800 } })
  await page.goto(base + path)
  await page.waitForSelector('header[data-js="true"]')
  await page.screenshot({ path: `/tmp/shots/${tag}-${w}-top.png` })
  await page.evaluate(() => window.scrollTo(0, 400)); await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/shots/${tag}-${w}-scrolled.png` })
  await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(300)
  if (w === 375) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click(); await page.waitForTimeout(400)
    await page.screenshot({ path: `/tmp/shots/${tag}-${w}-menu.png` })
    await page.getByRole('dialog').getByRole('button', { name: 'Products' }).click(); await page.waitForTimeout(200)
    await page.screenshot({ path: `/tmp/shots/${tag}-${w}-menu-products.png` })
    await page.keyboard.press('Escape')
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).click(); await page.waitForTimeout(200)
    await page.screenshot({ path: `/tmp/shots/${tag}-${w}-products.png` })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us' }).click(); await page.waitForTimeout(200)
    await page.screenshot({ path: `/tmp/shots/${tag}-${w}-about.png` })
    await page.keyboard.press('Escape')
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/shots/${tag}-${w}-footer.png`, fullPage: false })
  const footer = page.getByRole('contentinfo')
  await footer.screenshot({ path: `/tmp/shots/${tag}-${w}-footer-full.png` })
  await page.close()
}
await browser.close()
