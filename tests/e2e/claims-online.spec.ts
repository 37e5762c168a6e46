import sharp from 'sharp'

import { TRACK_COOKIE } from '../../src/lib/claims/track-limits'
import { VISITOR_COOKIE_NAMES } from '../../src/lib/privacy/cookies'

import { expect, NOT_FOUND_LOG, test, type Page } from './fixtures'
import { expectNoAxeViolations, holdScripts, placeOnPage, WIDTHS } from './helpers'
import { DATE_OF_DEATH, fillDeathClaim } from './support/claims'

/** A real photo-like PNG: noise does not compress, so a large one really is large. */
async function noisyPng(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .png()
    .toBuffer()
}

const REFERENCE = /RL-CLM-\d{4}-\d{6}/

/** One ISO media box: its size, its four-letter type, then its content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length, 0)
  head.write(type, 4, 'ascii')
  return Buffer.concat([head, body])
}

/**
 * An iPhone-style HEIC file as far as a server reads one: the heic brands, the picture's size (4032 x
 * 3024, in meta/iprp/ipco/ispe) and `size` bytes of noise as its coded data.
 */
function heic(size: number): Buffer {
  const fullBox = Buffer.alloc(4) // version and flags
  const dimensions = Buffer.alloc(8)
  dimensions.writeUInt32BE(4032, 0)
  dimensions.writeUInt32BE(3024, 4)
  return Buffer.concat([
    box('ftyp', Buffer.from('heic', 'ascii'), Buffer.alloc(4), Buffer.from('mif1heic', 'ascii')),
    box('meta', fullBox, box('iprp', box('ipco', box('ispe', fullBox, dimensions)))),
    box('mdat', Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 251))),
  ])
}

const fillClaim = (page: Page) => fillDeathClaim(page)

async function startDeathClaim(page: Page): Promise<string> {
  await page.goto('/claims/start')
  await page.getByRole('link', { name: 'Death of the person covered' }).click()
  await expect(page).toHaveURL(/\/claims\/start\?type=death$/)
  // The checklist comes from the CMS: the same list the claim forms page shows.
  const checklist = page.getByRole('region', { name: 'Documents you will need' })
  await expect(checklist.getByRole('listitem').first()).toHaveText('Certified copy of the death certificate')
  await fillClaim(page)
  await page.getByRole('button', { name: 'Send my claim' }).click()
  await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible()
  const reference = (await page.getByText(REFERENCE).first().textContent())?.match(REFERENCE)?.[0]
  expect(reference).toBeTruthy()
  return reference as string
}

async function track(page: Page, reference: string, contact: string) {
  await page.goto('/claims/track')
  await page.getByRole('textbox', { name: 'Claim reference' }).fill(reference)
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(contact)
  await page.getByRole('button', { name: 'Show my claim' }).click()
}

async function expectTracked(page: Page, reference: string) {
  await expect(page).toHaveURL(new RegExp(`/claims/track\\?ref=${reference}$`))
  const status = page.getByRole('region', { name: /Hello Ngozi: your claim is received/ })
  await expect(status).toBeVisible()
  await expect(status.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([/Received.*\(now\)/, /Documents complete/, /Being assessed/, /Approved/, /Paid/])
  await expect(status.getByText('Certified copy of the death certificate')).toBeVisible()
  // First name and status only: nothing else the claimant gave is shown.
  await expect(page.getByRole('main')).not.toContainText(/Okafor|0803 123 4567|ngozi\.okafor|0123456785|RL\/FEP/)
  // The tracker's own cookie, and only cookies the cookie notice lists (issue 24, part 4).
  const cookies = (await page.context().cookies()).map((c) => c.name)
  expect(cookies).toContain(TRACK_COOKIE)
  for (const name of cookies) expect(VISITOR_COOKIE_NAMES).toContain(name)
}

test.describe('making and following a claim without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each wrong field gets its own message; a complete claim gets a reference, a plain upload and a status page', async ({ page }) => {
    await page.goto('/claims/start?type=death')
    await page.getByRole('button', { name: 'Send my claim' }).click()
    const summary = page.getByRole('heading', { name: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Enter the 10-digit account number (NUBAN)')
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true')

    await fillClaim(page)
    await page.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456784')
    await page.getByRole('button', { name: 'Send my claim' }).click()
    await expect(page.getByRole('link', { name: 'This account number does not match the bank chosen: check both' })).toBeVisible()

    const reference = await startDeathClaim(page)
    await page.getByRole('combobox', { name: 'Which document is this?' }).selectOption({ label: 'Valid ID of each claimant' })
    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: await noisyPng(200) })
    await page.getByRole('button', { name: 'Send this document' }).click()
    await expect(page.getByText('Document received. Send the next one, or you can close this page.')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Valid ID of each claimant (id-card.png)' })).toBeVisible()

    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') })
    await page.getByRole('button', { name: 'Send this document' }).click()
    const refused = /^The file must be a photo \(JPEG, PNG, WebP or HEIC\) or a PDF/
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expect(page.getByRole('link', { name: refused })).toBeVisible()
    await expect(page.getByLabel('Photo or PDF')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Photo or PDF')).toHaveAccessibleDescription(/Error: The file must be a photo/)

    await track(page, reference, '0803 123 4568')
    await expect(page.getByRole('alert')).toContainText('We could not find a claim with that reference')
    await track(page, reference.toLowerCase(), '+234 803 123 4567')
    await expectTracked(page, reference)
  })
})

test.describe('a phone photo in HEIC (what iPhones take by default), without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('is accepted through the plain form, as the form promises', async ({ page }) => {
    await startDeathClaim(page)
    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic(50_000) })
    await page.getByRole('button', { name: 'Send this document' }).click()
    await expect(page.getByText('Document received. Send the next one, or you can close this page.')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'IMG_0042.HEIC' })).toBeVisible()
  })
})

