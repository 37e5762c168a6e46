import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policyholder_change_requests_kind" AS ENUM('contact', 'beneficiaries');
  CREATE TYPE "public"."enum_policyholder_change_requests_status" AS ENUM('received', 'done', 'declined');
  CREATE TYPE "public"."enum_policyholder_change_requests_requested_by_kind" AS ENUM('phone', 'email');
  CREATE TYPE "public"."enum_policyholder_change_requests_forward_state" AS ENUM('waiting', 'sent', 'refused');
  CREATE TYPE "public"."enum_policies_status" AS ENUM('in-force', 'lapsed', 'in-grace', 'paid-up', 'matured', 'claimed');
  CREATE TYPE "public"."enum_policies_frequency" AS ENUM('monthly', 'quarterly', 'half-yearly', 'yearly', 'single');
  CREATE TYPE "public"."enum_policy_change_requests_kind" AS ENUM('contact', 'beneficiaries');
  CREATE TYPE "public"."enum_policy_change_requests_status" AS ENUM('open', 'done', 'declined');
  CREATE TYPE "public"."enum_policy_service_calls_kind" AS ENUM('issue-policy', 'record-premium');
  CREATE TYPE "public"."enum_policy_service_calls_status" AS ENUM('waiting', 'sending', 'done', 'failed', 'not-configured');
  CREATE TYPE "public"."enum_premium_payments_status" AS ENUM('pending', 'paid', 'failed', 'amount-mismatch');
  CREATE TYPE "public"."enum_policyholder_sessions_contact_kind" AS ENUM('phone', 'email');
  CREATE TYPE "public"."enum_policyholder_codes_purpose" AS ENUM('sign-in', 'new-contact');
  CREATE TYPE "public"."enum_policyholder_codes_contact_kind" AS ENUM('phone', 'email');
  CREATE TABLE "policyholder_change_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"kind" "enum_policyholder_change_requests_kind" NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"status" "enum_policyholder_change_requests_status" DEFAULT 'received' NOT NULL,
  	"summary" varchar NOT NULL,
  	"changes" jsonb,
  	"reason" varchar,
  	"requested_by" varchar NOT NULL,
  	"requested_by_kind" "enum_policyholder_change_requests_requested_by_kind" NOT NULL,
  	"closed_at" timestamp(3) with time zone,
  	"forward_state" "enum_policyholder_change_requests_forward_state" DEFAULT 'waiting',
  	"forwarded_at" timestamp(3) with time zone,
  	"forward_attempts" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policies_beneficiaries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"relationship" varchar NOT NULL,
  	"share_percent" numeric NOT NULL
  );
  
  CREATE TABLE "policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"status" "enum_policies_status" NOT NULL,
  	"product" varchar NOT NULL,
  	"plan_code" varchar NOT NULL,
  	"plan_name" varchar NOT NULL,
  	"sum_assured_kobo" numeric NOT NULL,
  	"premium_kobo" numeric NOT NULL,
  	"frequency" "enum_policies_frequency" NOT NULL,
  	"start_date" varchar NOT NULL,
  	"premiums_end_date" varchar,
  	"reinstatable_until" varchar,
  	"holder_first_name" varchar NOT NULL,
  	"holder_last_name" varchar NOT NULL,
  	"holder_date_of_birth" varchar NOT NULL,
  	"holder_phone" varchar NOT NULL,
  	"holder_email" varchar NOT NULL,
  	"holder_address" varchar,
  	"application_reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policy_premiums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"amount_kobo" numeric NOT NULL,
  	"paid_on" varchar NOT NULL,
  	"channel" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policy_change_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"kind" "enum_policy_change_requests_kind" NOT NULL,
  	"details" jsonb NOT NULL,
  	"status" "enum_policy_change_requests_status" DEFAULT 'open' NOT NULL,
  	"note" varchar,
  	"created_on" varchar NOT NULL,
  	"decided_on" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policy_service_calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_policy_service_calls_kind" NOT NULL,
  	"key" varchar NOT NULL,
  	"related" varchar,
  	"request" jsonb NOT NULL,
  	"result" varchar,
  	"status" "enum_policy_service_calls_status" DEFAULT 'waiting' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"done_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"claim_token" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "premium_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"policy_number" varchar NOT NULL,
  	"product" varchar,
  	"first_name" varchar,
  	"amount_kobo" numeric NOT NULL,
  	"instalments" numeric NOT NULL,
  	"status" "enum_premium_payments_status" DEFAULT 'pending' NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"channel" varchar,
  	"recorded_at" timestamp(3) with time zone,
  	"receipt_expires_at" timestamp(3) with time zone,
  	"email" varchar,
  	"phone" varchar,
  	"receipt_key_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pay_lookups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policyholder_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"contact" varchar NOT NULL,
  	"contact_kind" "enum_policyholder_sessions_contact_kind" NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policyholder_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_policyholder_codes_purpose" NOT NULL,
  	"attempt_hash" varchar NOT NULL,
  	"contact" varchar NOT NULL,
  	"contact_kind" "enum_policyholder_codes_contact_kind" NOT NULL,
  	"sender_key" varchar,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_tries" numeric DEFAULT 0,
  	"used_at" timestamp(3) with time zone,
  	"session" numeric,
  	"pending" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policyholder_change_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_premiums_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_change_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_service_calls_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "premium_payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pay_lookups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policyholder_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policyholder_codes_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "direct_debit_instructions" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "premium_payments_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "premium_payments_max_amount_naira" numeric DEFAULT 5000000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "premium_payments_max_instalments" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "premium_payments_receipt_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "policies_beneficiaries" ADD CONSTRAINT "policies_beneficiaries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "policyholder_change_requests_reference_idx" ON "policyholder_change_requests" USING btree ("reference");
  CREATE INDEX "policyholder_change_requests_policy_number_idx" ON "policyholder_change_requests" USING btree ("policy_number");
  CREATE INDEX "policyholder_change_requests_status_idx" ON "policyholder_change_requests" USING btree ("status");
  CREATE INDEX "policyholder_change_requests_requested_by_idx" ON "policyholder_change_requests" USING btree ("requested_by");
  CREATE INDEX "policyholder_change_requests_forward_state_idx" ON "policyholder_change_requests" USING btree ("forward_state");
  CREATE INDEX "policyholder_change_requests_updated_at_idx" ON "policyholder_change_requests" USING btree ("updated_at");
  CREATE INDEX "policyholder_change_requests_created_at_idx" ON "policyholder_change_requests" USING btree ("created_at");
  CREATE INDEX "policies_beneficiaries_order_idx" ON "policies_beneficiaries" USING btree ("_order");
  CREATE INDEX "policies_beneficiaries_parent_id_idx" ON "policies_beneficiaries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "policies_policy_number_idx" ON "policies" USING btree ("policy_number");
  CREATE INDEX "policies_status_idx" ON "policies" USING btree ("status");
  CREATE INDEX "policies_holder_holder_phone_idx" ON "policies" USING btree ("holder_phone");
  CREATE INDEX "policies_holder_holder_email_idx" ON "policies" USING btree ("holder_email");
  CREATE UNIQUE INDEX "policies_application_reference_idx" ON "policies" USING btree ("application_reference");
  CREATE INDEX "policies_updated_at_idx" ON "policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "policies" USING btree ("created_at");
  CREATE UNIQUE INDEX "policy_premiums_reference_idx" ON "policy_premiums" USING btree ("reference");
  CREATE INDEX "policy_premiums_policy_number_idx" ON "policy_premiums" USING btree ("policy_number");
  CREATE INDEX "policy_premiums_paid_on_idx" ON "policy_premiums" USING btree ("paid_on");
  CREATE INDEX "policy_premiums_updated_at_idx" ON "policy_premiums" USING btree ("updated_at");
  CREATE INDEX "policy_premiums_created_at_idx" ON "policy_premiums" USING btree ("created_at");
  CREATE UNIQUE INDEX "policy_change_requests_request_id_idx" ON "policy_change_requests" USING btree ("request_id");
  CREATE INDEX "policy_change_requests_policy_number_idx" ON "policy_change_requests" USING btree ("policy_number");
  CREATE INDEX "policy_change_requests_status_idx" ON "policy_change_requests" USING btree ("status");
  CREATE INDEX "policy_change_requests_updated_at_idx" ON "policy_change_requests" USING btree ("updated_at");
  CREATE INDEX "policy_change_requests_created_at_idx" ON "policy_change_requests" USING btree ("created_at");
  CREATE INDEX "policy_service_calls_kind_idx" ON "policy_service_calls" USING btree ("kind");
  CREATE UNIQUE INDEX "policy_service_calls_key_idx" ON "policy_service_calls" USING btree ("key");
  CREATE INDEX "policy_service_calls_related_idx" ON "policy_service_calls" USING btree ("related");
  CREATE INDEX "policy_service_calls_status_idx" ON "policy_service_calls" USING btree ("status");
  CREATE INDEX "policy_service_calls_next_attempt_at_idx" ON "policy_service_calls" USING btree ("next_attempt_at");
  CREATE INDEX "policy_service_calls_updated_at_idx" ON "policy_service_calls" USING btree ("updated_at");
  CREATE INDEX "policy_service_calls_created_at_idx" ON "policy_service_calls" USING btree ("created_at");
  CREATE UNIQUE INDEX "premium_payments_reference_idx" ON "premium_payments" USING btree ("reference");
  CREATE INDEX "premium_payments_policy_number_idx" ON "premium_payments" USING btree ("policy_number");
  CREATE INDEX "premium_payments_status_idx" ON "premium_payments" USING btree ("status");
  CREATE INDEX "premium_payments_receipt_expires_at_idx" ON "premium_payments" USING btree ("receipt_expires_at");
  CREATE UNIQUE INDEX "premium_payments_receipt_key_hash_idx" ON "premium_payments" USING btree ("receipt_key_hash");
  CREATE INDEX "premium_payments_updated_at_idx" ON "premium_payments" USING btree ("updated_at");
  CREATE INDEX "premium_payments_created_at_idx" ON "premium_payments" USING btree ("created_at");
  CREATE INDEX "pay_lookups_client_key_idx" ON "pay_lookups" USING btree ("client_key");
  CREATE INDEX "pay_lookups_updated_at_idx" ON "pay_lookups" USING btree ("updated_at");
  CREATE INDEX "pay_lookups_created_at_idx" ON "pay_lookups" USING btree ("created_at");
  CREATE UNIQUE INDEX "policyholder_sessions_token_hash_idx" ON "policyholder_sessions" USING btree ("token_hash");
  CREATE INDEX "policyholder_sessions_contact_idx" ON "policyholder_sessions" USING btree ("contact");
  CREATE INDEX "policyholder_sessions_expires_at_idx" ON "policyholder_sessions" USING btree ("expires_at");
  CREATE INDEX "policyholder_sessions_updated_at_idx" ON "policyholder_sessions" USING btree ("updated_at");
  CREATE INDEX "policyholder_sessions_created_at_idx" ON "policyholder_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "policyholder_codes_attempt_hash_idx" ON "policyholder_codes" USING btree ("attempt_hash");
  CREATE INDEX "policyholder_codes_contact_idx" ON "policyholder_codes" USING btree ("contact");
  CREATE INDEX "policyholder_codes_sender_key_idx" ON "policyholder_codes" USING btree ("sender_key");
  CREATE INDEX "policyholder_codes_code_expires_at_idx" ON "policyholder_codes" USING btree ("code_expires_at");
  CREATE INDEX "policyholder_codes_updated_at_idx" ON "policyholder_codes" USING btree ("updated_at");
  CREATE INDEX "policyholder_codes_created_at_idx" ON "policyholder_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policyholder_change_request_fk" FOREIGN KEY ("policyholder_change_requests_id") REFERENCES "public"."policyholder_change_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_premiums_fk" FOREIGN KEY ("policy_premiums_id") REFERENCES "public"."policy_premiums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_change_requests_fk" FOREIGN KEY ("policy_change_requests_id") REFERENCES "public"."policy_change_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_service_calls_fk" FOREIGN KEY ("policy_service_calls_id") REFERENCES "public"."policy_service_calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_premium_payments_fk" FOREIGN KEY ("premium_payments_id") REFERENCES "public"."premium_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pay_lookups_fk" FOREIGN KEY ("pay_lookups_id") REFERENCES "public"."pay_lookups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policyholder_sessions_fk" FOREIGN KEY ("policyholder_sessions_id") REFERENCES "public"."policyholder_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policyholder_codes_fk" FOREIGN KEY ("policyholder_codes_id") REFERENCES "public"."policyholder_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policyholder_change_reques_idx" ON "payload_locked_documents_rels" USING btree ("policyholder_change_requests_id");
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("policies_id");
  CREATE INDEX "payload_locked_documents_rels_policy_premiums_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_premiums_id");
  CREATE INDEX "payload_locked_documents_rels_policy_change_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_change_requests_id");
  CREATE INDEX "payload_locked_documents_rels_policy_service_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_service_calls_id");
  CREATE INDEX "payload_locked_documents_rels_premium_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("premium_payments_id");
  CREATE INDEX "payload_locked_documents_rels_pay_lookups_id_idx" ON "payload_locked_documents_rels" USING btree ("pay_lookups_id");
  CREATE INDEX "payload_locked_documents_rels_policyholder_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("policyholder_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_policyholder_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("policyholder_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policyholder_change_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies_beneficiaries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_premiums" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_change_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_service_calls" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "premium_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pay_lookups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policyholder_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policyholder_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policyholder_change_requests" CASCADE;
  DROP TABLE "policies_beneficiaries" CASCADE;
  DROP TABLE "policies" CASCADE;
  DROP TABLE "policy_premiums" CASCADE;
  DROP TABLE "policy_change_requests" CASCADE;
  DROP TABLE "policy_service_calls" CASCADE;
  DROP TABLE "premium_payments" CASCADE;
  DROP TABLE "pay_lookups" CASCADE;
  DROP TABLE "policyholder_sessions" CASCADE;
  DROP TABLE "policyholder_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policyholder_change_request_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policy_premiums_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policy_change_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policy_service_calls_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_premium_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_pay_lookups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policyholder_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_policyholder_codes_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policyholder_change_reques_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policies_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policy_premiums_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policy_change_requests_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policy_service_calls_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_premium_payments_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_pay_lookups_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policyholder_sessions_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_policyholder_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policyholder_change_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_premiums_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_change_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_service_calls_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "premium_payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pay_lookups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policyholder_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policyholder_codes_id";
  ALTER TABLE "site_settings" DROP COLUMN "direct_debit_instructions";
  ALTER TABLE "site_settings" DROP COLUMN "premium_payments_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "premium_payments_max_amount_naira";
  ALTER TABLE "site_settings" DROP COLUMN "premium_payments_max_instalments";
  ALTER TABLE "site_settings" DROP COLUMN "premium_payments_receipt_days";
  DROP TYPE "public"."enum_policyholder_change_requests_kind";
  DROP TYPE "public"."enum_policyholder_change_requests_status";
  DROP TYPE "public"."enum_policyholder_change_requests_requested_by_kind";
  DROP TYPE "public"."enum_policyholder_change_requests_forward_state";
  DROP TYPE "public"."enum_policies_status";
  DROP TYPE "public"."enum_policies_frequency";
  DROP TYPE "public"."enum_policy_change_requests_kind";
  DROP TYPE "public"."enum_policy_change_requests_status";
  DROP TYPE "public"."enum_policy_service_calls_kind";
  DROP TYPE "public"."enum_policy_service_calls_status";
  DROP TYPE "public"."enum_premium_payments_status";
  DROP TYPE "public"."enum_policyholder_sessions_contact_kind";
  DROP TYPE "public"."enum_policyholder_codes_purpose";
  DROP TYPE "public"."enum_policyholder_codes_contact_kind";`)
}
