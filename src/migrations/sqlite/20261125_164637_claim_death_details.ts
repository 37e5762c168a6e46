import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`online_claims\` ADD \`deceased_name\` text;`)
  await db.run(sql`ALTER TABLE \`online_claims\` ADD \`date_of_death\` text;`)
  await db.run(sql`ALTER TABLE \`online_claims\` ADD \`cause_of_death\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`online_claims\` DROP COLUMN \`deceased_name\`;`)
  await db.run(sql`ALTER TABLE \`online_claims\` DROP COLUMN \`date_of_death\`;`)
  await db.run(sql`ALTER TABLE \`online_claims\` DROP COLUMN \`cause_of_death\`;`)
}
