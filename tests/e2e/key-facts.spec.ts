/**
 * Key-facts sheets (issue 24, part 3): every individual plan has a page and a PDF of at most two A4
 * pages; product pages, quote results, comparison cards and the application's review step link to it;
 * and an application goes on only once the buyer confirms they have read it, with or without JavaScript.
 * (The sheet's figures against the engine, and the stored confirmation: tests/int/key-facts.int.spec.ts.)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'

import { expectNoAxeViolations, WIDTHS } from './helpers'
import { fillAboutYou } from './support/apply'
import { freshDataDir, prepareDatabase, registerFirstUser, startServer, type TestServer } from './support/servers'
import { expect, test, type Page } from './fixtures'

const START = '/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000'

/** The published plans, as the public REST API lists them (every plan of the demo sells individually). */
async function planCodes(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/plans?limit=100&depth=0&select[code]=true')
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { docs: { code: string }[] }
  return body.docs.map((d) => d.code)
}

/** An application of the endowment plan, filled to the review step. */
async function toReview(page: Page) {
  await page.goto(START)
  await fillAboutYou(page)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 2 of 6')).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 3 of 6')).toBeVisible()
  await page.getByLabel('Full name').first().fill('Chidi Okafor')
  await page.getByLabel('Relationship to you').first().selectOption('Spouse')
  await page.getByLabel('Share (%)').first().fill('100')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 4 of 6')).toBeVisible()
  const no = page.getByRole('radio', { name: 'No' })
  for (let i = 0, n = await no.count(); i < n; i++) await no.nth(i).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 5 of 6')).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree that Redwood Life Assurance may use/ }).check()
  await page.getByRole('checkbox', { name: /I declare that the answers/ }).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 6 of 6')).toBeVisible()
}

/** Submitting without the box is refused at the box; with it the application goes in. */
async function refusedThenAccepted(page: Page) {
  await expect(page.getByRole('link', { name: 'Read the key facts' })).toHaveAttribute('href', '/key-facts/aee')
  await page.getByRole('button', { name: 'Submit my application' }).click()
  await expect(page).toHaveTitle(/^Error: /)
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
  const box = page.getByRole('checkbox', { name: 'I have read the key facts of the Endowment Assurance.' })
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Tick the box to confirm you have read the key facts.').first()).toBeVisible()
  await expect(page.getByText('Step 6 of 6')).toBeVisible()
  await box.check()
  await page.getByRole('button', { name: 'Submit my application' }).click()
  await expect(page.getByRole('heading', { name: 'Accepted, subject to your first premium' })).toBeVisible()
}

