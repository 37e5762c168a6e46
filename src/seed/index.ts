import type { Payload } from 'payload'

import { createSeedContext, type SeedContext } from './context'
import { seedApplicationSettings } from './modules/applications'
import { seedBlog } from './modules/blog'
import { seedClaims } from './modules/claims'
import { seedCompany } from './modules/company'
import { seedCorporate } from './modules/corporate'
import { seedHome } from './modules/home'
import { seedPlans } from './modules/plans'
import { seedPolicies } from './modules/policies'
import { seedPrivacyNotice } from './modules/privacy'
import { seedProducts } from './modules/products'
import { seedOffices } from './modules/reach'
import { seedSiteSettings } from './modules/site-settings'

/**
 * The demo content of the fictional Redwood Life Assurance, in dependency order.
 * Every module is idempotent (it finds before it creates), and site settings come last: their brand
 * name is the marker that the database holds content, so an interrupted seed is finished next start.
 */
const modules: ((ctx: SeedContext) => Promise<void>)[] = [seedProducts, seedCorporate, seedPlans, seedBlog, seedHome, seedCompany, seedClaims, seedApplicationSettings, seedPrivacyNotice, seedOffices, (ctx) => seedPolicies(ctx), seedSiteSettings]

export async function hasContent(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return Boolean(settings.brandName)
}

export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  if (await hasContent(payload)) return false
  const ctx = createSeedContext(payload)
  for (const run of modules) await run(ctx)
  return true
}
