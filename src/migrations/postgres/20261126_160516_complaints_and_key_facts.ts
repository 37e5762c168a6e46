import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_complaints_history_status" AS ENUM('received', 'investigating', 'resolved', 'escalated');
  CREATE TYPE "public"."enum_complaints_status" AS ENUM('received', 'investigating', 'resolved', 'escalated');
  CREATE TYPE "public"."enum_complaints_about" AS ENUM('claim', 'policy', 'payment', 'conduct', 'website', 'other');
  CREATE TABLE "complaints_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_complaints_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer
  );
  
  CREATE TABLE "complaints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_complaints_status" DEFAULT 'received' NOT NULL,
  	"due_at" timestamp(3) with time zone,
  	"final_answer" varchar,
  	"about" "enum_complaints_about" NOT NULL,
  	"policy_reference" varchar,
  	"details" varchar NOT NULL,
  	"wanted_outcome" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"consent_version" varchar NOT NULL,
  	"notes" varchar,
  	"resolved_at" timestamp(3) with time zone,
  	"sender_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "plans" ADD COLUMN "key_facts_not_covered" varchar;
  ALTER TABLE "plans" ADD COLUMN "key_facts_cooling_off_days" numeric DEFAULT 15;
  ALTER TABLE "plans" ADD COLUMN "key_facts_grace_period_days" numeric DEFAULT 30;
  ALTER TABLE "plans" ADD COLUMN "key_facts_cash_value_percent" numeric DEFAULT 0;
  ALTER TABLE "plans" ADD COLUMN "key_facts_cash_value_after_years" numeric DEFAULT 3;
  ALTER TABLE "_plans_v" ADD COLUMN "version_key_facts_not_covered" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_key_facts_cooling_off_days" numeric DEFAULT 15;
  ALTER TABLE "_plans_v" ADD COLUMN "version_key_facts_grace_period_days" numeric DEFAULT 30;
  ALTER TABLE "_plans_v" ADD COLUMN "version_key_facts_cash_value_percent" numeric DEFAULT 0;
  ALTER TABLE "_plans_v" ADD COLUMN "version_key_facts_cash_value_after_years" numeric DEFAULT 3;
  ALTER TABLE "applications" ADD COLUMN "key_facts_read_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "key_facts_version" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "complaints_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_acknowledge_days" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_resolve_days" numeric DEFAULT 14 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_bureau_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_bureau_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_bureau_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_bureau_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "complaints_bureau_website" varchar;
  ALTER TABLE "complaints_history" ADD CONSTRAINT "complaints_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "complaints_history" ADD CONSTRAINT "complaints_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "complaints_history_order_idx" ON "complaints_history" USING btree ("_order");
  CREATE INDEX "complaints_history_parent_id_idx" ON "complaints_history" USING btree ("_parent_id");
  CREATE INDEX "complaints_history_by_idx" ON "complaints_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "complaints_reference_idx" ON "complaints" USING btree ("reference");
  CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status");
  CREATE INDEX "complaints_due_at_idx" ON "complaints" USING btree ("due_at");
  CREATE INDEX "complaints_phone_idx" ON "complaints" USING btree ("phone");
  CREATE INDEX "complaints_sender_key_idx" ON "complaints" USING btree ("sender_key");
  CREATE INDEX "complaints_updated_at_idx" ON "complaints" USING btree ("updated_at");
  CREATE INDEX "complaints_created_at_idx" ON "complaints" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_complaints_fk" FOREIGN KEY ("complaints_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_complaints_id_idx" ON "payload_locked_documents_rels" USING btree ("complaints_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "complaints_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "complaints" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "complaints_history" CASCADE;
  DROP TABLE "complaints" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_complaints_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_complaints_id_idx";
  ALTER TABLE "plans" DROP COLUMN "key_facts_not_covered";
  ALTER TABLE "plans" DROP COLUMN "key_facts_cooling_off_days";
  ALTER TABLE "plans" DROP COLUMN "key_facts_grace_period_days";
  ALTER TABLE "plans" DROP COLUMN "key_facts_cash_value_percent";
  ALTER TABLE "plans" DROP COLUMN "key_facts_cash_value_after_years";
  ALTER TABLE "_plans_v" DROP COLUMN "version_key_facts_not_covered";
  ALTER TABLE "_plans_v" DROP COLUMN "version_key_facts_cooling_off_days";
  ALTER TABLE "_plans_v" DROP COLUMN "version_key_facts_grace_period_days";
  ALTER TABLE "_plans_v" DROP COLUMN "version_key_facts_cash_value_percent";
  ALTER TABLE "_plans_v" DROP COLUMN "version_key_facts_cash_value_after_years";
  ALTER TABLE "applications" DROP COLUMN "key_facts_read_at";
  ALTER TABLE "applications" DROP COLUMN "key_facts_version";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "complaints_id";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_acknowledge_days";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_resolve_days";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_email";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_bureau_name";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_bureau_phone";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_bureau_email";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_bureau_address";
  ALTER TABLE "site_settings" DROP COLUMN "complaints_bureau_website";
  DROP TYPE "public"."enum_complaints_history_status";
  DROP TYPE "public"."enum_complaints_status";
  DROP TYPE "public"."enum_complaints_about";`)
}