test.describe('key-facts sheets', () => {
  test('every individual plan has its page and a PDF of at most two A4 pages', async ({ page }) => {
    const codes = await planCodes(page)
    expect(codes.length).toBeGreaterThanOrEqual(10)
    for (const code of codes) {
      const res = await page.request.get(`/key-facts/${code.toLowerCase()}`)
      expect(res.status(), code).toBe(200)
      const html = await res.text()
      for (const heading of ['What the plan is for', 'What it pays and when', 'What it does not cover', 'Who can buy it', 'A worked premium example', 'Cooling-off period', 'How to claim', 'How to complain', 'Who we are']) {
        expect(html, `${code}: ${heading}`).toContain(heading)
      }
      const pdf = await page.request.get(`/key-facts/${code.toLowerCase()}/pdf`)
      expect(pdf.status(), code).toBe(200)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      const doc = await PDFDocument.load(await pdf.body())
      expect(doc.getPageCount(), code).toBeLessThanOrEqual(2)
      for (const p of doc.getPages()) expect([Math.round(p.getWidth()), Math.round(p.getHeight())], code).toEqual([595, 842])
    }
    expect((await page.request.get('/key-facts/nope1')).status()).toBe(404)
    expect((await page.request.get('/key-facts/nope1/pdf')).status()).toBe(404)
  })

  test('the page shows the worked premium, links the PDF, and complaints go to /complaints', async ({ page }) => {
    await page.goto('/key-facts/aee')
    await expect(page.getByRole('heading', { level: 1, name: 'Endowment Assurance' })).toBeVisible()
    const example = page.getByRole('region', { name: 'A worked premium example' })
    await expect(example).toContainText(/Premium\s*₦[\d,]+ a month/)
    await expect(page.getByRole('link', { name: /Download the key facts/ })).toHaveAttribute('href', '/key-facts/aee/pdf')
    await expect(page.getByRole('region', { name: 'How to complain' }).getByRole('link', { name: 'Make a complaint' })).toHaveAttribute('href', '/complaints')
    await expect(page.getByRole('region', { name: 'Who we are' })).toContainText('licensed by the National Insurance Commission')
  })

  for (const { name, width, height } of WIDTHS) {
    test(`axe on a key-facts page at ${width}px (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/key-facts/tlp')
      await expectNoAxeViolations(page)
    })
  }

  test('product pages, quote results and comparison cards link to the sheets', async ({ page }) => {
    await page.goto('/policy/life/endowment-savings-plan')
    for (const plan of ['Endowment Assurance', 'Savings Target Endowment', 'Single Premium Endowment']) {
      await expect(page.getByRole('link', { name: `Key facts of the ${plan}` })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Key facts of the Endowment Assurance' })).toHaveAttribute('href', '/key-facts/aee')

    await page.goto('/policy/life/term-life-plan')
    const card = page.getByRole('region', { name: 'Fill the Form to get started' })
    await card.getByLabel('First name').fill('Adaeze')
    await card.getByLabel('Last name').fill('Okafor')
    await card.getByLabel('Date of birth').fill('1988-03-14')
    await card.getByLabel('Frequency').selectOption({ label: 'Monthly' })
    await card.getByLabel('Tenure').selectOption({ label: '20 years' })
    await card.getByLabel('Sum Assured (₦)').fill('10000000')
    await card.getByRole('button', { name: 'Get my quote' }).click()
    await expect(card.getByRole('status')).toContainText('Hello Adaeze Okafor')
    await expect(card.getByRole('link', { name: /^Read the key facts of the / })).toHaveAttribute('href', '/key-facts/tlp')

    await page.goto('/compare?plan=TLP&plan=SPE&age=35&by=cover&amount=1000000&term=10&frequency=monthly')
    const cards = page.getByRole('region', { name: 'Side by side' })
    await expect(cards.getByRole('link', { name: 'Key facts of the Level Term Cover' })).toHaveAttribute('href', '/key-facts/tlp')
    await expect(cards.getByRole('link', { name: 'Key facts of the Single Premium Endowment' })).toHaveAttribute('href', '/key-facts/spe')
  })

  test('the application’s review step links the key facts and refuses to go on until they are confirmed as read', async ({ page }) => {
    await toReview(page)
    await refusedThenAccepted(page)
  })

  for (const { name, width, height } of WIDTHS) {
    test(`axe on the review step refusing an unconfirmed application at ${width}px (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await toReview(page)
      await page.getByRole('button', { name: 'Submit my application' }).click()
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the review step refuses a plain form post without the key-facts confirmation, then takes it with', async ({ page }) => {
    await toReview(page)
    await refusedThenAccepted(page)
  })
})

/** The PDF's text as a reader's software extracts it (mupdf). */
function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kf-e2e-')), 'sheet.pdf')
  fs.writeFileSync(file, bytes)
  return execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(/\s+/g, ' ')
}

test.describe('a change to Site settings', () => {
  // A server of its own: the change must not reach the other specs' pages.
  let server: TestServer
  let dataDir = ''
  const EDITOR = { email: 'keyfacts.editor@redwoodlife.example', password: 'baobab-harmattan-quill-57', name: 'Key Facts Editor' }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dataDir = freshDataDir('key-facts')
    await prepareDatabase(dataDir)
    server = await startServer(dataDir)
    await registerFirstUser(server.url, EDITOR)
  })
  test.afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('changes the page and the PDF together, though both were already made and kept', async ({ request }) => {
    const page1 = await (await request.get(`${server.url}/key-facts/aee`)).text()
    const pdf1 = pdfText(await (await request.get(`${server.url}/key-facts/aee/pdf`)).body())
    expect(page1).not.toContain('0700 999 1234')
    expect(pdf1).toContain('How to complain')
    expect(pdf1).not.toContain('0700 999 1234')
    const login = await request.post(`${server.url}/api/users/login`, { data: { email: EDITOR.email, password: EDITOR.password } })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const saved = await request.post(`${server.url}/api/globals/site-settings`, { headers: { Authorization: `JWT ${token}` }, data: { callCentrePhone: '0700 999 1234' } })
    expect(saved.status()).toBe(200)
    await expect.poll(async () => (await (await request.get(`${server.url}/key-facts/aee`)).text()).includes('call 0700 999 1234')).toBe(true)
    expect(pdfText(await (await request.get(`${server.url}/key-facts/aee/pdf`)).body())).toContain('call 0700 999 1234')
  })
})
