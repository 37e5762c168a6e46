/**
 * Runs the committed migrations on DATABASE_URL / DATA_DIR, for tests/int/migrations.int.spec.ts:
 *   node --import tsx tests/int/migrate.ts up|down|backfill [up|down ...]
 * "down" rolls every migration back, then says whether the collections' tables are gone. Several
 * directions run one after the other in the same process ("down up": to empty and back), each booting
 * Payload costing seconds.
 * "backfill" applies the migrations before enquiry_references, stores enquiries and a group quote request
 * as an older site did (no reference) and two staff accounts from before roles, applies the rest and
 * prints the references and the roles they were given, and the home page's and a product's words (moved to their language tables).
 */
import { runScript } from '../../src/lib/cli/run-script'

/** How many migrations the database records as applied (none once the table itself is gone). */
async function appliedMigrations(payload: import('payload').Payload): Promise<number> {
  try {
    const { totalDocs } = await payload.count({ collection: 'payload-migrations', where: { batch: { not_equals: -1 } } })
    return totalDocs
  } catch {
    return 0
  }
}

/** Rows an older site stored: the year in Lagos is 2026 for the first though UTC still says 2025. */
const OLD_ROWS = `
  INSERT INTO enquiries (id, name, first_name, last_name, phone, email, existing_customer, message, consented_at, consent_version, created_at, updated_at)
  VALUES
    (7, 'Ada Obi', 'Ada', 'Obi', '0803 123 4567', 'ada@example.com', 'no', 'Call me', '2025-12-31T23:30:00.000Z', 'v1', '2025-12-31T23:30:00.000Z', '2025-12-31T23:30:00.000Z'),
    (1234567, 'Femi Ade', 'Femi', 'Ade', '0803 123 4568', 'femi@example.com', 'yes', 'Call me', '2026-03-01T10:00:00.000Z', 'v1', '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z');
  INSERT INTO group_quote_requests (id, company, contact_name, email, phone, staff_count, annual_salary, cover_multiple, consented_at, consent_version, created_at, updated_at)
  VALUES (12, 'Obi Ltd', 'Ada Obi', 'ada@example.com', '0803 123 4567', 10, 50000000, 3, '2026-06-01T10:00:00.000Z', 'v1', '2026-06-01T10:00:00.000Z', '2026-06-01T10:00:00.000Z');
  INSERT INTO users (id, email, created_at, updated_at)
  VALUES
    (3, 'old.editor@redwoodlife.example', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z'),
    (4, 'old.underwriter@redwoodlife.example', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
  INSERT INTO users_roles ("order", parent_id, value) VALUES (1, 4, 'underwriter');
  INSERT INTO home (id, intro_heading_text, intro_paragraph_a, meta_title, _status, created_at, updated_at)
  VALUES (1, 'Trusted by Nigerian families', 'We explain every plan in plain English.', 'Insurance in Nigeria', 'published', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
  INSERT INTO product_categories (id, name, slug, kind, menu_blurb, heading_text, _status, created_at, updated_at)
  VALUES (1, 'Life', 'life', 'individual', 'Protect the people who depend on you', 'Protect what', 'published', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
  INSERT INTO products (id, title, slug, category_id, summary, heading_text, _status, created_at, updated_at)
  VALUES (1, 'Term Life Plan', 'term-life-plan', 1, 'Cover for a fixed term.', 'Cover your family', 'published', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
  INSERT INTO products_faqs (_order, _parent_id, id, question, answer) VALUES (1, 1, 'faq-1', 'Can I change my mind?', 'Yes, within 30 days.');
  INSERT INTO claims_promise (id, heading_text, processing_promise_figure, processing_promise_unit, processing_promise_statement, approach_heading, approach_body, when_you_claim_heading, when_you_claim_body, _status, created_at, updated_at)
  VALUES (1, 'Our claims promise', '10', 'days', 'Claims are paid within 10 days.', 'Our Approach', 'We start from trust.', 'When you claim', 'We confirm within 2 days.', 'published', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
  INSERT INTO claims_glossary (id, heading_text, _status, created_at, updated_at) VALUES (1, 'Learn the terms', 'published', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
  INSERT INTO claims_glossary_entries (_order, _parent_id, id, term, meaning) VALUES (1, 1, 'term-1', 'Probate', 'A court document that confirms a will.');`

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type RawSql = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

