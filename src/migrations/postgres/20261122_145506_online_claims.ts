import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_online_claims_history_status" AS ENUM('received', 'documents-complete', 'assessing', 'approved', 'paid', 'declined');
  CREATE TYPE "public"."enum_online_claims_claim_type" AS ENUM('death', 'funeral', 'hospital-cash', 'surgery', 'critical-illness', 'disability', 'maturity', 'surrender');
  CREATE TYPE "public"."enum_online_claims_status" AS ENUM('received', 'documents-complete', 'assessing', 'approved', 'paid', 'declined');
  CREATE TYPE "public"."enum_online_claims_relationship" AS ENUM('self', 'spouse', 'child', 'parent', 'sibling', 'other-family', 'beneficiary', 'executor');
  CREATE TYPE "public"."enum_online_claims_bank" AS ENUM('044', '023', '050', '070', '011', '214', '103', '058', '030', '301', '082', '076', '101', '221', '068', '232', '100', '102', '032', '033', '215', '035', '057');
  CREATE TYPE "public"."enum_claim_forms_checklists_claim_type" AS ENUM('death', 'funeral', 'hospital-cash', 'surgery', 'critical-illness', 'disability', 'maturity', 'surrender');
  CREATE TYPE "public"."enum__claim_forms_v_version_checklists_claim_type" AS ENUM('death', 'funeral', 'hospital-cash', 'surgery', 'critical-illness', 'disability', 'maturity', 'surrender');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "online_claims_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "claim_lookups_id" integer;
  ALTER TABLE "online_claims_missing_documents" ADD CONSTRAINT "online_claims_missing_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."online_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_claims_history" ADD CONSTRAINT "online_claims_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "online_claims_history" ADD CONSTRAINT "online_claims_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."online_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_checklists_documents" ADD CONSTRAINT "claim_forms_checklists_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms_checklists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "claim_forms_checklists" ADD CONSTRAINT "claim_forms_checklists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."claim_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_checklists_documents" ADD CONSTRAINT "_claim_forms_v_version_checklists_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v_version_checklists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_claim_forms_v_version_checklists" ADD CONSTRAINT "_claim_forms_v_version_checklists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_claim_forms_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "claim_forms_checklists_documents_order_idx" ON "claim_forms_checklists_documents" USING btree ("_order");
  CREATE INDEX "claim_forms_checklists_documents_parent_id_idx" ON "claim_forms_checklists_documents" USING btree ("_parent_id");
  CREATE INDEX "claim_forms_checklists_order_idx" ON "claim_forms_checklists" USING btree ("_order");
  CREATE INDEX "claim_forms_checklists_parent_id_idx" ON "claim_forms_checklists" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_checklists_documents_order_idx" ON "_claim_forms_v_version_checklists_documents" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_checklists_documents_parent_id_idx" ON "_claim_forms_v_version_checklists_documents" USING btree ("_parent_id");
  CREATE INDEX "_claim_forms_v_version_checklists_order_idx" ON "_claim_forms_v_version_checklists" USING btree ("_order");
  CREATE INDEX "_claim_forms_v_version_checklists_parent_id_idx" ON "_claim_forms_v_version_checklists" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_online_claims_fk" FOREIGN KEY ("online_claims_id") REFERENCES "public"."online_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claim_lookups_fk" FOREIGN KEY ("claim_lookups_id") REFERENCES "public"."claim_lookups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_online_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("online_claims_id");
  CREATE INDEX "payload_locked_documents_rels_claim_lookups_id_idx" ON "payload_locked_documents_rels" USING btree ("claim_lookups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "online_claims_missing_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "online_claims_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "online_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_lookups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_forms_checklists_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "claim_forms_checklists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_claim_forms_v_version_checklists_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_claim_forms_v_version_checklists" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "online_claims_missing_documents" CASCADE;
  DROP TABLE "online_claims_history" CASCADE;
  DROP TABLE "online_claims" CASCADE;
  DROP TABLE "claim_lookups" CASCADE;
  DROP TABLE "claim_forms_checklists_documents" CASCADE;
  DROP TABLE "claim_forms_checklists" CASCADE;
  DROP TABLE "_claim_forms_v_version_checklists_documents" CASCADE;
  DROP TABLE "_claim_forms_v_version_checklists" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_online_claims_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_claim_lookups_fk";
  
  DROP INDEX "payload_locked_documents_rels_online_claims_id_idx";
  DROP INDEX "payload_locked_documents_rels_claim_lookups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "online_claims_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "claim_lookups_id";
  DROP TYPE "public"."enum_online_claims_history_status";
  DROP TYPE "public"."enum_online_claims_claim_type";
  DROP TYPE "public"."enum_online_claims_status";
  DROP TYPE "public"."enum_online_claims_relationship";
  DROP TYPE "public"."enum_online_claims_bank";
  DROP TYPE "public"."enum_claim_forms_checklists_claim_type";
  DROP TYPE "public"."enum__claim_forms_v_version_checklists_claim_type";`)
}
