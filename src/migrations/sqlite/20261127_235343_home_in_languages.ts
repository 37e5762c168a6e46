import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { HOME_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_hero_slides_locales\` (
  	\`message\` text,
  	\`sub_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_hero_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_hero_slides_locales_locale_parent_id_unique\` ON \`home_hero_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_spotlights_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_spotlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_spotlights_locales_locale_parent_id_unique\` ON \`home_spotlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_other_sections_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_other_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_other_sections_locales_locale_parent_id_unique\` ON \`home_other_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_locales\` (
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
  	\`self_service_cards_claim_title\` text,
  	\`self_service_cards_claim_text\` text,
  	\`self_service_cards_advisor_title\` text,
  	\`self_service_cards_advisor_text\` text,
  	\`whats_hot_heading_text\` text,
  	\`whats_hot_heading_accent\` text,
  	\`whats_hot_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_hero_slides_locales\` (
  	\`message\` text,
  	\`sub_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_hero_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_hero_slides_locales_locale_parent_id_unique\` ON \`_home_v_version_hero_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_spotlights_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_spotlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_spotlights_locales_locale_parent_id_unique\` ON \`_home_v_version_spotlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_other_sections_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`subheading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_other_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_other_sections_locales_locale_parent_id_uniq\` ON \`_home_v_version_other_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
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
  	\`version_self_service_cards_claim_title\` text,
  	\`version_self_service_cards_claim_text\` text,
  	\`version_self_service_cards_advisor_title\` text,
  	\`version_self_service_cards_advisor_text\` text,
  	\`version_whats_hot_heading_text\` text,
  	\`version_whats_hot_heading_accent\` text,
  	\`version_whats_hot_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales(HOME_WORDS, 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`home_hero_slides\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`home_hero_slides\` DROP COLUMN \`sub_message\`;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`buy_button_label\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`intro_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`intro_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`intro_paragraph_a\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`intro_paragraph_b\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`products_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`products_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`products_intro\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_intro\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_cards_renew_title\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_cards_renew_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_cards_claim_title\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_cards_claim_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_cards_advisor_title\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`self_service_cards_advisor_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`whats_hot_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`whats_hot_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`whats_hot_intro\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_hero_slides\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_hero_slides\` DROP COLUMN \`sub_message\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` DROP COLUMN \`subheading\`;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_buy_button_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_intro_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_intro_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_intro_paragraph_a\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_intro_paragraph_b\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_products_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_products_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_products_intro\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_intro\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_cards_renew_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_cards_renew_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_cards_claim_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_cards_claim_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_cards_advisor_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_self_service_cards_advisor_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_whats_hot_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_whats_hot_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_whats_hot_intro\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`home_hero_slides\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`home_hero_slides\` ADD \`sub_message\` text;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` ADD \`subheading\` text;`)
  await db.run(sql`ALTER TABLE \`home_spotlights\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` ADD \`subheading\` text;`)
  await db.run(sql`ALTER TABLE \`home_other_sections\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`buy_button_label\` text DEFAULT 'Buy A Policy';`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`intro_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`intro_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`intro_paragraph_a\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`intro_paragraph_b\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`products_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`products_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`products_intro\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_intro\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_cards_renew_title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_cards_renew_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_cards_claim_title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_cards_claim_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_cards_advisor_title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`self_service_cards_advisor_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`whats_hot_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`whats_hot_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`whats_hot_intro\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_hero_slides\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_hero_slides\` ADD \`sub_message\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` ADD \`subheading\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_spotlights\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` ADD \`subheading\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_version_other_sections\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_buy_button_label\` text DEFAULT 'Buy A Policy';`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_intro_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_intro_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_intro_paragraph_a\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_intro_paragraph_b\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_products_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_products_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_products_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_cards_renew_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_cards_renew_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_cards_claim_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_cards_claim_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_cards_advisor_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_self_service_cards_advisor_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_whats_hot_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_whats_hot_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_whats_hot_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_meta_description\` text;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales(HOME_WORDS, 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`home_hero_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`home_spotlights_locales\`;`)
  await db.run(sql`DROP TABLE \`home_other_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_hero_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_spotlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_other_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
}
