import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`group_quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`product_id\` integer,
  	\`contact_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`staff_count\` numeric NOT NULL,
  	\`annual_salary\` numeric NOT NULL,
  	\`cover_multiple\` numeric NOT NULL,
  	\`message\` text,
  	\`consented_at\` text NOT NULL,
  	\`consent_version\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`handled_at\` text,
  	\`handled_by_id\` integer,
  	\`sender_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`handled_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`group_quote_requests_product_idx\` ON \`group_quote_requests\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`group_quote_requests_handled_idx\` ON \`group_quote_requests\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`group_quote_requests_handled_by_idx\` ON \`group_quote_requests\` (\`handled_by_id\`);`)
  await db.run(sql`CREATE INDEX \`group_quote_requests_sender_key_idx\` ON \`group_quote_requests\` (\`sender_key\`);`)
  await db.run(sql`CREATE INDEX \`group_quote_requests_updated_at_idx\` ON \`group_quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`group_quote_requests_created_at_idx\` ON \`group_quote_requests\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`claim_files\` (
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
  await db.run(sql`CREATE INDEX \`claim_files_claim_idx\` ON \`claim_files\` (\`claim_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_files_updated_at_idx\` ON \`claim_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`claim_files_created_at_idx\` ON \`claim_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`claim_files_filename_idx\` ON \`claim_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`applications_beneficiaries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`relationship\` text NOT NULL,
  	\`share\` numeric NOT NULL,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_beneficiaries_order_idx\` ON \`applications_beneficiaries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_beneficiaries_parent_id_idx\` ON \`applications_beneficiaries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_health_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question_id\` text,
  	\`question\` text,
  	\`answer\` text,
  	\`details\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_health_answers_order_idx\` ON \`applications_health_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_health_answers_parent_id_idx\` ON \`applications_health_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'in-progress' NOT NULL,
  	\`steps_completed\` numeric DEFAULT 0,
  	\`plan_code\` text NOT NULL,
  	\`plan_name\` text,
  	\`plan_kind\` text,
  	\`referral_reasons\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`date_of_birth\` text,
  	\`gender\` text,
  	\`nin\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`address\` text,
  	\`state\` text,
  	\`occupation\` text,
  	\`cover_frequency\` text,
  	\`cover_frequency_name\` text,
  	\`cover_term\` numeric,
  	\`cover_age\` numeric,
  	\`cover_amount_field\` text,
  	\`cover_sum_assured\` numeric,
  	\`cover_premium\` numeric,
  	\`from_quote\` text,
  	\`consented_at\` text,
  	\`declared_at\` text,
  	\`consent_version\` text,
  	\`notes\` text,
  	\`submitted_at\` text,
  	\`reviewed\` integer DEFAULT false,
  	\`reviewed_at\` text,
  	\`reviewed_by_id\` integer,
  	\`payment_status\` text DEFAULT 'not-due',
  	\`payment_reference\` text,
  	\`payment_amount_kobo\` numeric,
  	\`paid_at\` text,
  	\`mandate_authorization_code\` text,
  	\`mandate_channel\` text,
  	\`mandate_card_type\` text,
  	\`mandate_last4\` text,
  	\`mandate_bank\` text,
  	\`mandate_reusable\` integer,
  	\`mandate_customer_code\` text,
  	\`expires_at\` text,
  	\`token_hash\` text,
  	\`resume_failures\` numeric DEFAULT 0,
  	\`resume_locked_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_reference_idx\` ON \`applications\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_plan_code_idx\` ON \`applications\` (\`plan_code\`);`)
  await db.run(sql`CREATE INDEX \`applications_plan_name_idx\` ON \`applications\` (\`plan_name\`);`)
  await db.run(sql`CREATE INDEX \`applications_submitted_at_idx\` ON \`applications\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_reviewed_idx\` ON \`applications\` (\`reviewed\`);`)
  await db.run(sql`CREATE INDEX \`applications_reviewed_by_idx\` ON \`applications\` (\`reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_payment_status_idx\` ON \`applications\` (\`payment_status\`);`)
  await db.run(sql`CREATE INDEX \`applications_payment_reference_idx\` ON \`applications\` (\`payment_reference\`);`)
  await db.run(sql`CREATE INDEX \`applications_expires_at_idx\` ON \`applications\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_token_hash_idx\` ON \`applications\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`application_settings_health_questions_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`application_settings_health_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_kinds_order_idx\` ON \`application_settings_health_questions_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_kinds_parent_idx\` ON \`application_settings_health_questions_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`application_settings_health_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`hint\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_order_idx\` ON \`application_settings_health_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_parent_id_idx\` ON \`application_settings_health_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`application_settings_sum_assured_limits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_age\` numeric NOT NULL,
  	\`max_sum_assured\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`application_settings_sum_assured_limits_order_idx\` ON \`application_settings_sum_assured_limits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_sum_assured_limits_parent_id_idx\` ON \`application_settings_sum_assured_limits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`application_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_business_inbox\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`prefix\` text DEFAULT 'documents';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`group_quote_requests_id\` integer REFERENCES group_quote_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`online_claims_id\` integer REFERENCES online_claims(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`claim_lookups_id\` integer REFERENCES claim_lookups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`claim_files_id\` integer REFERENCES claim_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applications_id\` integer REFERENCES applications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_group_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`group_quote_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_online_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`online_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_lookups_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_lookups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claim_files_id_idx\` ON \`payload_locked_documents_rels\` (\`claim_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Later migrations rebuild payload_locked_documents_rels with a foreign key to every collection's
  // table; with the keys enforced, dropping one table after another here would fail on the first
  // missing one. The whole group goes, so the keys are off while it does (and on again below).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`group_quote_requests\`;`)
  await db.run(sql`DROP TABLE \`online_claims_missing_documents\`;`)
  await db.run(sql`DROP TABLE \`online_claims_history\`;`)
  await db.run(sql`DROP TABLE \`online_claims\`;`)
  await db.run(sql`DROP TABLE \`claim_lookups\`;`)
  await db.run(sql`DROP TABLE \`claim_files\`;`)
  await db.run(sql`DROP TABLE \`applications_beneficiaries\`;`)
  await db.run(sql`DROP TABLE \`applications_health_answers\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_checklists_documents\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_checklists\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_checklists_documents\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_checklists\`;`)
  await db.run(sql`DROP TABLE \`application_settings_health_questions_kinds\`;`)
  await db.run(sql`DROP TABLE \`application_settings_health_questions\`;`)
  await db.run(sql`DROP TABLE \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`DROP TABLE \`application_settings\`;`)
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
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`_objectkey\`;`)
}
