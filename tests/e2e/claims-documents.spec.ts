import type { Cookie } from '@playwright/test'
import sharp from 'sharp'

import { expect, test, type Page } from './fixtures'

import { axe, expectNoAxeViolations, sameOrigin, WCAG_TAGS, WIDTHS } from './helpers'
import { startDeathClaim, trackClaim } from './support/claims'
import { STAFF } from './support/staff'

/**
 * A claim's documents, from the claimant's side and the staff side: three documents sent are ticked
 * off on the tracker with the day they arrived and the fourth is still needed; a claims officer opens
 * the files from the claim in the admin and marks one unreadable with a reason; the tracker then asks
 * for it again with that reason. With and without JavaScript; axe at a phone and a desktop width.
 */
test.describe.configure({ mode: 'serial' })

const CERTIFICATE = 'Certified copy of the death certificate'
const ID = 'Valid ID of each claimant'
const STATEMENT = 'Recent bank statement of the account to be paid'
const PROBATE = 'Letters of administration or probate'
const EMAIL = 'ngozi.documents@example.com'
const REASON = 'The photo is blurred'
const AGAIN = 'We could not read your certified copy of the death certificate: the photo is blurred. Please send it again.'

let reference = ''
let trackCookies: Cookie[] = []

/** "25 November 2026": today in Lagos, as the tracker writes the day a document arrived. */
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#8a8' } }).png().toBuffer()
}

const documentList = (page: Page) => page.getByRole('list', { name: 'Your documents' })
const item = (page: Page, name: string) => documentList(page).getByRole('listitem').filter({ hasText: name })

async function expectThreeReceived(page: Page) {
  await expect(documentList(page).getByRole('listitem')).toHaveCount(4)
  for (const name of [CERTIFICATE, ID, STATEMENT]) await expect(item(page, name)).toContainText(`Received ${today()}`)
  await expect(item(page, PROBATE)).toContainText('Still needed')
  await expect(item(page, PROBATE)).not.toContainText('Received')
  // Before the documents are complete, the tracker says when the promise starts.
  await expect(page.getByText(/Once we have every document, we decide within 14 days\./)).toBeVisible()
}

async function expectAskedAgain(page: Page) {
  await expect(item(page, CERTIFICATE)).toContainText('Still needed')
  await expect(item(page, CERTIFICATE)).toContainText(AGAIN)
  await expect(item(page, CERTIFICATE)).not.toContainText('Received')
  // Ticked off by the claims officer: the claimant reads that we have checked them.
  for (const name of [ID, STATEMENT]) await expect(item(page, name)).toContainText(`Received ${today()}, and we have checked it`)
}

test.describe('the claimant, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sends three documents and sees each ticked off on the tracker with its day, the fourth still needed', async ({ page }) => {
    reference = await startDeathClaim(page, { email: EMAIL })
    const bytes = await photo()
    for (const [document, name] of [
      [CERTIFICATE, 'certificate.png'],
      [ID, 'id-card.png'],
      [STATEMENT, 'statement.png'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Which document is this?' }).selectOption({ label: document })
      await page.getByLabel('Photo or PDF').setInputFiles({ name, mimeType: 'image/png', buffer: bytes })
      await page.getByRole('button', { name: 'Send this document' }).click()
      await expect(page.getByText('Document received. Send the next one, or you can close this page.')).toBeVisible()
    }
    // The receipt no longer asks for what arrived.
    const toSend = page.getByRole('region', { name: 'Documents to send' })
    await expect(toSend.getByRole('listitem')).toHaveCount(1)
    await expect(toSend).toContainText(PROBATE)

    await trackClaim(page, reference, EMAIL)
    await expectThreeReceived(page)
    trackCookies = await page.context().cookies()
  })
})

