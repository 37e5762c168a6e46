import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`reference\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_reference_idx\` ON \`enquiries\` (\`reference\`);`)
  await db.run(sql`ALTER TABLE \`group_quote_requests\` ADD \`reference\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`group_quote_requests_reference_idx\` ON \`group_quote_requests\` (\`reference\`);`)
  // Rows from before references get one as src/lib/references.ts makes it: the year received in Lagos
  // (UTC+1, no daylight saving), the id padded to six digits.
  await db.run(
    sql`UPDATE \`enquiries\` SET \`reference\` = 'RL-ENQ-' || strftime('%Y', \`created_at\`, '+1 hours') || '-' || printf('%06d', \`id\`) WHERE \`reference\` IS NULL;`,
  )
  await db.run(
    sql`UPDATE \`group_quote_requests\` SET \`reference\` = 'RL-GRP-' || strftime('%Y', \`created_at\`, '+1 hours') || '-' || printf('%06d', \`id\`) WHERE \`reference\` IS NULL;`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`enquiries_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`reference\`;`)
  await db.run(sql`DROP INDEX \`group_quote_requests_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`group_quote_requests\` DROP COLUMN \`reference\`;`)
}