test.describe('a phone photo in HEIC, with JavaScript', () => {
  test('is sent as it is over the resumable upload when the browser cannot shrink it, and accepted', async ({ page }) => {
    await startDeathClaim(page)
    // Larger than the shrink threshold: Chromium cannot open HEIC, so the file goes unchanged.
    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'IMG_0043.HEIC', mimeType: 'image/heic', buffer: heic(1_500_000) })
    await page.getByRole('button', { name: 'Send this document' }).click()
    await expect(page.getByText('Received: IMG_0043.HEIC.')).toBeVisible({ timeout: 60_000 })
    await page.reload()
    await expect(page.getByRole('listitem').filter({ hasText: 'IMG_0043.HEIC' })).toBeVisible()
  })
})

test.describe('making and following a claim with JavaScript', () => {
  // An upload cut off on purpose makes Chromium log the failed requests.
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] })

  test('a large photo is shrunk and sent in chunks, and carries on after the connection drops', async ({ page }) => {
    const reference = await startDeathClaim(page)
    let cut = false
    const patches: number[] = []
    let heads = 0
    await page.route('**/api/claim-uploads/**', async (route) => {
      const request = route.request()
      if (request.method() === 'HEAD') heads += 1
      if (request.method() === 'PATCH') {
        if (cut) return route.abort('internetdisconnected')
        patches.push(Number(request.headers()['upload-offset']))
        // The connection drops after the first chunk has arrived.
        if (patches.length === 1) cut = true
      }
      return route.continue()
    })
    const original = await noisyPng(1600)
    expect(original.length).toBeGreaterThan(3 * 1024 * 1024)
    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'death-certificate.png', mimeType: 'image/png', buffer: original })
    await page.getByRole('button', { name: 'Send this document' }).click()
    await expect(page.getByText(/The connection dropped\. We will carry on from \d+%/)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('progressbar')).toBeVisible()
    cut = false
    await expect(page.getByText('Received: death-certificate.png.')).toBeVisible({ timeout: 60_000 })
    // It went on from where it stopped (asked the server, then sent from a later offset), not from 0.
    expect(heads).toBeGreaterThan(0)
    expect(patches[0]).toBe(0)
    expect(patches.slice(1).every((offset) => offset > 0)).toBe(true)

    await page.reload()
    await expect(page.getByRole('listitem').filter({ hasText: 'death-certificate.png' })).toBeVisible()
    await track(page, reference, 'ngozi.okafor@example.com')
    await expectTracked(page, reference)
  })
})

test.describe('claims are private', () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })

  test('the public reads no claim, no claim document and no receipt without its key', async ({ page, request }) => {
    for (const path of ['/api/online-claims', '/api/claim-files', '/api/claim-lookups']) {
      expect((await request.get(path)).status(), path).toBe(403)
    }
    const response = await page.goto('/claims/start/received?ref=RL-CLM-2026-000001&key=not-the-key')
    expect(response?.status()).toBe(404)
    const tracked = await page.goto('/claims/track?ref=RL-CLM-2026-000001')
    expect(tracked?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: /Hello/ })).toHaveCount(0)
  })

  test('the sitemap lists starting and tracking a claim, and never a receipt or a reference', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname + new URL(m[1] ?? '').search)
    expect(locs).toContain('/claims/start')
    expect(locs).toContain('/claims/track')
    expect(locs.filter((l) => l.startsWith('/claims/start/') || /[?&](ref|key)=|RL-CLM-/.test(l))).toEqual([])
  })
})

