import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { PRODUCT_CATEGORIES_WORDS, PRODUCTS_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_categories_marketing_locales\` (
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_marketing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_marketing_locales_locale_parent_id_unique\` ON \`product_categories_marketing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_benefits_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_benefits_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_benefits_cards_locales_locale_parent_id_u\` ON \`product_categories_benefits_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_faqs_locales_locale_parent_id_unique\` ON \`product_categories_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_locales\` (
  	\`menu_blurb\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`plans_heading\` text,
  	\`benefits_heading_text\` text,
  	\`benefits_heading_accent\` text,
  	\`benefits_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_locales_locale_parent_id_unique\` ON \`product_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_marketing_locales\` (
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_marketing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_version_marketing_locales_locale_paren\` ON \`_product_categories_v_version_marketing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_benefits_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_benefits_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_version_benefits_cards_locales_locale_\` ON \`_product_categories_v_version_benefits_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v_version_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_version_faqs_locales_locale_parent_id_\` ON \`_product_categories_v_version_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_locales\` (
  	\`version_menu_blurb\` text,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_plans_heading\` text,
  	\`version_benefits_heading_text\` text,
  	\`version_benefits_heading_accent\` text,
  	\`version_benefits_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_locales_locale_parent_id_unique\` ON \`_product_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_marketing_locales\` (
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_marketing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_marketing_locales_locale_parent_id_unique\` ON \`products_marketing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_benefits_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_benefits_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_benefits_cards_locales_locale_parent_id_unique\` ON \`products_benefits_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_faqs_locales_locale_parent_id_unique\` ON \`products_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`summary\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`benefits_heading_text\` text,
  	\`benefits_heading_accent\` text,
  	\`benefits_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_marketing_locales\` (
  	\`eyebrow\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`paragraph_a\` text,
  	\`paragraph_b\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_marketing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_marketing_locales_locale_parent_id_uniqu\` ON \`_products_v_version_marketing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_benefits_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_benefits_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_benefits_cards_locales_locale_parent_id_\` ON \`_products_v_version_benefits_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_faqs_locales_locale_parent_id_unique\` ON \`_products_v_version_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_summary\` text,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_benefits_heading_text\` text,
  	\`version_benefits_heading_accent\` text,
  	\`version_benefits_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales([...PRODUCT_CATEGORIES_WORDS, ...PRODUCTS_WORDS], 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` DROP COLUMN \`paragraph_a\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` DROP COLUMN \`paragraph_b\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_benefits_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_benefits_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`product_categories_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`menu_blurb\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`plans_heading\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`benefits_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`benefits_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`benefits_intro\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` DROP COLUMN \`paragraph_a\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` DROP COLUMN \`paragraph_b\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_benefits_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_benefits_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_menu_blurb\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_plans_heading\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_benefits_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_benefits_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_benefits_intro\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` DROP COLUMN \`paragraph_a\`;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` DROP COLUMN \`paragraph_b\`;`)
  await db.run(sql`ALTER TABLE \`products_benefits_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`products_benefits_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`products_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`products_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`benefits_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`benefits_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`benefits_intro\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` DROP COLUMN \`paragraph_a\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` DROP COLUMN \`paragraph_b\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_benefits_cards\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_benefits_cards\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_benefits_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_benefits_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_benefits_intro\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` ADD \`paragraph_a\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_marketing\` ADD \`paragraph_b\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_benefits_cards\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_benefits_cards\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`menu_blurb\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`plans_heading\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`benefits_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`benefits_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`benefits_intro\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` ADD \`paragraph_a\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_marketing\` ADD \`paragraph_b\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_benefits_cards\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_benefits_cards\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v_version_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_menu_blurb\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_plans_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_benefits_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_benefits_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_benefits_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` ADD \`paragraph_a\` text;`)
  await db.run(sql`ALTER TABLE \`products_marketing\` ADD \`paragraph_b\` text;`)
  await db.run(sql`ALTER TABLE \`products_benefits_cards\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`products_benefits_cards\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`products_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`products_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`benefits_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`benefits_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`benefits_intro\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` ADD \`paragraph_a\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_marketing\` ADD \`paragraph_b\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_benefits_cards\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_benefits_cards\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_benefits_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_benefits_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_benefits_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_meta_description\` text;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales([...PRODUCT_CATEGORIES_WORDS, ...PRODUCTS_WORDS], 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`product_categories_marketing_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_benefits_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`product_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_marketing_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_benefits_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`products_marketing_locales\`;`)
  await db.run(sql`DROP TABLE \`products_benefits_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`products_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_marketing_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_benefits_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
}
