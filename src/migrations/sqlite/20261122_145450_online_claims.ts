import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`online_claims_missing_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`document\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`online_claims_missing_documents_order_idx\` ON \`online_claims_missing_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_missing_documents_parent_id_idx\` ON \`online_claims_missing_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`online_claims_history\` (
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
  await db.run(sql`CREATE INDEX \`online_claims_history_order_idx\` ON \`online_claims_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_history_parent_id_idx\` ON \`online_claims_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_history_by_idx\` ON \`online_claims_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`online_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`claim_type\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`decline_reason\` text,
  	\`policy_number\` text,
  	\`policyholder_name\` text,
  	\`policyholder_birth_date\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`relationship\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`bank\` text NOT NULL,
  	\`account_number\` text NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`consent_version\` text NOT NULL,
  	\`sender_key\` text,
  	\`documents_complete_at\` text,
  	\`paid_at\` text,
  	\`decided_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`online_claims_reference_idx\` ON \`online_claims\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_status_idx\` ON \`online_claims\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_phone_idx\` ON \`online_claims\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_sender_key_idx\` ON \`online_claims\` (\`sender_key\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_documents_complete_at_idx\` ON \`online_claims\` (\`documents_complete_at\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_updated_at_idx\` ON \`online_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`online_claims_created_at_idx\` ON \`online_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`claim_lookups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_lookups_client_key_idx\` ON \`claim_lookups\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`claim_lookups_updated_at_idx\` ON \`claim_lookups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`claim_lookups_created_at_idx\` ON \`claim_lookups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_checklists_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms_checklists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_forms_checklists_documents_order_idx\` ON \`claim_forms_checklists_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_checklists_documents_parent_id_idx\` ON \`claim_forms_checklists_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_checklists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`claim_type\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_forms_checklists_order_idx\` ON \`claim_forms_checklists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_checklists_parent_id_idx\` ON \`claim_forms_checklists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_checklists_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v_version_checklists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_checklists_documents_order_idx\` ON \`_claim_forms_v_version_checklists_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_checklists_documents_parent_id_idx\` ON \`_claim_forms_v_version_checklists_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_checklists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`claim_type\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_checklists_order_idx\` ON \`_claim_forms_v_version_checklists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_checklists_parent_id_idx\` ON \`_claim_forms_v_version_checklists\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`online_claims_id\` integer REFERENCES online_claims(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`claim_lookups_id\` integer REFERENCES claim_lookups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`online_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_lookups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`online_claims_missing_documents\`;`)
  await db.run(sql`DROP TABLE \`online_claims_history\`;`)
  await db.run(sql`DROP TABLE \`online_claims\`;`)
  await db.run(sql`DROP TABLE \`claim_lookups\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_checklists_documents\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_checklists\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_checklists_documents\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_checklists\`;`)
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
  	\`outbox_messages_id\` integer,
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
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "outbox_messages_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "outbox_messages_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
}
