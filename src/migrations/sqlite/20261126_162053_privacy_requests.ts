import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'awaiting-code' NOT NULL,
  	\`due_at\` text,
  	\`contact\` text NOT NULL,
  	\`contact_kind\` text NOT NULL,
  	\`details\` text,
  	\`answer\` text,
  	\`outcome\` text,
  	\`verified_at\` text,
  	\`answered_at\` text,
  	\`export_expires_at\` text,
  	\`export_downloaded_at\` text,
  	\`sender_key\` text,
  	\`code_hash\` text,
  	\`code_expires_at\` text,
  	\`code_tries\` numeric DEFAULT 0,
  	\`export_token_hash\` text,
  	\`export_file\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_requests_reference_idx\` ON \`privacy_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_status_idx\` ON \`privacy_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_due_at_idx\` ON \`privacy_requests\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_contact_idx\` ON \`privacy_requests\` (\`contact\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_sender_key_idx\` ON \`privacy_requests\` (\`sender_key\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_export_token_hash_idx\` ON \`privacy_requests\` (\`export_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_updated_at_idx\` ON \`privacy_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_created_at_idx\` ON \`privacy_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_requests_id\` integer REFERENCES privacy_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`privacy_notice\` ADD \`response_days\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`_privacy_notice_v\` ADD \`version_response_days\` numeric DEFAULT 30;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	\`plans_id\` integer,
  	\`blog_groups_id\` integer,
  	\`blog_posts_id\` integer,
  	\`leaders_id\` integer,
  	\`statements_id\` integer,
  	\`press_releases_id\` integer,
  	\`redirects_id\` integer,
  	\`enquiries_id\` integer,
  	\`complaints_id\` integer,
  	\`group_quote_requests_id\` integer,
  	\`outbox_messages_id\` integer,
  	\`online_claims_id\` integer,
  	\`claim_lookups_id\` integer,
  	\`claim_files_id\` integer,
  	\`applications_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_groups_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statements_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`complaints_id\`) REFERENCES \`complaints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`group_quote_requests_id\`) REFERENCES \`group_quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`online_claims_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_lookups_id\`) REFERENCES \`claim_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_files_id\`) REFERENCES \`claim_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_complaints_id_idx\` ON \`payload_locked_documents_rels\` (\`complaints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`group_quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`online_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_files_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`ALTER TABLE \`privacy_notice\` DROP COLUMN \`response_days\`;`)
  await db.run(sql`ALTER TABLE \`_privacy_notice_v\` DROP COLUMN \`version_response_days\`;`)
}
