import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { HOME_WORDS, wordsIntoLocales, wordsOutOfLocales } from '../words-to-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_hero_slides_locales" (
  	"message" varchar,
  	"sub_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_spotlights_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_other_sections_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_locales" (
  	"buy_button_label" varchar DEFAULT 'Buy A Policy',
  	"intro_heading_text" varchar,
  	"intro_heading_accent" varchar,
  	"intro_paragraph_a" varchar,
  	"intro_paragraph_b" varchar,
  	"products_heading_text" varchar,
  	"products_heading_accent" varchar,
  	"products_intro" varchar,
  	"self_service_heading_text" varchar,
  	"self_service_heading_accent" varchar,
  	"self_service_intro" varchar,
  	"self_service_cards_renew_title" varchar,
  	"self_service_cards_renew_text" varchar,
  	"self_service_cards_claim_title" varchar,
  	"self_service_cards_claim_text" varchar,
  	"self_service_cards_advisor_title" varchar,
  	"self_service_cards_advisor_text" varchar,
  	"whats_hot_heading_text" varchar,
  	"whats_hot_heading_accent" varchar,
  	"whats_hot_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_hero_slides_locales" (
  	"message" varchar,
  	"sub_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_spotlights_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_other_sections_locales" (
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_buy_button_label" varchar DEFAULT 'Buy A Policy',
  	"version_intro_heading_text" varchar,
  	"version_intro_heading_accent" varchar,
  	"version_intro_paragraph_a" varchar,
  	"version_intro_paragraph_b" varchar,
  	"version_products_heading_text" varchar,
  	"version_products_heading_accent" varchar,
  	"version_products_intro" varchar,
  	"version_self_service_heading_text" varchar,
  	"version_self_service_heading_accent" varchar,
  	"version_self_service_intro" varchar,
  	"version_self_service_cards_renew_title" varchar,
  	"version_self_service_cards_renew_text" varchar,
  	"version_self_service_cards_claim_title" varchar,
  	"version_self_service_cards_claim_text" varchar,
  	"version_self_service_cards_advisor_title" varchar,
  	"version_self_service_cards_advisor_text" varchar,
  	"version_whats_hot_heading_text" varchar,
  	"version_whats_hot_heading_accent" varchar,
  	"version_whats_hot_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_translation_reviewed" boolean DEFAULT false,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_hero_slides_locales" ADD CONSTRAINT "home_hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_spotlights_locales" ADD CONSTRAINT "home_spotlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_spotlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_other_sections_locales" ADD CONSTRAINT "home_other_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_other_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_slides_locales" ADD CONSTRAINT "_home_v_version_hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_spotlights_locales" ADD CONSTRAINT "_home_v_version_spotlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_spotlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_other_sections_locales" ADD CONSTRAINT "_home_v_version_other_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_other_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "home_hero_slides_locales_locale_parent_id_unique" ON "home_hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_spotlights_locales_locale_parent_id_unique" ON "home_spotlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_other_sections_locales_locale_parent_id_unique" ON "home_other_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_hero_slides_locales_locale_parent_id_unique" ON "_home_v_version_hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_spotlights_locales_locale_parent_id_unique" ON "_home_v_version_spotlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_other_sections_locales_locale_parent_id_uniq" ON "_home_v_version_other_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
`)
  // Keep the words as English's before their columns go (decision 045).
  for (const statement of wordsIntoLocales(HOME_WORDS, 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "home_hero_slides" DROP COLUMN "message";
  ALTER TABLE "home_hero_slides" DROP COLUMN "sub_message";
  ALTER TABLE "home_spotlights" DROP COLUMN "heading_text";
  ALTER TABLE "home_spotlights" DROP COLUMN "heading_accent";
  ALTER TABLE "home_spotlights" DROP COLUMN "subheading";
  ALTER TABLE "home_spotlights" DROP COLUMN "link_label";
  ALTER TABLE "home_other_sections" DROP COLUMN "heading_text";
  ALTER TABLE "home_other_sections" DROP COLUMN "heading_accent";
  ALTER TABLE "home_other_sections" DROP COLUMN "subheading";
  ALTER TABLE "home_other_sections" DROP COLUMN "link_label";
  ALTER TABLE "home" DROP COLUMN "buy_button_label";
  ALTER TABLE "home" DROP COLUMN "intro_heading_text";
  ALTER TABLE "home" DROP COLUMN "intro_heading_accent";
  ALTER TABLE "home" DROP COLUMN "intro_paragraph_a";
  ALTER TABLE "home" DROP COLUMN "intro_paragraph_b";
  ALTER TABLE "home" DROP COLUMN "products_heading_text";
  ALTER TABLE "home" DROP COLUMN "products_heading_accent";
  ALTER TABLE "home" DROP COLUMN "products_intro";
  ALTER TABLE "home" DROP COLUMN "self_service_heading_text";
  ALTER TABLE "home" DROP COLUMN "self_service_heading_accent";
  ALTER TABLE "home" DROP COLUMN "self_service_intro";
  ALTER TABLE "home" DROP COLUMN "self_service_cards_renew_title";
  ALTER TABLE "home" DROP COLUMN "self_service_cards_renew_text";
  ALTER TABLE "home" DROP COLUMN "self_service_cards_claim_title";
  ALTER TABLE "home" DROP COLUMN "self_service_cards_claim_text";
  ALTER TABLE "home" DROP COLUMN "self_service_cards_advisor_title";
  ALTER TABLE "home" DROP COLUMN "self_service_cards_advisor_text";
  ALTER TABLE "home" DROP COLUMN "whats_hot_heading_text";
  ALTER TABLE "home" DROP COLUMN "whats_hot_heading_accent";
  ALTER TABLE "home" DROP COLUMN "whats_hot_intro";
  ALTER TABLE "home" DROP COLUMN "meta_title";
  ALTER TABLE "home" DROP COLUMN "meta_description";
  ALTER TABLE "_home_v_version_hero_slides" DROP COLUMN "message";
  ALTER TABLE "_home_v_version_hero_slides" DROP COLUMN "sub_message";
  ALTER TABLE "_home_v_version_spotlights" DROP COLUMN "heading_text";
  ALTER TABLE "_home_v_version_spotlights" DROP COLUMN "heading_accent";
  ALTER TABLE "_home_v_version_spotlights" DROP COLUMN "subheading";
  ALTER TABLE "_home_v_version_spotlights" DROP COLUMN "link_label";
  ALTER TABLE "_home_v_version_other_sections" DROP COLUMN "heading_text";
  ALTER TABLE "_home_v_version_other_sections" DROP COLUMN "heading_accent";
  ALTER TABLE "_home_v_version_other_sections" DROP COLUMN "subheading";
  ALTER TABLE "_home_v_version_other_sections" DROP COLUMN "link_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_buy_button_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_intro_heading_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_intro_heading_accent";
  ALTER TABLE "_home_v" DROP COLUMN "version_intro_paragraph_a";
  ALTER TABLE "_home_v" DROP COLUMN "version_intro_paragraph_b";
  ALTER TABLE "_home_v" DROP COLUMN "version_products_heading_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_products_heading_accent";
  ALTER TABLE "_home_v" DROP COLUMN "version_products_intro";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_heading_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_heading_accent";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_intro";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_cards_renew_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_cards_renew_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_cards_claim_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_cards_claim_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_cards_advisor_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_self_service_cards_advisor_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_whats_hot_heading_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_whats_hot_heading_accent";
  ALTER TABLE "_home_v" DROP COLUMN "version_whats_hot_intro";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "home_hero_slides" ADD COLUMN "message" varchar;
  ALTER TABLE "home_hero_slides" ADD COLUMN "sub_message" varchar;
  ALTER TABLE "home_spotlights" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "home_spotlights" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "home_spotlights" ADD COLUMN "subheading" varchar;
  ALTER TABLE "home_spotlights" ADD COLUMN "link_label" varchar;
  ALTER TABLE "home_other_sections" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "home_other_sections" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "home_other_sections" ADD COLUMN "subheading" varchar;
  ALTER TABLE "home_other_sections" ADD COLUMN "link_label" varchar;
  ALTER TABLE "home" ADD COLUMN "buy_button_label" varchar DEFAULT 'Buy A Policy';
  ALTER TABLE "home" ADD COLUMN "intro_heading_text" varchar;
  ALTER TABLE "home" ADD COLUMN "intro_heading_accent" varchar;
  ALTER TABLE "home" ADD COLUMN "intro_paragraph_a" varchar;
  ALTER TABLE "home" ADD COLUMN "intro_paragraph_b" varchar;
  ALTER TABLE "home" ADD COLUMN "products_heading_text" varchar;
  ALTER TABLE "home" ADD COLUMN "products_heading_accent" varchar;
  ALTER TABLE "home" ADD COLUMN "products_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_heading_text" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_heading_accent" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_cards_renew_title" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_cards_renew_text" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_cards_claim_title" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_cards_claim_text" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_cards_advisor_title" varchar;
  ALTER TABLE "home" ADD COLUMN "self_service_cards_advisor_text" varchar;
  ALTER TABLE "home" ADD COLUMN "whats_hot_heading_text" varchar;
  ALTER TABLE "home" ADD COLUMN "whats_hot_heading_accent" varchar;
  ALTER TABLE "home" ADD COLUMN "whats_hot_intro" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_home_v_version_hero_slides" ADD COLUMN "message" varchar;
  ALTER TABLE "_home_v_version_hero_slides" ADD COLUMN "sub_message" varchar;
  ALTER TABLE "_home_v_version_spotlights" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "_home_v_version_spotlights" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "_home_v_version_spotlights" ADD COLUMN "subheading" varchar;
  ALTER TABLE "_home_v_version_spotlights" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_home_v_version_other_sections" ADD COLUMN "heading_text" varchar;
  ALTER TABLE "_home_v_version_other_sections" ADD COLUMN "heading_accent" varchar;
  ALTER TABLE "_home_v_version_other_sections" ADD COLUMN "subheading" varchar;
  ALTER TABLE "_home_v_version_other_sections" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_buy_button_label" varchar DEFAULT 'Buy A Policy';
  ALTER TABLE "_home_v" ADD COLUMN "version_intro_heading_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_intro_heading_accent" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_intro_paragraph_a" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_intro_paragraph_b" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_products_heading_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_products_heading_accent" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_products_intro" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_heading_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_heading_accent" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_intro" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_cards_renew_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_cards_renew_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_cards_claim_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_cards_claim_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_cards_advisor_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_self_service_cards_advisor_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_whats_hot_heading_text" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_whats_hot_heading_accent" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_whats_hot_intro" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_description" varchar;`)
  // Put the English words back into their columns before the language tables go (decision 045).
  for (const statement of wordsOutOfLocales(HOME_WORDS, 'en', 'postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
DROP TABLE "home_hero_slides_locales" CASCADE;
DROP TABLE "home_spotlights_locales" CASCADE;
DROP TABLE "home_other_sections_locales" CASCADE;
DROP TABLE "home_locales" CASCADE;
DROP TABLE "_home_v_version_hero_slides_locales" CASCADE;
DROP TABLE "_home_v_version_spotlights_locales" CASCADE;
DROP TABLE "_home_v_version_other_sections_locales" CASCADE;
DROP TABLE "_home_v_locales" CASCADE;
  `)
}
