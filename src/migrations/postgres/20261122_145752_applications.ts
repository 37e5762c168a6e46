import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('underwriter');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('in-progress', 'referred', 'accepted');
  CREATE TYPE "public"."enum_applications_payment_status" AS ENUM('not-due', 'awaiting', 'pending', 'paid', 'failed', 'staff');
  CREATE TYPE "public"."enum_application_settings_health_questions_kinds" AS ENUM('endowment', 'term', 'familyIncome', 'education', 'wholeLife', 'annuity', 'health');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "applications_beneficiaries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"relationship" varchar NOT NULL,
  	"share" numeric NOT NULL,
  	"phone" varchar
  );
  
  CREATE TABLE "applications_health_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_id" varchar,
  	"question" varchar,
  	"answer" varchar,
  	"details" varchar
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'in-progress' NOT NULL,
  	"steps_completed" numeric DEFAULT 0,
  	"plan_code" varchar NOT NULL,
  	"plan_name" varchar,
  	"plan_kind" varchar,
  	"referral_reasons" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"date_of_birth" varchar,
  	"gender" varchar,
  	"nin" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"state" varchar,
  	"occupation" varchar,
  	"cover_frequency" varchar,
  	"cover_frequency_name" varchar,
  	"cover_term" numeric,
  	"cover_age" numeric,
  	"cover_amount_field" varchar,
  	"cover_sum_assured" numeric,
  	"cover_premium" numeric,
  	"from_quote" jsonb,
  	"consented_at" timestamp(3) with time zone,
  	"declared_at" timestamp(3) with time zone,
  	"consent_version" varchar,
  	"notes" varchar,
  	"submitted_at" timestamp(3) with time zone,
  	"reviewed" boolean DEFAULT false,
  	"reviewed_at" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"payment_status" "enum_applications_payment_status" DEFAULT 'not-due',
  	"payment_reference" varchar,
  	"payment_amount_kobo" numeric,
  	"paid_at" timestamp(3) with time zone,
  	"mandate_authorization_code" varchar,
  	"mandate_channel" varchar,
  	"mandate_card_type" varchar,
  	"mandate_last4" varchar,
  	"mandate_bank" varchar,
  	"mandate_reusable" boolean,
  	"mandate_customer_code" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"resume_failures" numeric DEFAULT 0,
  	"resume_locked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_settings_health_questions_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_application_settings_health_questions_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "application_settings_health_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"hint" varchar
  );
  
  CREATE TABLE "application_settings_sum_assured_limits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to_age" numeric NOT NULL,
  	"max_sum_assured" numeric NOT NULL
  );
  
  CREATE TABLE "application_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_business_inbox" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_beneficiaries" ADD CONSTRAINT "applications_beneficiaries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_health_answers" ADD CONSTRAINT "applications_health_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_settings_health_questions_kinds" ADD CONSTRAINT "application_settings_health_questions_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."application_settings_health_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_settings_health_questions" ADD CONSTRAINT "application_settings_health_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."application_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_settings_sum_assured_limits" ADD CONSTRAINT "application_settings_sum_assured_limits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."application_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "applications_beneficiaries_order_idx" ON "applications_beneficiaries" USING btree ("_order");
  CREATE INDEX "applications_beneficiaries_parent_id_idx" ON "applications_beneficiaries" USING btree ("_parent_id");
  CREATE INDEX "applications_health_answers_order_idx" ON "applications_health_answers" USING btree ("_order");
  CREATE INDEX "applications_health_answers_parent_id_idx" ON "applications_health_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "applications_reference_idx" ON "applications" USING btree ("reference");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_plan_code_idx" ON "applications" USING btree ("plan_code");
  CREATE INDEX "applications_plan_name_idx" ON "applications" USING btree ("plan_name");
  CREATE INDEX "applications_submitted_at_idx" ON "applications" USING btree ("submitted_at");
  CREATE INDEX "applications_reviewed_idx" ON "applications" USING btree ("reviewed");
  CREATE INDEX "applications_reviewed_by_idx" ON "applications" USING btree ("reviewed_by_id");
  CREATE INDEX "applications_payment_status_idx" ON "applications" USING btree ("payment_status");
  CREATE INDEX "applications_payment_reference_idx" ON "applications" USING btree ("payment_reference");
  CREATE INDEX "applications_expires_at_idx" ON "applications" USING btree ("expires_at");
  CREATE UNIQUE INDEX "applications_token_hash_idx" ON "applications" USING btree ("token_hash");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "application_settings_health_questions_kinds_order_idx" ON "application_settings_health_questions_kinds" USING btree ("order");
  CREATE INDEX "application_settings_health_questions_kinds_parent_idx" ON "application_settings_health_questions_kinds" USING btree ("parent_id");
  CREATE INDEX "application_settings_health_questions_order_idx" ON "application_settings_health_questions" USING btree ("_order");
  CREATE INDEX "application_settings_health_questions_parent_id_idx" ON "application_settings_health_questions" USING btree ("_parent_id");
  CREATE INDEX "application_settings_sum_assured_limits_order_idx" ON "application_settings_sum_assured_limits" USING btree ("_order");
  CREATE INDEX "application_settings_sum_assured_limits_parent_id_idx" ON "application_settings_sum_assured_limits" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_beneficiaries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_health_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings_health_questions_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings_health_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings_sum_assured_limits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "applications_beneficiaries" CASCADE;
  DROP TABLE "applications_health_answers" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "application_settings_health_questions_kinds" CASCADE;
  DROP TABLE "application_settings_health_questions" CASCADE;
  DROP TABLE "application_settings_sum_assured_limits" CASCADE;
  DROP TABLE "application_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_payment_status";
  DROP TYPE "public"."enum_application_settings_health_questions_kinds";`)
}