for (const size of WIDTHS) {
  test(`claim pages pass axe at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    for (const path of ['/claims/start', '/claims/track', '/claims']) {
      await page.goto(path)
      await expectNoAxeViolations(page)
    }
    await page.goto('/claims/start?type=death')
    await page.getByRole('button', { name: 'Send my claim' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

/** Every answer of a claim with a wrong account number, as a claimant who does not know the policy number. */
async function fillAlmostRight(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'I don’t know the policy number' }).check()
  await main.getByRole('textbox', { name: 'Policyholder’s full name' }).fill('Emeka Okafor')
  await main.getByRole('textbox', { name: 'Policyholder’s date of birth' }).fill('14/03/1965')
  await main.getByRole('textbox', { name: 'Full name of the person who died' }).fill('Emeka Okafor')
  await main.getByRole('textbox', { name: 'Date of death' }).fill(DATE_OF_DEATH)
  await main.getByRole('radio', { name: 'An accident' }).check()
  await main.getByRole('textbox', { name: 'First name' }).fill('Ngozi')
  await main.getByRole('textbox', { name: 'Surname' }).fill('Okafor')
  await main.getByRole('combobox', { name: 'Your relationship to the policyholder' }).selectOption({ label: 'Husband or wife' })
  await main.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Guaranty Trust Bank (GTBank)' })
  await main.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456784')
  await main.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
  await main.getByRole('textbox', { name: 'Email address (optional)' }).fill('ngozi.okafor@example.com')
  await main.getByRole('checkbox', { name: /I agree that Redwood Life may use these details/ }).check()
}

/** After the error, every answer is still there: the one to correct beside the bank it must match. */
async function expectAnswersKept(page: Page) {
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'This account number does not match the bank chosen: check both' })).toBeVisible()
  await expect(main.getByRole('radio', { name: 'I don’t know the policy number' })).toBeChecked()
  await expect(main.getByRole('textbox', { name: 'Policyholder’s full name' })).toHaveValue('Emeka Okafor')
  await expect(main.getByRole('textbox', { name: 'Policyholder’s date of birth' })).toHaveValue('14/03/1965')
  await expect(main.getByRole('textbox', { name: 'Full name of the person who died' })).toHaveValue('Emeka Okafor')
  await expect(main.getByRole('textbox', { name: 'Date of death' })).toHaveValue(DATE_OF_DEATH)
  await expect(main.getByRole('radio', { name: 'An accident' })).toBeChecked()
  await expect(main.getByRole('textbox', { name: 'First name' })).toHaveValue('Ngozi')
  await expect(main.getByRole('textbox', { name: 'Surname' })).toHaveValue('Okafor')
  const relationship = main.getByRole('combobox', { name: 'Your relationship to the policyholder' })
  await expect(relationship.locator('option:checked')).toHaveText('Husband or wife')
  const bank = main.getByRole('combobox', { name: 'Bank', exact: true })
  await expect(bank.locator('option:checked')).toHaveText('Guaranty Trust Bank (GTBank)')
  await expect(main.getByRole('textbox', { name: 'Account number (NUBAN)' })).toHaveValue('0123456784')
  await expect(main.getByRole('textbox', { name: 'Account number (NUBAN)' })).toHaveAttribute('aria-invalid', 'true')
  await expect(main.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0803 123 4567')
  await expect(main.getByRole('textbox', { name: 'Email address (optional)' })).toHaveValue('ngozi.okafor@example.com')
  await expect(main.getByRole('checkbox', { name: /I agree that Redwood Life may use these details/ })).toBeChecked()
}

/** The error summary: titled, linked to the fields, and where the keyboard is. */
async function expectSummaryFocused(page: Page) {
  const title = page.getByRole('heading', { name: 'There is a problem' })
  await expect(title).toBeVisible()
  await expect(title.locator('..')).toBeFocused()
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`a death claim ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('asks who died, when and of what, each with its own message', async ({ page }) => {
      await page.goto('/claims/start?type=death')
      const main = page.getByRole('main')
      await main.getByRole('radio', { name: 'I know the policy number' }).check()
      await main.getByRole('textbox', { name: 'Date of death' }).fill('01/01/2099')
      await page.getByRole('button', { name: 'Send my claim' }).click()
      await expectSummaryFocused(page)
      const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
      await expect(summary.getByRole('link', { name: 'Enter the full name of the person who died' })).toBeVisible()
      await expect(summary.getByRole('link', { name: 'The date of death must be today or in the past' })).toBeVisible()
      await expect(summary.getByRole('link', { name: 'Select the cause of death, or “Not known yet”' })).toBeVisible()
      const date = main.getByRole('textbox', { name: 'Date of death' })
      await expect(date).toHaveAttribute('aria-invalid', 'true')
      await expect(date).toHaveAccessibleDescription('Day, month and year, like 02/11/2026 Error: The date of death must be today or in the past')
      await expect(main.getByRole('radiogroup', { name: 'Cause of death' })).toHaveAttribute('aria-invalid', 'true')
      await expect(main.getByRole('radio')).toHaveCount(5)
      if (javaScriptEnabled) await expect(page).toHaveTitle(/^Error: Make a claim online/)
      // The summary's link leads to the question.
      await summary.getByRole('link', { name: 'Enter the full name of the person who died' }).click()
      await expect(main.getByRole('textbox', { name: 'Full name of the person who died' })).toBeFocused()
    })

    test('keeps every answer after an error, and stores the claim once it is corrected', async ({ page }) => {
      await page.goto('/claims/start?type=death')
      await fillAlmostRight(page)
      await page.getByRole('button', { name: 'Send my claim' }).click()
      await expectSummaryFocused(page)
      await expectAnswersKept(page)
      await page.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456785')
      await page.getByRole('button', { name: 'Send my claim' }).click()
      await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible()
      await expect(page.getByText(REFERENCE).first()).toBeVisible()
    })
  })
}

