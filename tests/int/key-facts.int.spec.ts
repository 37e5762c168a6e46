// Postgres run: not needed (drawing a PDF from content reads other Postgres files make).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Plan } from '@/payload-types'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let kf: typeof import('@/lib/key-facts')
let engine: { planRulesFromDoc: typeof import('@/lib/plan-service/plan-rules').planRulesFromDoc; quote: typeof import('@/lib/quote/rules').quote }
let dates: typeof import('@/lib/quote/dates')
let money: typeof import('@/lib/quote/money')
let store: typeof import('@/lib/application/store.server')
let confirm: typeof import('@/lib/application/key-facts.server')

beforeAll(async () => {
  process.env.SERVER_URL = 'http://localhost:3997'
  t = await startPayload()
  kf = await import('@/lib/key-facts')
  engine = { planRulesFromDoc: (await import('@/lib/plan-service/plan-rules')).planRulesFromDoc, quote: (await import('@/lib/quote/rules')).quote }
  dates = await import('@/lib/quote/dates')
  money = await import('@/lib/quote/money')
  store = await import('@/lib/application/store.server')
  confirm = await import('@/lib/application/key-facts.server')
}, 120_000)

afterAll(async () => {
  await t?.close()
})

async function planByCode(code: string): Promise<Plan> {
  const { docs } = await t.payload.find({ collection: 'plans', where: { code: { equals: code } }, depth: 0, limit: 1 })
  const plan = docs[0]
  if (!plan) throw new Error(`no plan ${code}`)
  return plan
}

/** The worked example priced straight by the engine from the stored plan: what the sheet must say. */
function enginePremium(plan: Plan): number {
  const rules = engine.planRulesFromDoc(plan)
  if (!rules.ok) throw new Error(`plan ${plan.code} cannot be priced`)
  const today = dates.lagosCalendarDate(new Date())
  const result = engine.quote(
    rules.rules,
    { direction: 'premium', frequency: plan.exampleFrequency, term: plan.exampleTerm, birthDate: dates.birthDateForAge(plan.exampleAge, today), amount: plan.exampleSumAssured },
    today,
  )
  if (!result.ok) throw new Error(`plan ${plan.code}'s example is refused: ${result.errors.join(' ')}`)
  return result.modalPremium
}

const sectionText = (sheet: import('@/lib/key-facts').KeyFactsSheet, id: string): string => {
  const s = sheet.sections.find((x) => x.id === id)
  if (!s) throw new Error(`no section ${id}`)
  return [...s.paragraphs, ...(s.items ?? []), ...(s.rows ?? []).map((r) => `${r.label}: ${r.value}`)].join('\n')
}

/** The PDF's text as a reader's software extracts it (mupdf). */
function pdfText(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kf-')), 'sheet.pdf')
  fs.writeFileSync(file, bytes)
  return execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(/\s+/g, ' ')
}

