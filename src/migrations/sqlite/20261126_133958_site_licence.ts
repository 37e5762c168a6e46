import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`licence_naicom_licence\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`licence_rc_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`licence_business_class\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`licence_registered_address\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`licence_naicom_licence\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`licence_rc_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`licence_business_class\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`licence_registered_address\`;`)
}
