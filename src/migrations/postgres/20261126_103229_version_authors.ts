import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "products" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "blog_posts" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "leaders" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_leaders_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "statements" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_statements_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "press_releases" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "home" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_home_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "about" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_about_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "leadership_page" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_leadership_page_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "achievements" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_achievements_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "statements_page" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_statements_page_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "careers" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_careers_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "news_room" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_news_room_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "claims" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_claims_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "claims_promise" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_claims_promise_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "claims_faq" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_claims_faq_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "claim_forms" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_claim_forms_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "claims_glossary" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_claims_glossary_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "corporate" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_corporate_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leaders" ADD CONSTRAINT "leaders_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_statements_v" ADD CONSTRAINT "_statements_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leadership_page" ADD CONSTRAINT "leadership_page_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leadership_page_v" ADD CONSTRAINT "_leadership_page_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements_page" ADD CONSTRAINT "statements_page_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_statements_page_v" ADD CONSTRAINT "_statements_page_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_room" ADD CONSTRAINT "news_room_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_room_v" ADD CONSTRAINT "_news_room_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_promise" ADD CONSTRAINT "claims_promise_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_promise_v" ADD CONSTRAINT "_claims_promise_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_faq" ADD CONSTRAINT "claims_faq_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_faq_v" ADD CONSTRAINT "_claims_faq_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_forms" ADD CONSTRAINT "claim_forms_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claim_forms_v" ADD CONSTRAINT "_claim_forms_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_glossary" ADD CONSTRAINT "claims_glossary_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_glossary_v" ADD CONSTRAINT "_claims_glossary_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate" ADD CONSTRAINT "corporate_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporate_v" ADD CONSTRAINT "_corporate_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_categories_changed_by_idx" ON "product_categories" USING btree ("changed_by_id");
  CREATE INDEX "_product_categories_v_version_version_changed_by_idx" ON "_product_categories_v" USING btree ("version_changed_by_id");
  CREATE INDEX "products_changed_by_idx" ON "products" USING btree ("changed_by_id");
  CREATE INDEX "_products_v_version_version_changed_by_idx" ON "_products_v" USING btree ("version_changed_by_id");
  CREATE INDEX "blog_posts_changed_by_idx" ON "blog_posts" USING btree ("changed_by_id");
  CREATE INDEX "_blog_posts_v_version_version_changed_by_idx" ON "_blog_posts_v" USING btree ("version_changed_by_id");
  CREATE INDEX "leaders_changed_by_idx" ON "leaders" USING btree ("changed_by_id");
  CREATE INDEX "_leaders_v_version_version_changed_by_idx" ON "_leaders_v" USING btree ("version_changed_by_id");
  CREATE INDEX "statements_changed_by_idx" ON "statements" USING btree ("changed_by_id");
  CREATE INDEX "_statements_v_version_version_changed_by_idx" ON "_statements_v" USING btree ("version_changed_by_id");
  CREATE INDEX "press_releases_changed_by_idx" ON "press_releases" USING btree ("changed_by_id");
  CREATE INDEX "_press_releases_v_version_version_changed_by_idx" ON "_press_releases_v" USING btree ("version_changed_by_id");
  CREATE INDEX "home_changed_by_idx" ON "home" USING btree ("changed_by_id");
  CREATE INDEX "_home_v_version_version_changed_by_idx" ON "_home_v" USING btree ("version_changed_by_id");
  CREATE INDEX "about_changed_by_idx" ON "about" USING btree ("changed_by_id");
  CREATE INDEX "_about_v_version_version_changed_by_idx" ON "_about_v" USING btree ("version_changed_by_id");
  CREATE INDEX "leadership_page_changed_by_idx" ON "leadership_page" USING btree ("changed_by_id");
  CREATE INDEX "_leadership_page_v_version_version_changed_by_idx" ON "_leadership_page_v" USING btree ("version_changed_by_id");
  CREATE INDEX "achievements_changed_by_idx" ON "achievements" USING btree ("changed_by_id");
  CREATE INDEX "_achievements_v_version_version_changed_by_idx" ON "_achievements_v" USING btree ("version_changed_by_id");
  CREATE INDEX "statements_page_changed_by_idx" ON "statements_page" USING btree ("changed_by_id");
  CREATE INDEX "_statements_page_v_version_version_changed_by_idx" ON "_statements_page_v" USING btree ("version_changed_by_id");
  CREATE INDEX "careers_changed_by_idx" ON "careers" USING btree ("changed_by_id");
  CREATE INDEX "_careers_v_version_version_changed_by_idx" ON "_careers_v" USING btree ("version_changed_by_id");
  CREATE INDEX "news_room_changed_by_idx" ON "news_room" USING btree ("changed_by_id");
  CREATE INDEX "_news_room_v_version_version_changed_by_idx" ON "_news_room_v" USING btree ("version_changed_by_id");
  CREATE INDEX "claims_changed_by_idx" ON "claims" USING btree ("changed_by_id");
  CREATE INDEX "_claims_v_version_version_changed_by_idx" ON "_claims_v" USING btree ("version_changed_by_id");
  CREATE INDEX "claims_promise_changed_by_idx" ON "claims_promise" USING btree ("changed_by_id");
  CREATE INDEX "_claims_promise_v_version_version_changed_by_idx" ON "_claims_promise_v" USING btree ("version_changed_by_id");
  CREATE INDEX "claims_faq_changed_by_idx" ON "claims_faq" USING btree ("changed_by_id");
  CREATE INDEX "_claims_faq_v_version_version_changed_by_idx" ON "_claims_faq_v" USING btree ("version_changed_by_id");
  CREATE INDEX "claim_forms_changed_by_idx" ON "claim_forms" USING btree ("changed_by_id");
  CREATE INDEX "_claim_forms_v_version_version_changed_by_idx" ON "_claim_forms_v" USING btree ("version_changed_by_id");
  CREATE INDEX "claims_glossary_changed_by_idx" ON "claims_glossary" USING btree ("changed_by_id");
  CREATE INDEX "_claims_glossary_v_version_version_changed_by_idx" ON "_claims_glossary_v" USING btree ("version_changed_by_id");
  CREATE INDEX "corporate_changed_by_idx" ON "corporate" USING btree ("changed_by_id");
  CREATE INDEX "_corporate_v_version_version_changed_by_idx" ON "_corporate_v" USING btree ("version_changed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_changed_by_id_users_id_fk";
  
  ALTER TABLE "_product_categories_v" DROP CONSTRAINT "_product_categories_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "products" DROP CONSTRAINT "products_changed_by_id_users_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_changed_by_id_users_id_fk";
  
  ALTER TABLE "_blog_posts_v" DROP CONSTRAINT "_blog_posts_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "leaders" DROP CONSTRAINT "leaders_changed_by_id_users_id_fk";
  
  ALTER TABLE "_leaders_v" DROP CONSTRAINT "_leaders_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "statements" DROP CONSTRAINT "statements_changed_by_id_users_id_fk";
  
  ALTER TABLE "_statements_v" DROP CONSTRAINT "_statements_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "press_releases" DROP CONSTRAINT "press_releases_changed_by_id_users_id_fk";
  
  ALTER TABLE "_press_releases_v" DROP CONSTRAINT "_press_releases_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "home" DROP CONSTRAINT "home_changed_by_id_users_id_fk";
  
  ALTER TABLE "_home_v" DROP CONSTRAINT "_home_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "about" DROP CONSTRAINT "about_changed_by_id_users_id_fk";
  
  ALTER TABLE "_about_v" DROP CONSTRAINT "_about_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "leadership_page" DROP CONSTRAINT "leadership_page_changed_by_id_users_id_fk";
  
  ALTER TABLE "_leadership_page_v" DROP CONSTRAINT "_leadership_page_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "achievements" DROP CONSTRAINT "achievements_changed_by_id_users_id_fk";
  
  ALTER TABLE "_achievements_v" DROP CONSTRAINT "_achievements_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "statements_page" DROP CONSTRAINT "statements_page_changed_by_id_users_id_fk";
  
  ALTER TABLE "_statements_page_v" DROP CONSTRAINT "_statements_page_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "careers" DROP CONSTRAINT "careers_changed_by_id_users_id_fk";
  
  ALTER TABLE "_careers_v" DROP CONSTRAINT "_careers_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "news_room" DROP CONSTRAINT "news_room_changed_by_id_users_id_fk";
  
  ALTER TABLE "_news_room_v" DROP CONSTRAINT "_news_room_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "claims" DROP CONSTRAINT "claims_changed_by_id_users_id_fk";
  
  ALTER TABLE "_claims_v" DROP CONSTRAINT "_claims_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "claims_promise" DROP CONSTRAINT "claims_promise_changed_by_id_users_id_fk";
  
  ALTER TABLE "_claims_promise_v" DROP CONSTRAINT "_claims_promise_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "claims_faq" DROP CONSTRAINT "claims_faq_changed_by_id_users_id_fk";
  
  ALTER TABLE "_claims_faq_v" DROP CONSTRAINT "_claims_faq_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "claim_forms" DROP CONSTRAINT "claim_forms_changed_by_id_users_id_fk";
  
  ALTER TABLE "_claim_forms_v" DROP CONSTRAINT "_claim_forms_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "claims_glossary" DROP CONSTRAINT "claims_glossary_changed_by_id_users_id_fk";
  
  ALTER TABLE "_claims_glossary_v" DROP CONSTRAINT "_claims_glossary_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "corporate" DROP CONSTRAINT "corporate_changed_by_id_users_id_fk";
  
  ALTER TABLE "_corporate_v" DROP CONSTRAINT "_corporate_v_version_changed_by_id_users_id_fk";
  
  DROP INDEX "product_categories_changed_by_idx";
  DROP INDEX "_product_categories_v_version_version_changed_by_idx";
  DROP INDEX "products_changed_by_idx";
  DROP INDEX "_products_v_version_version_changed_by_idx";
  DROP INDEX "blog_posts_changed_by_idx";
  DROP INDEX "_blog_posts_v_version_version_changed_by_idx";
  DROP INDEX "leaders_changed_by_idx";
  DROP INDEX "_leaders_v_version_version_changed_by_idx";
  DROP INDEX "statements_changed_by_idx";
  DROP INDEX "_statements_v_version_version_changed_by_idx";
  DROP INDEX "press_releases_changed_by_idx";
  DROP INDEX "_press_releases_v_version_version_changed_by_idx";
  DROP INDEX "home_changed_by_idx";
  DROP INDEX "_home_v_version_version_changed_by_idx";
  DROP INDEX "about_changed_by_idx";
  DROP INDEX "_about_v_version_version_changed_by_idx";
  DROP INDEX "leadership_page_changed_by_idx";
  DROP INDEX "_leadership_page_v_version_version_changed_by_idx";
  DROP INDEX "achievements_changed_by_idx";
  DROP INDEX "_achievements_v_version_version_changed_by_idx";
  DROP INDEX "statements_page_changed_by_idx";
  DROP INDEX "_statements_page_v_version_version_changed_by_idx";
  DROP INDEX "careers_changed_by_idx";
  DROP INDEX "_careers_v_version_version_changed_by_idx";
  DROP INDEX "news_room_changed_by_idx";
  DROP INDEX "_news_room_v_version_version_changed_by_idx";
  DROP INDEX "claims_changed_by_idx";
  DROP INDEX "_claims_v_version_version_changed_by_idx";
  DROP INDEX "claims_promise_changed_by_idx";
  DROP INDEX "_claims_promise_v_version_version_changed_by_idx";
  DROP INDEX "claims_faq_changed_by_idx";
  DROP INDEX "_claims_faq_v_version_version_changed_by_idx";
  DROP INDEX "claim_forms_changed_by_idx";
  DROP INDEX "_claim_forms_v_version_version_changed_by_idx";
  DROP INDEX "claims_glossary_changed_by_idx";
  DROP INDEX "_claims_glossary_v_version_version_changed_by_idx";
  DROP INDEX "corporate_changed_by_idx";
  DROP INDEX "_corporate_v_version_version_changed_by_idx";
  ALTER TABLE "product_categories" DROP COLUMN "changed_by_id";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "products" DROP COLUMN "changed_by_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "blog_posts" DROP COLUMN "changed_by_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "leaders" DROP COLUMN "changed_by_id";
  ALTER TABLE "_leaders_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "statements" DROP COLUMN "changed_by_id";
  ALTER TABLE "_statements_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "press_releases" DROP COLUMN "changed_by_id";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "home" DROP COLUMN "changed_by_id";
  ALTER TABLE "_home_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "about" DROP COLUMN "changed_by_id";
  ALTER TABLE "_about_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "leadership_page" DROP COLUMN "changed_by_id";
  ALTER TABLE "_leadership_page_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "achievements" DROP COLUMN "changed_by_id";
  ALTER TABLE "_achievements_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "statements_page" DROP COLUMN "changed_by_id";
  ALTER TABLE "_statements_page_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "careers" DROP COLUMN "changed_by_id";
  ALTER TABLE "_careers_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "news_room" DROP COLUMN "changed_by_id";
  ALTER TABLE "_news_room_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "claims" DROP COLUMN "changed_by_id";
  ALTER TABLE "_claims_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "claims_promise" DROP COLUMN "changed_by_id";
  ALTER TABLE "_claims_promise_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "claims_faq" DROP COLUMN "changed_by_id";
  ALTER TABLE "_claims_faq_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "claim_forms" DROP COLUMN "changed_by_id";
  ALTER TABLE "_claim_forms_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "claims_glossary" DROP COLUMN "changed_by_id";
  ALTER TABLE "_claims_glossary_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "corporate" DROP COLUMN "changed_by_id";
  ALTER TABLE "_corporate_v" DROP COLUMN "version_changed_by_id";`)
}
