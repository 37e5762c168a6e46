import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`plans\` ADD \`kind\` text DEFAULT 'endowment' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`plans\` ADD \`health_benefit\` text;`)
  await db.run(sql`ALTER TABLE \`plans\` ADD \`rate_table\` text;`)
  await db.run(sql`ALTER TABLE \`plans\` ADD \`example_age\` numeric DEFAULT 35 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`plans\` ADD \`example_term\` numeric DEFAULT 20 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`plans\` ADD \`example_sum_assured\` numeric DEFAULT 1000000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`plans\` ADD \`example_frequency\` text DEFAULT '01' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`health_benefit\`;`)
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`rate_table\`;`)
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`example_age\`;`)
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`example_term\`;`)
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`example_sum_assured\`;`)
  await db.run(sql`ALTER TABLE \`plans\` DROP COLUMN \`example_frequency\`;`)
}
