import { expect, test, type Locator, type Page } from './fixtures'

import { expectNoAxeViolations, WIDTHS } from './helpers'

const INDIVIDUAL = ['Medical plans', 'Life plans', 'Family plans', 'Education plans']

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true })

/** Reads computed styles of the main navigation bar, the element the top and scrolled states restyle. */
async function barStyle(page: Page) {
  return mainNav(page).evaluate((el) => {
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return {
      background: style.backgroundColor,
      radius: parseFloat(style.borderTopLeftRadius),
      position: style.position,
      width: box.width,
      top: box.top,
      viewport: document.documentElement.clientWidth,
    }
  })
}

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
}

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the banner with the press statement PDF, the logo, the phone and the outside links', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    await expect(banner.getByText('Redwood Life Assurance is now part of Meridian Holdings.')).toBeVisible()
    const statement = banner.getByRole('link', { name: /Read the press statement \(PDF, \d+ KB\)/ })
    await expect(statement).toBeVisible()
    const pdf = await request.get((await statement.getAttribute('href')) ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')

    const logo = banner.getByRole('link', { name: /^Redwood Life\s+Assurance Limited\s*, home page$/ })
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('href', '/')

    // It says whether the lines are open now (decision 038).
    const phone = banner.getByRole('link', { name: /^Call us · (Open now until 5:00pm|Opens \w+ at 8:00am)\s*0700 733 9663$/ })
    await expect(phone).toBeVisible()
    await expect(phone).toHaveAttribute('href', 'tel:+2347007339663')

    // The Customer Portal is "My policies", on this site (decision 042): same tab.
    const portal = banner.getByRole('link', { name: 'Customer Portal', exact: true })
    await expect(portal).toBeVisible()
    await expect(portal).toHaveAttribute('href', '/my')
    await expect(portal).not.toHaveAttribute('target', '_blank')
    // Online Payment is paying a premium on this site (decision 040): same tab.
    const payment = banner.getByRole('link', { name: 'Online Payment', exact: true })
    await expect(payment).toBeVisible()
    await expect(payment).toHaveAttribute('href', '/pay')
    await expect(payment).not.toHaveAttribute('target', '_blank')
    await expect(banner.getByRole('link', { name: 'Corporate', exact: true })).toHaveAttribute('href', '/corporate/home')
    await expect(mainNav(page).getByRole('link', { name: 'Talk To An Advisor' })).toHaveAttribute('href', '/contact')
  })

  test('menus open and close by click, by a click elsewhere and by Escape, one at a time', async ({ page }) => {
    await page.goto('/')
    const products = trigger(page, 'Products')
    const claims = trigger(page, 'Claims & Services')
    const about = trigger(page, 'About Us')

    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toBeHidden()

    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    for (const name of INDIVIDUAL) await expect(mainNav(page).getByRole('link', { name })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toHaveAttribute('href', '/policy/life/home')

    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toBeHidden()

    // Only one menu at a time.
    await products.click()
    await claims.click()
    await expect(claims).toHaveAttribute('aria-expanded', 'true')
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: /Claim forms/ })).toBeVisible()

    // A click elsewhere on the page closes it.
    await page.mouse.click(640, 700)
    await expect(claims).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link', { name: /Claim forms/ })).toBeHidden()

    // Escape closes it and puts focus back on its button.
    await about.click()
    await expect(mainNav(page).getByRole('link', { name: /Leadership/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()
  })

  test('each menu links to its pages', async ({ page }) => {
    await page.goto('/')
    await trigger(page, 'Products').click()
    const productPanel = page.locator('#nav-products-panel')
    const productHrefs = await hrefs(productPanel.getByRole('link'))
    const individualProducts = productHrefs.filter((h) => /^\/policy\/(medical|life|family|education)\/(?!home$)[a-z0-9-]+$/.test(h ?? ''))
    const corporateProducts = productHrefs.filter((h) => /^\/policy\/corporate\/(?!home$)[a-z0-9-]+$/.test(h ?? ''))
    expect(individualProducts.length).toBeGreaterThanOrEqual(4)
    expect(corporateProducts.length).toBeGreaterThanOrEqual(1)
    for (const slug of ['medical', 'life', 'family', 'education']) {
      expect(productHrefs).toContain(`/policy/${slug}/home`)
      expect(individualProducts.some((h) => h?.startsWith(`/policy/${slug}/`))).toBe(true)
    }

    await trigger(page, 'Claims & Services').click()
    expect(await hrefs(page.locator('#nav-claims-panel').getByRole('link'))).toEqual([
      '/claims',
      '/claims/forms',
      '/claims/faqs',
      '/claims/promise',
      '/claims/glossary',
    ])

    await trigger(page, 'About Us').click()
    expect(await hrefs(page.locator('#nav-about-panel').getByRole('link'))).toEqual([
      '/about',
      '/about/leadership',
      '/about/achievements',
      '/about/statements',
      '/about/careers',
      '/news',
      '/news/press-release',
    ])

    await trigger(page, 'Readers Digest').click()
    const digest = page.locator('#nav-digest-panel')
    await expect(digest.getByRole('link', { name: /^Life/ })).toHaveAttribute('href', '/blog/life-insurance')
    await expect(digest.getByRole('link', { name: /^Health/ })).toHaveAttribute('href', '/blog/health-and-wellness')
    await expect(digest.getByRole('link', { name: /^Markets/ })).toHaveAttribute('href', '/blog/markets')
  })

  test('works from the keyboard: Tab to a menu button, Enter opens it, Tab reaches its links', async ({ page }) => {
    await page.goto('/')
    const products = trigger(page, 'Products')
    await expect(products).toBeVisible()
    let reached = false
    for (let i = 0; i < 25 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await products.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'Tab reaches the Products button').toBe(true)
    await page.keyboard.press('Enter')
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Medical plans' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#nav-products-panel').getByRole('link').nth(1)).toBeFocused()

    // Back on the button, Enter closes the menu again.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(products).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(products).toHaveAttribute('aria-expanded', 'false')

    // Leaving an open menu with Tab closes it, so it never covers the next control.
    await trigger(page, 'Readers Digest').focus()
    await page.keyboard.press('Enter')
    await expect(trigger(page, 'Readers Digest')).toHaveAttribute('aria-expanded', 'true')
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(trigger(page, 'Readers Digest')).toHaveAttribute('aria-expanded', 'false')
  })

  test('top state is a red, rounded bar 80% wide; once scrolled it is white, full width and fixed', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    const top = await barStyle(page)
    expect(top.background).toBe('rgb(179, 18, 46)')
    expect(top.radius).toBeGreaterThan(0)
    expect(top.position).not.toBe('fixed')
    expect(Math.abs(top.width - top.viewport * 0.8)).toBeLessThanOrEqual(2)

    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    const scrolled = await barStyle(page)
    expect(scrolled.background).toBe('rgb(255, 255, 255)')
    expect(scrolled.radius).toBe(0)
    expect(scrolled.position).toBe('fixed')
    expect(scrolled.top).toBe(0)
    expect(scrolled.width).toBe(scrolled.viewport)
    await expect(mainNav(page).getByRole('link', { name: 'Redwood Life, home page' })).toBeVisible()

    // The fixed bar keeps working: its menus open where the visitor is.
    await trigger(page, 'Products').click()
    await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toBeInViewport()
    await page.keyboard.press('Escape')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect((await barStyle(page)).background).toBe('rgb(179, 18, 46)')
  })

  test('corporate pages leave out the individual product lists', async ({ page }) => {
    // The header decides by the address alone, so this holds whichever corporate page is shown.
    await page.goto('/corporate/home')
    await trigger(page, 'Products').click()
    await expect(mainNav(page).getByRole('link', { name: 'Corporate plans' })).toBeVisible()
    const panelLinks = await hrefs(page.locator('#nav-products-panel').getByRole('link'))
    expect(panelLinks.length).toBeGreaterThan(1)
    for (const href of panelLinks) expect(href).toMatch(/^\/(corporate\/home|policy\/corporate\/[a-z0-9-]+)$/)
    for (const name of INDIVIDUAL) await expect(mainNav(page).getByRole('link', { name })).toHaveCount(0)

    // A product page of the corporate category is corporate too; an individual one is not.
    await page.goto(panelLinks.find((h) => h?.startsWith('/policy/corporate/')) ?? '/policy/corporate/home')
    await trigger(page, 'Products').click()
    await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toHaveCount(0)
    await page.goto('/policy/life/home')
    await trigger(page, 'Products').click()
    await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toBeVisible()
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('shows the logo, a call link and a Menu button', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: /home page/ }).first()).toBeVisible()
    const call = banner.getByRole('link', { name: /^Call us on 0700 733 9663 \((Open now until 5:00pm|Opens \w+ at 8:00am)\)$/ })
    await expect(call).toBeVisible()
    await expect(call).toHaveAttribute('href', 'tel:+2347007339663')
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
    // The desktop tab bar is not shown on a phone.
    await expect(mainNav(page).getByRole('button', { name: 'Products', exact: true })).toBeHidden()
  })

  test('the menu slides out with the groups, keeps focus inside, stops the page scrolling and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused()
    for (const name of ['Products', 'Claims & Services', 'About Us', 'Readers Digest']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible()
    }
    await expect(dialog.getByRole('link', { name: 'Talk To An Advisor' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: /Online Payment/ })).toBeVisible()

    // Groups are expandable sections.
    const claims = dialog.getByRole('button', { name: 'Claims & Services' })
    await claims.click()
    await expect(claims).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('link', { name: /Claim forms/ })).toBeVisible()
    await dialog.getByRole('button', { name: 'Products' }).click()
    await expect(claims).toHaveAttribute('aria-expanded', 'false')
    await expect(dialog.getByRole('link', { name: 'Life plans' })).toBeVisible()

    // Focus is trapped: forwards and backwards it never leaves the menu.
    const focusInMenu = () => page.evaluate(() => Boolean(document.getElementById('site-menu')?.contains(document.activeElement)))
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInMenu(), `focus inside the menu after ${i + 1} Tab presses`).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close menu' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await focusInMenu()).toBe(true)

    // The page behind does not scroll.
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(10, 600)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()

    // The close button and a tap beside the panel close it too.
    await menuButton.click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await menuButton.click()
    await page.mouse.click(10, 400)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('following a link in the menu closes it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Talk To An Advisor' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('header without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sections stay reachable as plain links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Claims & Services' })).toHaveAttribute('href', '/claims')
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', /^\/policy\/[a-z-]+\/home$/)
    await expect(nav.getByRole('link', { name: 'Readers Digest' })).toHaveAttribute('href', /^\/blog\/[a-z-]+$/)

    await page.setViewportSize({ width: 375, height: 812 })
    const menu = page.getByRole('link', { name: 'Menu', exact: true })
    await expect(menu).toHaveAttribute('href', '#site-footer')
    await menu.click()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Life plans' })).toBeInViewport()
  })
})

test.describe('header accessibility', () => {
  for (const size of WIDTHS) {
    // Closed, as loaded, the header is judged on every page by every-page.spec.ts.
    test(`home page at ${size.width} px has no axe violations with the menus open`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/')
      await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'true')
      if (size.width < 1024) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Products' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Life plans' })).toBeVisible()
        await expectNoAxeViolations(page)
      } else {
        await trigger(page, 'Products').click()
        await expect(mainNav(page).getByRole('link', { name: 'Life plans' })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.keyboard.press('Escape')
        await page.evaluate(() => window.scrollTo(0, 300))
        await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')
        await trigger(page, 'About Us').click()
        await expectNoAxeViolations(page)
      }
    })
  }
})
