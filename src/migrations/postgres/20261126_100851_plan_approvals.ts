import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_payment_frequencies" AS ENUM('01', '03', '06', '12', 'OT');
  CREATE TYPE "public"."enum__plans_v_version_kind" AS ENUM('endowment', 'term', 'familyIncome', 'education', 'wholeLife', 'annuity', 'health');
  CREATE TYPE "public"."enum__plans_v_version_health_benefit" AS ENUM('hospitalCash', 'criticalIllness', 'surgery');
  CREATE TYPE "public"."enum__plans_v_version_quotes" AS ENUM('premium', 'sumAssured');
  CREATE TYPE "public"."enum__plans_v_version_mortality_source" AS ENUM('makeham', 'table');
  CREATE TYPE "public"."enum__plans_v_version_example_frequency" AS ENUM('01', '03', '06', '12', 'OT');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_plans_v_version_payment_frequencies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__plans_v_version_payment_frequencies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_changed_by_id" integer,
  	"version_approved_by_id" integer,
  	"version_approved_at" timestamp(3) with time zone,
  	"version_code" varchar,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_kind" "enum__plans_v_version_kind" DEFAULT 'endowment',
  	"version_health_benefit" "enum__plans_v_version_health_benefit",
  	"version_rate_table" varchar,
  	"version_quotes" "enum__plans_v_version_quotes" DEFAULT 'premium',
  	"version_rule_name" varchar,
  	"version_min_tenor2" numeric DEFAULT 5,
  	"version_tenor" numeric DEFAULT 20,
  	"version_min_entry_age" numeric DEFAULT 18,
  	"version_max_entry_age" numeric DEFAULT 60,
  	"version_max_maturity_age" numeric DEFAULT 70,
  	"version_min_premium" numeric DEFAULT 5000,
  	"version_min_sum_assured" numeric DEFAULT 500000,
  	"version_interest_rate_percent" numeric DEFAULT 5,
  	"version_loading_percent" numeric DEFAULT 10,
  	"version_mortality_source" "enum__plans_v_version_mortality_source" DEFAULT 'makeham',
  	"version_mortality_makeham_a" numeric DEFAULT 0.00022,
  	"version_mortality_makeham_b" numeric DEFAULT 0.0000027,
  	"version_mortality_makeham_c" numeric DEFAULT 1.124,
  	"version_mortality_qx_table" varchar,
  	"version_modal_factors_monthly" numeric DEFAULT 0.0875,
  	"version_modal_factors_quarterly" numeric DEFAULT 0.26,
  	"version_modal_factors_semi_annual" numeric DEFAULT 0.52,
  	"version_modal_factors_annual" numeric DEFAULT 1,
  	"version_example_age" numeric DEFAULT 35,
  	"version_example_term" numeric DEFAULT 20,
  	"version_example_sum_assured" numeric DEFAULT 1000000,
  	"version_example_frequency" "enum__plans_v_version_example_frequency" DEFAULT '01',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "plans" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "quotes" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_tenor2" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "tenor" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_entry_age" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "max_entry_age" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "max_maturity_age" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_premium" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_sum_assured" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "interest_rate_percent" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "loading_percent" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_source" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_makeham_a" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_makeham_b" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_makeham_c" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_monthly" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_quarterly" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_semi_annual" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_annual" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_age" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_term" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_sum_assured" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_frequency" DROP NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "plans" ADD COLUMN "approved_by_id" integer;
  ALTER TABLE "plans" ADD COLUMN "approved_at" timestamp(3) with time zone;
  ALTER TABLE "plans" ADD COLUMN "_status" "enum_plans_status" DEFAULT 'draft';
  ALTER TABLE "_plans_v_version_payment_frequencies" ADD CONSTRAINT "_plans_v_version_payment_frequencies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_approved_by_id_users_id_fk" FOREIGN KEY ("version_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_plans_v_version_payment_frequencies_order_idx" ON "_plans_v_version_payment_frequencies" USING btree ("order");
  CREATE INDEX "_plans_v_version_payment_frequencies_parent_idx" ON "_plans_v_version_payment_frequencies" USING btree ("parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_changed_by_idx" ON "_plans_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_plans_v_version_version_approved_by_idx" ON "_plans_v" USING btree ("version_approved_by_id");
  CREATE INDEX "_plans_v_version_version_code_idx" ON "_plans_v" USING btree ("version_code");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  ALTER TABLE "plans" ADD CONSTRAINT "plans_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans" ADD CONSTRAINT "plans_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "plans_changed_by_idx" ON "plans" USING btree ("changed_by_id");
  CREATE INDEX "plans_approved_by_idx" ON "plans" USING btree ("approved_by_id");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");`)
  // Every plan stored before approvals was live: it stays published (decision 031).
  await db.execute(sql`UPDATE "plans" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_plans_v_version_payment_frequencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_plans_v_version_payment_frequencies" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  ALTER TABLE "plans" DROP CONSTRAINT "plans_changed_by_id_users_id_fk";
  
  ALTER TABLE "plans" DROP CONSTRAINT "plans_approved_by_id_users_id_fk";
  
  DROP INDEX "plans_changed_by_idx";
  DROP INDEX "plans_approved_by_idx";
  DROP INDEX "plans__status_idx";
  ALTER TABLE "plans" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "quotes" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_tenor2" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "tenor" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_entry_age" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "max_entry_age" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "max_maturity_age" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_premium" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "min_sum_assured" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "interest_rate_percent" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "loading_percent" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_source" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_makeham_a" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_makeham_b" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "mortality_makeham_c" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_monthly" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_quarterly" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_semi_annual" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "modal_factors_annual" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_age" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_term" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_sum_assured" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "example_frequency" SET NOT NULL;
  ALTER TABLE "plans" DROP COLUMN "changed_by_id";
  ALTER TABLE "plans" DROP COLUMN "approved_by_id";
  ALTER TABLE "plans" DROP COLUMN "approved_at";
  ALTER TABLE "plans" DROP COLUMN "_status";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_payment_frequencies";
  DROP TYPE "public"."enum__plans_v_version_kind";
  DROP TYPE "public"."enum__plans_v_version_health_benefit";
  DROP TYPE "public"."enum__plans_v_version_quotes";
  DROP TYPE "public"."enum__plans_v_version_mortality_source";
  DROP TYPE "public"."enum__plans_v_version_example_frequency";
  DROP TYPE "public"."enum__plans_v_version_status";`)
}
