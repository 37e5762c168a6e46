import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { CLAIMS_HELP_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "claims_promise_commitments_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claims_promise_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"processing_promise_unit" varchar DEFAULT 'days',
  	"processing_promise_statement" varchar DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.',
  	"approach_heading" varchar DEFAULT 'Our Approach',
  	"approach_body" varchar,
  	"when_you_claim_heading" varchar DEFAULT 'When you make a claim',
  	"when_you_claim_body" varchar,
  	"commitments_heading_text" varchar,
  	"commitments_heading_accent" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_promise_v_version_commitments_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_promise_v_locales" (
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_processing_promise_unit" varchar DEFAULT 'days',
  	"version_processing_promise_statement" varchar DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.',
  	"version_approach_heading" varchar DEFAULT 'Our Approach',
  	"version_approach_body" varchar,
  	"version_when_you_claim_heading" varchar DEFAULT 'When you make a claim',
  	"version_when_you_claim_body" varchar,
  	"version_commitments_heading_text" varchar,
  	"version_commitments_heading_accent" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "claims_faq_faqs_locales" (
  	"topic" varchar,
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claims_faq_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_faq_v_version_faqs_locales" (
  	"topic" varchar,
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_faq_v_locales" (
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "claim_forms_forms_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claim_forms_guides_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claim_forms_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claim_forms_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"forms_heading_text" varchar,
  	"forms_heading_accent" varchar,
  	"forms_intro" varchar,
  	"guides_heading_text" varchar,
  	"guides_heading_accent" varchar,
  	"faq_heading_text" varchar,
  	"faq_heading_accent" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claim_forms_v_version_forms_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claim_forms_v_version_guides_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claim_forms_v_version_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claim_forms_v_locales" (
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_forms_heading_text" varchar,
  	"version_forms_heading_accent" varchar,
  	"version_forms_intro" varchar,
  	"version_guides_heading_text" varchar,
  	"version_guides_heading_accent" varchar,
  	"version_faq_heading_text" varchar,
  	"version_faq_heading_accent" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "claims_glossary_entries_locales" (
  	"meaning" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "claims_glossary_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_glossary_v_version_entries_locales" (
  	"meaning" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_claims_glossary_v_locales" (
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "claims_promise_commitments_locales" ADD CONSTRAINT "claims_promise_commitments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_promise_commitments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_promise_locales" ADD CONSTRAINT "claims_promise_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_promise"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_promise_v_version_commitments_locales" ADD CONSTRAINT "_claims_promise_v_version_commitments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_promise_v_version_commitments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_promise_v_locales" ADD CONSTRAINT "_claims_promise_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_promise_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_faq_faqs_locales" ADD CONSTRAINT "claims_faq_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_faq_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_faq_locales" ADD CONSTRAINT "claims_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_faq_v_version_faqs_locales" ADD CONSTRAINT "_claims_faq_v_version_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_faq_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_faq_v_locales" ADD CONSTRAINT "_claims_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_forms_locales" ADD CONSTRAINT "claim_forms_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_guides_locales" ADD CONSTRAINT "claim_forms_guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_faqs_locales" ADD CONSTRAINT "claim_forms_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_locales" ADD CONSTRAINT "claim_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_forms_locales" ADD CONSTRAINT "_claim_forms_v_version_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v_version_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_guides_locales" ADD CONSTRAINT "_claim_forms_v_version_guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v_version_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_faqs_locales" ADD CONSTRAINT "_claim_forms_v_version_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_locales" ADD CONSTRAINT "_claim_forms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_glossary_entries_locales" ADD CONSTRAINT "claims_glossary_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_glossary_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_glossary_locales" ADD CONSTRAINT "claims_glossary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_glossary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_glossary_v_version_entries_locales" ADD CONSTRAINT "_claims_glossary_v_version_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_glossary_v_version_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_glossary_v_locales" ADD CONSTRAINT "_claims_glossary_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_glossary_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "claims_promise_commitments_locales_locale_parent_id_unique" ON "claims_promise_commitments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_promise_locales_locale_parent_id_unique" ON "claims_promise_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_promise_v_version_commitments_locales_locale_parent_" ON "_claims_promise_v_version_commitments_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_promise_v_locales_locale_parent_id_unique" ON "_claims_promise_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_faq_faqs_locales_locale_parent_id_unique" ON "claims_faq_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_faq_locales_locale_parent_id_unique" ON "claims_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_faq_v_version_faqs_locales_locale_parent_id_unique" ON "_claims_faq_v_version_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_faq_v_locales_locale_parent_id_unique" ON "_claims_faq_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claim_forms_forms_locales_locale_parent_id_unique" ON "claim_forms_forms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claim_forms_guides_locales_locale_parent_id_unique" ON "claim_forms_guides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claim_forms_faqs_locales_locale_parent_id_unique" ON "claim_forms_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claim_forms_locales_locale_parent_id_unique" ON "claim_forms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claim_forms_v_version_forms_locales_locale_parent_id_unique" ON "_claim_forms_v_version_forms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claim_forms_v_version_guides_locales_locale_parent_id_uniqu" ON "_claim_forms_v_version_guides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claim_forms_v_version_faqs_locales_locale_parent_id_unique" ON "_claim_forms_v_version_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claim_forms_v_locales_locale_parent_id_unique" ON "_claim_forms_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_glossary_entries_locales_locale_parent_id_unique" ON "claims_glossary_entries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "claims_glossary_locales_locale_parent_id_unique" ON "claims_glossary_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_glossary_v_version_entries_locales_locale_parent_id_" ON "_claims_glossary_v_version_entries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_claims_glossary_v_locales_locale_parent_id_unique" ON "_claims_glossary_v_locales" USING btree ("_locale","_parent_id");`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales(CLAIMS_HELP_WORDS, 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "claims_promise_commitments" DROP COLUMN "title";
  ALTER TABLE "claims_promise_commitments" DROP COLUMN "body";
  ALTER TABLE "claims_promise" DROP COLUMN "heading_text";
  ALTER TABLE "claims_promise" DROP COLUMN "heading_accent";
  ALTER TABLE "claims_promise" DROP COLUMN "description";
  ALTER TABLE "claims_promise" DROP COLUMN "processing_promise_unit";
  ALTER TABLE "claims_promise" DROP COLUMN "processing_promise_statement";
  ALTER TABLE "claims_promise" DROP COLUMN "approach_heading";
  ALTER TABLE "claims_promise" DROP COLUMN "approach_body";
  ALTER TABLE "claims_promise" DROP COLUMN "when_you_claim_heading";
  ALTER TABLE "claims_promise" DROP COLUMN "when_you_claim_body";
  ALTER TABLE "claims_promise" DROP COLUMN "commitments_heading_text";
  ALTER TABLE "claims_promise" DROP COLUMN "commitments_heading_accent";
  ALTER TABLE "claims_promise" DROP COLUMN "meta_title";
  ALTER TABLE "claims_promise" DROP COLUMN "meta_description";
  ALTER TABLE "_claims_promise_v_version_commitments" DROP COLUMN "title";
  ALTER TABLE "_claims_promise_v_version_commitments" DROP COLUMN "body";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_description";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_processing_promise_unit";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_processing_promise_statement";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_approach_heading";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_approach_body";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_when_you_claim_heading";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_when_you_claim_body";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_commitments_heading_text";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_commitments_heading_accent";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "claims_faq_faqs" DROP COLUMN "topic";
  ALTER TABLE "claims_faq_faqs" DROP COLUMN "question";
  ALTER TABLE "claims_faq_faqs" DROP COLUMN "answer";
  ALTER TABLE "claims_faq" DROP COLUMN "heading_text";
  ALTER TABLE "claims_faq" DROP COLUMN "heading_accent";
  ALTER TABLE "claims_faq" DROP COLUMN "intro";
  ALTER TABLE "claims_faq" DROP COLUMN "meta_title";
  ALTER TABLE "claims_faq" DROP COLUMN "meta_description";
  ALTER TABLE "_claims_faq_v_version_faqs" DROP COLUMN "topic";
  ALTER TABLE "_claims_faq_v_version_faqs" DROP COLUMN "question";
  ALTER TABLE "_claims_faq_v_version_faqs" DROP COLUMN "answer";
  ALTER TABLE "_claims_faq_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_claims_faq_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_claims_faq_v" DROP COLUMN "version_intro";
  ALTER TABLE "_claims_faq_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_claims_faq_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "claim_forms_forms" DROP COLUMN "summary";
  ALTER TABLE "claim_forms_guides" DROP COLUMN "summary";
  ALTER TABLE "claim_forms_faqs" DROP COLUMN "question";
  ALTER TABLE "claim_forms_faqs" DROP COLUMN "answer";
  ALTER TABLE "claim_forms" DROP COLUMN "heading_text";
  ALTER TABLE "claim_forms" DROP COLUMN "heading_accent";
  ALTER TABLE "claim_forms" DROP COLUMN "intro";
  ALTER TABLE "claim_forms" DROP COLUMN "forms_heading_text";
  ALTER TABLE "claim_forms" DROP COLUMN "forms_heading_accent";
  ALTER TABLE "claim_forms" DROP COLUMN "forms_intro";
  ALTER TABLE "claim_forms" DROP COLUMN "guides_heading_text";
  ALTER TABLE "claim_forms" DROP COLUMN "guides_heading_accent";
  ALTER TABLE "claim_forms" DROP COLUMN "faq_heading_text";
  ALTER TABLE "claim_forms" DROP COLUMN "faq_heading_accent";
  ALTER TABLE "claim_forms" DROP COLUMN "meta_title";
  ALTER TABLE "claim_forms" DROP COLUMN "meta_description";
  ALTER TABLE "_claim_forms_v_version_forms" DROP COLUMN "summary";
  ALTER TABLE "_claim_forms_v_version_guides" DROP COLUMN "summary";
  ALTER TABLE "_claim_forms_v_version_faqs" DROP COLUMN "question";
  ALTER TABLE "_claim_forms_v_version_faqs" DROP COLUMN "answer";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_intro";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_forms_heading_text";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_forms_heading_accent";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_forms_intro";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_guides_heading_text";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_guides_heading_accent";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_faq_heading_text";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_faq_heading_accent";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "claims_glossary_entries" DROP COLUMN "meaning";
  ALTER TABLE "claims_glossary" DROP COLUMN "heading_text";
  ALTER TABLE "claims_glossary" DROP COLUMN "heading_accent";
  ALTER TABLE "claims_glossary" DROP COLUMN "intro";
  ALTER TABLE "claims_glossary" DROP COLUMN "meta_title";
  ALTER TABLE "claims_glossary" DROP COLUMN "meta_description";
  ALTER TABLE "_claims_glossary_v_version_entries" DROP COLUMN "meaning";
  ALTER TABLE "_claims_glossary_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_claims_glossary_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_claims_glossary_v" DROP COLUMN "version_intro";
  ALTER TABLE "_claims_glossary_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_claims_glossary_v" DROP COLUMN "version_meta_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "claims_promise_commitments" ADD COLUMN "title" varchar;
  ALTER TABLE "claims_promise_commitments" ADD COLUMN "body" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "description" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "processing_promise_unit" varchar DEFAULT 'days';
  ALTER TABLE "claims_promise" ADD COLUMN "processing_promise_statement" varchar DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.';
  ALTER TABLE "claims_promise" ADD COLUMN "approach_heading" varchar DEFAULT 'Our Approach';
  ALTER TABLE "claims_promise" ADD COLUMN "approach_body" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "when_you_claim_heading" varchar DEFAULT 'When you make a claim';
  ALTER TABLE "claims_promise" ADD COLUMN "when_you_claim_body" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "commitments_heading_text" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "commitments_heading_accent" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "claims_promise" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_claims_promise_v_version_commitments" ADD COLUMN "title" varchar;
  ALTER TABLE "_claims_promise_v_version_commitments" ADD COLUMN "body" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_processing_promise_unit" varchar DEFAULT 'days';
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_processing_promise_statement" varchar DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.';
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_approach_heading" varchar DEFAULT 'Our Approach';
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_approach_body" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_when_you_claim_heading" varchar DEFAULT 'When you make a claim';
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_when_you_claim_body" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_commitments_heading_text" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_commitments_heading_accent" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "claims_faq_faqs" ADD COLUMN "topic" varchar;
  ALTER TABLE "claims_faq_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "claims_faq_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "claims_faq" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "claims_faq" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "claims_faq" ADD COLUMN "intro" varchar;
  ALTER TABLE "claims_faq" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "claims_faq" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_claims_faq_v_version_faqs" ADD COLUMN "topic" varchar;
  ALTER TABLE "_claims_faq_v_version_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "_claims_faq_v_version_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_claims_faq_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_claims_faq_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_claims_faq_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_claims_faq_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_claims_faq_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "claim_forms_forms" ADD COLUMN "summary" varchar;
  ALTER TABLE "claim_forms_guides" ADD COLUMN "summary" varchar;
  ALTER TABLE "claim_forms_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "claim_forms_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "intro" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "forms_heading_text" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "forms_heading_accent" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "forms_intro" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "guides_heading_text" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "guides_heading_accent" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "faq_heading_text" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "faq_heading_accent" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "claim_forms" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_claim_forms_v_version_forms" ADD COLUMN "summary" varchar;
  ALTER TABLE "_claim_forms_v_version_guides" ADD COLUMN "summary" varchar;
  ALTER TABLE "_claim_forms_v_version_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "_claim_forms_v_version_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_forms_heading_text" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_forms_heading_accent" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_forms_intro" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_guides_heading_text" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_guides_heading_accent" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_faq_heading_text" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_faq_heading_accent" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "claims_glossary_entries" ADD COLUMN "meaning" varchar;
  ALTER TABLE "claims_glossary" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "claims_glossary" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "claims_glossary" ADD COLUMN "intro" varchar;
  ALTER TABLE "claims_glossary" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "claims_glossary" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_claims_glossary_v_version_entries" ADD COLUMN "meaning" varchar;
  ALTER TABLE "_claims_glossary_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_claims_glossary_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_claims_glossary_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_claims_glossary_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_claims_glossary_v" ADD COLUMN "version_meta_description" varchar;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales(CLAIMS_HELP_WORDS, 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
   DROP TABLE "claims_promise_commitments_locales" CASCADE;
  DROP TABLE "claims_promise_locales" CASCADE;
  DROP TABLE "_claims_promise_v_version_commitments_locales" CASCADE;
  DROP TABLE "_claims_promise_v_locales" CASCADE;
  DROP TABLE "claims_faq_faqs_locales" CASCADE;
  DROP TABLE "claims_faq_locales" CASCADE;
  DROP TABLE "_claims_faq_v_version_faqs_locales" CASCADE;
  DROP TABLE "_claims_faq_v_locales" CASCADE;
  DROP TABLE "claim_forms_forms_locales" CASCADE;
  DROP TABLE "claim_forms_guides_locales" CASCADE;
  DROP TABLE "claim_forms_faqs_locales" CASCADE;
  DROP TABLE "claim_forms_locales" CASCADE;
  DROP TABLE "_claim_forms_v_version_forms_locales" CASCADE;
  DROP TABLE "_claim_forms_v_version_guides_locales" CASCADE;
  DROP TABLE "_claim_forms_v_version_faqs_locales" CASCADE;
  DROP TABLE "_claim_forms_v_locales" CASCADE;
  DROP TABLE "claims_glossary_entries_locales" CASCADE;
  DROP TABLE "claims_glossary_locales" CASCADE;
  DROP TABLE "_claims_glossary_v_version_entries_locales" CASCADE;
  DROP TABLE "_claims_glossary_v_locales" CASCADE;`)
}