test.describe('a claims officer in the admin', () => {
  test('opens the files from the claim, and marks the death certificate unreadable with a reason', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    expect(reference, 'the claimant’s test made a claim').not.toBe('')
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(STAFF.claimDocuments.email)
    await page.getByLabel('Password').fill(STAFF.claimDocuments.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('link', { name: /Claims/ }).first()).toBeVisible({ timeout: 30_000 })
    const found = await page.request.get(`/api/online-claims?where[reference][equals]=${reference}&depth=0&limit=1`, { headers: sameOrigin() })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
    expect(id).toBeTruthy()

    await page.goto(`/admin/collections/online-claims/${id}`)
    // Every file the claimant sent, under the document it answers, with its size and the day it came.
    const sent = page.getByRole('table', { name: 'Files the claimant sent' })
    await expect(sent.getByRole('row')).toHaveCount(4, { timeout: 30_000 })
    for (const [document, name] of [
      [CERTIFICATE, 'certificate.png'],
      [ID, 'id-card.png'],
      [STATEMENT, 'statement.png'],
    ] as const) {
      const row = sent.getByRole('row').filter({ has: page.getByRole('rowheader', { name: document }) })
      await expect(row).toContainText(name)
      await expect(row).toContainText(/\d+ KB/)
      await expect(row).toContainText(today())
      await expect(row).toContainText('Not checked yet')
    }
    const certificateRow = sent.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CERTIFICATE }) })
    const fileUrl = (await certificateRow.getByRole('link', { name: /^certificate\.png/ }).getAttribute('href')) ?? ''
    expect(fileUrl).toMatch(/^\/api\/claim-files\/file\/RL-CLM-\d{4}-\d{6}-[0-9a-f]{12}\.png$/)
    const filename = fileUrl.split('/').at(-1) ?? ''
    // The checklist: what arrived for each line, none ticked off yet.
    const asked = page.getByRole('table', { name: 'The documents we ask for' })
    await expect(asked.getByRole('row').filter({ hasText: PROBATE })).toContainText('No file yet')
    await expect(asked.getByRole('row').filter({ hasText: CERTIFICATE })).toContainText(`File received ${today()}`)
    await expect(page.getByText('3 of 4 documents received; 0 ticked off as checked.')).toBeVisible()
    // Array rows are named by the document, never "Document 01".
    await expect(page.getByText(/^Document \d\d$/)).toHaveCount(0)
    // axe on the documents panel this project adds (Payload's own edit view is Payload's), at both widths.
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await expect(page.getByRole('region', { name: 'Documents', exact: true })).toBeVisible()
      const results = await axe(page).include('section[aria-labelledby="claim-docs-heading"]').withTags(WCAG_TAGS).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe at ${size.width} px`).toEqual([])
    }
    await page.setViewportSize({ width: 1280, height: 800 })

    // The file opens for signed-in staff, and for nobody else: plain requests from outside, without
    // the staff session or with a forged one, get nothing.
    // Opened in a tab of the signed-in browser, as the admin's link to the file does.
    const tab = await page.context().newPage()
    try {
      const opened = await tab.goto(fileUrl)
      expect(opened?.status()).toBe(200)
      expect(opened?.headers()['content-type']).toBe('image/png')
    } finally {
      await tab.close()
    }
    const outsider = await playwright.request.newContext({ baseURL })
    try {
      const attempts: Record<string, string>[] = [
        {},
        { 'sec-fetch-site': 'none' },
        { authorization: 'JWT forged.token.here' },
        { cookie: 'payload-token=forged', 'sec-fetch-site': 'same-origin' },
      ]
      for (const headers of attempts) {
        const response = await outsider.get(fileUrl, { headers })
        expect(response.status(), JSON.stringify(headers)).toBe(403)
        expect((await response.body()).subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false)
      }
      expect((await outsider.get(`/api/claim-files?where[claim][equals]=${id}`)).status()).toBe(403)
      expect((await outsider.get(`/api/online-claims/${id}?depth=1`)).status()).toBe(403)
    } finally {
      await outsider.dispose()
    }

    // The officer ticks off the ID and the bank statement (read, fine) and saves.
    const ticks = page.getByRole('checkbox', { name: 'Received and checked' })
    await expect(ticks).toHaveCount(4)
    await ticks.nth(1).check()
    await ticks.nth(2).check()
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
    await page.reload()
    await expect(page.getByText('3 of 4 documents received; 2 ticked off as checked.')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('table', { name: 'The documents we ask for' }).getByRole('row').filter({ hasText: ID })).toContainText(`Ticked off ${today()}`)
    await expect(page.getByText(`${ID}: ticked off`, { exact: true })).toBeVisible()
    // The history names each row by what happened and when.
    await expect(page.getByText(new RegExp(`· ${ID}: ticked off as received and checked$`))).toBeVisible()

    // The certificate's page, from its row: marked unreadable with a reason.
    await page
      .getByRole('table', { name: 'Files the claimant sent' })
      .getByRole('link', { name: 'Mark unreadable: certificate.png' })
      .click()
    const unreadable = page.getByText('No: ask the claimant to send it again')
    await expect(unreadable).toBeVisible({ timeout: 30_000 })
    await unreadable.click()
    await page.getByLabel('Why we cannot read it').fill(REASON)
    await page.getByRole('button', { name: 'Save' }).first().click()
    // A busy server can take a while to save (the toast says "Submitting..." meanwhile).
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

    const files = await page.request.get(`/api/claim-files?where[claim][equals]=${id}&depth=0`, { headers: sameOrigin() })
    const docs = ((await files.json()) as { docs: { filename: string; review: string; unreadableReason: string }[] }).docs
    expect(docs.find((d) => d.filename === filename)).toMatchObject({ review: 'unreadable', unreadableReason: REASON })
    // Recorded in the claim's history, with the staff member: the two ticks, then the mark.
    const claim = (await (await page.request.get(`/api/online-claims/${id}?depth=1`, { headers: sameOrigin() })).json()) as {
      status: string
      history: { event: string; note: string; by: { email: string } | null }[]
    }
    expect(claim.status).toBe('received')
    expect(claim.history.slice(-3).map((h) => [h.event, h.by?.email])).toEqual([
      ['document-checked', STAFF.claimDocuments.email],
      ['document-checked', STAFF.claimDocuments.email],
      ['file-unreadable', STAFF.claimDocuments.email],
    ])
    expect(claim.history.at(-1)).toMatchObject({ note: AGAIN })
  })
})

test.describe('the claimant again, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('sees the certificate needed again, with the reason, and a way to send it', async ({ page }) => {
    expect(trackCookies.length, 'the claimant’s test left a tracking pass').toBeGreaterThan(0)
    await page.context().addCookies(trackCookies)
    await page.goto(`/claims/track?ref=${reference}`)
    await expectAskedAgain(page)
    await page.getByRole('link', { name: 'Send documents' }).click()
    await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Documents to send' })).toContainText(CERTIFICATE)
  })
})

test.describe('the claimant, with JavaScript', () => {
  for (const size of WIDTHS) {
    test(`sees the same on the tracker, which passes axe at ${size.width} px`, async ({ page }) => {
      expect(trackCookies.length, 'the claimant’s test left a tracking pass').toBeGreaterThan(0)
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.context().addCookies(trackCookies)
      await page.goto(`/claims/track?ref=${reference}`)
      await expectAskedAgain(page)
      await expectNoAxeViolations(page)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(size.width)
    })
  }
})
