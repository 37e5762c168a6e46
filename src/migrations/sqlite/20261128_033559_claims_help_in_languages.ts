import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { CLAIMS_HELP_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`claims_promise_commitments_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_promise_commitments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_promise_commitments_locales_locale_parent_id_unique\` ON \`claims_promise_commitments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_promise_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
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
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_promise\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_promise_locales_locale_parent_id_unique\` ON \`claims_promise_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_promise_v_version_commitments_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_promise_v_version_commitments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_promise_v_version_commitments_locales_locale_parent_\` ON \`_claims_promise_v_version_commitments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_promise_v_locales\` (
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
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
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_promise_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_promise_v_locales_locale_parent_id_unique\` ON \`_claims_promise_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_faq_faqs_locales\` (
  	\`topic\` text,
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_faq_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_faq_faqs_locales_locale_parent_id_unique\` ON \`claims_faq_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_faq_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_faq_locales_locale_parent_id_unique\` ON \`claims_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_faq_v_version_faqs_locales\` (
  	\`topic\` text,
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_faq_v_version_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_faq_v_version_faqs_locales_locale_parent_id_unique\` ON \`_claims_faq_v_version_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_faq_v_locales\` (
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_faq_v_locales_locale_parent_id_unique\` ON \`_claims_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_forms_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claim_forms_forms_locales_locale_parent_id_unique\` ON \`claim_forms_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_guides_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claim_forms_guides_locales_locale_parent_id_unique\` ON \`claim_forms_guides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claim_forms_faqs_locales_locale_parent_id_unique\` ON \`claim_forms_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claim_forms_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`forms_heading_text\` text,
  	\`forms_heading_accent\` text,
  	\`forms_intro\` text,
  	\`guides_heading_text\` text,
  	\`guides_heading_accent\` text,
  	\`faq_heading_text\` text,
  	\`faq_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claim_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claim_forms_locales_locale_parent_id_unique\` ON \`claim_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_forms_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v_version_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claim_forms_v_version_forms_locales_locale_parent_id_unique\` ON \`_claim_forms_v_version_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_guides_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v_version_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claim_forms_v_version_guides_locales_locale_parent_id_uniqu\` ON \`_claim_forms_v_version_guides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_version_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v_version_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claim_forms_v_version_faqs_locales_locale_parent_id_unique\` ON \`_claim_forms_v_version_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claim_forms_v_locales\` (
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_forms_heading_text\` text,
  	\`version_forms_heading_accent\` text,
  	\`version_forms_intro\` text,
  	\`version_guides_heading_text\` text,
  	\`version_guides_heading_accent\` text,
  	\`version_faq_heading_text\` text,
  	\`version_faq_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claim_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claim_forms_v_locales_locale_parent_id_unique\` ON \`_claim_forms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_glossary_entries_locales\` (
  	\`meaning\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_glossary_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_glossary_entries_locales_locale_parent_id_unique\` ON \`claims_glossary_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_glossary_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_glossary\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_glossary_locales_locale_parent_id_unique\` ON \`claims_glossary_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_glossary_v_version_entries_locales\` (
  	\`meaning\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_glossary_v_version_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_glossary_v_version_entries_locales_locale_parent_id_\` ON \`_claims_glossary_v_version_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_glossary_v_locales\` (
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_glossary_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_glossary_v_locales_locale_parent_id_unique\` ON \`_claims_glossary_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales(CLAIMS_HELP_WORDS, 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`claims_promise_commitments\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise_commitments\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`processing_promise_unit\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`processing_promise_statement\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`approach_heading\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`approach_body\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`when_you_claim_heading\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`when_you_claim_body\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`commitments_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`commitments_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v_version_commitments\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v_version_commitments\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_processing_promise_unit\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_processing_promise_statement\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_approach_heading\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_approach_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_when_you_claim_heading\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_when_you_claim_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_commitments_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_commitments_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq_faqs\` DROP COLUMN \`topic\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v_version_faqs\` DROP COLUMN \`topic\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v_version_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v_version_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms_forms\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms_guides\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`forms_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`forms_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`forms_intro\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`guides_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`guides_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`faq_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`faq_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_forms\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_guides\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_forms_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_forms_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_forms_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_guides_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_guides_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_faq_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_faq_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`claims_glossary_entries\` DROP COLUMN \`meaning\`;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v_version_entries\` DROP COLUMN \`meaning\`;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` DROP COLUMN \`version_meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`claims_promise_commitments\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise_commitments\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`processing_promise_unit\` text DEFAULT 'days';`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`processing_promise_statement\` text DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.';`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`approach_heading\` text DEFAULT 'Our Approach';`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`approach_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`when_you_claim_heading\` text DEFAULT 'When you make a claim';`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`when_you_claim_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`commitments_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`commitments_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v_version_commitments\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v_version_commitments\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_processing_promise_unit\` text DEFAULT 'days';`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_processing_promise_statement\` text DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.';`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_approach_heading\` text DEFAULT 'Our Approach';`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_approach_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_when_you_claim_heading\` text DEFAULT 'When you make a claim';`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_when_you_claim_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_commitments_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_commitments_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq_faqs\` ADD \`topic\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims_faq\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v_version_faqs\` ADD \`topic\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v_version_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v_version_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms_forms\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms_guides\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`forms_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`forms_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`forms_intro\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`guides_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`guides_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`faq_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`faq_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_forms\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_guides\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v_version_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_forms_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_forms_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_forms_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_guides_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_guides_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_faq_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_faq_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`claims_glossary_entries\` ADD \`meaning\` text;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v_version_entries\` ADD \`meaning\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` ADD \`version_meta_description\` text;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales(CLAIMS_HELP_WORDS, 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`claims_promise_commitments_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_promise_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_promise_v_version_commitments_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_promise_v_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_faq_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_faq_v_version_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_faq_v_locales\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_guides_locales\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`claim_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_guides_locales\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_version_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_glossary_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_glossary_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_glossary_v_version_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_glossary_v_locales\`;`)
}
