/**
 * Key-facts sheets as the site serves them: the plan's rules read from the CMS, its worked example
 * priced by the plan service (getPlanExample, the same call the product pages make), the settings and
 * the licence lines. Every read is cached with the content and expired by the `content` tag, so a saved
 * plan, Site settings or claims promise changes the page and the PDF together (decisions 003, 037).
 */
import { unstable_cache } from 'next/cache'
import { notFound } from 'next/navigation'

import { promiseDaysOf } from '@/lib/claims/promise'
import { getClaimsPromise } from '@/lib/content/claims'
import { getComparePlans, type ComparePlan } from '@/lib/content/compare'
import { CONTENT_TAG, cachedRead, prerenderingTheBuild, readScope } from '@/lib/content/payload'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { licenceOf } from '@/lib/licence'
import { paths } from '@/lib/paths'
import { getPlanExample } from '@/lib/plan-service/examples'
import { COVER_KINDS, type CoverKind, type HealthBenefit } from '@/lib/quote/engine'
import type { Plan } from '@/payload-types'

import { complaintTermsFrom } from '@/lib/complaints/terms'

import { keyFactsPdf } from './pdf'
import { keyFactsSheet, type KeyFactsPlan, type KeyFactsSheet } from './sheet'
import { i18n } from '@/lib/i18n'

export type { KeyFactsSheet } from './sheet'

/** A plan code as it may appear in an address: letters and digits, any case. */
export function planCodeOf(raw: unknown): string | null {
  return typeof raw === 'string' && /^[A-Za-z0-9]{1,20}$/.test(raw) ? raw.toUpperCase() : null
}

const HEALTH: readonly HealthBenefit[] = ['hospitalCash', 'criticalIllness', 'surgery']

const readPlan = cachedRead('key-facts-plan', async (payload, _ctx, code: string): Promise<Plan | null> => {
  const { docs } = await payload.find({
    collection: 'plans',
    where: { and: [{ code: { equals: code } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
})

function planOf(doc: Plan): KeyFactsPlan {
  const kind: CoverKind = (COVER_KINDS as readonly string[]).includes(doc.kind) ? doc.kind : 'endowment'
  return {
    code: doc.code,
    name: doc.name,
    description: doc.description,
    kind,
    healthBenefit: HEALTH.find((b) => b === doc.healthBenefit) ?? null,
    paymentFrequencies: doc.paymentFrequencies ?? [],
    minTenor2: doc.minTenor2,
    tenor: doc.tenor,
    minEntryAge: doc.minEntryAge,
    maxEntryAge: doc.maxEntryAge,
    maxMaturityAge: doc.maxMaturityAge,
    minPremium: doc.minPremium,
    minSumAssured: doc.minSumAssured,
    keyFacts: doc.keyFacts,
    updatedAt: doc.updatedAt,
  }
}

/** The individual plans that have a sheet: every plan of a published individual product. */
export async function keyFactsPlans(): Promise<ComparePlan[]> {
  return getComparePlans()
}

/** The sheet of an individual plan by code, or null when no published individual product sells it. */
export async function getKeyFacts(code: string, now: Date = new Date()): Promise<KeyFactsSheet | null> {
  const listed = (await keyFactsPlans()).find((p) => p.code === code)
  if (!listed) return null
  const [doc, settings, claimsPromise] = await Promise.all([readPlan(code), getSiteSettings(), getClaimsPromise(i18n.defaultLanguage.code)])
  if (!doc) return null
  return keyFactsSheet({
    plan: planOf(doc),
    example: await getPlanExample(doc.id),
    site: {
      brandName: settings.brandName,
      callCentrePhone: settings.callCentrePhone,
      customerServiceEmail: settings.customerServiceEmail,
      officeHours: settings.officeHours,
    },
    licence: licenceOf(settings),
    complaints: complaintTermsFrom(settings.complaints, settings.customerServiceEmail),
    claimDays: promiseDaysOf(claimsPromise),
    origin: new URL(env.serverUrl).origin,
    paths: { claimStart: paths.claimStart(), claimTrack: paths.claimTrack(), complaints: paths.complaints(), product: listed.productHref },
    today: now,
  })
}

async function pdfOf(code: string): Promise<string | null> {
  const sheet = await getKeyFacts(code)
  if (!sheet) return null
  return Buffer.from(await keyFactsPdf(sheet, new URL(env.serverUrl).origin)).toString('base64')
}

/** The PDF, kept in Next's data cache under the `content` tag: made once per change of plan or settings. */
const cachedPdf = unstable_cache(pdfOf, ['key-facts-pdf'], { tags: [CONTENT_TAG] })

/** The sheet as a PDF (at most two A4 pages), or null when the plan has no sheet. */
export async function getKeyFactsPdf(code: string): Promise<Uint8Array | null> {
  if (prerenderingTheBuild()) notFound()
  const scope = await readScope()
  const base64 = scope === 'public' ? await cachedPdf(code) : await pdfOf(code)
  return base64 === null ? null : new Uint8Array(Buffer.from(base64, 'base64'))
}