test('on a slow phone, a claimant who answers before the page’s script arrives keeps the box they are typing in, and nothing on the form moves when it arrives', async ({ page }) => {
  // The page's scripts are held back, as on a slow connection, until the claimant has started.
  const release = await holdScripts(page)
  await page.goto('/claims/start?type=death', { waitUntil: 'domcontentloaded' })
  const main = page.getByRole('main')
  const number = main.getByRole('textbox', { name: 'Policy number' })
  // Nothing asked about the policy until the claimant says whether they know its number.
  await expect(number).toBeHidden()
  await expect(main.getByRole('textbox', { name: 'Policyholder’s full name' })).toBeHidden()
  await main.getByRole('radio', { name: 'I know the policy number' }).check()
  await number.fill('RL/EDU/00012345')
  const send = page.getByRole('button', { name: 'Send my claim' })
  const before = await placeOnPage(send)
  await expect(page.getByRole('banner'), 'the script has not run yet').toHaveAttribute('data-js', 'false')

  release()
  await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'true')
  await expect(number).toBeVisible()
  await expect(number).toHaveValue('RL/EDU/00012345')
  await expect(main.getByRole('radio', { name: 'I know the policy number' })).toBeChecked()
  expect(await placeOnPage(send), 'the send button stays where it was on the page').toEqual(before)
  // The other answer shows its own questions instead.
  await main.getByRole('radio', { name: 'I don’t know the policy number' }).check()
  await expect(number).toBeHidden()
  await expect(main.getByRole('textbox', { name: 'Policyholder’s full name' })).toBeVisible()
})

test('other claims are not asked about a death', async ({ page }) => {
  await page.goto('/claims/start?type=hospital-cash')
  await expect(page.getByRole('heading', { name: 'Your claim' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Date of death' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Full name of the person who died' })).toHaveCount(0)
  await expect(page.getByRole('radiogroup', { name: 'Cause of death' })).toHaveCount(0)
})

/** The page's width against the screen's, and any text box, select or button under 44 px tall. */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = []
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width) faults.push(`page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`)
    const controls = document.querySelectorAll<HTMLElement>('main input:not([type=hidden]):not([type=radio]):not([type=checkbox]), main select, main textarea, main button')
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const name = control.getAttribute('name') ?? control.textContent?.trim() ?? control.tagName
      if (box.height < 44) faults.push(`${name} is ${Math.round(box.height)}px tall`)
      if (box.right > width) faults.push(`${name} runs ${Math.round(box.right - width)}px off the screen`)
    }
    return faults
  })
}

/**
 * The page's scripts, compressed as they crossed the wire: those its HTML names and those its loader
 * starts after the load event (as tests/e2e/home.spec.ts counts them for /).
 */