async function backfill(payload: import('payload').Payload): Promise<void> {
  const all: Migration[] = (
    payload.db.name === 'postgres' ? await import('../../src/migrations/postgres') : await import('../../src/migrations/sqlite')
  ).migrations
  const at = all.findIndex((m) => m.name.endsWith('_enquiry_references'))
  if (at < 1) throw new Error('No enquiry_references migration')
  await payload.db.migrate({ migrations: all.slice(0, at) as never })
  const db = payload.db as unknown as RawSql
  // One statement per call: SQLite's driver runs only the first of several.
  for (const statement of OLD_ROWS.split(';').filter((s) => s.trim())) await db.execute({ drizzle: db.drizzle, raw: statement })
  await payload.db.migrate({ migrations: all as never })
  const find = async (collection: 'enquiries' | 'group-quote-requests') =>
    (await payload.find({ collection, sort: 'id', depth: 0, overrideAccess: true })).docs.map((d) => `${d.id}=${d.reference}`)
  console.log(`References: ${JSON.stringify({ enquiries: await find('enquiries'), groupQuotes: await find('group-quote-requests') })}`)
  // Staff accounts from before roles keep the work they did (the starting_roles migration).
  const users = await payload.find({ collection: 'users', where: { id: { in: [3, 4] } }, sort: 'id', depth: 0, overrideAccess: true })
  console.log(`Roles: ${JSON.stringify(Object.fromEntries(users.docs.map((u) => [u.id, u.roles ?? []])))}`)
  // The home page's words from before languages (the home_in_languages migration): English's, and Pidgin's by fallback.
  const words = async (locale: 'en' | 'pcm') => {
    const home = await payload.findGlobal({ slug: 'home', locale, fallbackLocale: 'en', depth: 0, overrideAccess: true })
    return [home.intro?.heading?.text, home.intro?.paragraphA, home.meta?.title]
  }
  console.log(`Home: ${JSON.stringify({ en: await words('en'), pcm: await words('pcm') })}`)
  // The same for a product and its category (the products_in_languages migration).
  const product = async (locale: 'en' | 'pcm') => {
    const found = await payload.findByID({ collection: 'products', id: 1, locale, fallbackLocale: 'en', depth: 1, overrideAccess: true })
    const category = typeof found.category === 'object' ? found.category : null
    return [found.title, found.summary, found.heading?.text, found.faqs?.[0]?.question, found.faqs?.[0]?.answer, category?.menuBlurb, category?.heading?.text]
  }
  console.log(`Product: ${JSON.stringify({ en: await product('en'), pcm: await product('pcm') })}`)
  // And the claims help pages (claims_help_in_languages): the promise's figure stays the one shared setting.
  const claimsHelp = async (locale: 'en' | 'pcm') => {
    const promise = await payload.findGlobal({ slug: 'claims-promise', locale, fallbackLocale: 'en', depth: 0, overrideAccess: true })
    const glossary = await payload.findGlobal({ slug: 'claims-glossary', locale, fallbackLocale: 'en', depth: 0, overrideAccess: true })
    return [promise.processingPromise?.figure, promise.processingPromise?.statement, promise.approach?.body, glossary.entries?.[0]?.term, glossary.entries?.[0]?.meaning]
  }
  console.log(`Claims help: ${JSON.stringify({ en: await claimsHelp('en'), pcm: await claimsHelp('pcm') })}`)
}

runScript(async ({ begin }) => {
  const directions = process.argv.slice(2)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  begin()
  const payload = await getPayload({ config })
  if (!directions.length) throw new Error('usage: migrate.ts up|down|backfill [up|down ...]')
  for (const direction of directions) {
    if (direction === 'up') {
      await payload.db.migrate()
      // Our own line (Payload's log lines are written apart from console.log and may come out of order).
      console.log(`Applied: ${await appliedMigrations(payload)} migrations.`)
    }
    else if (direction === 'backfill') await backfill(payload)
    else if (direction === 'down') {
      // Batch by batch, newest first: migrateDown takes the latest batch newest migration first. (Payload
      // 3.90's migrateReset reverses getMigrations' newest-first list, so it runs the down steps oldest
      // first, which fails as soon as a later migration changed a table the first one created.)
      for (let batch = 0; batch < 100 && (await appliedMigrations(payload)) > 0; batch++) await payload.db.migrateDown()
      const gone = await payload.count({ collection: 'enquiries', overrideAccess: true }).then(
        () => false,
        () => true,
      )
      console.log(gone ? 'Schema removed.' : 'Tables remain after rolling every migration back.')
    } else throw new Error('usage: migrate.ts up|down|backfill [up|down ...]')
  }
  await payload.destroy()
})
