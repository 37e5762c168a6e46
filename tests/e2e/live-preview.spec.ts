
import { type APIRequestContext, expect, type Frame, type FrameLocator, type Page, test } from './fixtures'
import { axe, sameOrigin, WCAG_TAGS } from './helpers'
import { STAFF, type StaffAccount } from './support/staff'

/**
 * Issue 23: an editor sees the page beside the form. They open a product or the home page in the admin,
 * turn on Live Preview, and the page shows in a frame with their saved draft; after "Save Draft" the
 * frame shows the change within seconds, at a phone's width as at a desktop's. All of it under the
 * site's Content-Security-Policy: the fixture fails a test on any policy violation or console error,
 * in the admin and in the frame alike. Public pages still refuse to be framed, and the preview shows
 * no draft to anyone without a content role.
 *
 * Edits one product and the home page's first slide, and puts both back as they were (publishing the
 * original values) after the file.
 */
test.describe.configure({ mode: 'serial' })

const PUBLISHER = STAFF.livePreview
const OUTSIDER = STAFF.livePreviewOutsider
const PRODUCT = { slug: 'scholar-guard-plan', path: '/policy/education/scholar-guard-plan' }
const stamp = Date.now().toString(36)
const DRAFT_TITLE = `Scholar Guard, draft in live preview ${stamp}`
const DRAFT_MESSAGE = `A home page message in live preview ${stamp}`

type HeroSlide = { id?: string; message: string }
let product: { id: number; title: string } | undefined
let heroSlides: HeroSlide[] = []

async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 30_000 })
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/** Turns Live Preview on (a kept database may remember it on already: Payload stores the choice). */
async function openLivePreview(page: Page): Promise<FrameLocator> {
  const on = page.getByRole('button', { name: 'Live Preview', exact: true })
  const off = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
  await expect(on.or(off)).toBeVisible({ timeout: 30_000 })
  if (await on.isVisible()) await on.click()
  await expect(off).toBeVisible()
  return page.frameLocator('iframe#live-preview-iframe')
}

/** The frame's document, once it shows the page at `path`. */
async function previewFrame(page: Page, path: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => new URL(f.url()).pathname === path), { timeout: 30_000 }).toBe(true)
  const frame = page.frames().find((f) => new URL(f.url()).pathname === path)
  if (!frame) throw new Error(`no frame shows ${path}`)
  return frame
}

/** What the public is sent for `path`. */
async function publicHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  return response.text()
}

/**
 * Frames `src` in the page and says which page the frame shows once loaded: null when it was refused
 * (Chromium shows its error page instead, which the page's script cannot read).
 */
const framedPath = (page: Page, src: string) =>
  page.evaluate(
    (address) =>
      new Promise<string | null>((resolve) => {
        const frame = document.createElement('iframe')
        frame.title = 'A page of the site in a frame'
        frame.addEventListener('load', () => resolve(frame.contentDocument?.location.pathname ?? null))
        frame.src = address
        document.body.append(frame)
      }),
    src,
  )

