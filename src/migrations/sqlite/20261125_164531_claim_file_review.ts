// Edited by hand: SQLite adds the two references with ON DELETE set null, as Postgres does and as the
// tables created whole have it, so deleting a claim file or a staff account keeps the history row.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`online_claims_history\` ADD \`event\` text;`)
  await db.run(sql`ALTER TABLE \`online_claims_history\` ADD \`file_id\` integer REFERENCES claim_files(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`online_claims_history\` ADD \`note\` text;`)
  await db.run(sql`CREATE INDEX \`online_claims_history_file_idx\` ON \`online_claims_history\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`claim_files\` ADD \`checklist_item\` text;`)
  await db.run(sql`ALTER TABLE \`claim_files\` ADD \`review\` text DEFAULT 'received' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`claim_files\` ADD \`unreadable_reason\` text;`)
  await db.run(sql`ALTER TABLE \`claim_files\` ADD \`reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`claim_files\` ADD \`reviewed_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`claim_files_reviewed_by_idx\` ON \`claim_files\` (\`reviewed_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_online_claims_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_online_claims_history\`("_order", "_parent_id", "id", "status", "at", "by_id") SELECT "_order", "_parent_id", "id", "status", "at", "by_id" FROM \`online_claims_history\`;`)
  await db.run(sql`DROP TABLE \`online_claims_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_online_claims_history\` RENAME TO \`online_claims_history\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`online_claims_history_order_idx\` ON \`online_claims_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_history_parent_id_idx\` ON \`online_claims_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_history_by_idx\` ON \`online_claims_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_claim_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`claim_id\` integer NOT NULL,
  	\`document\` text,
  	\`original_name\` text,
  	\`prefix\` text DEFAULT 'claim-files',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`claim_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_claim_files\`("id", "claim_id", "document", "original_name", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "claim_id", "document", "original_name", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`claim_files\`;`)
  await db.run(sql`DROP TABLE \`claim_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_claim_files\` RENAME TO \`claim_files\`;`)
  await db.run(sql`CREATE INDEX \`claim_files_claim_idx\` ON \`claim_files\` (\`claim_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_files_updated_at_idx\` ON \`claim_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`claim_files_created_at_idx\` ON \`claim_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`claim_files_filename_idx\` ON \`claim_files\` (\`filename\`);`)
}
