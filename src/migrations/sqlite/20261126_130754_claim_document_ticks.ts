import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`online_claims_missing_documents\` ADD \`checked\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`online_claims_missing_documents\` ADD \`checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`online_claims_missing_documents\` ADD \`checked_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`online_claims_missing_documents_checked_by_idx\` ON \`online_claims_missing_documents\` (\`checked_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_online_claims_missing_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`document\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_online_claims_missing_documents\`("_order", "_parent_id", "id", "document") SELECT "_order", "_parent_id", "id", "document" FROM \`online_claims_missing_documents\`;`)
  await db.run(sql`DROP TABLE \`online_claims_missing_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_online_claims_missing_documents\` RENAME TO \`online_claims_missing_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`online_claims_missing_documents_order_idx\` ON \`online_claims_missing_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_missing_documents_parent_id_idx\` ON \`online_claims_missing_documents\` (\`_parent_id\`);`)
}
