import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`sender_key\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_sender_key_idx\` ON \`enquiries\` (\`sender_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`enquiries_sender_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`sender_key\`;`)
}
