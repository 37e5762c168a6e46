/**
 * "My policies" (issue 25, part 2; decision 042): a policyholder signs in at /my with a code sent to the
 * phone or email on their policy (read here from the outbox, as they would read it on their phone), sees
 * every policy held under it, downloads a statement, changes a phone number (proved with a code sent to
 * the new one), asks for a beneficiary change, starts a claim filled in from the session and signs out
 * everywhere. With and without JavaScript, at 375 and 1280 px with axe; another session's pages and
 * links are 404; every answer is private, no-store; 1,000 hostile requests to the new endpoints.
 */
import fc from 'fast-check'
import { PDFDocument } from 'pdf-lib'

import { VISITOR_COOKIE_NAMES } from '../../src/lib/privacy/cookies'
import { expect, test, type Browser, type Page } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { actionForms, cookieHeader, type HostileRequest, sendHostile } from './support/hostile'
import { STAFF, staffApi } from './support/staff'

const nasty = fc.constantFrom('', ' ', '\u0000', '\uFFFF', '\u202E', '<script>alert(1)</script>', "' OR '1'='1", '../../../etc/passwd', '%ff', '${7*7}', '__proto__', '$ACTION_ID_x', '$@1', '$K1', 'a'.repeat(5_000), '\r\nX-Injected: 1', '999', '-50', '50.5', '1e3')
const hostileText = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 200 }), nasty)

/**
 * 1,000 hostile posts to one page's server-action forms (each post to one of them, picked by the input),
 * as the visitor with `cookie` (none: anonymous).
 */
async function fuzzActions(baseURL: string, path: string, fieldNames: string[], seed: number, cookie?: string): Promise<void> {
  const page = await fetch(new URL(path, baseURL), { headers: cookie ? { cookie } : {} })
  const forms = actionForms(await page.text(), ['attempt', 'policy', 'what'])
  expect(forms.length, `action forms on ${path}`).toBeGreaterThan(0)
  const inputs = fc.sample(
    fc.record({ form: fc.nat({ max: forms.length - 1 }), fields: fc.dictionary(fc.constantFrom(...fieldNames), hostileText, { maxKeys: fieldNames.length }), extra: fc.dictionary(hostileText, hostileText, { maxKeys: 2 }), multipart: fc.boolean() }),
    { seed, numRuns: 1_000 },
  )
  const { failures, sent } = await sendHostile(
    baseURL,
    inputs.map((input) => ({ path, values: { ...input.extra, ...input.fields, ...forms[input.form] }, multipart: input.multipart })),
    { cookie },
  )
  expect(failures.slice(0, 5)).toEqual([])
  expect(sent).toBe(1_000)
}

/** The signed-in visitor's cookies as a Cookie header, checked to sign in: /my shows their policies with it. */
async function sessionCookie(page: Page, baseURL: string): Promise<string> {
  const cookie = await cookieHeader(page.context(), baseURL)
  const mine = await fetch(new URL('/my', baseURL), { headers: { cookie } })
  expect(await mine.text(), 'the cookie signs in').toContain('Your policies')
  return cookie
}

type Staff = Awaited<ReturnType<typeof staffApi>>

/** The newest code sent to a phone (as 234…) or email, after `since` (an outbox message id). */
async function codeSentTo(staff: Staff, to: string, since: number): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const found = await staff.api.get(`/api/outbox-messages?where[to][equals]=${encodeURIComponent(to)}&sort=-id&limit=1&depth=0`, { headers: staff.headers })
      const doc = ((await found.json()) as { docs: { id: number; text: string }[] }).docs[0]
      code = doc && doc.id > since ? (/code is (\d{6})/.exec(doc.text)?.[1] ?? '') : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

async function lastMessageId(staff: Staff): Promise<number> {
  const found = await staff.api.get('/api/outbox-messages?sort=-id&limit=1&depth=0', { headers: staff.headers })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id ?? 0
}

