import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropTablesChildrenFirst } from '../../lib/db/sqlite-drop-tables'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_marketing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_marketing_order_idx\` ON \`product_categories_marketing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_marketing_parent_id_idx\` ON \`product_categories_marketing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_marketing_image_idx\` ON \`product_categories_marketing\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_benefits_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_benefits_cards_order_idx\` ON \`product_categories_benefits_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_benefits_cards_parent_id_idx\` ON \`product_categories_benefits_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_benefits_cards_image_idx\` ON \`product_categories_benefits_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_faqs_order_idx\` ON \`product_categories_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_faqs_parent_id_idx\` ON \`product_categories_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'individual',
  	\`order\` numeric DEFAULT 0,
  	\`menu_blurb\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`plans_heading\` text,
  	\`benefits_heading_text\` text,
  	\`benefits_heading_accent\` text,
  	\`benefits_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_slug_idx\` ON \`product_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_image_idx\` ON \`product_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories__status_idx\` ON \`product_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_marketing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_marketing_order_idx\` ON \`_product_categories_v_version_marketing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_marketing_parent_id_idx\` ON \`_product_categories_v_version_marketing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_marketing_image_idx\` ON \`_product_categories_v_version_marketing\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_benefits_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_benefits_cards_order_idx\` ON \`_product_categories_v_version_benefits_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_benefits_cards_parent_id_idx\` ON \`_product_categories_v_version_benefits_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_benefits_cards_image_idx\` ON \`_product_categories_v_version_benefits_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_faqs_order_idx\` ON \`_product_categories_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_faqs_parent_id_idx\` ON \`_product_categories_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'individual',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_menu_blurb\` text,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_plans_heading\` text,
  	\`version_benefits_heading_text\` text,
  	\`version_benefits_heading_accent\` text,
  	\`version_benefits_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_parent_idx\` ON \`_product_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_slug_idx\` ON \`_product_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_image_idx\` ON \`_product_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_updated_at_idx\` ON \`_product_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_created_at_idx\` ON \`_product_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version__status_idx\` ON \`_product_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_created_at_idx\` ON \`_product_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_updated_at_idx\` ON \`_product_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_latest_idx\` ON \`_product_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`products_marketing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_marketing_order_idx\` ON \`products_marketing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_marketing_parent_id_idx\` ON \`products_marketing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_marketing_image_idx\` ON \`products_marketing\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_benefits_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_benefits_cards_order_idx\` ON \`products_benefits_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_benefits_cards_parent_id_idx\` ON \`products_benefits_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_benefits_cards_image_idx\` ON \`products_benefits_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_faqs_order_idx\` ON \`products_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_faqs_parent_id_idx\` ON \`products_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`summary\` text,
  	\`card_image_id\` integer,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`benefits_heading_text\` text,
  	\`benefits_heading_accent\` text,
  	\`benefits_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_card_image_idx\` ON \`products\` (\`card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_hero_image_idx\` ON \`products\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`plans_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_plans_id_idx\` ON \`products_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_marketing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_marketing_order_idx\` ON \`_products_v_version_marketing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_marketing_parent_id_idx\` ON \`_products_v_version_marketing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_marketing_image_idx\` ON \`_products_v_version_marketing\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_benefits_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_benefits_cards_order_idx\` ON \`_products_v_version_benefits_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_benefits_cards_parent_id_idx\` ON \`_products_v_version_benefits_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_benefits_cards_image_idx\` ON \`_products_v_version_benefits_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_faqs_order_idx\` ON \`_products_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_faqs_parent_id_idx\` ON \`_products_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_summary\` text,
  	\`version_card_image_id\` integer,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_benefits_heading_text\` text,
  	\`version_benefits_heading_accent\` text,
  	\`version_benefits_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_card_image_idx\` ON \`_products_v\` (\`version_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_hero_image_idx\` ON \`_products_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`plans_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_plans_id_idx\` ON \`_products_v_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE TABLE \`plans_payment_frequencies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_payment_frequencies_order_idx\` ON \`plans_payment_frequencies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`plans_payment_frequencies_parent_idx\` ON \`plans_payment_frequencies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`quotes\` text DEFAULT 'premium' NOT NULL,
  	\`rule_name\` text,
  	\`min_tenor2\` numeric DEFAULT 5 NOT NULL,
  	\`tenor\` numeric DEFAULT 20 NOT NULL,
  	\`min_entry_age\` numeric DEFAULT 18 NOT NULL,
  	\`max_entry_age\` numeric DEFAULT 60 NOT NULL,
  	\`max_maturity_age\` numeric DEFAULT 70 NOT NULL,
  	\`min_premium\` numeric DEFAULT 5000 NOT NULL,
  	\`min_sum_assured\` numeric DEFAULT 500000 NOT NULL,
  	\`interest_rate_percent\` numeric DEFAULT 5 NOT NULL,
  	\`loading_percent\` numeric DEFAULT 10 NOT NULL,
  	\`mortality_source\` text DEFAULT 'makeham' NOT NULL,
  	\`mortality_makeham_a\` numeric DEFAULT 0.00022 NOT NULL,
  	\`mortality_makeham_b\` numeric DEFAULT 0.0000027 NOT NULL,
  	\`mortality_makeham_c\` numeric DEFAULT 1.124 NOT NULL,
  	\`mortality_qx_table\` text,
  	\`modal_factors_monthly\` numeric DEFAULT 0.0875 NOT NULL,
  	\`modal_factors_quarterly\` numeric DEFAULT 0.26 NOT NULL,
  	\`modal_factors_semi_annual\` numeric DEFAULT 0.52 NOT NULL,
  	\`modal_factors_annual\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`plans_code_idx\` ON \`plans\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`heading\` text NOT NULL,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`subheading\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_groups_slug_idx\` ON \`blog_groups\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_groups_hero_image_idx\` ON \`blog_groups\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_groups_updated_at_idx\` ON \`blog_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_groups_created_at_idx\` ON \`blog_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`blog_groups_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_groups_texts_order_parent\` ON \`blog_groups_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`group_id\` integer,
  	\`published_at\` text,
  	\`excerpt\` text,
  	\`cover_image_id\` integer,
  	\`cover_video\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`group_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_group_idx\` ON \`blog_posts\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_cover_image_idx\` ON \`blog_posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_group_id\` integer,
  	\`version_published_at\` text,
  	\`version_excerpt\` text,
  	\`version_cover_image_id\` integer,
  	\`version_cover_video\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_group_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_group_idx\` ON \`_blog_posts_v\` (\`version_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_cover_image_idx\` ON \`_blog_posts_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`leaders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`designation\` text,
  	\`photo_id\` integer,
  	\`team\` text DEFAULT 'board',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leaders_photo_idx\` ON \`leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders__status_idx\` ON \`leaders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_leaders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_photo_id\` integer,
  	\`version_team\` text DEFAULT 'board',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_leaders_v_parent_idx\` ON \`_leaders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_photo_idx\` ON \`_leaders_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_updated_at_idx\` ON \`_leaders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_created_at_idx\` ON \`_leaders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version__status_idx\` ON \`_leaders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_created_at_idx\` ON \`_leaders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_updated_at_idx\` ON \`_leaders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_latest_idx\` ON \`_leaders_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`statements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`kind\` text DEFAULT 'fund-report',
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`statements_file_idx\` ON \`statements\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_updated_at_idx\` ON \`statements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`statements_created_at_idx\` ON \`statements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`statements__status_idx\` ON \`statements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_statements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_file_id\` integer,
  	\`version_kind\` text DEFAULT 'fund-report',
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_statements_v_parent_idx\` ON \`_statements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_file_idx\` ON \`_statements_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_updated_at_idx\` ON \`_statements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_created_at_idx\` ON \`_statements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version__status_idx\` ON \`_statements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_created_at_idx\` ON \`_statements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_updated_at_idx\` ON \`_statements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_latest_idx\` ON \`_statements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`press_releases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`link_type\` text DEFAULT 'document',
  	\`document_id\` integer,
  	\`url\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`press_releases_hero_image_idx\` ON \`press_releases\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_document_idx\` ON \`press_releases\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_updated_at_idx\` ON \`press_releases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_created_at_idx\` ON \`press_releases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases__status_idx\` ON \`press_releases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_press_releases_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_link_type\` text DEFAULT 'document',
  	\`version_document_id\` integer,
  	\`version_url\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_releases_v_parent_idx\` ON \`_press_releases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_hero_image_idx\` ON \`_press_releases_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_document_idx\` ON \`_press_releases_v\` (\`version_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_updated_at_idx\` ON \`_press_releases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_created_at_idx\` ON \`_press_releases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version__status_idx\` ON \`_press_releases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_created_at_idx\` ON \`_press_releases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_updated_at_idx\` ON \`_press_releases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_latest_idx\` ON \`_press_releases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`type\` text DEFAULT 'permanent' NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`existing_customer\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`consent_version\` text NOT NULL,
  	\`channel\` text DEFAULT 'form',
  	\`notes\` text,
  	\`handled\` integer DEFAULT false,
  	\`handled_at\` text,
  	\`handled_by_id\` integer,
  	\`mail_status\` text DEFAULT 'pending' NOT NULL,
  	\`mail_attempts\` numeric DEFAULT 0,
  	\`mailed_at\` text,
  	\`next_attempt_at\` text,
  	\`last_mail_error\` text,
  	\`message_id\` text,
  	\`claim_token\` text,
  	\`lease_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`handled_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_handled_idx\` ON \`enquiries\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_handled_by_idx\` ON \`enquiries\` (\`handled_by_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_mail_status_idx\` ON \`enquiries\` (\`mail_status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_next_attempt_at_idx\` ON \`enquiries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_legal_order_idx\` ON \`site_settings_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_legal_parent_id_idx\` ON \`site_settings_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`announcement_enabled\` integer DEFAULT true,
  	\`announcement_text\` text,
  	\`announcement_link_label\` text DEFAULT 'Read the press statement',
  	\`announcement_document_id\` integer,
  	\`head_office_phone\` text NOT NULL,
  	\`call_centre_phone\` text NOT NULL,
  	\`office_hours\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`customer_service_email\` text NOT NULL,
  	\`careers_email\` text NOT NULL,
  	\`customer_portal_url\` text,
  	\`payment_url\` text,
  	\`instagram\` text,
  	\`facebook\` text,
  	\`youtube\` text,
  	\`linkedin\` text,
  	\`teasers_heading_text\` text,
  	\`teasers_heading_accent\` text,
  	\`credit_line\` text,
  	\`copyright_line\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`announcement_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_announcement_announcement_document_idx\` ON \`site_settings\` (\`announcement_document_id\`);`)
  await db.run(sql`CREATE TABLE \`home_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text,
  	\`sub_message\` text,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_hero_slides_order_idx\` ON \`home_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_hero_slides_parent_id_idx\` ON \`home_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_hero_slides_image_idx\` ON \`home_hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_hero_slides_mobile_image_idx\` ON \`home_hero_slides\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_spotlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_spotlights_order_idx\` ON \`home_spotlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_spotlights_parent_id_idx\` ON \`home_spotlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_spotlights_image_idx\` ON \`home_spotlights\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_other_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_other_sections_order_idx\` ON \`home_other_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_other_sections_parent_id_idx\` ON \`home_other_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_other_sections_image_idx\` ON \`home_other_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`buy_button_label\` text DEFAULT 'Buy A Policy',
  	\`intro_heading_text\` text,
  	\`intro_heading_accent\` text,
  	\`intro_paragraph_a\` text,
  	\`intro_paragraph_b\` text,
  	\`products_heading_text\` text,
  	\`products_heading_accent\` text,
  	\`products_intro\` text,
  	\`self_service_heading_text\` text,
  	\`self_service_heading_accent\` text,
  	\`self_service_intro\` text,
  	\`self_service_cards_renew_title\` text,
  	\`self_service_cards_renew_text\` text,
  	\`self_service_cards_renew_image_id\` integer,
  	\`self_service_cards_claim_title\` text,
  	\`self_service_cards_claim_text\` text,
  	\`self_service_cards_claim_image_id\` integer,
  	\`self_service_cards_advisor_title\` text,
  	\`self_service_cards_advisor_text\` text,
  	\`self_service_cards_advisor_image_id\` integer,
  	\`whats_hot_heading_text\` text,
  	\`whats_hot_heading_accent\` text,
  	\`whats_hot_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`self_service_cards_renew_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_service_cards_claim_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_service_cards_advisor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_self_service_cards_renew_self_service_cards_renew_i_idx\` ON \`home\` (\`self_service_cards_renew_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_self_service_cards_claim_self_service_cards_claim_i_idx\` ON \`home\` (\`self_service_cards_claim_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_self_service_cards_advisor_self_service_cards_advis_idx\` ON \`home\` (\`self_service_cards_advisor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_products_id_idx\` ON \`home_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message\` text,
  	\`sub_message\` text,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_hero_slides_order_idx\` ON \`_home_v_version_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_hero_slides_parent_id_idx\` ON \`_home_v_version_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_hero_slides_image_idx\` ON \`_home_v_version_hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_hero_slides_mobile_image_idx\` ON \`_home_v_version_hero_slides\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_spotlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_spotlights_order_idx\` ON \`_home_v_version_spotlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_spotlights_parent_id_idx\` ON \`_home_v_version_spotlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_spotlights_image_idx\` ON \`_home_v_version_spotlights\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_other_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_other_sections_order_idx\` ON \`_home_v_version_other_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_other_sections_parent_id_idx\` ON \`_home_v_version_other_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_other_sections_image_idx\` ON \`_home_v_version_other_sections\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_buy_button_label\` text DEFAULT 'Buy A Policy',
  	\`version_intro_heading_text\` text,
  	\`version_intro_heading_accent\` text,
  	\`version_intro_paragraph_a\` text,
  	\`version_intro_paragraph_b\` text,
  	\`version_products_heading_text\` text,
  	\`version_products_heading_accent\` text,
  	\`version_products_intro\` text,
  	\`version_self_service_heading_text\` text,
  	\`version_self_service_heading_accent\` text,
  	\`version_self_service_intro\` text,
  	\`version_self_service_cards_renew_title\` text,
  	\`version_self_service_cards_renew_text\` text,
  	\`version_self_service_cards_renew_image_id\` integer,
  	\`version_self_service_cards_claim_title\` text,
  	\`version_self_service_cards_claim_text\` text,
  	\`version_self_service_cards_claim_image_id\` integer,
  	\`version_self_service_cards_advisor_title\` text,
  	\`version_self_service_cards_advisor_text\` text,
  	\`version_self_service_cards_advisor_image_id\` integer,
  	\`version_whats_hot_heading_text\` text,
  	\`version_whats_hot_heading_accent\` text,
  	\`version_whats_hot_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_self_service_cards_renew_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_service_cards_claim_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_service_cards_advisor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_self_service_cards_renew_version_self_se_idx\` ON \`_home_v\` (\`version_self_service_cards_renew_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_self_service_cards_claim_version_self_se_idx\` ON \`_home_v\` (\`version_self_service_cards_claim_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_self_service_cards_advisor_version_self__idx\` ON \`_home_v\` (\`version_self_service_cards_advisor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_products_id_idx\` ON \`_home_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`story_heading_text\` text,
  	\`story_heading_accent\` text,
  	\`story_paragraph1\` text,
  	\`story_paragraph2\` text,
  	\`story_paragraph3\` text,
  	\`purpose_title\` text,
  	\`purpose_statement\` text,
  	\`purpose_image_id\` integer,
  	\`mission_title\` text,
  	\`mission_statement\` text,
  	\`mission_image_id\` integer,
  	\`leadership_panel_heading_text\` text,
  	\`leadership_panel_heading_accent\` text,
  	\`leadership_panel_text\` text,
  	\`leadership_panel_image_id\` integer,
  	\`leadership_panel_link_label\` text,
  	\`investor_panel_heading_text\` text,
  	\`investor_panel_heading_accent\` text,
  	\`investor_panel_text\` text,
  	\`investor_panel_image_id\` integer,
  	\`investor_panel_link_label\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`purpose_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mission_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`leadership_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`investor_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_hero_image_idx\` ON \`about\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_purpose_purpose_image_idx\` ON \`about\` (\`purpose_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_mission_mission_image_idx\` ON \`about\` (\`mission_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_leadership_panel_leadership_panel_image_idx\` ON \`about\` (\`leadership_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_investor_panel_investor_panel_image_idx\` ON \`about\` (\`investor_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_story_heading_text\` text,
  	\`version_story_heading_accent\` text,
  	\`version_story_paragraph1\` text,
  	\`version_story_paragraph2\` text,
  	\`version_story_paragraph3\` text,
  	\`version_purpose_title\` text,
  	\`version_purpose_statement\` text,
  	\`version_purpose_image_id\` integer,
  	\`version_mission_title\` text,
  	\`version_mission_statement\` text,
  	\`version_mission_image_id\` integer,
  	\`version_leadership_panel_heading_text\` text,
  	\`version_leadership_panel_heading_accent\` text,
  	\`version_leadership_panel_text\` text,
  	\`version_leadership_panel_image_id\` integer,
  	\`version_leadership_panel_link_label\` text,
  	\`version_investor_panel_heading_text\` text,
  	\`version_investor_panel_heading_accent\` text,
  	\`version_investor_panel_text\` text,
  	\`version_investor_panel_image_id\` integer,
  	\`version_investor_panel_link_label\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_purpose_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_mission_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_leadership_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_investor_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_hero_image_idx\` ON \`_about_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_purpose_version_purpose_image_idx\` ON \`_about_v\` (\`version_purpose_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_mission_version_mission_image_idx\` ON \`_about_v\` (\`version_mission_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_leadership_panel_version_leadership_pan_idx\` ON \`_about_v\` (\`version_leadership_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_investor_panel_version_investor_panel_i_idx\` ON \`_about_v\` (\`version_investor_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`leadership_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`board_heading\` text DEFAULT 'Our Board of Directors',
  	\`board_intro\` text,
  	\`management_heading\` text DEFAULT 'Management team',
  	\`management_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`leadership_page__status_idx\` ON \`leadership_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_leadership_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_board_heading\` text DEFAULT 'Our Board of Directors',
  	\`version_board_intro\` text,
  	\`version_management_heading\` text DEFAULT 'Management team',
  	\`version_management_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_version_version__status_idx\` ON \`_leadership_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_created_at_idx\` ON \`_leadership_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_updated_at_idx\` ON \`_leadership_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_latest_idx\` ON \`_leadership_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`achievements_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`details\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`achievements_milestones_order_idx\` ON \`achievements_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`achievements_milestones_parent_id_idx\` ON \`achievements_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`achievements_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`awarding_body\` text,
  	\`year\` numeric,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`achievements_awards_order_idx\` ON \`achievements_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`achievements_awards_parent_id_idx\` ON \`achievements_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_awards_image_idx\` ON \`achievements_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`achievements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`milestones_heading_text\` text,
  	\`milestones_heading_accent\` text,
  	\`awards_heading_text\` text,
  	\`awards_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`achievements_hero_image_idx\` ON \`achievements\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements__status_idx\` ON \`achievements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v_version_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`details\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_achievements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_milestones_order_idx\` ON \`_achievements_v_version_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_milestones_parent_id_idx\` ON \`_achievements_v_version_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v_version_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`awarding_body\` text,
  	\`year\` numeric,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_achievements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_awards_order_idx\` ON \`_achievements_v_version_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_awards_parent_id_idx\` ON \`_achievements_v_version_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_awards_image_idx\` ON \`_achievements_v_version_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_milestones_heading_text\` text,
  	\`version_milestones_heading_accent\` text,
  	\`version_awards_heading_text\` text,
  	\`version_awards_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_hero_image_idx\` ON \`_achievements_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version__status_idx\` ON \`_achievements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_created_at_idx\` ON \`_achievements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_updated_at_idx\` ON \`_achievements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_latest_idx\` ON \`_achievements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`statements_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`contact_note\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`statements_page__status_idx\` ON \`statements_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_statements_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_contact_note\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_statements_page_v_version_version__status_idx\` ON \`_statements_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_created_at_idx\` ON \`_statements_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_updated_at_idx\` ON \`_statements_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_latest_idx\` ON \`_statements_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`careers_why_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_why_reasons_order_idx\` ON \`careers_why_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`careers_why_reasons_parent_id_idx\` ON \`careers_why_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`careers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`why_heading\` text,
  	\`why_body\` text,
  	\`promise_heading\` text,
  	\`promise_body\` text,
  	\`diversity_heading\` text,
  	\`diversity_body\` text,
  	\`diversity_image_id\` integer,
  	\`testimonial_quote\` text,
  	\`testimonial_name\` text,
  	\`testimonial_role\` text,
  	\`testimonial_photo_id\` integer,
  	\`how_to_apply_heading\` text,
  	\`how_to_apply_body\` text,
  	\`how_to_apply_email_subject\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`diversity_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`testimonial_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`careers_hero_image_idx\` ON \`careers\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_diversity_diversity_image_idx\` ON \`careers\` (\`diversity_image_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_testimonial_testimonial_photo_idx\` ON \`careers\` (\`testimonial_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`careers__status_idx\` ON \`careers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v_version_why_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_careers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_version_why_reasons_order_idx\` ON \`_careers_v_version_why_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_why_reasons_parent_id_idx\` ON \`_careers_v_version_why_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_careers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_why_heading\` text,
  	\`version_why_body\` text,
  	\`version_promise_heading\` text,
  	\`version_promise_body\` text,
  	\`version_diversity_heading\` text,
  	\`version_diversity_body\` text,
  	\`version_diversity_image_id\` integer,
  	\`version_testimonial_quote\` text,
  	\`version_testimonial_name\` text,
  	\`version_testimonial_role\` text,
  	\`version_testimonial_photo_id\` integer,
  	\`version_how_to_apply_heading\` text,
  	\`version_how_to_apply_body\` text,
  	\`version_how_to_apply_email_subject\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_diversity_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_testimonial_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_hero_image_idx\` ON \`_careers_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_diversity_version_diversity_image_idx\` ON \`_careers_v\` (\`version_diversity_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_testimonial_version_testimonial_photo_idx\` ON \`_careers_v\` (\`version_testimonial_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version__status_idx\` ON \`_careers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_created_at_idx\` ON \`_careers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_updated_at_idx\` ON \`_careers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_latest_idx\` ON \`_careers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news_room\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`press_card_title\` text DEFAULT 'Press releases',
  	\`press_card_text\` text,
  	\`press_card_image_id\` integer,
  	\`media_contact\` text,
  	\`press_page_heading_text\` text,
  	\`press_page_heading_accent\` text,
  	\`press_page_intro\` text,
  	\`press_page_meta_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`press_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_room_press_card_press_card_image_idx\` ON \`news_room\` (\`press_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_room__status_idx\` ON \`news_room\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_room_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_press_card_title\` text DEFAULT 'Press releases',
  	\`version_press_card_text\` text,
  	\`version_press_card_image_id\` integer,
  	\`version_media_contact\` text,
  	\`version_press_page_heading_text\` text,
  	\`version_press_page_heading_accent\` text,
  	\`version_press_page_intro\` text,
  	\`version_press_page_meta_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_press_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_room_v_version_press_card_version_press_card_image_idx\` ON \`_news_room_v\` (\`version_press_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_version_version__status_idx\` ON \`_news_room_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_created_at_idx\` ON \`_news_room_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_updated_at_idx\` ON \`_news_room_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_latest_idx\` ON \`_news_room_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`claims_agent_assistance_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_agent_assistance_steps_order_idx\` ON \`claims_agent_assistance_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claims_agent_assistance_steps_parent_id_idx\` ON \`claims_agent_assistance_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_agent_assistance_steps_image_idx\` ON \`claims_agent_assistance_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_promise_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_promise_highlights_order_idx\` ON \`claims_promise_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise_highlights_parent_id_idx\` ON \`claims_promise_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_questions_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_questions_faqs_order_idx\` ON \`claims_questions_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claims_questions_faqs_parent_id_idx\` ON \`claims_questions_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`agent_assistance_heading_text\` text,
  	\`agent_assistance_heading_accent\` text,
  	\`agent_assistance_intro\` text,
  	\`self_submit_heading_text\` text,
  	\`self_submit_heading_accent\` text,
  	\`self_submit_intro\` text,
  	\`self_submit_form_card_title\` text,
  	\`self_submit_form_card_body\` text,
  	\`self_submit_form_card_image_id\` integer,
  	\`self_submit_form_card_link_label\` text DEFAULT 'Download a claim form',
  	\`self_submit_send_card_title\` text,
  	\`self_submit_send_card_body\` text,
  	\`self_submit_send_card_image_id\` integer,
  	\`self_submit_send_card_link_label\` text,
  	\`self_submit_send_card_phone_link_label\` text,
  	\`promise_heading_text\` text,
  	\`promise_heading_accent\` text,
  	\`promise_description\` text,
  	\`promise_image_id\` integer,
  	\`promise_link_label\` text DEFAULT 'Read our claims promise',
  	\`questions_heading_text\` text,
  	\`questions_heading_accent\` text,
  	\`resources_heading_text\` text,
  	\`resources_heading_accent\` text,
  	\`resources_forms_card_title\` text,
  	\`resources_forms_card_body\` text,
  	\`resources_forms_card_image_id\` integer,
  	\`resources_faqs_card_title\` text,
  	\`resources_faqs_card_body\` text,
  	\`resources_faqs_card_image_id\` integer,
  	\`resources_glossary_card_title\` text,
  	\`resources_glossary_card_body\` text,
  	\`resources_glossary_card_image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_submit_form_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_submit_send_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`promise_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resources_forms_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resources_faqs_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resources_glossary_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_hero_image_idx\` ON \`claims\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_self_submit_form_card_self_submit_form_card_image_idx\` ON \`claims\` (\`self_submit_form_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_self_submit_send_card_self_submit_send_card_image_idx\` ON \`claims\` (\`self_submit_send_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise_promise_image_idx\` ON \`claims\` (\`promise_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_resources_forms_card_resources_forms_card_image_idx\` ON \`claims\` (\`resources_forms_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_resources_faqs_card_resources_faqs_card_image_idx\` ON \`claims\` (\`resources_faqs_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_resources_glossary_card_resources_glossary_card_i_idx\` ON \`claims\` (\`resources_glossary_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims__status_idx\` ON \`claims\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_version_agent_assistance_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_v_version_agent_assistance_steps_order_idx\` ON \`_claims_v_version_agent_assistance_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_agent_assistance_steps_parent_id_idx\` ON \`_claims_v_version_agent_assistance_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_agent_assistance_steps_image_idx\` ON \`_claims_v_version_agent_assistance_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_version_promise_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_v_version_promise_highlights_order_idx\` ON \`_claims_v_version_promise_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_promise_highlights_parent_id_idx\` ON \`_claims_v_version_promise_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_version_questions_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_v_version_questions_faqs_order_idx\` ON \`_claims_v_version_questions_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_questions_faqs_parent_id_idx\` ON \`_claims_v_version_questions_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_agent_assistance_heading_text\` text,
  	\`version_agent_assistance_heading_accent\` text,
  	\`version_agent_assistance_intro\` text,
  	\`version_self_submit_heading_text\` text,
  	\`version_self_submit_heading_accent\` text,
  	\`version_self_submit_intro\` text,
  	\`version_self_submit_form_card_title\` text,
  	\`version_self_submit_form_card_body\` text,
  	\`version_self_submit_form_card_image_id\` integer,
  	\`version_self_submit_form_card_link_label\` text DEFAULT 'Download a claim form',
  	\`version_self_submit_send_card_title\` text,
  	\`version_self_submit_send_card_body\` text,
  	\`version_self_submit_send_card_image_id\` integer,
  	\`version_self_submit_send_card_link_label\` text,
  	\`version_self_submit_send_card_phone_link_label\` text,
  	\`version_promise_heading_text\` text,
  	\`version_promise_heading_accent\` text,
  	\`version_promise_description\` text,
  	\`version_promise_image_id\` integer,
  	\`version_promise_link_label\` text DEFAULT 'Read our claims promise',
  	\`version_questions_heading_text\` text,
  	\`version_questions_heading_accent\` text,
  	\`version_resources_heading_text\` text,
  	\`version_resources_heading_accent\` text,
  	\`version_resources_forms_card_title\` text,
  	\`version_resources_forms_card_body\` text,
  	\`version_resources_forms_card_image_id\` integer,
  	\`version_resources_faqs_card_title\` text,
  	\`version_resources_faqs_card_body\` text,
  	\`version_resources_faqs_card_image_id\` integer,
  	\`version_resources_glossary_card_title\` text,
  	\`version_resources_glossary_card_body\` text,
  	\`version_resources_glossary_card_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_submit_form_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_submit_send_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_promise_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_resources_forms_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_resources_faqs_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_resources_glossary_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_v_version_version_hero_image_idx\` ON \`_claims_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_self_submit_form_card_version_self_sub_idx\` ON \`_claims_v\` (\`version_self_submit_form_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_self_submit_send_card_version_self_sub_idx\` ON \`_claims_v\` (\`version_self_submit_send_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_promise_version_promise_image_idx\` ON \`_claims_v\` (\`version_promise_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_resources_forms_card_version_resources_idx\` ON \`_claims_v\` (\`version_resources_forms_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_resources_faqs_card_version_resources__idx\` ON \`_claims_v\` (\`version_resources_faqs_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_resources_glossary_card_version_resour_idx\` ON \`_claims_v\` (\`version_resources_glossary_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_version__status_idx\` ON \`_claims_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_created_at_idx\` ON \`_claims_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_updated_at_idx\` ON \`_claims_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_latest_idx\` ON \`_claims_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`claims_promise_commitments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_promise\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_promise_commitments_order_idx\` ON \`claims_promise_commitments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise_commitments_parent_id_idx\` ON \`claims_promise_commitments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise_commitments_image_idx\` ON \`claims_promise_commitments\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_promise\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`processing_promise_figure\` text DEFAULT '14',
  	\`processing_promise_unit\` text DEFAULT 'days',
  	\`processing_promise_statement\` text DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.',
  	\`approach_heading\` text DEFAULT 'Our Approach',
  	\`approach_body\` text,
  	\`when_you_claim_heading\` text DEFAULT 'When you make a claim',
  	\`when_you_claim_body\` text,
  	\`commitments_heading_text\` text,
  	\`commitments_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_promise_hero_image_idx\` ON \`claims_promise\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise__status_idx\` ON \`claims_promise\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_claims_promise_v_version_commitments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_promise_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_commitments_order_idx\` ON \`_claims_promise_v_version_commitments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_commitments_parent_id_idx\` ON \`_claims_promise_v_version_commitments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_commitments_image_idx\` ON \`_claims_promise_v_version_commitments\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_promise_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_processing_promise_figure\` text DEFAULT '14',
  	\`version_processing_promise_unit\` text DEFAULT 'days',
  	\`version_processing_promise_statement\` text DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.',
  	\`version_approach_heading\` text DEFAULT 'Our Approach',
  	\`version_approach_body\` text,
  	\`version_when_you_claim_heading\` text DEFAULT 'When you make a claim',
  	\`version_when_you_claim_body\` text,
  	\`version_commitments_heading_text\` text,
  	\`version_commitments_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_version_hero_image_idx\` ON \`_claims_promise_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_version__status_idx\` ON \`_claims_promise_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_created_at_idx\` ON \`_claims_promise_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_updated_at_idx\` ON \`_claims_promise_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_latest_idx\` ON \`_claims_promise_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`claims_faq_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_faq_faqs_order_idx\` ON \`claims_faq_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claims_faq_faqs_parent_id_idx\` ON \`claims_faq_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`contact_email\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_faq_hero_image_idx\` ON \`claims_faq\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_faq__status_idx\` ON \`claims_faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_claims_faq_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_faqs_order_idx\` ON \`_claims_faq_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_faqs_parent_id_idx\` ON \`_claims_faq_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_contact_email\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_version_hero_image_idx\` ON \`_claims_faq_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_version__status_idx\` ON \`_claims_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_created_at_idx\` ON \`_claims_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_updated_at_idx\` ON \`_claims_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_latest_idx\` ON \`_claims_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_forms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_forms_forms_order_idx\` ON \`claim_forms_forms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_forms_parent_id_idx\` ON \`claim_forms_forms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_forms_image_idx\` ON \`claim_forms_forms\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_forms_file_idx\` ON \`claim_forms_forms\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_guides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`summary\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_forms_guides_order_idx\` ON \`claim_forms_guides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_guides_parent_id_idx\` ON \`claim_forms_guides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_guides_file_idx\` ON \`claim_forms_guides\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_forms_faqs_order_idx\` ON \`claim_forms_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms_faqs_parent_id_idx\` ON \`claim_forms_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`forms_heading_text\` text,
  	\`forms_heading_accent\` text,
  	\`forms_intro\` text,
  	\`guides_heading_text\` text,
  	\`guides_heading_accent\` text,
  	\`faq_heading_text\` text,
  	\`faq_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`claim_forms_hero_image_idx\` ON \`claim_forms\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms__status_idx\` ON \`claim_forms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_forms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_forms_order_idx\` ON \`_claim_forms_v_version_forms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_forms_parent_id_idx\` ON \`_claim_forms_v_version_forms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_forms_image_idx\` ON \`_claim_forms_v_version_forms\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_forms_file_idx\` ON \`_claim_forms_v_version_forms\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_guides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`summary\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_guides_order_idx\` ON \`_claim_forms_v_version_guides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_guides_parent_id_idx\` ON \`_claim_forms_v_version_guides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_guides_file_idx\` ON \`_claim_forms_v_version_guides\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_faqs_order_idx\` ON \`_claim_forms_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_faqs_parent_id_idx\` ON \`_claim_forms_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_forms_heading_text\` text,
  	\`version_forms_heading_accent\` text,
  	\`version_forms_intro\` text,
  	\`version_guides_heading_text\` text,
  	\`version_guides_heading_accent\` text,
  	\`version_faq_heading_text\` text,
  	\`version_faq_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_version_hero_image_idx\` ON \`_claim_forms_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_version__status_idx\` ON \`_claim_forms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_created_at_idx\` ON \`_claim_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_updated_at_idx\` ON \`_claim_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_latest_idx\` ON \`_claim_forms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`claims_glossary_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`term\` text,
  	\`meaning\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_glossary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_glossary_entries_order_idx\` ON \`claims_glossary_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`claims_glossary_entries_parent_id_idx\` ON \`claims_glossary_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_glossary\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`claims_glossary_hero_image_idx\` ON \`claims_glossary\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_glossary__status_idx\` ON \`claims_glossary\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_claims_glossary_v_version_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text,
  	\`meaning\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_glossary_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_entries_order_idx\` ON \`_claims_glossary_v_version_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_entries_parent_id_idx\` ON \`_claims_glossary_v_version_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_glossary_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_version_hero_image_idx\` ON \`_claims_glossary_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_version__status_idx\` ON \`_claims_glossary_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_created_at_idx\` ON \`_claims_glossary_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_updated_at_idx\` ON \`_claims_glossary_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_latest_idx\` ON \`_claims_glossary_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`corporate_why_us_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_why_us_cards_order_idx\` ON \`corporate_why_us_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`corporate_why_us_cards_parent_id_idx\` ON \`corporate_why_us_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`corporate_why_us_cards_image_idx\` ON \`corporate_why_us_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate_spotlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporate\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_spotlights_order_idx\` ON \`corporate_spotlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`corporate_spotlights_parent_id_idx\` ON \`corporate_spotlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`corporate_spotlights_image_idx\` ON \`corporate_spotlights\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`corporate\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`why_us_heading_text\` text,
  	\`why_us_heading_accent\` text,
  	\`why_us_intro\` text,
  	\`plans_heading_text\` text,
  	\`plans_heading_accent\` text,
  	\`plans_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`corporate_hero_image_idx\` ON \`corporate\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`corporate__status_idx\` ON \`corporate\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_v_version_why_us_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_why_us_cards_order_idx\` ON \`_corporate_v_version_why_us_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_why_us_cards_parent_id_idx\` ON \`_corporate_v_version_why_us_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_why_us_cards_image_idx\` ON \`_corporate_v_version_why_us_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_v_version_spotlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporate_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_spotlights_order_idx\` ON \`_corporate_v_version_spotlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_spotlights_parent_id_idx\` ON \`_corporate_v_version_spotlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_spotlights_image_idx\` ON \`_corporate_v_version_spotlights\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporate_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_cta_label\` text,
  	\`version_cta_href\` text,
  	\`version_why_us_heading_text\` text,
  	\`version_why_us_heading_accent\` text,
  	\`version_why_us_intro\` text,
  	\`version_plans_heading_text\` text,
  	\`version_plans_heading_accent\` text,
  	\`version_plans_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_version_hero_image_idx\` ON \`_corporate_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_version__status_idx\` ON \`_corporate_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_created_at_idx\` ON \`_corporate_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_updated_at_idx\` ON \`_corporate_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_latest_idx\` ON \`_corporate_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Children first, not in creation order: see dropTablesChildrenFirst.
  await dropTablesChildrenFirst(db, [
    'users_sessions',
    'users',
    'media',
    'documents',
    'product_categories_marketing',
    'product_categories_benefits_cards',
    'product_categories_faqs',
    'product_categories',
    '_product_categories_v_version_marketing',
    '_product_categories_v_version_benefits_cards',
    '_product_categories_v_version_faqs',
    '_product_categories_v',
    'products_marketing',
    'products_benefits_cards',
    'products_faqs',
    'products',
    'products_rels',
    '_products_v_version_marketing',
    '_products_v_version_benefits_cards',
    '_products_v_version_faqs',
    '_products_v',
    '_products_v_rels',
    'plans_payment_frequencies',
    'plans',
    'blog_groups',
    'blog_groups_texts',
    'blog_posts',
    '_blog_posts_v',
    'leaders',
    '_leaders_v',
    'statements',
    '_statements_v',
    'press_releases',
    '_press_releases_v',
    'redirects',
    'enquiries',
    'payload_kv',
    'payload_locked_documents',
    'payload_locked_documents_rels',
    'payload_preferences',
    'payload_preferences_rels',
    'payload_migrations',
    'site_settings_legal',
    'site_settings',
    'home_hero_slides',
    'home_spotlights',
    'home_other_sections',
    'home',
    'home_rels',
    '_home_v_version_hero_slides',
    '_home_v_version_spotlights',
    '_home_v_version_other_sections',
    '_home_v',
    '_home_v_rels',
    'about',
    '_about_v',
    'leadership_page',
    '_leadership_page_v',
    'achievements_milestones',
    'achievements_awards',
    'achievements',
    '_achievements_v_version_milestones',
    '_achievements_v_version_awards',
    '_achievements_v',
    'statements_page',
    '_statements_page_v',
    'careers_why_reasons',
    'careers',
    '_careers_v_version_why_reasons',
    '_careers_v',
    'news_room',
    '_news_room_v',
    'claims_agent_assistance_steps',
    'claims_promise_highlights',
    'claims_questions_faqs',
    'claims',
    '_claims_v_version_agent_assistance_steps',
    '_claims_v_version_promise_highlights',
    '_claims_v_version_questions_faqs',
    '_claims_v',
    'claims_promise_commitments',
    'claims_promise',
    '_claims_promise_v_version_commitments',
    '_claims_promise_v',
    'claims_faq_faqs',
    'claims_faq',
    '_claims_faq_v_version_faqs',
    '_claims_faq_v',
    'claim_forms_forms',
    'claim_forms_guides',
    'claim_forms_faqs',
    'claim_forms',
    '_claim_forms_v_version_forms',
    '_claim_forms_v_version_guides',
    '_claim_forms_v_version_faqs',
    '_claim_forms_v',
    'claims_glossary_entries',
    'claims_glossary',
    '_claims_glossary_v_version_entries',
    '_claims_glossary_v',
    'corporate_why_us_cards',
    'corporate_spotlights',
    'corporate',
    '_corporate_v_version_why_us_cards',
    '_corporate_v_version_spotlights',
    '_corporate_v',
  ])
}
