import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_policy_document_days\` numeric DEFAULT 5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_referral_days\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_payment_call_days\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`promises_group_quote_days\` numeric DEFAULT 2 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_policy_document_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_referral_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_payment_call_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`promises_group_quote_days\`;`)
}