/** Signs in at /my with a phone or email on a policy; `to` is where the outbox sends it. */
async function signIn(page: Page, staff: Staff, contact: string, to: string, { wrongFirst = false } = {}) {
  const since = await lastMessageId(staff)
  await page.goto('/my')
  await page.getByRole('textbox', { name: /Your mobile number or email address/ }).fill(contact)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
  await expect(page.getByText('If this number or email is on a policy, we have sent a code to it.')).toBeVisible()
  const code = await codeSentTo(staff, to, since)
  if (wrongFirst) {
    await page.getByRole('textbox', { name: /Your 6-digit code/ }).fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('link', { name: 'That code is not right. You have 4 tries left.' })).toBeVisible()
  }
  await page.getByRole('textbox', { name: /Your 6-digit code/ }).fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Your policies' })).toBeVisible()
}

async function pdfTitle(body: Buffer): Promise<string> {
  return (await PDFDocument.load(body)).getTitle() ?? ''
}

async function otherPerson(browser: Browser, baseURL: string, staff: Staff, contact: string, to: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, staff, contact, to)
  return { context, page }
}

test.describe('My policies', () => {
  test('sign in with a code, see both policies, get a statement and a receipt, ask for a beneficiary change, start a prefilled claim, sign out everywhere', async ({ page, playwright, baseURL, browser }) => {
    test.setTimeout(180_000)
    const staff = await staffApi(playwright, baseURL!, STAFF.myPolicies)
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Customer Portal', exact: true }).first().click()
    await expect(page).toHaveURL(/\/my$/)
    await expectNoAxeViolations(page)
    await signIn(page, staff, '0803 000 0101', '2348030000101', { wrongFirst: true })
    await expectNoAxeViolations(page)

    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name === '__Host-rl-my')
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
    // The cookie notice (/cookies) lists every cookie signing in sets.
    for (const { name } of cookies) expect(VISITOR_COOKIE_NAMES).toContain(name)

    const list = page.getByRole('region', { name: 'Your policies' })
    await expect(list.getByRole('link', { name: /RL-POL-2021-000101/ })).toBeVisible()
    await expect(list.getByRole('link', { name: /RL-POL-2023-000102/ })).toBeVisible()
    await expect(list.getByText('In its grace period: a premium is overdue')).toBeVisible()
    await expect(list.getByText(/₦25,000\.00, due \d{1,2} \w+ \d{4}/)).toBeVisible()
    for (const path of ['/my', '/my/policies/RL-POL-2021-000101']) {
      const answer = await page.request.get(path)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['cache-control']).toMatch(/private/)
      expect(answer.headers()['cache-control']).toMatch(/no-store/)
    }

    await list.getByRole('link', { name: /RL-POL-2021-000101/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: /RL-POL-2021-000101/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay a premium' })).toHaveAttribute('href', '/pay?policy=RL-POL-2021-000101')
    await expect(page.getByRole('link', { name: 'Key facts of your plan' })).toHaveAttribute('href', '/key-facts/esp')
    await expect(page.getByRole('heading', { name: 'Pay by direct debit' })).toBeVisible()
    await expect(page.getByText('Fill it in with your policy number as the reference')).toBeVisible()
    await expectNoAxeViolations(page)

    // Another person's policy is not found.
    expect((await page.request.get('/my/policies/RL-POL-2019-000103')).status()).toBe(404)

    // A receipt, and a statement for a period: PDFs of this policy.
    const receipt = await page.getByRole('link', { name: /^Receipt / }).first().getAttribute('href')
    const receiptPdf = await page.request.get(receipt!)
    expect(receiptPdf.status()).toBe(200)
    expect(await pdfTitle(await receiptPdf.body())).toContain('RL-POL-2021-000101')
    await page.getByLabel(/^From/).fill('2025-01-01')
    await page.getByLabel(/^To/).fill('2025-12-31')
    await page.getByRole('button', { name: 'Make my statement' }).click()
    const download = page.getByRole('link', { name: 'Download your statement (PDF)' })
    await expect(download).toBeVisible()
    const href = (await download.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/my\/policies\/RL-POL-2021-000101\/statement\?from=2025-01-01&to=2025-12-31&expires=\d+&sig=[0-9a-f]{43}$/)
    const statement = await page.request.get(href)
    expect(statement.status()).toBe(200)
    expect(statement.headers()['content-type']).toBe('application/pdf')
    expect(statement.headers()['cache-control']).toBe('private, no-store')
    expect(await pdfTitle(await statement.body())).toBe('Statement for policy RL-POL-2021-000101')
    // Changed by a character, it is nothing.
    expect((await page.request.get(href.replace('to=2025-12-31', 'to=2025-12-30'))).status()).toBe(404)
    // Another session's links are nothing.
    const chidi = await otherPerson(browser, baseURL!, staff, '0803 000 0104', '2348030000104')
    expect((await chidi.page.request.get(href)).status()).toBe(404)
    expect((await chidi.page.request.get(receipt!)).status()).toBe(404)
    expect((await chidi.page.request.get('/my/policies/RL-POL-2021-000101')).status()).toBe(404)
    // Nor without a session at all.
    const anonymous = await playwright.request.newContext({ baseURL })
    expect((await anonymous.get(href)).status()).toBe(404)
    await anonymous.dispose()

    // A beneficiary change: shares must add up to 100.
    await page.getByRole('link', { name: 'Ask to change beneficiaries' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Change your beneficiaries/ })).toBeVisible()
    const first = page.getByRole('group', { name: 'Beneficiary 1' })
    const second = page.getByRole('group', { name: 'Beneficiary 2 (if any)' })
    await first.getByLabel('Share (%)').fill('60')
    await second.getByLabel('Full name').fill('Obinna Okafor')
    await second.getByLabel(/Relationship to you/).fill('Husband')
    await second.getByLabel('Share (%)').fill('30')
    await page.getByRole('button', { name: 'Send my request' }).click()
    await expect(page.getByRole('link', { name: 'The shares must add up to exactly 100%' })).toBeVisible()
    await expectNoAxeViolations(page)
    await second.getByLabel('Share (%)').fill('40')
    await page.getByRole('button', { name: 'Send my request' }).click()
    const done = page.getByRole('status').filter({ hasText: 'We have your request' })
    await expect(done).toBeVisible()
    const reference = /RL-PCR-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? ''
    expect(reference).not.toBe('')
    const queued = await staff.api.get(`/api/policyholder-change-requests?where[reference][equals]=${reference}&depth=0`, { headers: staff.headers })
    const request = ((await queued.json()) as { docs: { kind: string; policyNumber: string; summary: string }[] }).docs[0]
    expect(request).toMatchObject({ kind: 'beneficiaries', policyNumber: 'RL-POL-2021-000101' })
    expect(request?.summary).toContain('Obinna Okafor (Husband): 40%')

    // A claim, filled in from the session.
    await page.goto('/my/policies/RL-POL-2021-000101')
    await page.getByRole('link', { name: 'Start a claim' }).click()
    await page.getByRole('link', { name: 'Death of the person covered' }).click()
    await expect(page.getByRole('textbox', { name: /Policy number/ })).toHaveValue('RL-POL-2021-000101')
    await expect(page.getByRole('radio', { name: 'I know the policy number' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveValue('0803 000 0101')
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('adaeze.okafor@example.com')
    // The same address without the session fills in nothing.
    const bare = await browser.newContext({ baseURL })
    const barePage = await bare.newPage()
    await barePage.goto(new URL(page.url()).pathname + new URL(page.url()).search)
    // Nothing chosen for them (once the page has loaded its script, the number's box shows only when chosen).
    await expect(barePage.getByRole('radio', { name: 'I know the policy number' })).not.toBeChecked()
    await barePage.getByRole('radio', { name: 'I know the policy number' }).check()
    await expect(barePage.getByRole('textbox', { name: /Policy number/ })).toHaveValue('')
    await expect(barePage.getByRole('textbox', { name: /Phone number/ })).toHaveValue('')
    await expect(barePage.getByRole('textbox', { name: /Email/ })).toHaveValue('')
    expect(await barePage.content()).not.toContain('adaeze.okafor@example.com')
    await bare.close()

    // A call-back about this policy, filled in from the session.
    await page.goto('/my/policies/RL-POL-2021-000101')
    await page.getByRole('link', { name: 'Ask us to call you' }).click()
    await expect(page.getByRole('textbox', { name: /What would you like to talk about|topic/i }).or(page.locator('textarea[name="topic"]'))).toHaveValue('About my policy RL-POL-2021-000101 (Redwood Education Savings Plan).')

    // Sign out ends this session and the others of Adaeze's phone, not Chidi's.
    const elsewhere = await otherPerson(browser, baseURL!, staff, '0803 000 0101', '2348030000101')
    await page.goto('/my')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('You have signed out, on every device.')).toBeVisible()
    await page.goto('/my/policies/RL-POL-2021-000101')
    await expect(page).toHaveURL(/\/my$/)
    await elsewhere.page.goto('/my')
    await expect(elsewhere.page.getByRole('button', { name: 'Send me a code' })).toBeVisible()
    await chidi.page.goto('/my')
    await expect(chidi.page.getByRole('heading', { name: 'Your policies' })).toBeVisible()
    await Promise.all([elsewhere.context.close(), chidi.context.close(), staff.api.dispose()])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('sign in by email, change the phone number with a code sent to the new one, a bad period is refused per field', async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000)
      const staff = await staffApi(playwright, baseURL!, STAFF.myPoliciesNoScript)
      await page.goto('/my')
      await page.getByRole('button', { name: 'Send me a code' }).click()
      await expect(page.getByRole('link', { name: 'Enter the mobile number or email address on your policy' })).toBeVisible()
      await signIn(page, staff, 'tunde.bakare@example.com', 'tunde.bakare@example.com')
      await page.getByRole('link', { name: /RL-POL-2019-000103/ }).click()

      await page.getByLabel(/^From/).fill('2025-12-31')
      await page.getByLabel(/^To/).fill('2025-01-01')
      await page.getByRole('button', { name: 'Make my statement' }).click()
      await expect(page.getByRole('link', { name: 'The last day must be on or after the first day' })).toBeVisible()

      await page.getByRole('link', { name: 'Change phone, email or address' }).click()
      const since = await lastMessageId(staff)
      await page.getByRole('textbox', { name: /Your new mobile number/ }).fill('0805 000 0203')
      await page.getByRole('button', { name: 'Send a code to my new number' }).click()
      await expect(page.getByRole('heading', { name: 'Enter the code we sent to your new number or email' })).toBeVisible()
      const code = await codeSentTo(staff, '2348050000203', since)
      await page.getByRole('textbox', { name: /Your 6-digit code/ }).fill(code)
      await page.getByRole('button', { name: 'Confirm' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'We have your request' })).toBeVisible()
      const found = await staff.api.get('/api/policyholder-change-requests?where[policyNumber][equals]=RL-POL-2019-000103&sort=-id&limit=1&depth=0', { headers: staff.headers })
      expect(((await found.json()) as { docs: { changes: unknown }[] }).docs[0]?.changes).toEqual({ phone: '0805 000 0203' })

      await page.goto('/my')
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByText('You have signed out, on every device.')).toBeVisible()
      await staff.api.dispose()
    })
  })

  for (const [i, size] of WIDTHS.entries()) {
    test(`every page of My policies passes axe at ${size.width}px`, async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: size.width, height: size.height })
      const staff = await staffApi(playwright, baseURL!, i === 0 ? STAFF.myPoliciesPhone : STAFF.myPoliciesDesktop)
      const [phone, to, number] = i === 0 ? ['0803 000 0105', '2348030000105', 'RL-POL-2012-000105'] : ['0803 000 0107', '2348030000107', 'RL-POL-2018-000107']
      await page.goto('/my')
      await expectNoAxeViolations(page)
      await page.getByRole('textbox', { name: /Your mobile number or email address/ }).fill('12345')
      await page.getByRole('button', { name: 'Send me a code' }).click()
      await expect(page.getByRole('link', { name: /Enter a Nigerian mobile number/ })).toBeVisible()
      await expectNoAxeViolations(page)
      await signIn(page, staff, phone, to)
      await expectNoAxeViolations(page)
      for (const path of [`/my/policies/${number}`, `/my/policies/${number}/contact`, `/my/policies/${number}/beneficiaries`]) {
        await page.goto(path)
        await expectNoAxeViolations(page)
      }
      await staff.api.dispose()
    })
  }

  test('1,000 hostile requests to the new pages and documents: no 5xx, no stack trace', async ({ page, playwright, baseURL }) => {
    test.setTimeout(300_000)
    const staff = await staffApi(playwright, baseURL!, STAFF.myPoliciesPages)
    await signIn(page, staff, '0803 000 0108', '2348030000108')
    const hostile = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('', '%', '%ff', '..%2f..%2fetc%2fpasswd', 'RL-POL-2024-000108', 'rl-pol-2021-000101', '<script>', "' OR 1=1 --", 'a'.repeat(500), '\u0000', '2025-02-30', '99999999999'),
    )
    const cookie = await sessionCookie(page, baseURL!)
    const inputs = fc.sample(fc.tuple(fc.constantFrom('statement', 'receipt', '', 'contact', 'beneficiaries'), hostile, hostile, hostile, hostile, fc.boolean()), { numRuns: 1_000, seed: 20_261_126 })
    const requests = inputs.map(([part, number, a, b, sig, signedIn]): HostileRequest => {
      const query = new URLSearchParams({ from: a, to: b, receipt: a, expires: b, sig, attempt: sig, confirm: a })
      return { path: `/my/policies/${encodeURIComponent(number) || 'x'}${part ? `/${part}` : ''}?${query.toString()}`, headers: signedIn ? { cookie } : {} }
    })
    const { failures, sent } = await sendHostile(baseURL!, requests)
    expect(failures.slice(0, 5)).toEqual([])
    expect(sent).toBe(1_000)
    const attempts = fc.sample(hostile, { numRuns: 50, seed: 7 })
    for (const attempt of attempts) expect((await page.request.get(`/my?attempt=${encodeURIComponent(attempt)}`)).status()).toBeLessThan(500)
    await staff.api.dispose()
  })

  test('the sign-in, code and beneficiary actions: 1,000 hostile form posts each, none gets a 5xx', async ({ page, playwright, baseURL }) => {
    test.setTimeout(600_000)
    // Hostile text only: a post that happened to hold a real number would count against the limits.
    await fuzzActions(baseURL!, '/my', ['contact', 'code', 'attempt'], 20_261_126)
    await fuzzActions(baseURL!, '/my?attempt=AAAAAAAAAAAAAAAAAAAAAAAA', ['code', 'attempt'], 20_261_127)
    const staff = await staffApi(playwright, baseURL!, STAFF.myPoliciesForms)
    await signIn(page, staff, 'emeka.nwosu@example.com', 'emeka.nwosu@example.com')
    const fields = Array.from({ length: 6 }, (_, i) => [`name-${i}`, `relationship-${i}`, `share-${i}`]).flat()
    const cookie = await sessionCookie(page, baseURL!)
    await fuzzActions(baseURL!, '/my/policies/RL-POL-2024-000108/beneficiaries', [...fields, 'policy'], 20_261_128, cookie)
    await fuzzActions(baseURL!, '/my/policies/RL-POL-2024-000108/contact', ['value', 'what', 'policy'], 20_261_129, cookie)
    // Still signed in, and the site answers normally.
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: 'Your policies' })).toBeVisible()
    await staff.api.dispose()
  })
})
