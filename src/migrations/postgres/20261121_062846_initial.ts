import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_categories_kind" AS ENUM('individual', 'corporate');
  CREATE TYPE "public"."enum_product_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_version_kind" AS ENUM('individual', 'corporate');
  CREATE TYPE "public"."enum__product_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_plans_payment_frequencies" AS ENUM('01', '03', '06', '12', 'OT');
  CREATE TYPE "public"."enum_plans_quotes" AS ENUM('premium', 'sumAssured');
  CREATE TYPE "public"."enum_plans_mortality_source" AS ENUM('makeham', 'table');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_leaders_team" AS ENUM('board', 'management');
  CREATE TYPE "public"."enum_leaders_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leaders_v_version_team" AS ENUM('board', 'management');
  CREATE TYPE "public"."enum__leaders_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_statements_kind" AS ENUM('financial-statement', 'fund-report');
  CREATE TYPE "public"."enum_statements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__statements_v_version_kind" AS ENUM('financial-statement', 'fund-report');
  CREATE TYPE "public"."enum__statements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_press_releases_link_type" AS ENUM('document', 'url');
  CREATE TYPE "public"."enum_press_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_version_link_type" AS ENUM('document', 'url');
  CREATE TYPE "public"."enum__press_releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('permanent', 'temporary');
  CREATE TYPE "public"."enum_enquiries_existing_customer" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_enquiries_channel" AS ENUM('form', 'api');
  CREATE TYPE "public"."enum_enquiries_mail_status" AS ENUM('pending', 'sending', 'sent', 'failed-retrying', 'not-configured');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_leadership_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leadership_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_achievements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__achievements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_statements_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__statements_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_careers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_room_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_room_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_claims_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__claims_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_claims_promise_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__claims_promise_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_claims_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__claims_faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_claim_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__claim_forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_claims_glossary_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__claims_glossary_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_corporate_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__corporate_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "product_categories_marketing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "product_categories_benefits_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "product_categories_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"kind" "enum_product_categories_kind" DEFAULT 'individual',
  	"order" numeric DEFAULT 0,
  	"menu_blurb" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"plans_heading" varchar,
  	"benefits_heading_text" varchar,
  	"benefits_heading_accent" varchar,
  	"benefits_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_product_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_product_categories_v_version_marketing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_product_categories_v_version_benefits_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_product_categories_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_product_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_kind" "enum__product_categories_v_version_kind" DEFAULT 'individual',
  	"version_order" numeric DEFAULT 0,
  	"version_menu_blurb" varchar,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_plans_heading" varchar,
  	"version_benefits_heading_text" varchar,
  	"version_benefits_heading_accent" varchar,
  	"version_benefits_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__product_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "products_marketing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "products_benefits_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "products_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"order" numeric DEFAULT 0,
  	"summary" varchar,
  	"card_image_id" integer,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"hero_image_id" integer,
  	"benefits_heading_text" varchar,
  	"benefits_heading_accent" varchar,
  	"benefits_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"plans_id" integer
  );
  
  CREATE TABLE "_products_v_version_marketing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"paragraph_a" varchar,
  	"paragraph_b" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_benefits_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_summary" varchar,
  	"version_card_image_id" integer,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_hero_image_id" integer,
  	"version_benefits_heading_text" varchar,
  	"version_benefits_heading_accent" varchar,
  	"version_benefits_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"plans_id" integer
  );
  
  CREATE TABLE "plans_payment_frequencies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_plans_payment_frequencies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"quotes" "enum_plans_quotes" DEFAULT 'premium' NOT NULL,
  	"rule_name" varchar,
  	"min_tenor2" numeric DEFAULT 5 NOT NULL,
  	"tenor" numeric DEFAULT 20 NOT NULL,
  	"min_entry_age" numeric DEFAULT 18 NOT NULL,
  	"max_entry_age" numeric DEFAULT 60 NOT NULL,
  	"max_maturity_age" numeric DEFAULT 70 NOT NULL,
  	"min_premium" numeric DEFAULT 5000 NOT NULL,
  	"min_sum_assured" numeric DEFAULT 500000 NOT NULL,
  	"interest_rate_percent" numeric DEFAULT 5 NOT NULL,
  	"loading_percent" numeric DEFAULT 10 NOT NULL,
  	"mortality_source" "enum_plans_mortality_source" DEFAULT 'makeham' NOT NULL,
  	"mortality_makeham_a" numeric DEFAULT 0.00022 NOT NULL,
  	"mortality_makeham_b" numeric DEFAULT 0.0000027 NOT NULL,
  	"mortality_makeham_c" numeric DEFAULT 1.124 NOT NULL,
  	"mortality_qx_table" varchar,
  	"modal_factors_monthly" numeric DEFAULT 0.0875 NOT NULL,
  	"modal_factors_quarterly" numeric DEFAULT 0.26 NOT NULL,
  	"modal_factors_semi_annual" numeric DEFAULT 0.52 NOT NULL,
  	"modal_factors_annual" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"heading" varchar NOT NULL,
  	"description" varchar,
  	"hero_image_id" integer,
  	"subheading" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_groups_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"group_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"cover_image_id" integer,
  	"cover_video" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_group_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_cover_image_id" integer,
  	"version_cover_video" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "leaders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"designation" varchar,
  	"photo_id" integer,
  	"team" "enum_leaders_team" DEFAULT 'board',
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_leaders_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_leaders_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_designation" varchar,
  	"version_photo_id" integer,
  	"version_team" "enum__leaders_v_version_team" DEFAULT 'board',
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__leaders_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"kind" "enum_statements_kind" DEFAULT 'fund-report',
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_statements_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_statements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_file_id" integer,
  	"version_kind" "enum__statements_v_version_kind" DEFAULT 'fund-report',
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__statements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "press_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"hero_image_id" integer,
  	"link_type" "enum_press_releases_link_type" DEFAULT 'document',
  	"document_id" integer,
  	"url" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_releases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_press_releases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_hero_image_id" integer,
  	"version_link_type" "enum__press_releases_v_version_link_type" DEFAULT 'document',
  	"version_document_id" integer,
  	"version_url" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_releases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT 'permanent' NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"existing_customer" "enum_enquiries_existing_customer" NOT NULL,
  	"message" varchar NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"consent_version" varchar NOT NULL,
  	"channel" "enum_enquiries_channel" DEFAULT 'form',
  	"notes" varchar,
  	"handled" boolean DEFAULT false,
  	"handled_at" timestamp(3) with time zone,
  	"handled_by_id" integer,
  	"mail_status" "enum_enquiries_mail_status" DEFAULT 'pending' NOT NULL,
  	"mail_attempts" numeric DEFAULT 0,
  	"mailed_at" timestamp(3) with time zone,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_mail_error" varchar,
  	"message_id" varchar,
  	"claim_token" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"product_categories_id" integer,
  	"products_id" integer,
  	"plans_id" integer,
  	"blog_groups_id" integer,
  	"blog_posts_id" integer,
  	"leaders_id" integer,
  	"statements_id" integer,
  	"press_releases_id" integer,
  	"redirects_id" integer,
  	"enquiries_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"logo_id" integer,
  	"announcement_enabled" boolean DEFAULT true,
  	"announcement_text" varchar,
  	"announcement_link_label" varchar DEFAULT 'Read the press statement',
  	"announcement_document_id" integer,
  	"head_office_phone" varchar NOT NULL,
  	"call_centre_phone" varchar NOT NULL,
  	"office_hours" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"customer_service_email" varchar NOT NULL,
  	"careers_email" varchar NOT NULL,
  	"customer_portal_url" varchar,
  	"payment_url" varchar,
  	"instagram" varchar,
  	"facebook" varchar,
  	"youtube" varchar,
  	"linkedin" varchar,
  	"teasers_heading_text" varchar,
  	"teasers_heading_accent" varchar,
  	"credit_line" varchar,
  	"copyright_line" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar,
  	"sub_message" varchar,
  	"image_id" integer,
  	"mobile_image_id" integer
  );
  
  CREATE TABLE "home_spotlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "home_other_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  	"self_service_cards_renew_image_id" integer,
  	"self_service_cards_claim_title" varchar,
  	"self_service_cards_claim_text" varchar,
  	"self_service_cards_claim_image_id" integer,
  	"self_service_cards_advisor_title" varchar,
  	"self_service_cards_advisor_text" varchar,
  	"self_service_cards_advisor_image_id" integer,
  	"whats_hot_heading_text" varchar,
  	"whats_hot_heading_accent" varchar,
  	"whats_hot_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_home_v_version_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar,
  	"sub_message" varchar,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_spotlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_other_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  	"version_self_service_cards_renew_image_id" integer,
  	"version_self_service_cards_claim_title" varchar,
  	"version_self_service_cards_claim_text" varchar,
  	"version_self_service_cards_claim_image_id" integer,
  	"version_self_service_cards_advisor_title" varchar,
  	"version_self_service_cards_advisor_text" varchar,
  	"version_self_service_cards_advisor_image_id" integer,
  	"version_whats_hot_heading_text" varchar,
  	"version_whats_hot_heading_accent" varchar,
  	"version_whats_hot_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"hero_image_id" integer,
  	"story_heading_text" varchar,
  	"story_heading_accent" varchar,
  	"story_paragraph1" varchar,
  	"story_paragraph2" varchar,
  	"story_paragraph3" varchar,
  	"purpose_title" varchar,
  	"purpose_statement" varchar,
  	"purpose_image_id" integer,
  	"mission_title" varchar,
  	"mission_statement" varchar,
  	"mission_image_id" integer,
  	"leadership_panel_heading_text" varchar,
  	"leadership_panel_heading_accent" varchar,
  	"leadership_panel_text" varchar,
  	"leadership_panel_image_id" integer,
  	"leadership_panel_link_label" varchar,
  	"investor_panel_heading_text" varchar,
  	"investor_panel_heading_accent" varchar,
  	"investor_panel_text" varchar,
  	"investor_panel_image_id" integer,
  	"investor_panel_link_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_about_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_hero_image_id" integer,
  	"version_story_heading_text" varchar,
  	"version_story_heading_accent" varchar,
  	"version_story_paragraph1" varchar,
  	"version_story_paragraph2" varchar,
  	"version_story_paragraph3" varchar,
  	"version_purpose_title" varchar,
  	"version_purpose_statement" varchar,
  	"version_purpose_image_id" integer,
  	"version_mission_title" varchar,
  	"version_mission_statement" varchar,
  	"version_mission_image_id" integer,
  	"version_leadership_panel_heading_text" varchar,
  	"version_leadership_panel_heading_accent" varchar,
  	"version_leadership_panel_text" varchar,
  	"version_leadership_panel_image_id" integer,
  	"version_leadership_panel_link_label" varchar,
  	"version_investor_panel_heading_text" varchar,
  	"version_investor_panel_heading_accent" varchar,
  	"version_investor_panel_text" varchar,
  	"version_investor_panel_image_id" integer,
  	"version_investor_panel_link_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "leadership_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"board_heading" varchar DEFAULT 'Our Board of Directors',
  	"board_intro" varchar,
  	"management_heading" varchar DEFAULT 'Management team',
  	"management_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_leadership_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_leadership_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_board_heading" varchar DEFAULT 'Our Board of Directors',
  	"version_board_intro" varchar,
  	"version_management_heading" varchar DEFAULT 'Management team',
  	"version_management_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__leadership_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "achievements_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"details" varchar
  );
  
  CREATE TABLE "achievements_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"awarding_body" varchar,
  	"year" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "achievements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"hero_image_id" integer,
  	"milestones_heading_text" varchar,
  	"milestones_heading_accent" varchar,
  	"awards_heading_text" varchar,
  	"awards_heading_accent" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_achievements_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_achievements_v_version_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"details" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_achievements_v_version_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"awarding_body" varchar,
  	"year" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_achievements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_hero_image_id" integer,
  	"version_milestones_heading_text" varchar,
  	"version_milestones_heading_accent" varchar,
  	"version_awards_heading_text" varchar,
  	"version_awards_heading_accent" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__achievements_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "statements_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"contact_note" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_statements_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_statements_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_contact_note" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__statements_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "careers_why_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "careers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"hero_image_id" integer,
  	"why_heading" varchar,
  	"why_body" varchar,
  	"promise_heading" varchar,
  	"promise_body" varchar,
  	"diversity_heading" varchar,
  	"diversity_body" varchar,
  	"diversity_image_id" integer,
  	"testimonial_quote" varchar,
  	"testimonial_name" varchar,
  	"testimonial_role" varchar,
  	"testimonial_photo_id" integer,
  	"how_to_apply_heading" varchar,
  	"how_to_apply_body" varchar,
  	"how_to_apply_email_subject" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_careers_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_careers_v_version_why_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_why_heading" varchar,
  	"version_why_body" varchar,
  	"version_promise_heading" varchar,
  	"version_promise_body" varchar,
  	"version_diversity_heading" varchar,
  	"version_diversity_body" varchar,
  	"version_diversity_image_id" integer,
  	"version_testimonial_quote" varchar,
  	"version_testimonial_name" varchar,
  	"version_testimonial_role" varchar,
  	"version_testimonial_photo_id" integer,
  	"version_how_to_apply_heading" varchar,
  	"version_how_to_apply_body" varchar,
  	"version_how_to_apply_email_subject" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__careers_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "news_room" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"press_card_title" varchar DEFAULT 'Press releases',
  	"press_card_text" varchar,
  	"press_card_image_id" integer,
  	"media_contact" varchar,
  	"press_page_heading_text" varchar,
  	"press_page_heading_accent" varchar,
  	"press_page_intro" varchar,
  	"press_page_meta_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_news_room_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_news_room_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_press_card_title" varchar DEFAULT 'Press releases',
  	"version_press_card_text" varchar,
  	"version_press_card_image_id" integer,
  	"version_media_contact" varchar,
  	"version_press_page_heading_text" varchar,
  	"version_press_page_heading_accent" varchar,
  	"version_press_page_intro" varchar,
  	"version_press_page_meta_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__news_room_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "claims_agent_assistance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "claims_promise_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "claims_questions_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"hero_image_id" integer,
  	"agent_assistance_heading_text" varchar,
  	"agent_assistance_heading_accent" varchar,
  	"agent_assistance_intro" varchar,
  	"self_submit_heading_text" varchar,
  	"self_submit_heading_accent" varchar,
  	"self_submit_intro" varchar,
  	"self_submit_form_card_title" varchar,
  	"self_submit_form_card_body" varchar,
  	"self_submit_form_card_image_id" integer,
  	"self_submit_form_card_link_label" varchar DEFAULT 'Download a claim form',
  	"self_submit_send_card_title" varchar,
  	"self_submit_send_card_body" varchar,
  	"self_submit_send_card_image_id" integer,
  	"self_submit_send_card_link_label" varchar,
  	"self_submit_send_card_phone_link_label" varchar,
  	"promise_heading_text" varchar,
  	"promise_heading_accent" varchar,
  	"promise_description" varchar,
  	"promise_image_id" integer,
  	"promise_link_label" varchar DEFAULT 'Read our claims promise',
  	"questions_heading_text" varchar,
  	"questions_heading_accent" varchar,
  	"resources_heading_text" varchar,
  	"resources_heading_accent" varchar,
  	"resources_forms_card_title" varchar,
  	"resources_forms_card_body" varchar,
  	"resources_forms_card_image_id" integer,
  	"resources_faqs_card_title" varchar,
  	"resources_faqs_card_body" varchar,
  	"resources_faqs_card_image_id" integer,
  	"resources_glossary_card_title" varchar,
  	"resources_glossary_card_body" varchar,
  	"resources_glossary_card_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_claims_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_claims_v_version_agent_assistance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_v_version_promise_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_v_version_questions_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_agent_assistance_heading_text" varchar,
  	"version_agent_assistance_heading_accent" varchar,
  	"version_agent_assistance_intro" varchar,
  	"version_self_submit_heading_text" varchar,
  	"version_self_submit_heading_accent" varchar,
  	"version_self_submit_intro" varchar,
  	"version_self_submit_form_card_title" varchar,
  	"version_self_submit_form_card_body" varchar,
  	"version_self_submit_form_card_image_id" integer,
  	"version_self_submit_form_card_link_label" varchar DEFAULT 'Download a claim form',
  	"version_self_submit_send_card_title" varchar,
  	"version_self_submit_send_card_body" varchar,
  	"version_self_submit_send_card_image_id" integer,
  	"version_self_submit_send_card_link_label" varchar,
  	"version_self_submit_send_card_phone_link_label" varchar,
  	"version_promise_heading_text" varchar,
  	"version_promise_heading_accent" varchar,
  	"version_promise_description" varchar,
  	"version_promise_image_id" integer,
  	"version_promise_link_label" varchar DEFAULT 'Read our claims promise',
  	"version_questions_heading_text" varchar,
  	"version_questions_heading_accent" varchar,
  	"version_resources_heading_text" varchar,
  	"version_resources_heading_accent" varchar,
  	"version_resources_forms_card_title" varchar,
  	"version_resources_forms_card_body" varchar,
  	"version_resources_forms_card_image_id" integer,
  	"version_resources_faqs_card_title" varchar,
  	"version_resources_faqs_card_body" varchar,
  	"version_resources_faqs_card_image_id" integer,
  	"version_resources_glossary_card_title" varchar,
  	"version_resources_glossary_card_body" varchar,
  	"version_resources_glossary_card_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__claims_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "claims_promise_commitments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "claims_promise" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"description" varchar,
  	"hero_image_id" integer,
  	"processing_promise_figure" varchar DEFAULT '14',
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
  	"_status" "enum_claims_promise_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_claims_promise_v_version_commitments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_promise_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_description" varchar,
  	"version_hero_image_id" integer,
  	"version_processing_promise_figure" varchar DEFAULT '14',
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
  	"version__status" "enum__claims_promise_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "claims_faq_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "claims_faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"hero_image_id" integer,
  	"contact_email" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_claims_faq_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_claims_faq_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_contact_email" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__claims_faq_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "claim_forms_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"summary" varchar,
  	"image_id" integer,
  	"file_id" integer
  );
  
  CREATE TABLE "claim_forms_guides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"summary" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "claim_forms_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "claim_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"hero_image_id" integer,
  	"forms_heading_text" varchar,
  	"forms_heading_accent" varchar,
  	"forms_intro" varchar,
  	"guides_heading_text" varchar,
  	"guides_heading_accent" varchar,
  	"faq_heading_text" varchar,
  	"faq_heading_accent" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_claim_forms_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_claim_forms_v_version_forms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"summary" varchar,
  	"image_id" integer,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claim_forms_v_version_guides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"summary" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claim_forms_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claim_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_forms_heading_text" varchar,
  	"version_forms_heading_accent" varchar,
  	"version_forms_intro" varchar,
  	"version_guides_heading_text" varchar,
  	"version_guides_heading_accent" varchar,
  	"version_faq_heading_text" varchar,
  	"version_faq_heading_accent" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__claim_forms_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "claims_glossary_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term" varchar,
  	"meaning" varchar
  );
  
  CREATE TABLE "claims_glossary" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_claims_glossary_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_claims_glossary_v_version_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar,
  	"meaning" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claims_glossary_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__claims_glossary_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "corporate_why_us_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "corporate_spotlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "corporate" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"intro" varchar,
  	"hero_image_id" integer,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"why_us_heading_text" varchar,
  	"why_us_heading_accent" varchar,
  	"why_us_intro" varchar,
  	"plans_heading_text" varchar,
  	"plans_heading_accent" varchar,
  	"plans_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_status" "enum_corporate_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_corporate_v_version_why_us_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_corporate_v_version_spotlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_text" varchar,
  	"heading_accent" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_corporate_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading_text" varchar,
  	"version_heading_accent" varchar,
  	"version_intro" varchar,
  	"version_hero_image_id" integer,
  	"version_cta_label" varchar,
  	"version_cta_href" varchar,
  	"version_why_us_heading_text" varchar,
  	"version_why_us_heading_accent" varchar,
  	"version_why_us_intro" varchar,
  	"version_plans_heading_text" varchar,
  	"version_plans_heading_accent" varchar,
  	"version_plans_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version__status" "enum__corporate_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_marketing" ADD CONSTRAINT "product_categories_marketing_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_marketing" ADD CONSTRAINT "product_categories_marketing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_benefits_cards" ADD CONSTRAINT "product_categories_benefits_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_benefits_cards" ADD CONSTRAINT "product_categories_benefits_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_faqs" ADD CONSTRAINT "product_categories_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_marketing" ADD CONSTRAINT "_product_categories_v_version_marketing_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_marketing" ADD CONSTRAINT "_product_categories_v_version_marketing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_benefits_cards" ADD CONSTRAINT "_product_categories_v_version_benefits_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_benefits_cards" ADD CONSTRAINT "_product_categories_v_version_benefits_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_faqs" ADD CONSTRAINT "_product_categories_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_marketing" ADD CONSTRAINT "products_marketing_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_marketing" ADD CONSTRAINT "products_marketing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_benefits_cards" ADD CONSTRAINT "products_benefits_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_benefits_cards" ADD CONSTRAINT "products_benefits_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faqs" ADD CONSTRAINT "products_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_marketing" ADD CONSTRAINT "_products_v_version_marketing_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_marketing" ADD CONSTRAINT "_products_v_version_marketing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_benefits_cards" ADD CONSTRAINT "_products_v_version_benefits_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_benefits_cards" ADD CONSTRAINT "_products_v_version_benefits_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faqs" ADD CONSTRAINT "_products_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_product_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_card_image_id_media_id_fk" FOREIGN KEY ("version_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_payment_frequencies" ADD CONSTRAINT "plans_payment_frequencies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_groups" ADD CONSTRAINT "blog_groups_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_groups_texts" ADD CONSTRAINT "blog_groups_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_group_id_blog_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."blog_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_group_id_blog_groups_id_fk" FOREIGN KEY ("version_group_id") REFERENCES "public"."blog_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leaders" ADD CONSTRAINT "leaders_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_parent_id_leaders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leaders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v" ADD CONSTRAINT "_leaders_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_statements_v" ADD CONSTRAINT "_statements_v_parent_id_statements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."statements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_statements_v" ADD CONSTRAINT "_statements_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_parent_id_press_releases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_document_id_documents_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_groups_fk" FOREIGN KEY ("blog_groups_id") REFERENCES "public"."blog_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leaders_fk" FOREIGN KEY ("leaders_id") REFERENCES "public"."leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statements_fk" FOREIGN KEY ("statements_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_legal" ADD CONSTRAINT "site_settings_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_announcement_document_id_documents_id_fk" FOREIGN KEY ("announcement_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_slides" ADD CONSTRAINT "home_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_slides" ADD CONSTRAINT "home_hero_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_slides" ADD CONSTRAINT "home_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_spotlights" ADD CONSTRAINT "home_spotlights_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_spotlights" ADD CONSTRAINT "home_spotlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_other_sections" ADD CONSTRAINT "home_other_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_other_sections" ADD CONSTRAINT "home_other_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_self_service_cards_renew_image_id_media_id_fk" FOREIGN KEY ("self_service_cards_renew_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_self_service_cards_claim_image_id_media_id_fk" FOREIGN KEY ("self_service_cards_claim_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_self_service_cards_advisor_image_id_media_id_fk" FOREIGN KEY ("self_service_cards_advisor_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_slides" ADD CONSTRAINT "_home_v_version_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_slides" ADD CONSTRAINT "_home_v_version_hero_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_slides" ADD CONSTRAINT "_home_v_version_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_spotlights" ADD CONSTRAINT "_home_v_version_spotlights_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_spotlights" ADD CONSTRAINT "_home_v_version_spotlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_other_sections" ADD CONSTRAINT "_home_v_version_other_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_other_sections" ADD CONSTRAINT "_home_v_version_other_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_self_service_cards_renew_image_id_media_id_fk" FOREIGN KEY ("version_self_service_cards_renew_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_self_service_cards_claim_image_id_media_id_fk" FOREIGN KEY ("version_self_service_cards_claim_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_self_service_cards_advisor_image_id_media_id_fk" FOREIGN KEY ("version_self_service_cards_advisor_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_purpose_image_id_media_id_fk" FOREIGN KEY ("purpose_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_mission_image_id_media_id_fk" FOREIGN KEY ("mission_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_leadership_panel_image_id_media_id_fk" FOREIGN KEY ("leadership_panel_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_investor_panel_image_id_media_id_fk" FOREIGN KEY ("investor_panel_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_purpose_image_id_media_id_fk" FOREIGN KEY ("version_purpose_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_mission_image_id_media_id_fk" FOREIGN KEY ("version_mission_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_leadership_panel_image_id_media_id_fk" FOREIGN KEY ("version_leadership_panel_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_investor_panel_image_id_media_id_fk" FOREIGN KEY ("version_investor_panel_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements_milestones" ADD CONSTRAINT "achievements_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "achievements_awards" ADD CONSTRAINT "achievements_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements_awards" ADD CONSTRAINT "achievements_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v_version_milestones" ADD CONSTRAINT "_achievements_v_version_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_achievements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v_version_awards" ADD CONSTRAINT "_achievements_v_version_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v_version_awards" ADD CONSTRAINT "_achievements_v_version_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_achievements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_why_reasons" ADD CONSTRAINT "careers_why_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_diversity_image_id_media_id_fk" FOREIGN KEY ("diversity_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_testimonial_photo_id_media_id_fk" FOREIGN KEY ("testimonial_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_version_why_reasons" ADD CONSTRAINT "_careers_v_version_why_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_diversity_image_id_media_id_fk" FOREIGN KEY ("version_diversity_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_testimonial_photo_id_media_id_fk" FOREIGN KEY ("version_testimonial_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_room" ADD CONSTRAINT "news_room_press_card_image_id_media_id_fk" FOREIGN KEY ("press_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_room_v" ADD CONSTRAINT "_news_room_v_version_press_card_image_id_media_id_fk" FOREIGN KEY ("version_press_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_agent_assistance_steps" ADD CONSTRAINT "claims_agent_assistance_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_agent_assistance_steps" ADD CONSTRAINT "claims_agent_assistance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_promise_highlights" ADD CONSTRAINT "claims_promise_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_questions_faqs" ADD CONSTRAINT "claims_questions_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_self_submit_form_card_image_id_media_id_fk" FOREIGN KEY ("self_submit_form_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_self_submit_send_card_image_id_media_id_fk" FOREIGN KEY ("self_submit_send_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_promise_image_id_media_id_fk" FOREIGN KEY ("promise_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_resources_forms_card_image_id_media_id_fk" FOREIGN KEY ("resources_forms_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_resources_faqs_card_image_id_media_id_fk" FOREIGN KEY ("resources_faqs_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims" ADD CONSTRAINT "claims_resources_glossary_card_image_id_media_id_fk" FOREIGN KEY ("resources_glossary_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v_version_agent_assistance_steps" ADD CONSTRAINT "_claims_v_version_agent_assistance_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v_version_agent_assistance_steps" ADD CONSTRAINT "_claims_v_version_agent_assistance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_version_promise_highlights" ADD CONSTRAINT "_claims_v_version_promise_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v_version_questions_faqs" ADD CONSTRAINT "_claims_v_version_questions_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_self_submit_form_card_image_id_media_id_fk" FOREIGN KEY ("version_self_submit_form_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_self_submit_send_card_image_id_media_id_fk" FOREIGN KEY ("version_self_submit_send_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_promise_image_id_media_id_fk" FOREIGN KEY ("version_promise_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_resources_forms_card_image_id_media_id_fk" FOREIGN KEY ("version_resources_forms_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_resources_faqs_card_image_id_media_id_fk" FOREIGN KEY ("version_resources_faqs_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_v" ADD CONSTRAINT "_claims_v_version_resources_glossary_card_image_id_media_id_fk" FOREIGN KEY ("version_resources_glossary_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_promise_commitments" ADD CONSTRAINT "claims_promise_commitments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_promise_commitments" ADD CONSTRAINT "claims_promise_commitments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_promise"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_promise" ADD CONSTRAINT "claims_promise_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_promise_v_version_commitments" ADD CONSTRAINT "_claims_promise_v_version_commitments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_promise_v_version_commitments" ADD CONSTRAINT "_claims_promise_v_version_commitments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_promise_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_promise_v" ADD CONSTRAINT "_claims_promise_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_faq_faqs" ADD CONSTRAINT "claims_faq_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_faq" ADD CONSTRAINT "claims_faq_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_faq_v_version_faqs" ADD CONSTRAINT "_claims_faq_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_faq_v" ADD CONSTRAINT "_claims_faq_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_forms_forms" ADD CONSTRAINT "claim_forms_forms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_forms_forms" ADD CONSTRAINT "claim_forms_forms_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_forms_forms" ADD CONSTRAINT "claim_forms_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_guides" ADD CONSTRAINT "claim_forms_guides_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_forms_guides" ADD CONSTRAINT "claim_forms_guides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_faqs" ADD CONSTRAINT "claim_forms_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms" ADD CONSTRAINT "claim_forms_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_forms" ADD CONSTRAINT "_claim_forms_v_version_forms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_forms" ADD CONSTRAINT "_claim_forms_v_version_forms_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_forms" ADD CONSTRAINT "_claim_forms_v_version_forms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_guides" ADD CONSTRAINT "_claim_forms_v_version_guides_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_guides" ADD CONSTRAINT "_claim_forms_v_version_guides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_faqs" ADD CONSTRAINT "_claim_forms_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v" ADD CONSTRAINT "_claim_forms_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claims_glossary_entries" ADD CONSTRAINT "claims_glossary_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claims_glossary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claims_glossary" ADD CONSTRAINT "claims_glossary_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_claims_glossary_v_version_entries" ADD CONSTRAINT "_claims_glossary_v_version_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claims_glossary_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claims_glossary_v" ADD CONSTRAINT "_claims_glossary_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate_why_us_cards" ADD CONSTRAINT "corporate_why_us_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate_why_us_cards" ADD CONSTRAINT "corporate_why_us_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporate_spotlights" ADD CONSTRAINT "corporate_spotlights_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate_spotlights" ADD CONSTRAINT "corporate_spotlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporate" ADD CONSTRAINT "corporate_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporate_v_version_why_us_cards" ADD CONSTRAINT "_corporate_v_version_why_us_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporate_v_version_why_us_cards" ADD CONSTRAINT "_corporate_v_version_why_us_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporate_v_version_spotlights" ADD CONSTRAINT "_corporate_v_version_spotlights_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporate_v_version_spotlights" ADD CONSTRAINT "_corporate_v_version_spotlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporate_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporate_v" ADD CONSTRAINT "_corporate_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "product_categories_marketing_order_idx" ON "product_categories_marketing" USING btree ("_order");
  CREATE INDEX "product_categories_marketing_parent_id_idx" ON "product_categories_marketing" USING btree ("_parent_id");
  CREATE INDEX "product_categories_marketing_image_idx" ON "product_categories_marketing" USING btree ("image_id");
  CREATE INDEX "product_categories_benefits_cards_order_idx" ON "product_categories_benefits_cards" USING btree ("_order");
  CREATE INDEX "product_categories_benefits_cards_parent_id_idx" ON "product_categories_benefits_cards" USING btree ("_parent_id");
  CREATE INDEX "product_categories_benefits_cards_image_idx" ON "product_categories_benefits_cards" USING btree ("image_id");
  CREATE INDEX "product_categories_faqs_order_idx" ON "product_categories_faqs" USING btree ("_order");
  CREATE INDEX "product_categories_faqs_parent_id_idx" ON "product_categories_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_image_idx" ON "product_categories" USING btree ("image_id");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE INDEX "product_categories__status_idx" ON "product_categories" USING btree ("_status");
  CREATE INDEX "_product_categories_v_version_marketing_order_idx" ON "_product_categories_v_version_marketing" USING btree ("_order");
  CREATE INDEX "_product_categories_v_version_marketing_parent_id_idx" ON "_product_categories_v_version_marketing" USING btree ("_parent_id");
  CREATE INDEX "_product_categories_v_version_marketing_image_idx" ON "_product_categories_v_version_marketing" USING btree ("image_id");
  CREATE INDEX "_product_categories_v_version_benefits_cards_order_idx" ON "_product_categories_v_version_benefits_cards" USING btree ("_order");
  CREATE INDEX "_product_categories_v_version_benefits_cards_parent_id_idx" ON "_product_categories_v_version_benefits_cards" USING btree ("_parent_id");
  CREATE INDEX "_product_categories_v_version_benefits_cards_image_idx" ON "_product_categories_v_version_benefits_cards" USING btree ("image_id");
  CREATE INDEX "_product_categories_v_version_faqs_order_idx" ON "_product_categories_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_product_categories_v_version_faqs_parent_id_idx" ON "_product_categories_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_product_categories_v_parent_idx" ON "_product_categories_v" USING btree ("parent_id");
  CREATE INDEX "_product_categories_v_version_version_slug_idx" ON "_product_categories_v" USING btree ("version_slug");
  CREATE INDEX "_product_categories_v_version_version_image_idx" ON "_product_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_product_categories_v_version_version_updated_at_idx" ON "_product_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_product_categories_v_version_version_created_at_idx" ON "_product_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_product_categories_v_version_version__status_idx" ON "_product_categories_v" USING btree ("version__status");
  CREATE INDEX "_product_categories_v_created_at_idx" ON "_product_categories_v" USING btree ("created_at");
  CREATE INDEX "_product_categories_v_updated_at_idx" ON "_product_categories_v" USING btree ("updated_at");
  CREATE INDEX "_product_categories_v_latest_idx" ON "_product_categories_v" USING btree ("latest");
  CREATE INDEX "products_marketing_order_idx" ON "products_marketing" USING btree ("_order");
  CREATE INDEX "products_marketing_parent_id_idx" ON "products_marketing" USING btree ("_parent_id");
  CREATE INDEX "products_marketing_image_idx" ON "products_marketing" USING btree ("image_id");
  CREATE INDEX "products_benefits_cards_order_idx" ON "products_benefits_cards" USING btree ("_order");
  CREATE INDEX "products_benefits_cards_parent_id_idx" ON "products_benefits_cards" USING btree ("_parent_id");
  CREATE INDEX "products_benefits_cards_image_idx" ON "products_benefits_cards" USING btree ("image_id");
  CREATE INDEX "products_faqs_order_idx" ON "products_faqs" USING btree ("_order");
  CREATE INDEX "products_faqs_parent_id_idx" ON "products_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_card_image_idx" ON "products" USING btree ("card_image_id");
  CREATE INDEX "products_hero_image_idx" ON "products" USING btree ("hero_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_plans_id_idx" ON "products_rels" USING btree ("plans_id");
  CREATE INDEX "_products_v_version_marketing_order_idx" ON "_products_v_version_marketing" USING btree ("_order");
  CREATE INDEX "_products_v_version_marketing_parent_id_idx" ON "_products_v_version_marketing" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_marketing_image_idx" ON "_products_v_version_marketing" USING btree ("image_id");
  CREATE INDEX "_products_v_version_benefits_cards_order_idx" ON "_products_v_version_benefits_cards" USING btree ("_order");
  CREATE INDEX "_products_v_version_benefits_cards_parent_id_idx" ON "_products_v_version_benefits_cards" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_benefits_cards_image_idx" ON "_products_v_version_benefits_cards" USING btree ("image_id");
  CREATE INDEX "_products_v_version_faqs_order_idx" ON "_products_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_products_v_version_faqs_parent_id_idx" ON "_products_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_card_image_idx" ON "_products_v" USING btree ("version_card_image_id");
  CREATE INDEX "_products_v_version_version_hero_image_idx" ON "_products_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_plans_id_idx" ON "_products_v_rels" USING btree ("plans_id");
  CREATE INDEX "plans_payment_frequencies_order_idx" ON "plans_payment_frequencies" USING btree ("order");
  CREATE INDEX "plans_payment_frequencies_parent_idx" ON "plans_payment_frequencies" USING btree ("parent_id");
  CREATE UNIQUE INDEX "plans_code_idx" ON "plans" USING btree ("code");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_groups_slug_idx" ON "blog_groups" USING btree ("slug");
  CREATE INDEX "blog_groups_hero_image_idx" ON "blog_groups" USING btree ("hero_image_id");
  CREATE INDEX "blog_groups_updated_at_idx" ON "blog_groups" USING btree ("updated_at");
  CREATE INDEX "blog_groups_created_at_idx" ON "blog_groups" USING btree ("created_at");
  CREATE INDEX "blog_groups_texts_order_parent" ON "blog_groups_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
  CREATE INDEX "blog_posts_group_idx" ON "blog_posts" USING btree ("group_id");
  CREATE INDEX "blog_posts_cover_image_idx" ON "blog_posts" USING btree ("cover_image_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v" USING btree ("version_slug");
  CREATE INDEX "_blog_posts_v_version_version_group_idx" ON "_blog_posts_v" USING btree ("version_group_id");
  CREATE INDEX "_blog_posts_v_version_version_cover_image_idx" ON "_blog_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "leaders_photo_idx" ON "leaders" USING btree ("photo_id");
  CREATE INDEX "leaders_updated_at_idx" ON "leaders" USING btree ("updated_at");
  CREATE INDEX "leaders_created_at_idx" ON "leaders" USING btree ("created_at");
  CREATE INDEX "leaders__status_idx" ON "leaders" USING btree ("_status");
  CREATE INDEX "_leaders_v_parent_idx" ON "_leaders_v" USING btree ("parent_id");
  CREATE INDEX "_leaders_v_version_version_photo_idx" ON "_leaders_v" USING btree ("version_photo_id");
  CREATE INDEX "_leaders_v_version_version_updated_at_idx" ON "_leaders_v" USING btree ("version_updated_at");
  CREATE INDEX "_leaders_v_version_version_created_at_idx" ON "_leaders_v" USING btree ("version_created_at");
  CREATE INDEX "_leaders_v_version_version__status_idx" ON "_leaders_v" USING btree ("version__status");
  CREATE INDEX "_leaders_v_created_at_idx" ON "_leaders_v" USING btree ("created_at");
  CREATE INDEX "_leaders_v_updated_at_idx" ON "_leaders_v" USING btree ("updated_at");
  CREATE INDEX "_leaders_v_latest_idx" ON "_leaders_v" USING btree ("latest");
  CREATE INDEX "statements_file_idx" ON "statements" USING btree ("file_id");
  CREATE INDEX "statements_updated_at_idx" ON "statements" USING btree ("updated_at");
  CREATE INDEX "statements_created_at_idx" ON "statements" USING btree ("created_at");
  CREATE INDEX "statements__status_idx" ON "statements" USING btree ("_status");
  CREATE INDEX "_statements_v_parent_idx" ON "_statements_v" USING btree ("parent_id");
  CREATE INDEX "_statements_v_version_version_file_idx" ON "_statements_v" USING btree ("version_file_id");
  CREATE INDEX "_statements_v_version_version_updated_at_idx" ON "_statements_v" USING btree ("version_updated_at");
  CREATE INDEX "_statements_v_version_version_created_at_idx" ON "_statements_v" USING btree ("version_created_at");
  CREATE INDEX "_statements_v_version_version__status_idx" ON "_statements_v" USING btree ("version__status");
  CREATE INDEX "_statements_v_created_at_idx" ON "_statements_v" USING btree ("created_at");
  CREATE INDEX "_statements_v_updated_at_idx" ON "_statements_v" USING btree ("updated_at");
  CREATE INDEX "_statements_v_latest_idx" ON "_statements_v" USING btree ("latest");
  CREATE INDEX "press_releases_hero_image_idx" ON "press_releases" USING btree ("hero_image_id");
  CREATE INDEX "press_releases_document_idx" ON "press_releases" USING btree ("document_id");
  CREATE INDEX "press_releases_updated_at_idx" ON "press_releases" USING btree ("updated_at");
  CREATE INDEX "press_releases_created_at_idx" ON "press_releases" USING btree ("created_at");
  CREATE INDEX "press_releases__status_idx" ON "press_releases" USING btree ("_status");
  CREATE INDEX "_press_releases_v_parent_idx" ON "_press_releases_v" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_version_version_hero_image_idx" ON "_press_releases_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_press_releases_v_version_version_document_idx" ON "_press_releases_v" USING btree ("version_document_id");
  CREATE INDEX "_press_releases_v_version_version_updated_at_idx" ON "_press_releases_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_releases_v_version_version_created_at_idx" ON "_press_releases_v" USING btree ("version_created_at");
  CREATE INDEX "_press_releases_v_version_version__status_idx" ON "_press_releases_v" USING btree ("version__status");
  CREATE INDEX "_press_releases_v_created_at_idx" ON "_press_releases_v" USING btree ("created_at");
  CREATE INDEX "_press_releases_v_updated_at_idx" ON "_press_releases_v" USING btree ("updated_at");
  CREATE INDEX "_press_releases_v_latest_idx" ON "_press_releases_v" USING btree ("latest");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "enquiries_handled_idx" ON "enquiries" USING btree ("handled");
  CREATE INDEX "enquiries_handled_by_idx" ON "enquiries" USING btree ("handled_by_id");
  CREATE INDEX "enquiries_mail_status_idx" ON "enquiries" USING btree ("mail_status");
  CREATE INDEX "enquiries_next_attempt_at_idx" ON "enquiries" USING btree ("next_attempt_at");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_blog_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_groups_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_leaders_id_idx" ON "payload_locked_documents_rels" USING btree ("leaders_id");
  CREATE INDEX "payload_locked_documents_rels_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("statements_id");
  CREATE INDEX "payload_locked_documents_rels_press_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("press_releases_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_legal_order_idx" ON "site_settings_legal" USING btree ("_order");
  CREATE INDEX "site_settings_legal_parent_id_idx" ON "site_settings_legal" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_announcement_announcement_document_idx" ON "site_settings" USING btree ("announcement_document_id");
  CREATE INDEX "home_hero_slides_order_idx" ON "home_hero_slides" USING btree ("_order");
  CREATE INDEX "home_hero_slides_parent_id_idx" ON "home_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "home_hero_slides_image_idx" ON "home_hero_slides" USING btree ("image_id");
  CREATE INDEX "home_hero_slides_mobile_image_idx" ON "home_hero_slides" USING btree ("mobile_image_id");
  CREATE INDEX "home_spotlights_order_idx" ON "home_spotlights" USING btree ("_order");
  CREATE INDEX "home_spotlights_parent_id_idx" ON "home_spotlights" USING btree ("_parent_id");
  CREATE INDEX "home_spotlights_image_idx" ON "home_spotlights" USING btree ("image_id");
  CREATE INDEX "home_other_sections_order_idx" ON "home_other_sections" USING btree ("_order");
  CREATE INDEX "home_other_sections_parent_id_idx" ON "home_other_sections" USING btree ("_parent_id");
  CREATE INDEX "home_other_sections_image_idx" ON "home_other_sections" USING btree ("image_id");
  CREATE INDEX "home_self_service_cards_renew_self_service_cards_renew_i_idx" ON "home" USING btree ("self_service_cards_renew_image_id");
  CREATE INDEX "home_self_service_cards_claim_self_service_cards_claim_i_idx" ON "home" USING btree ("self_service_cards_claim_image_id");
  CREATE INDEX "home_self_service_cards_advisor_self_service_cards_advis_idx" ON "home" USING btree ("self_service_cards_advisor_image_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_products_id_idx" ON "home_rels" USING btree ("products_id");
  CREATE INDEX "_home_v_version_hero_slides_order_idx" ON "_home_v_version_hero_slides" USING btree ("_order");
  CREATE INDEX "_home_v_version_hero_slides_parent_id_idx" ON "_home_v_version_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_hero_slides_image_idx" ON "_home_v_version_hero_slides" USING btree ("image_id");
  CREATE INDEX "_home_v_version_hero_slides_mobile_image_idx" ON "_home_v_version_hero_slides" USING btree ("mobile_image_id");
  CREATE INDEX "_home_v_version_spotlights_order_idx" ON "_home_v_version_spotlights" USING btree ("_order");
  CREATE INDEX "_home_v_version_spotlights_parent_id_idx" ON "_home_v_version_spotlights" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_spotlights_image_idx" ON "_home_v_version_spotlights" USING btree ("image_id");
  CREATE INDEX "_home_v_version_other_sections_order_idx" ON "_home_v_version_other_sections" USING btree ("_order");
  CREATE INDEX "_home_v_version_other_sections_parent_id_idx" ON "_home_v_version_other_sections" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_other_sections_image_idx" ON "_home_v_version_other_sections" USING btree ("image_id");
  CREATE INDEX "_home_v_version_self_service_cards_renew_version_self_se_idx" ON "_home_v" USING btree ("version_self_service_cards_renew_image_id");
  CREATE INDEX "_home_v_version_self_service_cards_claim_version_self_se_idx" ON "_home_v" USING btree ("version_self_service_cards_claim_image_id");
  CREATE INDEX "_home_v_version_self_service_cards_advisor_version_self__idx" ON "_home_v" USING btree ("version_self_service_cards_advisor_image_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_products_id_idx" ON "_home_v_rels" USING btree ("products_id");
  CREATE INDEX "about_hero_image_idx" ON "about" USING btree ("hero_image_id");
  CREATE INDEX "about_purpose_purpose_image_idx" ON "about" USING btree ("purpose_image_id");
  CREATE INDEX "about_mission_mission_image_idx" ON "about" USING btree ("mission_image_id");
  CREATE INDEX "about_leadership_panel_leadership_panel_image_idx" ON "about" USING btree ("leadership_panel_image_id");
  CREATE INDEX "about_investor_panel_investor_panel_image_idx" ON "about" USING btree ("investor_panel_image_id");
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");
  CREATE INDEX "_about_v_version_version_hero_image_idx" ON "_about_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_about_v_version_purpose_version_purpose_image_idx" ON "_about_v" USING btree ("version_purpose_image_id");
  CREATE INDEX "_about_v_version_mission_version_mission_image_idx" ON "_about_v" USING btree ("version_mission_image_id");
  CREATE INDEX "_about_v_version_leadership_panel_version_leadership_pan_idx" ON "_about_v" USING btree ("version_leadership_panel_image_id");
  CREATE INDEX "_about_v_version_investor_panel_version_investor_panel_i_idx" ON "_about_v" USING btree ("version_investor_panel_image_id");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE INDEX "leadership_page__status_idx" ON "leadership_page" USING btree ("_status");
  CREATE INDEX "_leadership_page_v_version_version__status_idx" ON "_leadership_page_v" USING btree ("version__status");
  CREATE INDEX "_leadership_page_v_created_at_idx" ON "_leadership_page_v" USING btree ("created_at");
  CREATE INDEX "_leadership_page_v_updated_at_idx" ON "_leadership_page_v" USING btree ("updated_at");
  CREATE INDEX "_leadership_page_v_latest_idx" ON "_leadership_page_v" USING btree ("latest");
  CREATE INDEX "achievements_milestones_order_idx" ON "achievements_milestones" USING btree ("_order");
  CREATE INDEX "achievements_milestones_parent_id_idx" ON "achievements_milestones" USING btree ("_parent_id");
  CREATE INDEX "achievements_awards_order_idx" ON "achievements_awards" USING btree ("_order");
  CREATE INDEX "achievements_awards_parent_id_idx" ON "achievements_awards" USING btree ("_parent_id");
  CREATE INDEX "achievements_awards_image_idx" ON "achievements_awards" USING btree ("image_id");
  CREATE INDEX "achievements_hero_image_idx" ON "achievements" USING btree ("hero_image_id");
  CREATE INDEX "achievements__status_idx" ON "achievements" USING btree ("_status");
  CREATE INDEX "_achievements_v_version_milestones_order_idx" ON "_achievements_v_version_milestones" USING btree ("_order");
  CREATE INDEX "_achievements_v_version_milestones_parent_id_idx" ON "_achievements_v_version_milestones" USING btree ("_parent_id");
  CREATE INDEX "_achievements_v_version_awards_order_idx" ON "_achievements_v_version_awards" USING btree ("_order");
  CREATE INDEX "_achievements_v_version_awards_parent_id_idx" ON "_achievements_v_version_awards" USING btree ("_parent_id");
  CREATE INDEX "_achievements_v_version_awards_image_idx" ON "_achievements_v_version_awards" USING btree ("image_id");
  CREATE INDEX "_achievements_v_version_version_hero_image_idx" ON "_achievements_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_achievements_v_version_version__status_idx" ON "_achievements_v" USING btree ("version__status");
  CREATE INDEX "_achievements_v_created_at_idx" ON "_achievements_v" USING btree ("created_at");
  CREATE INDEX "_achievements_v_updated_at_idx" ON "_achievements_v" USING btree ("updated_at");
  CREATE INDEX "_achievements_v_latest_idx" ON "_achievements_v" USING btree ("latest");
  CREATE INDEX "statements_page__status_idx" ON "statements_page" USING btree ("_status");
  CREATE INDEX "_statements_page_v_version_version__status_idx" ON "_statements_page_v" USING btree ("version__status");
  CREATE INDEX "_statements_page_v_created_at_idx" ON "_statements_page_v" USING btree ("created_at");
  CREATE INDEX "_statements_page_v_updated_at_idx" ON "_statements_page_v" USING btree ("updated_at");
  CREATE INDEX "_statements_page_v_latest_idx" ON "_statements_page_v" USING btree ("latest");
  CREATE INDEX "careers_why_reasons_order_idx" ON "careers_why_reasons" USING btree ("_order");
  CREATE INDEX "careers_why_reasons_parent_id_idx" ON "careers_why_reasons" USING btree ("_parent_id");
  CREATE INDEX "careers_hero_image_idx" ON "careers" USING btree ("hero_image_id");
  CREATE INDEX "careers_diversity_diversity_image_idx" ON "careers" USING btree ("diversity_image_id");
  CREATE INDEX "careers_testimonial_testimonial_photo_idx" ON "careers" USING btree ("testimonial_photo_id");
  CREATE INDEX "careers__status_idx" ON "careers" USING btree ("_status");
  CREATE INDEX "_careers_v_version_why_reasons_order_idx" ON "_careers_v_version_why_reasons" USING btree ("_order");
  CREATE INDEX "_careers_v_version_why_reasons_parent_id_idx" ON "_careers_v_version_why_reasons" USING btree ("_parent_id");
  CREATE INDEX "_careers_v_version_version_hero_image_idx" ON "_careers_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_careers_v_version_diversity_version_diversity_image_idx" ON "_careers_v" USING btree ("version_diversity_image_id");
  CREATE INDEX "_careers_v_version_testimonial_version_testimonial_photo_idx" ON "_careers_v" USING btree ("version_testimonial_photo_id");
  CREATE INDEX "_careers_v_version_version__status_idx" ON "_careers_v" USING btree ("version__status");
  CREATE INDEX "_careers_v_created_at_idx" ON "_careers_v" USING btree ("created_at");
  CREATE INDEX "_careers_v_updated_at_idx" ON "_careers_v" USING btree ("updated_at");
  CREATE INDEX "_careers_v_latest_idx" ON "_careers_v" USING btree ("latest");
  CREATE INDEX "news_room_press_card_press_card_image_idx" ON "news_room" USING btree ("press_card_image_id");
  CREATE INDEX "news_room__status_idx" ON "news_room" USING btree ("_status");
  CREATE INDEX "_news_room_v_version_press_card_version_press_card_image_idx" ON "_news_room_v" USING btree ("version_press_card_image_id");
  CREATE INDEX "_news_room_v_version_version__status_idx" ON "_news_room_v" USING btree ("version__status");
  CREATE INDEX "_news_room_v_created_at_idx" ON "_news_room_v" USING btree ("created_at");
  CREATE INDEX "_news_room_v_updated_at_idx" ON "_news_room_v" USING btree ("updated_at");
  CREATE INDEX "_news_room_v_latest_idx" ON "_news_room_v" USING btree ("latest");
  CREATE INDEX "claims_agent_assistance_steps_order_idx" ON "claims_agent_assistance_steps" USING btree ("_order");
  CREATE INDEX "claims_agent_assistance_steps_parent_id_idx" ON "claims_agent_assistance_steps" USING btree ("_parent_id");
  CREATE INDEX "claims_agent_assistance_steps_image_idx" ON "claims_agent_assistance_steps" USING btree ("image_id");
  CREATE INDEX "claims_promise_highlights_order_idx" ON "claims_promise_highlights" USING btree ("_order");
  CREATE INDEX "claims_promise_highlights_parent_id_idx" ON "claims_promise_highlights" USING btree ("_parent_id");
  CREATE INDEX "claims_questions_faqs_order_idx" ON "claims_questions_faqs" USING btree ("_order");
  CREATE INDEX "claims_questions_faqs_parent_id_idx" ON "claims_questions_faqs" USING btree ("_parent_id");
  CREATE INDEX "claims_hero_image_idx" ON "claims" USING btree ("hero_image_id");
  CREATE INDEX "claims_self_submit_form_card_self_submit_form_card_image_idx" ON "claims" USING btree ("self_submit_form_card_image_id");
  CREATE INDEX "claims_self_submit_send_card_self_submit_send_card_image_idx" ON "claims" USING btree ("self_submit_send_card_image_id");
  CREATE INDEX "claims_promise_promise_image_idx" ON "claims" USING btree ("promise_image_id");
  CREATE INDEX "claims_resources_forms_card_resources_forms_card_image_idx" ON "claims" USING btree ("resources_forms_card_image_id");
  CREATE INDEX "claims_resources_faqs_card_resources_faqs_card_image_idx" ON "claims" USING btree ("resources_faqs_card_image_id");
  CREATE INDEX "claims_resources_glossary_card_resources_glossary_card_i_idx" ON "claims" USING btree ("resources_glossary_card_image_id");
  CREATE INDEX "claims__status_idx" ON "claims" USING btree ("_status");
  CREATE INDEX "_claims_v_version_agent_assistance_steps_order_idx" ON "_claims_v_version_agent_assistance_steps" USING btree ("_order");
  CREATE INDEX "_claims_v_version_agent_assistance_steps_parent_id_idx" ON "_claims_v_version_agent_assistance_steps" USING btree ("_parent_id");
  CREATE INDEX "_claims_v_version_agent_assistance_steps_image_idx" ON "_claims_v_version_agent_assistance_steps" USING btree ("image_id");
  CREATE INDEX "_claims_v_version_promise_highlights_order_idx" ON "_claims_v_version_promise_highlights" USING btree ("_order");
  CREATE INDEX "_claims_v_version_promise_highlights_parent_id_idx" ON "_claims_v_version_promise_highlights" USING btree ("_parent_id");
  CREATE INDEX "_claims_v_version_questions_faqs_order_idx" ON "_claims_v_version_questions_faqs" USING btree ("_order");
  CREATE INDEX "_claims_v_version_questions_faqs_parent_id_idx" ON "_claims_v_version_questions_faqs" USING btree ("_parent_id");
  CREATE INDEX "_claims_v_version_version_hero_image_idx" ON "_claims_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_claims_v_version_self_submit_form_card_version_self_sub_idx" ON "_claims_v" USING btree ("version_self_submit_form_card_image_id");
  CREATE INDEX "_claims_v_version_self_submit_send_card_version_self_sub_idx" ON "_claims_v" USING btree ("version_self_submit_send_card_image_id");
  CREATE INDEX "_claims_v_version_promise_version_promise_image_idx" ON "_claims_v" USING btree ("version_promise_image_id");
  CREATE INDEX "_claims_v_version_resources_forms_card_version_resources_idx" ON "_claims_v" USING btree ("version_resources_forms_card_image_id");
  CREATE INDEX "_claims_v_version_resources_faqs_card_version_resources__idx" ON "_claims_v" USING btree ("version_resources_faqs_card_image_id");
  CREATE INDEX "_claims_v_version_resources_glossary_card_version_resour_idx" ON "_claims_v" USING btree ("version_resources_glossary_card_image_id");
  CREATE INDEX "_claims_v_version_version__status_idx" ON "_claims_v" USING btree ("version__status");
  CREATE INDEX "_claims_v_created_at_idx" ON "_claims_v" USING btree ("created_at");
  CREATE INDEX "_claims_v_updated_at_idx" ON "_claims_v" USING btree ("updated_at");
  CREATE INDEX "_claims_v_latest_idx" ON "_claims_v" USING btree ("latest");
  CREATE INDEX "claims_promise_commitments_order_idx" ON "claims_promise_commitments" USING btree ("_order");
  CREATE INDEX "claims_promise_commitments_parent_id_idx" ON "claims_promise_commitments" USING btree ("_parent_id");
  CREATE INDEX "claims_promise_commitments_image_idx" ON "claims_promise_commitments" USING btree ("image_id");
  CREATE INDEX "claims_promise_hero_image_idx" ON "claims_promise" USING btree ("hero_image_id");
  CREATE INDEX "claims_promise__status_idx" ON "claims_promise" USING btree ("_status");
  CREATE INDEX "_claims_promise_v_version_commitments_order_idx" ON "_claims_promise_v_version_commitments" USING btree ("_order");
  CREATE INDEX "_claims_promise_v_version_commitments_parent_id_idx" ON "_claims_promise_v_version_commitments" USING btree ("_parent_id");
  CREATE INDEX "_claims_promise_v_version_commitments_image_idx" ON "_claims_promise_v_version_commitments" USING btree ("image_id");
  CREATE INDEX "_claims_promise_v_version_version_hero_image_idx" ON "_claims_promise_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_claims_promise_v_version_version__status_idx" ON "_claims_promise_v" USING btree ("version__status");
  CREATE INDEX "_claims_promise_v_created_at_idx" ON "_claims_promise_v" USING btree ("created_at");
  CREATE INDEX "_claims_promise_v_updated_at_idx" ON "_claims_promise_v" USING btree ("updated_at");
  CREATE INDEX "_claims_promise_v_latest_idx" ON "_claims_promise_v" USING btree ("latest");
  CREATE INDEX "claims_faq_faqs_order_idx" ON "claims_faq_faqs" USING btree ("_order");
  CREATE INDEX "claims_faq_faqs_parent_id_idx" ON "claims_faq_faqs" USING btree ("_parent_id");
  CREATE INDEX "claims_faq_hero_image_idx" ON "claims_faq" USING btree ("hero_image_id");
  CREATE INDEX "claims_faq__status_idx" ON "claims_faq" USING btree ("_status");
  CREATE INDEX "_claims_faq_v_version_faqs_order_idx" ON "_claims_faq_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_claims_faq_v_version_faqs_parent_id_idx" ON "_claims_faq_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_claims_faq_v_version_version_hero_image_idx" ON "_claims_faq_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_claims_faq_v_version_version__status_idx" ON "_claims_faq_v" USING btree ("version__status");
  CREATE INDEX "_claims_faq_v_created_at_idx" ON "_claims_faq_v" USING btree ("created_at");
  CREATE INDEX "_claims_faq_v_updated_at_idx" ON "_claims_faq_v" USING btree ("updated_at");
  CREATE INDEX "_claims_faq_v_latest_idx" ON "_claims_faq_v" USING btree ("latest");
  CREATE INDEX "claim_forms_forms_order_idx" ON "claim_forms_forms" USING btree ("_order");
  CREATE INDEX "claim_forms_forms_parent_id_idx" ON "claim_forms_forms" USING btree ("_parent_id");
  CREATE INDEX "claim_forms_forms_image_idx" ON "claim_forms_forms" USING btree ("image_id");
  CREATE INDEX "claim_forms_forms_file_idx" ON "claim_forms_forms" USING btree ("file_id");
  CREATE INDEX "claim_forms_guides_order_idx" ON "claim_forms_guides" USING btree ("_order");
  CREATE INDEX "claim_forms_guides_parent_id_idx" ON "claim_forms_guides" USING btree ("_parent_id");
  CREATE INDEX "claim_forms_guides_file_idx" ON "claim_forms_guides" USING btree ("file_id");
  CREATE INDEX "claim_forms_faqs_order_idx" ON "claim_forms_faqs" USING btree ("_order");
  CREATE INDEX "claim_forms_faqs_parent_id_idx" ON "claim_forms_faqs" USING btree ("_parent_id");
  CREATE INDEX "claim_forms_hero_image_idx" ON "claim_forms" USING btree ("hero_image_id");
  CREATE INDEX "claim_forms__status_idx" ON "claim_forms" USING btree ("_status");
  CREATE INDEX "_claim_forms_v_version_forms_order_idx" ON "_claim_forms_v_version_forms" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_forms_parent_id_idx" ON "_claim_forms_v_version_forms" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_forms_image_idx" ON "_claim_forms_v_version_forms" USING btree ("image_id");
  CREATE INDEX "_claim_forms_v_version_forms_file_idx" ON "_claim_forms_v_version_forms" USING btree ("file_id");
  CREATE INDEX "_claim_forms_v_version_guides_order_idx" ON "_claim_forms_v_version_guides" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_guides_parent_id_idx" ON "_claim_forms_v_version_guides" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_guides_file_idx" ON "_claim_forms_v_version_guides" USING btree ("file_id");
  CREATE INDEX "_claim_forms_v_version_faqs_order_idx" ON "_claim_forms_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_faqs_parent_id_idx" ON "_claim_forms_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_version_hero_image_idx" ON "_claim_forms_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_claim_forms_v_version_version__status_idx" ON "_claim_forms_v" USING btree ("version__status");
  CREATE INDEX "_claim_forms_v_created_at_idx" ON "_claim_forms_v" USING btree ("created_at");
  CREATE INDEX "_claim_forms_v_updated_at_idx" ON "_claim_forms_v" USING btree ("updated_at");
  CREATE INDEX "_claim_forms_v_latest_idx" ON "_claim_forms_v" USING btree ("latest");
  CREATE INDEX "claims_glossary_entries_order_idx" ON "claims_glossary_entries" USING btree ("_order");
  CREATE INDEX "claims_glossary_entries_parent_id_idx" ON "claims_glossary_entries" USING btree ("_parent_id");
  CREATE INDEX "claims_glossary_hero_image_idx" ON "claims_glossary" USING btree ("hero_image_id");
  CREATE INDEX "claims_glossary__status_idx" ON "claims_glossary" USING btree ("_status");
  CREATE INDEX "_claims_glossary_v_version_entries_order_idx" ON "_claims_glossary_v_version_entries" USING btree ("_order");
  CREATE INDEX "_claims_glossary_v_version_entries_parent_id_idx" ON "_claims_glossary_v_version_entries" USING btree ("_parent_id");
  CREATE INDEX "_claims_glossary_v_version_version_hero_image_idx" ON "_claims_glossary_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_claims_glossary_v_version_version__status_idx" ON "_claims_glossary_v" USING btree ("version__status");
  CREATE INDEX "_claims_glossary_v_created_at_idx" ON "_claims_glossary_v" USING btree ("created_at");
  CREATE INDEX "_claims_glossary_v_updated_at_idx" ON "_claims_glossary_v" USING btree ("updated_at");
  CREATE INDEX "_claims_glossary_v_latest_idx" ON "_claims_glossary_v" USING btree ("latest");
  CREATE INDEX "corporate_why_us_cards_order_idx" ON "corporate_why_us_cards" USING btree ("_order");
  CREATE INDEX "corporate_why_us_cards_parent_id_idx" ON "corporate_why_us_cards" USING btree ("_parent_id");
  CREATE INDEX "corporate_why_us_cards_image_idx" ON "corporate_why_us_cards" USING btree ("image_id");
  CREATE INDEX "corporate_spotlights_order_idx" ON "corporate_spotlights" USING btree ("_order");
  CREATE INDEX "corporate_spotlights_parent_id_idx" ON "corporate_spotlights" USING btree ("_parent_id");
  CREATE INDEX "corporate_spotlights_image_idx" ON "corporate_spotlights" USING btree ("image_id");
  CREATE INDEX "corporate_hero_image_idx" ON "corporate" USING btree ("hero_image_id");
  CREATE INDEX "corporate__status_idx" ON "corporate" USING btree ("_status");
  CREATE INDEX "_corporate_v_version_why_us_cards_order_idx" ON "_corporate_v_version_why_us_cards" USING btree ("_order");
  CREATE INDEX "_corporate_v_version_why_us_cards_parent_id_idx" ON "_corporate_v_version_why_us_cards" USING btree ("_parent_id");
  CREATE INDEX "_corporate_v_version_why_us_cards_image_idx" ON "_corporate_v_version_why_us_cards" USING btree ("image_id");
  CREATE INDEX "_corporate_v_version_spotlights_order_idx" ON "_corporate_v_version_spotlights" USING btree ("_order");
  CREATE INDEX "_corporate_v_version_spotlights_parent_id_idx" ON "_corporate_v_version_spotlights" USING btree ("_parent_id");
  CREATE INDEX "_corporate_v_version_spotlights_image_idx" ON "_corporate_v_version_spotlights" USING btree ("image_id");
  CREATE INDEX "_corporate_v_version_version_hero_image_idx" ON "_corporate_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_corporate_v_version_version__status_idx" ON "_corporate_v" USING btree ("version__status");
  CREATE INDEX "_corporate_v_created_at_idx" ON "_corporate_v" USING btree ("created_at");
  CREATE INDEX "_corporate_v_updated_at_idx" ON "_corporate_v" USING btree ("updated_at");
  CREATE INDEX "_corporate_v_latest_idx" ON "_corporate_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "product_categories_marketing" CASCADE;
  DROP TABLE "product_categories_benefits_cards" CASCADE;
  DROP TABLE "product_categories_faqs" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "_product_categories_v_version_marketing" CASCADE;
  DROP TABLE "_product_categories_v_version_benefits_cards" CASCADE;
  DROP TABLE "_product_categories_v_version_faqs" CASCADE;
  DROP TABLE "_product_categories_v" CASCADE;
  DROP TABLE "products_marketing" CASCADE;
  DROP TABLE "products_benefits_cards" CASCADE;
  DROP TABLE "products_faqs" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_marketing" CASCADE;
  DROP TABLE "_products_v_version_benefits_cards" CASCADE;
  DROP TABLE "_products_v_version_faqs" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "plans_payment_frequencies" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "blog_groups" CASCADE;
  DROP TABLE "blog_groups_texts" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "leaders" CASCADE;
  DROP TABLE "_leaders_v" CASCADE;
  DROP TABLE "statements" CASCADE;
  DROP TABLE "_statements_v" CASCADE;
  DROP TABLE "press_releases" CASCADE;
  DROP TABLE "_press_releases_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_legal" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_hero_slides" CASCADE;
  DROP TABLE "home_spotlights" CASCADE;
  DROP TABLE "home_other_sections" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TABLE "_home_v_version_hero_slides" CASCADE;
  DROP TABLE "_home_v_version_spotlights" CASCADE;
  DROP TABLE "_home_v_version_other_sections" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "leadership_page" CASCADE;
  DROP TABLE "_leadership_page_v" CASCADE;
  DROP TABLE "achievements_milestones" CASCADE;
  DROP TABLE "achievements_awards" CASCADE;
  DROP TABLE "achievements" CASCADE;
  DROP TABLE "_achievements_v_version_milestones" CASCADE;
  DROP TABLE "_achievements_v_version_awards" CASCADE;
  DROP TABLE "_achievements_v" CASCADE;
  DROP TABLE "statements_page" CASCADE;
  DROP TABLE "_statements_page_v" CASCADE;
  DROP TABLE "careers_why_reasons" CASCADE;
  DROP TABLE "careers" CASCADE;
  DROP TABLE "_careers_v_version_why_reasons" CASCADE;
  DROP TABLE "_careers_v" CASCADE;
  DROP TABLE "news_room" CASCADE;
  DROP TABLE "_news_room_v" CASCADE;
  DROP TABLE "claims_agent_assistance_steps" CASCADE;
  DROP TABLE "claims_promise_highlights" CASCADE;
  DROP TABLE "claims_questions_faqs" CASCADE;
  DROP TABLE "claims" CASCADE;
  DROP TABLE "_claims_v_version_agent_assistance_steps" CASCADE;
  DROP TABLE "_claims_v_version_promise_highlights" CASCADE;
  DROP TABLE "_claims_v_version_questions_faqs" CASCADE;
  DROP TABLE "_claims_v" CASCADE;
  DROP TABLE "claims_promise_commitments" CASCADE;
  DROP TABLE "claims_promise" CASCADE;
  DROP TABLE "_claims_promise_v_version_commitments" CASCADE;
  DROP TABLE "_claims_promise_v" CASCADE;
  DROP TABLE "claims_faq_faqs" CASCADE;
  DROP TABLE "claims_faq" CASCADE;
  DROP TABLE "_claims_faq_v_version_faqs" CASCADE;
  DROP TABLE "_claims_faq_v" CASCADE;
  DROP TABLE "claim_forms_forms" CASCADE;
  DROP TABLE "claim_forms_guides" CASCADE;
  DROP TABLE "claim_forms_faqs" CASCADE;
  DROP TABLE "claim_forms" CASCADE;
  DROP TABLE "_claim_forms_v_version_forms" CASCADE;
  DROP TABLE "_claim_forms_v_version_guides" CASCADE;
  DROP TABLE "_claim_forms_v_version_faqs" CASCADE;
  DROP TABLE "_claim_forms_v" CASCADE;
  DROP TABLE "claims_glossary_entries" CASCADE;
  DROP TABLE "claims_glossary" CASCADE;
  DROP TABLE "_claims_glossary_v_version_entries" CASCADE;
  DROP TABLE "_claims_glossary_v" CASCADE;
  DROP TABLE "corporate_why_us_cards" CASCADE;
  DROP TABLE "corporate_spotlights" CASCADE;
  DROP TABLE "corporate" CASCADE;
  DROP TABLE "_corporate_v_version_why_us_cards" CASCADE;
  DROP TABLE "_corporate_v_version_spotlights" CASCADE;
  DROP TABLE "_corporate_v" CASCADE;
  DROP TYPE "public"."enum_product_categories_kind";
  DROP TYPE "public"."enum_product_categories_status";
  DROP TYPE "public"."enum__product_categories_v_version_kind";
  DROP TYPE "public"."enum__product_categories_v_version_status";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_plans_payment_frequencies";
  DROP TYPE "public"."enum_plans_quotes";
  DROP TYPE "public"."enum_plans_mortality_source";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum_leaders_team";
  DROP TYPE "public"."enum_leaders_status";
  DROP TYPE "public"."enum__leaders_v_version_team";
  DROP TYPE "public"."enum__leaders_v_version_status";
  DROP TYPE "public"."enum_statements_kind";
  DROP TYPE "public"."enum_statements_status";
  DROP TYPE "public"."enum__statements_v_version_kind";
  DROP TYPE "public"."enum__statements_v_version_status";
  DROP TYPE "public"."enum_press_releases_link_type";
  DROP TYPE "public"."enum_press_releases_status";
  DROP TYPE "public"."enum__press_releases_v_version_link_type";
  DROP TYPE "public"."enum__press_releases_v_version_status";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_enquiries_existing_customer";
  DROP TYPE "public"."enum_enquiries_channel";
  DROP TYPE "public"."enum_enquiries_mail_status";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";
  DROP TYPE "public"."enum_leadership_page_status";
  DROP TYPE "public"."enum__leadership_page_v_version_status";
  DROP TYPE "public"."enum_achievements_status";
  DROP TYPE "public"."enum__achievements_v_version_status";
  DROP TYPE "public"."enum_statements_page_status";
  DROP TYPE "public"."enum__statements_page_v_version_status";
  DROP TYPE "public"."enum_careers_status";
  DROP TYPE "public"."enum__careers_v_version_status";
  DROP TYPE "public"."enum_news_room_status";
  DROP TYPE "public"."enum__news_room_v_version_status";
  DROP TYPE "public"."enum_claims_status";
  DROP TYPE "public"."enum__claims_v_version_status";
  DROP TYPE "public"."enum_claims_promise_status";
  DROP TYPE "public"."enum__claims_promise_v_version_status";
  DROP TYPE "public"."enum_claims_faq_status";
  DROP TYPE "public"."enum__claims_faq_v_version_status";
  DROP TYPE "public"."enum_claim_forms_status";
  DROP TYPE "public"."enum__claim_forms_v_version_status";
  DROP TYPE "public"."enum_claims_glossary_status";
  DROP TYPE "public"."enum__claims_glossary_v_version_status";
  DROP TYPE "public"."enum_corporate_status";
  DROP TYPE "public"."enum__corporate_v_version_status";`)
}
