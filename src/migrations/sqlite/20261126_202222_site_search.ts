import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_queries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`results\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_queries_query_idx\` ON \`search_queries\` (\`query\`);`)
  await db.run(sql`CREATE INDEX \`search_queries_day_idx\` ON \`search_queries\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`search_queries_updated_at_idx\` ON \`search_queries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_queries_created_at_idx\` ON \`search_queries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_settings_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`words\` text NOT NULL,
  	\`meaning\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_order_idx\` ON \`search_settings_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_parent_id_idx\` ON \`search_settings_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings_best_bets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_best_bets_order_idx\` ON \`search_settings_best_bets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_best_bets_parent_id_idx\` ON \`search_settings_best_bets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_queries_id\` integer REFERENCES search_queries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // payload_locked_documents_rels has a foreign key to search_queries: the keys are off while the group
  // goes (on again below). The index itself is a file of its own (DATA_DIR/search.db), not in here.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`search_queries\`;`)
  await db.run(sql`DROP TABLE \`search_settings_synonyms\`;`)
  await db.run(sql`DROP TABLE \`search_settings_best_bets\`;`)
  await db.run(sql`DROP TABLE \`search_settings\`;`)
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
  	\`policyholder_change_requests_id\` integer,
  	\`call_backs_id\` integer,
  	\`offices_id\` integer,
  	\`group_quote_requests_id\` integer,
  	\`outbox_messages_id\` integer,
  	\`online_claims_id\` integer,
  	\`claim_lookups_id\` integer,
  	\`claim_files_id\` integer,
  	\`applications_id\` integer,
  	\`policies_id\` integer,
  	\`policy_premiums_id\` integer,
  	\`policy_change_requests_id\` integer,
  	\`policy_service_calls_id\` integer,
  	\`premium_payments_id\` integer,
  	\`pay_lookups_id\` integer,
  	\`policyholder_sessions_id\` integer,
  	\`policyholder_codes_id\` integer,
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
  	FOREIGN KEY (\`policyholder_change_requests_id\`) REFERENCES \`policyholder_change_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`call_backs_id\`) REFERENCES \`call_backs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`group_quote_requests_id\`) REFERENCES \`group_quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`online_claims_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_lookups_id\`) REFERENCES \`claim_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_files_id\`) REFERENCES \`claim_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_premiums_id\`) REFERENCES \`policy_premiums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_change_requests_id\`) REFERENCES \`policy_change_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_service_calls_id\`) REFERENCES \`policy_service_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`premium_payments_id\`) REFERENCES \`premium_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pay_lookups_id\`) REFERENCES \`pay_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policyholder_sessions_id\`) REFERENCES \`policyholder_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policyholder_codes_id\`) REFERENCES \`policyholder_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "privacy_requests_id", "policyholder_change_requests_id", "call_backs_id", "offices_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id", "policies_id", "policy_premiums_id", "policy_change_requests_id", "policy_service_calls_id", "premium_payments_id", "pay_lookups_id", "policyholder_sessions_id", "policyholder_codes_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "privacy_requests_id", "policyholder_change_requests_id", "call_backs_id", "offices_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id", "policies_id", "policy_premiums_id", "policy_change_requests_id", "policy_service_calls_id", "premium_payments_id", "pay_lookups_id", "policyholder_sessions_id", "policyholder_codes_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policyholder_change_reques_idx\` ON \`payload_locked_documents_rels\` (\`policyholder_change_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_backs_id_idx\` ON \`payload_locked_documents_rels\` (\`call_backs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`group_quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`online_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_files_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_premiums_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_premiums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_change_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_change_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_service_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_service_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_premium_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`premium_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pay_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`pay_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policyholder_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`policyholder_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policyholder_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`policyholder_codes_id\`);`)
}