test.describe('live preview', () => {
  test.setTimeout(180_000)

  test.beforeAll(async ({ request }) => {
    const found = await request.get(`/api/products?where[slug][equals]=${PRODUCT.slug}&depth=0`)
    const { docs } = (await found.json()) as { docs: { id: number; title: string }[] }
    product = docs[0]
    expect(product, `the seeded product ${PRODUCT.slug}`).toBeTruthy()
    const home = (await (await request.get('/api/globals/home?depth=0')).json()) as { heroSlides: HeroSlide[] }
    heroSlides = home.heroSlides
    expect(heroSlides[0]?.message).toBeTruthy()
  })

  test.afterAll(async ({ browser }) => {
    // Put the product's title and the home page's slides back, published, so the database stays as seeded.
    const page = await browser.newPage()
    await signIn(page, PUBLISHER)
    if (product) {
      const restored = await page.request.patch(`/api/products/${product.id}`, { data: { title: product.title, _status: 'published' }, headers: sameOrigin() })
      expect(restored.status()).toBe(200)
    }
    if (heroSlides.length > 0) {
      const restored = await page.request.post('/api/globals/home', { data: { heroSlides, _status: 'published' }, headers: sameOrigin() })
      expect(restored.status()).toBe(200)
    }
    await page.close()
  })

  test('a product: the saved draft shows beside the form, refreshes on save, and fits a phone’s width', async ({ page, request }) => {
    const id = product?.id ?? 0
    await signIn(page, PUBLISHER)
    // The frame's own answer: the page in draft mode may be framed by the site itself, and by nobody else.
    const framed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === PRODUCT.path && response.request().resourceType() === 'document',
      { timeout: 60_000 },
    )
    await page.goto(`/admin/collections/products/${id}`)
    const title = page.getByRole('textbox', { name: /^Title\s*\*?$/ }).first()
    await expect(title).toHaveValue(product?.title ?? '', { timeout: 30_000 })
    const preview = await openLivePreview(page)

    // The frame has a name a screen reader can announce, and shows the page in draft mode.
    await expect(page.locator('iframe#live-preview-iframe')).toHaveAttribute('title', /^Live preview of this page/)
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toContainText('Preview: you are seeing a draft')
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
    const headers = (await framed).headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')

    // The page in the frame is the one that was loaded: a refresh must keep it (Next renders it again in
    // place; a reload would drop this mark).
    const frame = await previewFrame(page, PRODUCT.path)
    await expect.poll(() => frame.evaluate(() => (window as unknown as { next?: { router?: unknown } }).next?.router !== undefined)).toBe(true)
    await frame.evaluate(() => ((window as unknown as { __stillThisPage?: boolean }).__stillThisPage = true))

    await title.fill(DRAFT_TITLE)
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText(/draft saved successfully|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
    await expect(preview.getByText(DRAFT_TITLE).filter({ visible: true }).first()).toBeVisible({ timeout: 10_000 })
    expect(await frame.evaluate(() => (window as unknown as { __stillThisPage?: boolean }).__stillThisPage)).toBe(true)

    // The public still sees the published title.
    const html = await publicHtml(request, PRODUCT.path)
    expect(html).toContain(product?.title ?? '')
    expect(html).not.toContain(DRAFT_TITLE)

    // At a phone's width the page inside the frame is 375 px wide, and still the draft.
    await page.getByRole('button', { name: 'Responsive' }).click()
    await page.getByRole('button', { name: 'Phone', exact: true }).click()
    await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(375)
    expect(Math.round((await page.locator('iframe#live-preview-iframe').boundingBox())?.width ?? 0)).toBe(375)
    await expect(preview.getByText(DRAFT_TITLE).filter({ visible: true }).first()).toBeVisible()

    // axe on the live preview: the frame's name, the toolbar, and the page in it.
    const results = await axe(page).include('.live-preview-window').withTags(WCAG_TAGS).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test('the home page: a change to the first slide shows in the frame after Save Draft', async ({ page, request }) => {
    await signIn(page, PUBLISHER)
    await page.goto('/admin/globals/home')
    const message = page.getByRole('textbox', { name: /^Message\s*\*?( — English)?$/ }).first()
    await expect(message).toHaveValue(heroSlides[0]?.message ?? '', { timeout: 30_000 })
    const preview = await openLivePreview(page)
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toBeVisible({ timeout: 30_000 })
    await expect(preview.getByText(heroSlides[0]?.message ?? '').filter({ visible: true }).first()).toBeVisible()

    await message.fill(DRAFT_MESSAGE)
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText(/draft saved successfully|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
    await expect(preview.getByText(DRAFT_MESSAGE).filter({ visible: true }).first()).toBeVisible({ timeout: 10_000 })
    expect(await publicHtml(request, '/')).not.toContain(DRAFT_MESSAGE)
  })

  test('staff without a content role are offered no live preview, and the preview address shows them no draft', async ({ page }) => {
    await signIn(page, OUTSIDER)
    await page.goto(`/admin/collections/products/${product?.id ?? 0}`)
    await expect(page.getByRole('textbox', { name: /^Title\s*\*?$/ }).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Live Preview', exact: true })).toHaveCount(0)

    const previewHref = `/preview?path=${encodeURIComponent(PRODUCT.path)}`
    // Signed in (the Origin makes Payload honour the cookie, as a browser's own navigation does), but refused.
    const refused = await page.request.get(previewHref, { maxRedirects: 0, headers: sameOrigin() })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('Previews of unpublished pages are for editors and publishers')
    expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    expect(await (await page.request.get(PRODUCT.path)).text()).not.toContain(DRAFT_TITLE)
  })

  test.describe('signed out', () => {
    // Chromium reports the frame it refused in the console; that refusal is what this test checks.
    test.use({ allowConsoleErrors: [/^Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors 'none'"/] })

    test('a public page refuses to be framed, even by the site; the preview address sends a visitor to sign in', async ({ page, request }) => {
      const headers = (await request.get(PRODUCT.path)).headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options']).toBe('DENY')

      // The admin may frame this site's pages (frame-src 'self'); the public page still says no.
      await page.goto('/admin/login')
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 })
      expect(await framedPath(page, PRODUCT.path)).toBeNull()
      // The same frame of an admin page loads: the refusal is the public page's own.
      expect(await framedPath(page, '/admin/login')).toBe('/admin/login')

      // Nothing of the live preview reaches a visitor: not in the page, not in any script it runs.
      const scripts: Promise<string>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text())
      })
      await page.goto(PRODUCT.path)
      expect(await page.content()).not.toContain('payload-document-event')
      const bodies = await Promise.all(scripts)
      expect(bodies.length, 'scripts the public page ran').toBeGreaterThan(3)
      for (const body of bodies) expect(body).not.toContain('payload-document-event')

      const anonymous = await request.get(`/preview?path=${encodeURIComponent(PRODUCT.path)}`, { maxRedirects: 0 })
      expect(anonymous.status()).toBe(303)
      expect(anonymous.headers().location).toMatch(/^\/admin\/login\?redirect=/)
      expect(await publicHtml(request, PRODUCT.path)).not.toContain(DRAFT_TITLE)
    })
  })
})
