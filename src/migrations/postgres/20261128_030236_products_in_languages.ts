import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { PRODUCT_CATEGORIES_WORDS, PRODUCTS_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "product_categories_marketing_locales" (
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_categories_benefits_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_categories_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_categories_locales" (
  	"menu_blurb" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"plans_heading" varchar,
  	"benefits_heading_text" varchar,
  	"benefits_heading_accent" varchar,
  	"benefits_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_marketing_locales" (
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_benefits_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_locales" (
  	"version_menu_blurb" varchar,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_plans_heading" varchar,
  	"version_benefits_heading_text" varchar,
  	"version_benefits_heading_accent" varchar,
  	"version_benefits_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_marketing_locales" (
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_benefits_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"summary" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"benefits_heading_text" varchar,
  	"benefits_heading_accent" varchar,
  	"benefits_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_marketing_locales" (
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_benefits_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_summary" varchar,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_benefits_heading_text" varchar,
  	"version_benefits_heading_accent" varchar,
  	"version_benefits_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "product_categories_marketing_locales" ADD CONSTRAINT "product_categories_marketing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories_marketing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_benefits_cards_locales" ADD CONSTRAINT "product_categories_benefits_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories_benefits_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_faqs_locales" ADD CONSTRAINT "product_categories_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_locales" ADD CONSTRAINT "product_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_marketing_locales" ADD CONSTRAINT "_product_categories_v_version_marketing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v_version_marketing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_benefits_cards_locales" ADD CONSTRAINT "_product_categories_v_version_benefits_cards_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v_version_benefits_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_faqs_locales" ADD CONSTRAINT "_product_categories_v_version_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_locales" ADD CONSTRAINT "_product_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_marketing_locales" ADD CONSTRAINT "products_marketing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_marketing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_benefits_cards_locales" ADD CONSTRAINT "products_benefits_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_benefits_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faqs_locales" ADD CONSTRAINT "products_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_marketing_locales" ADD CONSTRAINT "_products_v_version_marketing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_marketing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_benefits_cards_locales" ADD CONSTRAINT "_products_v_version_benefits_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_benefits_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faqs_locales" ADD CONSTRAINT "_products_v_version_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "product_categories_marketing_locales_locale_parent_id_unique" ON "product_categories_marketing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_benefits_cards_locales_locale_parent_id_u" ON "product_categories_benefits_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_faqs_locales_locale_parent_id_unique" ON "product_categories_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_locales_locale_parent_id_unique" ON "product_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_version_marketing_locales_locale_paren" ON "_product_categories_v_version_marketing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_version_benefits_cards_locales_locale_" ON "_product_categories_v_version_benefits_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_version_faqs_locales_locale_parent_id_" ON "_product_categories_v_version_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_product_categories_v_locales_locale_parent_id_unique" ON "_product_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_marketing_locales_locale_parent_id_unique" ON "products_marketing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_benefits_cards_locales_locale_parent_id_unique" ON "products_benefits_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_faqs_locales_locale_parent_id_unique" ON "products_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_marketing_locales_locale_parent_id_uniqu" ON "_products_v_version_marketing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_benefits_cards_locales_locale_parent_id_" ON "_products_v_version_benefits_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_faqs_locales_locale_parent_id_unique" ON "_products_v_version_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales([...PRODUCT_CATEGORIES_WORDS, ...PRODUCTS_WORDS], 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "product_categories_marketing" DROP COLUMN "eyebrow";
  ALTER TABLE "product_categories_marketing" DROP COLUMN "heading_text";
  ALTER TABLE "product_categories_marketing" DROP COLUMN "heading_accent";
  ALTER TABLE "product_categories_marketing" DROP COLUMN "paragraph_a";
  ALTER TABLE "product_categories_marketing" DROP COLUMN "paragraph_b";
  ALTER TABLE "product_categories_benefits_cards" DROP COLUMN "title";
  ALTER TABLE "product_categories_benefits_cards" DROP COLUMN "text";
  ALTER TABLE "product_categories_faqs" DROP COLUMN "question";
  ALTER TABLE "product_categories_faqs" DROP COLUMN "answer";
  ALTER TABLE "product_categories" DROP COLUMN "menu_blurb";
  ALTER TABLE "product_categories" DROP COLUMN "heading_text";
  ALTER TABLE "product_categories" DROP COLUMN "heading_accent";
  ALTER TABLE "product_categories" DROP COLUMN "description";
  ALTER TABLE "product_categories" DROP COLUMN "plans_heading";
  ALTER TABLE "product_categories" DROP COLUMN "benefits_heading_text";
  ALTER TABLE "product_categories" DROP COLUMN "benefits_heading_accent";
  ALTER TABLE "product_categories" DROP COLUMN "benefits_intro";
  ALTER TABLE "product_categories" DROP COLUMN "meta_title";
  ALTER TABLE "product_categories" DROP COLUMN "meta_description";
  ALTER TABLE "_product_categories_v_version_marketing" DROP COLUMN "eyebrow";
  ALTER TABLE "_product_categories_v_version_marketing" DROP COLUMN "heading_text";
  ALTER TABLE "_product_categories_v_version_marketing" DROP COLUMN "heading_accent";
  ALTER TABLE "_product_categories_v_version_marketing" DROP COLUMN "paragraph_a";
  ALTER TABLE "_product_categories_v_version_marketing" DROP COLUMN "paragraph_b";
  ALTER TABLE "_product_categories_v_version_benefits_cards" DROP COLUMN "title";
  ALTER TABLE "_product_categories_v_version_benefits_cards" DROP COLUMN "text";
  ALTER TABLE "_product_categories_v_version_faqs" DROP COLUMN "question";
  ALTER TABLE "_product_categories_v_version_faqs" DROP COLUMN "answer";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_menu_blurb";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_description";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_plans_heading";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_benefits_heading_text";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_benefits_heading_accent";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_benefits_intro";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "products_marketing" DROP COLUMN "eyebrow";
  ALTER TABLE "products_marketing" DROP COLUMN "heading_text";
  ALTER TABLE "products_marketing" DROP COLUMN "heading_accent";
  ALTER TABLE "products_marketing" DROP COLUMN "paragraph_a";
  ALTER TABLE "products_marketing" DROP COLUMN "paragraph_b";
  ALTER TABLE "products_benefits_cards" DROP COLUMN "title";
  ALTER TABLE "products_benefits_cards" DROP COLUMN "text";
  ALTER TABLE "products_faqs" DROP COLUMN "question";
  ALTER TABLE "products_faqs" DROP COLUMN "answer";
  ALTER TABLE "products" DROP COLUMN "summary";
  ALTER TABLE "products" DROP COLUMN "heading_text";
  ALTER TABLE "products" DROP COLUMN "heading_accent";
  ALTER TABLE "products" DROP COLUMN "description";
  ALTER TABLE "products" DROP COLUMN "benefits_heading_text";
  ALTER TABLE "products" DROP COLUMN "benefits_heading_accent";
  ALTER TABLE "products" DROP COLUMN "benefits_intro";
  ALTER TABLE "products" DROP COLUMN "meta_title";
  ALTER TABLE "products" DROP COLUMN "meta_description";
  ALTER TABLE "_products_v_version_marketing" DROP COLUMN "eyebrow";
  ALTER TABLE "_products_v_version_marketing" DROP COLUMN "heading_text";
  ALTER TABLE "_products_v_version_marketing" DROP COLUMN "heading_accent";
  ALTER TABLE "_products_v_version_marketing" DROP COLUMN "paragraph_a";
  ALTER TABLE "_products_v_version_marketing" DROP COLUMN "paragraph_b";
  ALTER TABLE "_products_v_version_benefits_cards" DROP COLUMN "title";
  ALTER TABLE "_products_v_version_benefits_cards" DROP COLUMN "text";
  ALTER TABLE "_products_v_version_faqs" DROP COLUMN "question";
  ALTER TABLE "_products_v_version_faqs" DROP COLUMN "answer";
  ALTER TABLE "_products_v" DROP COLUMN "version_summary";
  ALTER TABLE "_products_v" DROP COLUMN "version_heading_text";
  ALTER TABLE "_products_v" DROP COLUMN "version_heading_accent";
  ALTER TABLE "_products_v" DROP COLUMN "version_description";
  ALTER TABLE "_products_v" DROP COLUMN "version_benefits_heading_text";
  ALTER TABLE "_products_v" DROP COLUMN "version_benefits_heading_accent";
  ALTER TABLE "_products_v" DROP COLUMN "version_benefits_intro";
  ALTER TABLE "_products_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_products_v" DROP COLUMN "version_meta_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "product_categories_marketing" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "product_categories_marketing" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "product_categories_marketing" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "product_categories_marketing" ADD COLUMN "paragraph_a" varchar;
  ALTER TABLE "product_categories_marketing" ADD COLUMN "paragraph_b" varchar;
  ALTER TABLE "product_categories_benefits_cards" ADD COLUMN "title" varchar;
  ALTER TABLE "product_categories_benefits_cards" ADD COLUMN "text" varchar;
  ALTER TABLE "product_categories_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "product_categories_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "menu_blurb" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "description" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "plans_heading" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "benefits_heading_text" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "benefits_heading_accent" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "benefits_intro" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_product_categories_v_version_marketing" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_product_categories_v_version_marketing" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "_product_categories_v_version_marketing" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "_product_categories_v_version_marketing" ADD COLUMN "paragraph_a" varchar;
  ALTER TABLE "_product_categories_v_version_marketing" ADD COLUMN "paragraph_b" varchar;
  ALTER TABLE "_product_categories_v_version_benefits_cards" ADD COLUMN "title" varchar;
  ALTER TABLE "_product_categories_v_version_benefits_cards" ADD COLUMN "text" varchar;
  ALTER TABLE "_product_categories_v_version_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "_product_categories_v_version_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_menu_blurb" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_plans_heading" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_benefits_heading_text" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_benefits_heading_accent" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_benefits_intro" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "products_marketing" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "products_marketing" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "products_marketing" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "products_marketing" ADD COLUMN "paragraph_a" varchar;
  ALTER TABLE "products_marketing" ADD COLUMN "paragraph_b" varchar;
  ALTER TABLE "products_benefits_cards" ADD COLUMN "title" varchar;
  ALTER TABLE "products_benefits_cards" ADD COLUMN "text" varchar;
  ALTER TABLE "products_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "products_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "products" ADD COLUMN "summary" varchar;
  ALTER TABLE "products" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "products" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "products" ADD COLUMN "description" varchar;
  ALTER TABLE "products" ADD COLUMN "benefits_heading_text" varchar;
  ALTER TABLE "products" ADD COLUMN "benefits_heading_accent" varchar;
  ALTER TABLE "products" ADD COLUMN "benefits_intro" varchar;
  ALTER TABLE "products" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "products" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_products_v_version_marketing" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_products_v_version_marketing" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "_products_v_version_marketing" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "_products_v_version_marketing" ADD COLUMN "paragraph_a" varchar;
  ALTER TABLE "_products_v_version_marketing" ADD COLUMN "paragraph_b" varchar;
  ALTER TABLE "_products_v_version_benefits_cards" ADD COLUMN "title" varchar;
  ALTER TABLE "_products_v_version_benefits_cards" ADD COLUMN "text" varchar;
  ALTER TABLE "_products_v_version_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "_products_v_version_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_heading_text" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_heading_accent" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_benefits_heading_text" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_benefits_heading_accent" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_benefits_intro" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_meta_description" varchar;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales([...PRODUCT_CATEGORIES_WORDS, ...PRODUCTS_WORDS], 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
   DROP TABLE "product_categories_marketing_locales" CASCADE;
  DROP TABLE "product_categories_benefits_cards_locales" CASCADE;
  DROP TABLE "product_categories_faqs_locales" CASCADE;
  DROP TABLE "product_categories_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_marketing_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_benefits_cards_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_faqs_locales" CASCADE;
  DROP TABLE "_product_categories_v_locales" CASCADE;
  DROP TABLE "products_marketing_locales" CASCADE;
  DROP TABLE "products_benefits_cards_locales" CASCADE;
  DROP TABLE "products_faqs_locales" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "_products_v_version_marketing_locales" CASCADE;
  DROP TABLE "_products_v_version_benefits_cards_locales" CASCADE;
  DROP TABLE "_products_v_version_faqs_locales" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;`)
}