async function scriptBytes(page: Page, path: string): Promise<{ total: number; report: string; texts: string[] }> {
  const transferred = new Map<string, Promise<{ bytes: number; text: string }>>()
  const listener = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return
    transferred.set(
      response.url(),
      Promise.all([response.request().sizes(), response.text()]).then(([s, text]) => ({ bytes: s.responseBodySize, text })),
    )
  }
  page.on('response', listener)
  const response = await page.goto(path, { waitUntil: 'load' })
  const html = (await response?.text()) ?? ''
  const tags = Array.from(html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g))
    .filter(([tag]) => !/\bnomodule\b/i.test(tag))
    .map(([, src]) => src!.replaceAll('&amp;', '&'))
  const loader = /<script>([^<]*__scriptsLoaded[^<]*)<\/script>/.exec(html)?.[1] ?? ''
  const names = JSON.parse(/var d=document,s=(\[[^\]]*\])/.exec(loader)?.[1] ?? '[]') as string[]
  const own = [...new Set([...tags, ...names.map((name) => `/_next/static/chunks/${name}.js`)])]
    .map((src) => new URL(src, page.url()).href)
    .filter((url) => new URL(url).pathname.startsWith('/_next/'))
  const sizes = await Promise.all(
    own.map(async (url) => {
      const got = transferred.get(url)
      expect(got, `${url} was downloaded`).toBeDefined()
      return { url, ...(await got!) }
    }),
  )
  page.off('response', listener)
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0)
  const report = sizes.map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n')
  return { total, report, texts: sizes.map((s) => s.text) }
}

test.describe('the claim pages on a phone', () => {
  // A file refused by the resumable upload: Chromium logs the refusal (422) as it does any failed request.
  test.use({ allowConsoleErrors: [/status of 422 \(Unprocessable Entity\) \(at http:\/\/[^/]+\/api\/claim-uploads\//] })

  test('nothing runs off the screen and every control is at least 44 px tall, before and after an error', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/claims/start?type=death')
    expect(await layoutFaults(page)).toEqual([])
    await page.getByRole('button', { name: 'Send my claim' }).click()
    await expectSummaryFocused(page)
    expect(await layoutFaults(page)).toEqual([])
    const firstName = await page.getByRole('textbox', { name: 'First name' }).boundingBox()
    // Full width on a phone: the page's padding aside, the box spans the screen.
    expect(firstName?.width).toBeGreaterThan(300)
  })

  test('the upload page fits the screen, with a file chosen, and passes axe at both widths', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await startDeathClaim(page)
    expect(await layoutFaults(page)).toEqual([])
    await page.getByLabel('Photo or PDF').setInputFiles({
      name: 'death-certificate-of-emeka-chukwuma-okafor-scanned-at-the-registry-in-enugu.png',
      mimeType: 'image/png',
      buffer: await noisyPng(64),
    })
    expect(await layoutFaults(page)).toEqual([])
    const picker = await page.getByLabel('Photo or PDF').boundingBox()
    expect(picker?.width).toBeGreaterThan(300)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectNoAxeViolations(page)
    // After a file is refused, the error summary and the field's error fit too.
    await page.setViewportSize({ width: 375, height: 812 })
    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
    await page.getByRole('button', { name: 'Send this document' }).click()
    await expectSummaryFocused(page)
    await expect(page).toHaveTitle(/^Error: /)
    expect(await layoutFaults(page)).toEqual([])
    await expectNoAxeViolations(page)
  })
})

test.describe('the claim pages’ JavaScript', () => {
  test('each stays within 160 KB compressed, with no validation library; the upload library comes only with a file', async ({ page }) => {
    const start = await scriptBytes(page, '/claims/start?type=death')
    expect(start.total, `compressed JavaScript on /claims/start?type=death:\n${start.report}`).toBeLessThanOrEqual(160 * 1024)
    expect(start.total).toBeGreaterThan(50 * 1024)
    // zod's error class names itself in its code: the form's checks run on the server only.
    expect(start.texts.filter((text) => text.includes('ZodError'))).toEqual([])

    await fillClaim(page)
    await page.getByRole('button', { name: 'Send my claim' }).click()
    await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible()
    const received = await scriptBytes(page, page.url())
    expect(received.total, `compressed JavaScript on the upload page:\n${received.report}`).toBeLessThanOrEqual(160 * 1024)
    expect(received.texts.filter((text) => text.includes('tus-js-client') || text.includes('Tus-Resumable'))).toEqual([])

    // Choosing a file fetches the upload library, before the visitor presses send.
    const library = page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('Tus-Resumable'))
    await page.getByLabel('Photo or PDF').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: await noisyPng(64) })
    await library
    await page.getByRole('button', { name: 'Send this document' }).click()
    await expect(page.getByText('Received: id-card.png.')).toBeVisible({ timeout: 30_000 })
  })
})