describe('key-facts sheets', () => {
  it('every individual plan has a sheet whose worked premium is the engine’s, and whose rules are the plan’s', async () => {
    const listed = await kf.keyFactsPlans()
    expect(listed.length).toBeGreaterThanOrEqual(10)
    for (const { code } of listed) {
      const [sheet, plan] = [await kf.getKeyFacts(code), await planByCode(code)]
      expect(sheet, code).not.toBeNull()
      if (!sheet) continue
      const premium = enginePremium(plan)
      expect(sheet.figures?.premium, code).toBe(premium)
      expect(sectionText(sheet, 'example'), code).toContain(money.formatNaira(premium))
      expect(sectionText(sheet, 'who-can-buy'), code).toContain(`Age when the plan starts: ${plan.minEntryAge} to ${plan.maxEntryAge}`)
      expect(sectionText(sheet, 'cooling-off'), code).toContain(`within ${plan.keyFacts.coolingOffDays} days`)
      for (const line of (plan.keyFacts.notCovered ?? '').split('\n').filter(Boolean)) expect(sectionText(sheet, 'not-covered')).toContain(line)
      if (plan.keyFacts.cashValuePercent > 0 && sheet.figures?.cashValue) {
        const perYear = { '01': 12, '03': 4, '06': 2, '12': 1, OT: 1 }[plan.exampleFrequency]
        const paid = money.roundMoney(premium * perYear * (plan.exampleFrequency === 'OT' ? 1 : plan.keyFacts.cashValueAfterYears))
        expect(sheet.figures.cashValue.paid, code).toBe(paid)
        expect(sectionText(sheet, 'stop-paying')).toContain(money.formatNaira(money.roundMoney((paid * plan.keyFacts.cashValuePercent) / 100)))
      }
    }
  })

  it('a change to the plan’s basis and rules changes the sheet', async () => {
    const before = await planByCode('AEE')
    const oldSheet = await kf.getKeyFacts('AEE')
    const after = await t.payload.update({
      collection: 'plans',
      id: before.id,
      data: { loadingPercent: before.loadingPercent + 5, keyFacts: { ...before.keyFacts, coolingOffDays: 21 } },
      overrideAccess: true,
    })
    const sheet = await kf.getKeyFacts('AEE')
    expect(sheet?.figures?.premium).toBe(enginePremium(after))
    expect(sheet?.figures?.premium).toBeGreaterThan(oldSheet?.figures?.premium ?? Infinity)
    expect(sectionText(sheet!, 'cooling-off')).toContain('within 21 days')
    expect(sheet?.version).not.toBe(oldSheet?.version)
  })

  it('the PDF of every individual plan is at most two A4 pages and carries the sheet’s figures', async () => {
    for (const { code } of await kf.keyFactsPlans()) {
      const bytes = await kf.getKeyFactsPdf(code)
      expect(bytes, code).not.toBeNull()
      if (!bytes) continue
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getPageCount(), code).toBeGreaterThanOrEqual(1)
      expect(pdf.getPageCount(), code).toBeLessThanOrEqual(2)
      for (const page of pdf.getPages()) {
        expect(Math.round(page.getWidth()), code).toBe(595)
        expect(Math.round(page.getHeight()), code).toBe(842)
      }
      const sheet = await kf.getKeyFacts(code)
      const text = pdfText(bytes)
      expect(text, code).toContain(`Key facts: ${sheet?.planName}`)
      expect(text, code).toContain(money.formatNaira(sheet?.figures?.premium ?? NaN).replace('₦', 'NGN '))
      expect(text, code).toContain('Cooling-off period')
      expect(text, code).toContain('How to complain')
      expect(text, code).toContain('/complaints')
    }
  })

  it('an unknown or malformed plan has no sheet and no PDF', async () => {
    expect(await kf.getKeyFacts('NOPE1')).toBeNull()
    expect(await kf.getKeyFactsPdf('NOPE1')).toBeNull()
    expect(kf.planCodeOf('../etc')).toBeNull()
    expect(kf.planCodeOf('aee')).toBe('AEE')
  })

  it('an application goes on only with "I have read the key facts" ticked, and keeps when and which sheet', async () => {
    const { app } = await store.createApplication(t.payload, { planCode: 'TLP', dateOfBirth: '1988-03-14' })
    for (const values of [{}, { keyFactsRead: '' }, { keyFactsRead: 'off' }, { ndpaConsent: 'on' }] as Record<string, string>[]) {
      expect((await confirm.confirmKeyFactsRead(t.payload, app, values)).ok).toBe(false)
    }
    const untouched = await t.payload.findByID({ collection: 'applications', id: app.id, depth: 0, overrideAccess: true })
    expect(untouched.keyFactsReadAt ?? null).toBeNull()
    const when = new Date('2026-11-26T09:30:00.000Z')
    const done = await confirm.confirmKeyFactsRead(t.payload, app, { keyFactsRead: 'on' }, when)
    expect(done.ok).toBe(true)
    const stored = await t.payload.findByID({ collection: 'applications', id: app.id, depth: 0, overrideAccess: true })
    expect(new Date(stored.keyFactsReadAt ?? 0).toISOString()).toBe(when.toISOString())
    expect(stored.keyFactsVersion).toBe((await kf.getKeyFacts('TLP'))?.version)
    expect(stored.keyFactsVersion).toMatch(/^KF-TLP-\d{4}-/)
  })
})
