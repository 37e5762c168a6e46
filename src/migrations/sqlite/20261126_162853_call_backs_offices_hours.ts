import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`call_backs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`slot_start\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`topic\` text,
  	\`notes\` text,
  	\`done\` integer DEFAULT false,
  	\`done_at\` text,
  	\`done_by_id\` integer,
  	\`reminder_queued_at\` text,
  	\`sender_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`done_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`call_backs_reference_idx\` ON \`call_backs\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_slot_start_idx\` ON \`call_backs\` (\`slot_start\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_done_idx\` ON \`call_backs\` (\`done\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_done_by_idx\` ON \`call_backs\` (\`done_by_id\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_reminder_queued_at_idx\` ON \`call_backs\` (\`reminder_queued_at\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_sender_key_idx\` ON \`call_backs\` (\`sender_key\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_updated_at_idx\` ON \`call_backs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`call_backs_created_at_idx\` ON \`call_backs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`city\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`map_query\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_order_idx\` ON \`site_settings_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_parent_id_idx\` ON \`site_settings_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_holidays_order_idx\` ON \`site_settings_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_holidays_parent_id_idx\` ON \`site_settings_holidays\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`call_backs_id\` integer REFERENCES call_backs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offices_id\` integer REFERENCES offices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_backs_id_idx\` ON \`payload_locked_documents_rels\` (\`call_backs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_number\` text;`)
  // A site already running keeps its hours: Monday to Friday, 8:00am to 5:00pm (the sentence it showed),
  // so "open now" is right from the first start. A new database gets its hours from the demo content.
  await db.run(sql`INSERT INTO \`site_settings_opening_hours\` (\`_order\`, \`_parent_id\`, \`id\`, \`day\`, \`opens\`, \`closes\`)
  SELECT d.ord, s.id, lower(hex(randomblob(12))), d.day, '08:00', '17:00'
  FROM \`site_settings\` s CROSS JOIN (SELECT 1 AS ord, 'monday' AS day UNION ALL SELECT 2, 'tuesday' UNION ALL SELECT 3, 'wednesday' UNION ALL SELECT 4, 'thursday' UNION ALL SELECT 5, 'friday') d
  WHERE NOT EXISTS (SELECT 1 FROM \`site_settings_opening_hours\` h WHERE h.\`_parent_id\` = s.id);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // payload_locked_documents_rels has a foreign key to each table dropped here: with the keys enforced,
  // the second DROP fails on the first's missing table. The keys are off while the group goes.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`call_backs\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`site_settings_holidays\`;`)
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
  	\`privacy_requests_id\` integer,
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
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`group_quote_requests_id\`) REFERENCES \`group_quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`online_claims_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_lookups_id\`) REFERENCES \`claim_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_files_id\`) REFERENCES \`claim_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "privacy_requests_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "privacy_requests_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`group_quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`online_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_files_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_number\`;`)
}
