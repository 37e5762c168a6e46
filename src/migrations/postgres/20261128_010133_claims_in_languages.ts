import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { CLAIMS_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "claims_agent_assistance_steps_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claims_promise_highlights_locales" (
  	"figure" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claims_questions_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claims_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"agent_assistance_heading_text" varchar,
  	"agent_assistance_heading_accent" varchar,
  	"agent_assistance_intro" varchar,
  	"self_submit_heading_text" varchar,
  	"self_submit_heading_accent" varchar,
  	"self_submit_intro" varchar,
  	"self_submit_form_card_title" varchar,
  	"self_submit_form_card_body" varchar,
  	"self_submit_form_card_link_label" varchar DEFAULT 'Download a claim form',
  	"self_submit_send_card_title" varchar,
  	"self_submit_send_card_body" varchar,
  	"self_submit_send_card_link_label" varchar,
  	"self_submit_send_card_phone_link_label" varchar,
  	"promise_heading_text" varchar,
  	"promise_heading_accent" varchar,
  	"promise_description" varchar,
  	"promise_link_label" varchar DEFAULT 'Read our claims promise',
  	"questions_heading_text" varchar,
  	"questions_heading_accent" varchar,
  	"resources_heading_text" varchar,
  	"resources_heading_accent" varchar,
  	"resources_forms_card_title" varchar,
  	"resources_forms_card_body" varchar,
  	"resources_faqs_card_title" varchar,
  	"resources_faqs_card_body" varchar,
  	"resources_glossary_card_title" varchar,
  	"resources_glossary_card_body" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_v_version_agent_assistance_steps_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_v_version_promise_highlights_locales" (
  	"figure" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_v_version_questions_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_v_locales" (
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_agent_assistance_heading_text" varchar,
  	"version_agent_assistance_heading_accent" varchar,
  	"version_agent_assistance_intro" varchar,
  	"version_self_submit_heading_text" varchar,
  	"version_self_submit_heading_accent" varchar,
  	"version_self_submit_intro" varchar,
  	"version_self_submit_form_card_title" varchar,
  	"version_self_submit_form_card_body" varchar,
  	"version_self_submit_form_card_link_label" varchar DEFAULT 'Download a claim form',
  	"version_self_submit_send_card_title" varchar,
  	"version_self_submit_send_card_body" varchar,
  	"version_self_submit_send_card_link_label" varchar,
  	"version_self_submit_send_card_phone_link_label" varchar,
  	"version_promise_heading_text" varchar,
  	"version_promise_heading_accent" varchar,
  	"version_promise_description" varchar,
  	"version_promise_link_label" varchar DEFAULT 'Read our claims promise',
  	"version_questions_heading_text" varchar,
  	"version_questions_heading_accent" varchar,
  	"version_resources_heading_text" varchar,
  	"version_resources_heading_accent" varchar,
  	"version_resources_forms_card_title" varchar,
  	"version_resources_forms_card_body" varchar,
  	"version_resources_faqs_card_title" varchar,
  	"version_resources_faqs_card_body" varchar,
  	"version_resources_glossary_card_title" varchar,
  	"version_resources_glossary_card_body" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "claims_agent_assistance_steps_locales" ADD CONSTRAINT "claims_agent_assistance_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_agent_assistance_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_promise_highlights_locales" ADD CONSTRAINT "claims_promise_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_promise_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_questions_faqs_locales" ADD CONSTRAINT "claims_questions_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_questions_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_locales" ADD CONSTRAINT "claims_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_version_agent_assistance_steps_locales" ADD CONSTRAINT "_claims_v_version_agent_assistance_steps_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v_version_agent_assistance_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_version_promise_highlights_locales" ADD CONSTRAINT "_claims_v_version_promise_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v_version_promise_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_version_questions_faqs_locales" ADD CONSTRAINT "_claims_v_version_questions_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v_version_questions_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_locales" ADD CONSTRAINT "_claims_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "claims_agent_assistance_steps_locales_locale_parent_id_uniqu" ON "claims_agent_assistance_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_promise_highlights_locales_locale_parent_id_unique" ON "claims_promise_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_questions_faqs_locales_locale_parent_id_unique" ON "claims_questions_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_locales_locale_parent_id_unique" ON "claims_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_v_version_agent_assistance_steps_locales_locale_pare" ON "_claims_v_version_agent_assistance_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_v_version_promise_highlights_locales_locale_parent_i" ON "_claims_v_version_promise_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_v_version_questions_faqs_locales_locale_parent_id_un" ON "_claims_v_version_questions_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_v_locales_locale_parent_id_unique" ON "_claims_v_locales" USING btree ("_locale","_parent_id");
`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales(CLAIMS_WORDS, 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "claims_agent_assistance_steps" DROP COLUMN "title";
  ALTER TABLE "claims_agent_assistance_steps" DROP COLUMN "body";
  ALTER TABLE "claims_promise_highlights" DROP COLUMN "figure";
  ALTER TABLE "claims_promise_highlights" DROP COLUMN "text";
  ALTER TABLE "claims_questions_faqs" DROP COLUMN "question";
  ALTER TABLE "claims_questions_faqs" DROP COLUMN "answer";
  ALTER TABLE "claims" DROP COLUMN "heading_text";
  ALTER TABLE "claims" DROP COLUMN "heading_accent";
  ALTER TABLE "claims" DROP COLUMN "intro";
  ALTER TABLE "claims" DROP COLUMN "agent_assistance_heading_text";
  ALTER TABLE "claims" DROP COLUMN "agent_assistance_heading_accent";
  ALTER TABLE "claims" DROP COLUMN "agent_assistance_intro";
  ALTER TABLE "claims" DROP COLUMN "self_submit_heading_text";
  ALTER TABLE "claims" DROP COLUMN "self_submit_heading_accent";
  ALTER TABLE "claims" DROP COLUMN "self_submit_intro";
  ALTER TABLE "claims" DROP COLUMN "self_submit_form_card_title";
  ALTER TABLE "claims" DROP COLUMN "self_submit_form_card_body";
  ALTER TABLE "claims" DROP COLUMN "self_submit_form_card_link_label";
  ALTER TABLE "claims" DROP COLUMN "self_submit_send_card_title";
  ALTER TABLE "claims" DROP COLUMN "self_submit_send_card_body";
  ALTER TABLE "claims" DROP COLUMN "self_submit_send_card_link_label";
  ALTER TABLE "claims" DROP COLUMN "self_submit_send_card_phone_link_label";
  ALTER TABLE "claims" DROP COLUMN "promise_heading_text";
  ALTER TABLE "claims" DROP COLUMN "promise_heading_accent";
  ALTER TABLE "claims" DROP COLUMN "promise_description";
  ALTER TABLE "claims" DROP COLUMN "promise_link_label";
  ALTER TABLE "claims" DROP COLUMN "questions_heading_text";
  ALTER TABLE "claims" DROP COLUMN "questions_heading_accent";
  ALTER TABLE "claims" DROP COLUMN "resources_heading_text";
  ALTER TABLE "claims" DROP COLUMN "resources_heading_accent";
  ALTER TABLE "claims" DROP COLUMN "resources_forms_card_title";
  ALTER TABLE "claims" DROP COLUMN "resources_forms_card_body";
  ALTER TABLE "claims" DROP COLUMN "resources_faqs_card_title";
  ALTER TABLE "claims" DROP COLUMN "resources_faqs_card_body";
  ALTER TABLE "claims" DROP COLUMN "resources_glossary_card_title";
  ALTER TABLE "claims" DROP COLUMN "resources_glossary_card_body";
  ALTER TABLE "claims" DROP COLUMN "meta_title";
  ALTER TABLE "claims" DROP COLUMN "meta_description";
  ALTER TABLE "_claims_v_version_agent_assistance_steps" DROP COLUMN "title";
  ALTER TABLE "_claims_v_version_agent_assistance_steps" DROP COLUMN "body";
  ALTER TABLE "_claims_v_version_promise_highlights" DROP COLUMN "figure";
  ALTER TABLE "_claims_v_version_promise_highlights" DROP COLUMN "text";
  ALTER TABLE "_claims_v_version_questions_faqs" DROP COLUMN "question";
  ALTER TABLE "_claims_v_version_questions_faqs" DROP COLUMN "answer";
  ALTER TABLE "_claims_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_claims_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_claims_v" DROP COLUMN "version_intro";
  ALTER TABLE "_claims_v" DROP COLUMN "version_agent_assistance_heading_text";
  ALTER TABLE "_claims_v" DROP COLUMN "version_agent_assistance_heading_accent";
  ALTER TABLE "_claims_v" DROP COLUMN "version_agent_assistance_intro";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_heading_text";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_heading_accent";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_intro";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_form_card_title";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_form_card_body";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_form_card_link_label";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_send_card_title";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_send_card_body";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_send_card_link_label";
  ALTER TABLE "_claims_v" DROP COLUMN "version_self_submit_send_card_phone_link_label";
  ALTER TABLE "_claims_v" DROP COLUMN "version_promise_heading_text";
  ALTER TABLE "_claims_v" DROP COLUMN "version_promise_heading_accent";
  ALTER TABLE "_claims_v" DROP COLUMN "version_promise_description";
  ALTER TABLE "_claims_v" DROP COLUMN "version_promise_link_label";
  ALTER TABLE "_claims_v" DROP COLUMN "version_questions_heading_text";
  ALTER TABLE "_claims_v" DROP COLUMN "version_questions_heading_accent";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_heading_text";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_heading_accent";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_forms_card_title";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_forms_card_body";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_faqs_card_title";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_faqs_card_body";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_glossary_card_title";
  ALTER TABLE "_claims_v" DROP COLUMN "version_resources_glossary_card_body";
  ALTER TABLE "_claims_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_claims_v" DROP COLUMN "version_meta_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "claims_agent_assistance_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "claims_agent_assistance_steps" ADD COLUMN "body" varchar;
  ALTER TABLE "claims_promise_highlights" ADD COLUMN "figure" varchar;
  ALTER TABLE "claims_promise_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "claims_questions_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "claims_questions_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "claims" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "claims" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "claims" ADD COLUMN "intro" varchar;
  ALTER TABLE "claims" ADD COLUMN "agent_assistance_heading_text" varchar;
  ALTER TABLE "claims" ADD COLUMN "agent_assistance_heading_accent" varchar;
  ALTER TABLE "claims" ADD COLUMN "agent_assistance_intro" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_heading_text" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_heading_accent" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_intro" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_form_card_title" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_form_card_body" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_form_card_link_label" varchar DEFAULT 'Download a claim form';
  ALTER TABLE "claims" ADD COLUMN "self_submit_send_card_title" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_send_card_body" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_send_card_link_label" varchar;
  ALTER TABLE "claims" ADD COLUMN "self_submit_send_card_phone_link_label" varchar;
  ALTER TABLE "claims" ADD COLUMN "promise_heading_text" varchar;
  ALTER TABLE "claims" ADD COLUMN "promise_heading_accent" varchar;
  ALTER TABLE "claims" ADD COLUMN "promise_description" varchar;
  ALTER TABLE "claims" ADD COLUMN "promise_link_label" varchar DEFAULT 'Read our claims promise';
  ALTER TABLE "claims" ADD COLUMN "questions_heading_text" varchar;
  ALTER TABLE "claims" ADD COLUMN "questions_heading_accent" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_heading_text" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_heading_accent" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_forms_card_title" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_forms_card_body" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_faqs_card_title" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_faqs_card_body" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_glossary_card_title" varchar;
  ALTER TABLE "claims" ADD COLUMN "resources_glossary_card_body" varchar;
  ALTER TABLE "claims" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "claims" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_claims_v_version_agent_assistance_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "_claims_v_version_agent_assistance_steps" ADD COLUMN "body" varchar;
  ALTER TABLE "_claims_v_version_promise_highlights" ADD COLUMN "figure" varchar;
  ALTER TABLE "_claims_v_version_promise_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "_claims_v_version_questions_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "_claims_v_version_questions_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_agent_assistance_heading_text" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_agent_assistance_heading_accent" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_agent_assistance_intro" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_heading_text" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_heading_accent" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_intro" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_form_card_title" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_form_card_body" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_form_card_link_label" varchar DEFAULT 'Download a claim form';
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_send_card_title" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_send_card_body" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_send_card_link_label" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_self_submit_send_card_phone_link_label" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_promise_heading_text" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_promise_heading_accent" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_promise_description" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_promise_link_label" varchar DEFAULT 'Read our claims promise';
  ALTER TABLE "_claims_v" ADD COLUMN "version_questions_heading_text" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_questions_heading_accent" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_heading_text" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_heading_accent" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_forms_card_title" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_forms_card_body" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_faqs_card_title" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_faqs_card_body" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_glossary_card_title" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_resources_glossary_card_body" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_claims_v" ADD COLUMN "version_meta_description" varchar;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales(CLAIMS_WORDS, 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
DROP TABLE "claims_agent_assistance_steps_locales" CASCADE;
DROP TABLE "claims_promise_highlights_locales" CASCADE;
DROP TABLE "claims_questions_faqs_locales" CASCADE;
DROP TABLE "claims_locales" CASCADE;
DROP TABLE "_claims_v_version_agent_assistance_steps_locales" CASCADE;
DROP TABLE "_claims_v_version_promise_highlights_locales" CASCADE;
DROP TABLE "_claims_v_version_questions_faqs_locales" CASCADE;
DROP TABLE "_claims_v_locales" CASCADE;
  `)
}
