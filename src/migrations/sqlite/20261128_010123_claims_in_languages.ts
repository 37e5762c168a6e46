import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { CLAIMS_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`claims_agent_assistance_steps_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_agent_assistance_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_agent_assistance_steps_locales_locale_parent_id_uniqu\` ON \`claims_agent_assistance_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_promise_highlights_locales\` (
  	\`figure\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_promise_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_promise_highlights_locales_locale_parent_id_unique\` ON \`claims_promise_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_questions_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims_questions_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_questions_faqs_locales_locale_parent_id_unique\` ON \`claims_questions_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`claims_locales\` (
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`agent_assistance_heading_text\` text,
  	\`agent_assistance_heading_accent\` text,
  	\`agent_assistance_intro\` text,
  	\`self_submit_heading_text\` text,
  	\`self_submit_heading_accent\` text,
  	\`self_submit_intro\` text,
  	\`self_submit_form_card_title\` text,
  	\`self_submit_form_card_body\` text,
  	\`self_submit_form_card_link_label\` text DEFAULT 'Download a claim form',
  	\`self_submit_send_card_title\` text,
  	\`self_submit_send_card_body\` text,
  	\`self_submit_send_card_link_label\` text,
  	\`self_submit_send_card_phone_link_label\` text,
  	\`promise_heading_text\` text,
  	\`promise_heading_accent\` text,
  	\`promise_description\` text,
  	\`promise_link_label\` text DEFAULT 'Read our claims promise',
  	\`questions_heading_text\` text,
  	\`questions_heading_accent\` text,
  	\`resources_heading_text\` text,
  	\`resources_heading_accent\` text,
  	\`resources_forms_card_title\` text,
  	\`resources_forms_card_body\` text,
  	\`resources_faqs_card_title\` text,
  	\`resources_faqs_card_body\` text,
  	\`resources_glossary_card_title\` text,
  	\`resources_glossary_card_body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`claims_locales_locale_parent_id_unique\` ON \`claims_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_version_agent_assistance_steps_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v_version_agent_assistance_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_v_version_agent_assistance_steps_locales_locale_pare\` ON \`_claims_v_version_agent_assistance_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_version_promise_highlights_locales\` (
  	\`figure\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v_version_promise_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_v_version_promise_highlights_locales_locale_parent_i\` ON \`_claims_v_version_promise_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_version_questions_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v_version_questions_faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_v_version_questions_faqs_locales_locale_parent_id_un\` ON \`_claims_v_version_questions_faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_claims_v_locales\` (
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_agent_assistance_heading_text\` text,
  	\`version_agent_assistance_heading_accent\` text,
  	\`version_agent_assistance_intro\` text,
  	\`version_self_submit_heading_text\` text,
  	\`version_self_submit_heading_accent\` text,
  	\`version_self_submit_intro\` text,
  	\`version_self_submit_form_card_title\` text,
  	\`version_self_submit_form_card_body\` text,
  	\`version_self_submit_form_card_link_label\` text DEFAULT 'Download a claim form',
  	\`version_self_submit_send_card_title\` text,
  	\`version_self_submit_send_card_body\` text,
  	\`version_self_submit_send_card_link_label\` text,
  	\`version_self_submit_send_card_phone_link_label\` text,
  	\`version_promise_heading_text\` text,
  	\`version_promise_heading_accent\` text,
  	\`version_promise_description\` text,
  	\`version_promise_link_label\` text DEFAULT 'Read our claims promise',
  	\`version_questions_heading_text\` text,
  	\`version_questions_heading_accent\` text,
  	\`version_resources_heading_text\` text,
  	\`version_resources_heading_accent\` text,
  	\`version_resources_forms_card_title\` text,
  	\`version_resources_forms_card_body\` text,
  	\`version_resources_faqs_card_title\` text,
  	\`version_resources_faqs_card_body\` text,
  	\`version_resources_glossary_card_title\` text,
  	\`version_resources_glossary_card_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_translation_reviewed\` integer DEFAULT false,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_claims_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_claims_v_locales_locale_parent_id_unique\` ON \`_claims_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales(CLAIMS_WORDS, 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`claims_agent_assistance_steps\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`claims_agent_assistance_steps\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise_highlights\` DROP COLUMN \`figure\`;`)
  await db.run(sql`ALTER TABLE \`claims_promise_highlights\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`claims_questions_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`claims_questions_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`agent_assistance_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`agent_assistance_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`agent_assistance_intro\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_intro\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_form_card_title\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_form_card_body\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_form_card_link_label\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_send_card_title\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_send_card_body\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_send_card_link_label\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`self_submit_send_card_phone_link_label\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`promise_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`promise_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`promise_description\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`promise_link_label\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`questions_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`questions_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_forms_card_title\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_forms_card_body\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_faqs_card_title\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_faqs_card_body\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_glossary_card_title\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`resources_glossary_card_body\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`claims\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_agent_assistance_steps\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_agent_assistance_steps\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_promise_highlights\` DROP COLUMN \`figure\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_promise_highlights\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_questions_faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_questions_faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_agent_assistance_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_agent_assistance_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_agent_assistance_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_intro\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_form_card_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_form_card_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_form_card_link_label\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_send_card_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_send_card_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_send_card_link_label\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_self_submit_send_card_phone_link_label\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_promise_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_promise_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_promise_description\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_promise_link_label\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_questions_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_questions_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_heading_text\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_heading_accent\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_forms_card_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_forms_card_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_faqs_card_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_faqs_card_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_glossary_card_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_resources_glossary_card_body\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` DROP COLUMN \`version_meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`claims_agent_assistance_steps\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`claims_agent_assistance_steps\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise_highlights\` ADD \`figure\` text;`)
  await db.run(sql`ALTER TABLE \`claims_promise_highlights\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`claims_questions_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`claims_questions_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`agent_assistance_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`agent_assistance_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`agent_assistance_intro\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_intro\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_form_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_form_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_form_card_link_label\` text DEFAULT 'Download a claim form';`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_send_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_send_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_send_card_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`self_submit_send_card_phone_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`promise_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`promise_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`promise_description\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`promise_link_label\` text DEFAULT 'Read our claims promise';`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`questions_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`questions_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_forms_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_forms_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_faqs_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_faqs_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_glossary_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`resources_glossary_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_agent_assistance_steps\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_agent_assistance_steps\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_promise_highlights\` ADD \`figure\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_promise_highlights\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_questions_faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v_version_questions_faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_agent_assistance_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_agent_assistance_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_agent_assistance_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_form_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_form_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_form_card_link_label\` text DEFAULT 'Download a claim form';`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_send_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_send_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_send_card_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_self_submit_send_card_phone_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_promise_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_promise_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_promise_description\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_promise_link_label\` text DEFAULT 'Read our claims promise';`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_questions_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_questions_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_heading_text\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_heading_accent\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_forms_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_forms_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_faqs_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_faqs_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_glossary_card_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_resources_glossary_card_body\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_meta_description\` text;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales(CLAIMS_WORDS, 'en', 'sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`claims_agent_assistance_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_promise_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_questions_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`claims_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_v_version_agent_assistance_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_v_version_promise_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_v_version_questions_faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_claims_v_locales\`;`)
}
