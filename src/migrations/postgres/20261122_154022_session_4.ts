import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('underwriter');
  CREATE TYPE "public"."enum_online_claims_history_status" AS ENUM('received', 'documents-complete', 'assessing', 'approved', 'paid', 'declined');
  CREATE TYPE "public"."enum_online_claims_claim_type" AS ENUM('death', 'funeral', 'hospital-cash', 'surgery', 'critical-illness', 'disability', 'maturity', 'surrender');
  CREATE TYPE "public"."enum_online_claims_status" AS ENUM('received', 'documents-complete', 'assessing', 'approved', 'paid', 'declined');
  CREATE TYPE "public"."enum_online_claims_relationship" AS ENUM('self', 'spouse', 'child', 'parent', 'sibling', 'other-family', 'beneficiary', 'executor');
  CREATE TYPE "public"."enum_online_claims_bank" AS ENUM('044', '023', '050', '070', '011', '214', '103', '058', '030', '301', '082', '076', '101', '221', '068', '232', '100', '102', '032', '033', '215', '035', '057');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('in-progress', 'referred', 'accepted');
  CREATE TYPE "public"."enum_applications_payment_status" AS ENUM('not-due', 'awaiting', 'pending', 'paid', 'failed', 'staff');
  CREATE TYPE "public"."enum_claim_forms_checklists_claim_type" AS ENUM('death', 'funeral', 'hospital-cash', 'surgery', 'critical-illness', 'disability', 'maturity', 'surrender');
  CREATE TYPE "public"."enum__claim_forms_v_version_checklists_claim_type" AS ENUM('death', 'funeral', 'hospital-cash', 'surgery', 'critical-illness', 'disability', 'maturity', 'surrender');
  CREATE TYPE "public"."enum_application_settings_health_questions_kinds" AS ENUM('endowment', 'term', 'familyIncome', 'education', 'wholeLife', 'annuity', 'health');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "group_quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar NOT NULL,
  	"product_id" integer,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"staff_count" numeric NOT NULL,
  	"annual_salary" numeric NOT NULL,
  	"cover_multiple" numeric NOT NULL,
  	"message" varchar,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"consent_version" varchar NOT NULL,
  	"handled" boolean DEFAULT false,
  	"handled_at" timestamp(3) with time zone,
  	"handled_by_id" integer,
  	"sender_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "online_claims_missing_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document" varchar NOT NULL
  );
  
  CREATE TABLE "online_claims_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_online_claims_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer
  );
  
  CREATE TABLE "online_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"claim_type" "enum_online_claims_claim_type" NOT NULL,
  	"status" "enum_online_claims_status" DEFAULT 'received' NOT NULL,
  	"decline_reason" varchar,
  	"policy_number" varchar,
  	"policyholder_name" varchar,
  	"policyholder_birth_date" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"relationship" "enum_online_claims_relationship" NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"bank" "enum_online_claims_bank" NOT NULL,
  	"account_number" varchar NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"consent_version" varchar NOT NULL,
  	"sender_key" varchar,
  	"documents_complete_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "claim_lookups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "claim_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_id" integer NOT NULL,
  	"document" varchar,
  	"original_name" varchar,
  	"prefix" varchar DEFAULT 'claim-files',
  	"_objectkey" varchar,
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
  
  CREATE TABLE "claim_forms_checklists_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "claim_forms_checklists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"claim_type" "enum_claim_forms_checklists_claim_type"
  );
  
  CREATE TABLE "_claim_forms_v_version_checklists_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_claim_forms_v_version_checklists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_type" "enum__claim_forms_v_version_checklists_claim_type",
  	"_uuid" varchar
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
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT 'documents';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "group_quote_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "online_claims_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "claim_lookups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "claim_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "group_quote_requests" ADD CONSTRAINT "group_quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_quote_requests" ADD CONSTRAINT "group_quote_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "online_claims_missing_documents" ADD CONSTRAINT "online_claims_missing_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."online_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_claims_history" ADD CONSTRAINT "online_claims_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "online_claims_history" ADD CONSTRAINT "online_claims_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."online_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_online_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."online_claims"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_beneficiaries" ADD CONSTRAINT "applications_beneficiaries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_health_answers" ADD CONSTRAINT "applications_health_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_forms_checklists_documents" ADD CONSTRAINT "claim_forms_checklists_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms_checklists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_checklists" ADD CONSTRAINT "claim_forms_checklists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_checklists_documents" ADD CONSTRAINT "_claim_forms_v_version_checklists_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v_version_checklists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_checklists" ADD CONSTRAINT "_claim_forms_v_version_checklists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_settings_health_questions_kinds" ADD CONSTRAINT "application_settings_health_questions_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."application_settings_health_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_settings_health_questions" ADD CONSTRAINT "application_settings_health_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."application_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_settings_sum_assured_limits" ADD CONSTRAINT "application_settings_sum_assured_limits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."application_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "group_quote_requests_product_idx" ON "group_quote_requests" USING btree ("product_id");
  CREATE INDEX "group_quote_requests_handled_idx" ON "group_quote_requests" USING btree ("handled");
  CREATE INDEX "group_quote_requests_handled_by_idx" ON "group_quote_requests" USING btree ("handled_by_id");
  CREATE INDEX "group_quote_requests_sender_key_idx" ON "group_quote_requests" USING btree ("sender_key");
  CREATE INDEX "group_quote_requests_updated_at_idx" ON "group_quote_requests" USING btree ("updated_at");
  CREATE INDEX "group_quote_requests_created_at_idx" ON "group_quote_requests" USING btree ("created_at");
  CREATE INDEX "online_claims_missing_documents_order_idx" ON "online_claims_missing_documents" USING btree ("_order");
  CREATE INDEX "online_claims_missing_documents_parent_id_idx" ON "online_claims_missing_documents" USING btree ("_parent_id");
  CREATE INDEX "online_claims_history_order_idx" ON "online_claims_history" USING btree ("_order");
  CREATE INDEX "online_claims_history_parent_id_idx" ON "online_claims_history" USING btree ("_parent_id");
  CREATE INDEX "online_claims_history_by_idx" ON "online_claims_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "online_claims_reference_idx" ON "online_claims" USING btree ("reference");
  CREATE INDEX "online_claims_status_idx" ON "online_claims" USING btree ("status");
  CREATE INDEX "online_claims_phone_idx" ON "online_claims" USING btree ("phone");
  CREATE INDEX "online_claims_sender_key_idx" ON "online_claims" USING btree ("sender_key");
  CREATE INDEX "online_claims_documents_complete_at_idx" ON "online_claims" USING btree ("documents_complete_at");
  CREATE INDEX "online_claims_updated_at_idx" ON "online_claims" USING btree ("updated_at");
  CREATE INDEX "online_claims_created_at_idx" ON "online_claims" USING btree ("created_at");
  CREATE INDEX "claim_lookups_client_key_idx" ON "claim_lookups" USING btree ("client_key");
  CREATE INDEX "claim_lookups_updated_at_idx" ON "claim_lookups" USING btree ("updated_at");
  CREATE INDEX "claim_lookups_created_at_idx" ON "claim_lookups" USING btree ("created_at");
  CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id");
  CREATE INDEX "claim_files_updated_at_idx" ON "claim_files" USING btree ("updated_at");
  CREATE INDEX "claim_files_created_at_idx" ON "claim_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "claim_files_filename_idx" ON "claim_files" USING btree ("filename");
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
  CREATE INDEX "claim_forms_checklists_documents_order_idx" ON "claim_forms_checklists_documents" USING btree ("_order");
  CREATE INDEX "claim_forms_checklists_documents_parent_id_idx" ON "claim_forms_checklists_documents" USING btree ("_parent_id");
  CREATE INDEX "claim_forms_checklists_order_idx" ON "claim_forms_checklists" USING btree ("_order");
  CREATE INDEX "claim_forms_checklists_parent_id_idx" ON "claim_forms_checklists" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_checklists_documents_order_idx" ON "_claim_forms_v_version_checklists_documents" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_checklists_documents_parent_id_idx" ON "_claim_forms_v_version_checklists_documents" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_checklists_order_idx" ON "_claim_forms_v_version_checklists" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_checklists_parent_id_idx" ON "_claim_forms_v_version_checklists" USING btree ("_parent_id");
  CREATE INDEX "application_settings_health_questions_kinds_order_idx" ON "application_settings_health_questions_kinds" USING btree ("order");
  CREATE INDEX "application_settings_health_questions_kinds_parent_idx" ON "application_settings_health_questions_kinds" USING btree ("parent_id");
  CREATE INDEX "application_settings_health_questions_order_idx" ON "application_settings_health_questions" USING btree ("_order");
  CREATE INDEX "application_settings_health_questions_parent_id_idx" ON "application_settings_health_questions" USING btree ("_parent_id");
  CREATE INDEX "application_settings_sum_assured_limits_order_idx" ON "application_settings_sum_assured_limits" USING btree ("_order");
  CREATE INDEX "application_settings_sum_assured_limits_parent_id_idx" ON "application_settings_sum_assured_limits" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_group_quote_requests_fk" FOREIGN KEY ("group_quote_requests_id") REFERENCES "public"."group_quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_online_claims_fk" FOREIGN KEY ("online_claims_id") REFERENCES "public"."online_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claim_lookups_fk" FOREIGN KEY ("claim_lookups_id") REFERENCES "public"."claim_lookups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claim_files_fk" FOREIGN KEY ("claim_files_id") REFERENCES "public"."claim_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_group_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("group_quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_online_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("online_claims_id");
  CREATE INDEX "payload_locked_documents_rels_claim_lookups_id_idx" ON "payload_locked_documents_rels" USING btree ("claim_lookups_id");
  CREATE INDEX "payload_locked_documents_rels_claim_files_id_idx" ON "payload_locked_documents_rels" USING btree ("claim_files_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "group_quote_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "online_claims_missing_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "online_claims_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "online_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_lookups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_beneficiaries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_health_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_forms_checklists_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_forms_checklists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_claim_forms_v_version_checklists_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_claim_forms_v_version_checklists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings_health_questions_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings_health_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings_sum_assured_limits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "group_quote_requests" CASCADE;
  DROP TABLE "online_claims_missing_documents" CASCADE;
  DROP TABLE "online_claims_history" CASCADE;
  DROP TABLE "online_claims" CASCADE;
  DROP TABLE "claim_lookups" CASCADE;
  DROP TABLE "claim_files" CASCADE;
  DROP TABLE "applications_beneficiaries" CASCADE;
  DROP TABLE "applications_health_answers" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "claim_forms_checklists_documents" CASCADE;
  DROP TABLE "claim_forms_checklists" CASCADE;
  DROP TABLE "_claim_forms_v_version_checklists_documents" CASCADE;
  DROP TABLE "_claim_forms_v_version_checklists" CASCADE;
  DROP TABLE "application_settings_health_questions_kinds" CASCADE;
  DROP TABLE "application_settings_health_questions" CASCADE;
  DROP TABLE "application_settings_sum_assured_limits" CASCADE;
  DROP TABLE "application_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_group_quote_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_online_claims_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_claim_lookups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_claim_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_group_quote_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_online_claims_id_idx";
  DROP INDEX "payload_locked_documents_rels_claim_lookups_id_idx";
  DROP INDEX "payload_locked_documents_rels_claim_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "group_quote_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "online_claims_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "claim_lookups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "claim_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_online_claims_history_status";
  DROP TYPE "public"."enum_online_claims_claim_type";
  DROP TYPE "public"."enum_online_claims_status";
  DROP TYPE "public"."enum_online_claims_relationship";
  DROP TYPE "public"."enum_online_claims_bank";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_payment_status";
  DROP TYPE "public"."enum_claim_forms_checklists_claim_type";
  DROP TYPE "public"."enum__claim_forms_v_version_checklists_claim_type";
  DROP TYPE "public"."enum_application_settings_health_questions_kinds";`)
}
