import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`policyholder_change_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`kind\` text NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`summary\` text NOT NULL,
  	\`changes\` text,
  	\`reason\` text,
  	\`requested_by\` text NOT NULL,
  	\`requested_by_kind\` text NOT NULL,
  	\`closed_at\` text,
  	\`forward_state\` text DEFAULT 'waiting',
  	\`forwarded_at\` text,
  	\`forward_attempts\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policyholder_change_requests_reference_idx\` ON \`policyholder_change_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_change_requests_policy_number_idx\` ON \`policyholder_change_requests\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_change_requests_status_idx\` ON \`policyholder_change_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_change_requests_requested_by_idx\` ON \`policyholder_change_requests\` (\`requested_by\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_change_requests_forward_state_idx\` ON \`policyholder_change_requests\` (\`forward_state\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_change_requests_updated_at_idx\` ON \`policyholder_change_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_change_requests_created_at_idx\` ON \`policyholder_change_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policies_beneficiaries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`relationship\` text NOT NULL,
  	\`share_percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_beneficiaries_order_idx\` ON \`policies_beneficiaries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_beneficiaries_parent_id_idx\` ON \`policies_beneficiaries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`product\` text NOT NULL,
  	\`plan_code\` text NOT NULL,
  	\`plan_name\` text NOT NULL,
  	\`sum_assured_kobo\` numeric NOT NULL,
  	\`premium_kobo\` numeric NOT NULL,
  	\`frequency\` text NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`premiums_end_date\` text,
  	\`reinstatable_until\` text,
  	\`holder_first_name\` text NOT NULL,
  	\`holder_last_name\` text NOT NULL,
  	\`holder_date_of_birth\` text NOT NULL,
  	\`holder_phone\` text NOT NULL,
  	\`holder_email\` text NOT NULL,
  	\`holder_address\` text,
  	\`application_reference\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_policy_number_idx\` ON \`policies\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`policies_status_idx\` ON \`policies\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`policies_holder_holder_phone_idx\` ON \`policies\` (\`holder_phone\`);`)
  await db.run(sql`CREATE INDEX \`policies_holder_holder_email_idx\` ON \`policies\` (\`holder_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_application_reference_idx\` ON \`policies\` (\`application_reference\`);`)
  await db.run(sql`CREATE INDEX \`policies_updated_at_idx\` ON \`policies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policies_created_at_idx\` ON \`policies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policy_premiums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`amount_kobo\` numeric NOT NULL,
  	\`paid_on\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_premiums_reference_idx\` ON \`policy_premiums\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`policy_premiums_policy_number_idx\` ON \`policy_premiums\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`policy_premiums_paid_on_idx\` ON \`policy_premiums\` (\`paid_on\`);`)
  await db.run(sql`CREATE INDEX \`policy_premiums_updated_at_idx\` ON \`policy_premiums\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_premiums_created_at_idx\` ON \`policy_premiums\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policy_change_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` text NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`details\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`note\` text,
  	\`created_on\` text NOT NULL,
  	\`decided_on\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_change_requests_request_id_idx\` ON \`policy_change_requests\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`policy_change_requests_policy_number_idx\` ON \`policy_change_requests\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`policy_change_requests_status_idx\` ON \`policy_change_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`policy_change_requests_updated_at_idx\` ON \`policy_change_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_change_requests_created_at_idx\` ON \`policy_change_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policy_service_calls\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`related\` text,
  	\`request\` text NOT NULL,
  	\`result\` text,
  	\`status\` text DEFAULT 'waiting' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`done_at\` text,
  	\`last_error\` text,
  	\`claim_token\` text,
  	\`lease_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`policy_service_calls_kind_idx\` ON \`policy_service_calls\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_service_calls_key_idx\` ON \`policy_service_calls\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`policy_service_calls_related_idx\` ON \`policy_service_calls\` (\`related\`);`)
  await db.run(sql`CREATE INDEX \`policy_service_calls_status_idx\` ON \`policy_service_calls\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`policy_service_calls_next_attempt_at_idx\` ON \`policy_service_calls\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_service_calls_updated_at_idx\` ON \`policy_service_calls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_service_calls_created_at_idx\` ON \`policy_service_calls\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`premium_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`policy_number\` text NOT NULL,
  	\`product\` text,
  	\`first_name\` text,
  	\`amount_kobo\` numeric NOT NULL,
  	\`instalments\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`paid_at\` text,
  	\`channel\` text,
  	\`recorded_at\` text,
  	\`receipt_expires_at\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`receipt_key_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`premium_payments_reference_idx\` ON \`premium_payments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`premium_payments_policy_number_idx\` ON \`premium_payments\` (\`policy_number\`);`)
  await db.run(sql`CREATE INDEX \`premium_payments_status_idx\` ON \`premium_payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`premium_payments_receipt_expires_at_idx\` ON \`premium_payments\` (\`receipt_expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`premium_payments_receipt_key_hash_idx\` ON \`premium_payments\` (\`receipt_key_hash\`);`)
  await db.run(sql`CREATE INDEX \`premium_payments_updated_at_idx\` ON \`premium_payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`premium_payments_created_at_idx\` ON \`premium_payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pay_lookups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`pay_lookups_client_key_idx\` ON \`pay_lookups\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`pay_lookups_updated_at_idx\` ON \`pay_lookups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pay_lookups_created_at_idx\` ON \`pay_lookups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policyholder_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`contact\` text NOT NULL,
  	\`contact_kind\` text NOT NULL,
  	\`last_seen_at\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policyholder_sessions_token_hash_idx\` ON \`policyholder_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_sessions_contact_idx\` ON \`policyholder_sessions\` (\`contact\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_sessions_expires_at_idx\` ON \`policyholder_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_sessions_updated_at_idx\` ON \`policyholder_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_sessions_created_at_idx\` ON \`policyholder_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`policyholder_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`attempt_hash\` text NOT NULL,
  	\`contact\` text NOT NULL,
  	\`contact_kind\` text NOT NULL,
  	\`sender_key\` text,
  	\`code_hash\` text,
  	\`code_expires_at\` text,
  	\`code_tries\` numeric DEFAULT 0,
  	\`used_at\` text,
  	\`session\` numeric,
  	\`pending\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policyholder_codes_attempt_hash_idx\` ON \`policyholder_codes\` (\`attempt_hash\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_codes_contact_idx\` ON \`policyholder_codes\` (\`contact\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_codes_sender_key_idx\` ON \`policyholder_codes\` (\`sender_key\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_codes_code_expires_at_idx\` ON \`policyholder_codes\` (\`code_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_codes_updated_at_idx\` ON \`policyholder_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policyholder_codes_created_at_idx\` ON \`policyholder_codes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policyholder_change_requests_id\` integer REFERENCES policyholder_change_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policies_id\` integer REFERENCES policies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policy_premiums_id\` integer REFERENCES policy_premiums(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policy_change_requests_id\` integer REFERENCES policy_change_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policy_service_calls_id\` integer REFERENCES policy_service_calls(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`premium_payments_id\` integer REFERENCES premium_payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pay_lookups_id\` integer REFERENCES pay_lookups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policyholder_sessions_id\` integer REFERENCES policyholder_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policyholder_codes_id\` integer REFERENCES policyholder_codes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policyholder_change_reques_idx\` ON \`payload_locked_documents_rels\` (\`policyholder_change_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_premiums_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_premiums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_change_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_change_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_service_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_service_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_premium_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`premium_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pay_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`pay_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policyholder_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`policyholder_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policyholder_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`policyholder_codes_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`direct_debit_instructions\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`premium_payments_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`premium_payments_max_amount_naira\` numeric DEFAULT 5000000 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`premium_payments_max_instalments\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`premium_payments_receipt_days\` numeric DEFAULT 30 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // payload_locked_documents_rels has a foreign key to each of these tables: with the keys enforced, the
  // first DROP would fail. The whole group goes, so the keys are off while it does (on again below).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`policyholder_change_requests\`;`)
  await db.run(sql`DROP TABLE \`policies_beneficiaries\`;`)
  await db.run(sql`DROP TABLE \`policies\`;`)
  await db.run(sql`DROP TABLE \`policy_premiums\`;`)
  await db.run(sql`DROP TABLE \`policy_change_requests\`;`)
  await db.run(sql`DROP TABLE \`policy_service_calls\`;`)
  await db.run(sql`DROP TABLE \`premium_payments\`;`)
  await db.run(sql`DROP TABLE \`pay_lookups\`;`)
  await db.run(sql`DROP TABLE \`policyholder_sessions\`;`)
  await db.run(sql`DROP TABLE \`policyholder_codes\`;`)
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
  	\`call_backs_id\` integer,
  	\`offices_id\` integer,
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
  	FOREIGN KEY (\`call_backs_id\`) REFERENCES \`call_backs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`group_quote_requests_id\`) REFERENCES \`group_quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`online_claims_id\`) REFERENCES \`online_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_lookups_id\`) REFERENCES \`claim_lookups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claim_files_id\`) REFERENCES \`claim_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "privacy_requests_id", "call_backs_id", "offices_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id", "complaints_id", "privacy_requests_id", "call_backs_id", "offices_id", "group_quote_requests_id", "outbox_messages_id", "online_claims_id", "claim_lookups_id", "claim_files_id", "applications_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_backs_id_idx\` ON \`payload_locked_documents_rels\` (\`call_backs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`group_quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`online_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_files_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`direct_debit_instructions\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`premium_payments_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`premium_payments_max_amount_naira\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`premium_payments_max_instalments\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`premium_payments_receipt_days\`;`)
}
