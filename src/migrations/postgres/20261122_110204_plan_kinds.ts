import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_kind" AS ENUM('endowment', 'term', 'familyIncome', 'education', 'wholeLife', 'annuity', 'health');
  CREATE TYPE "public"."enum_plans_health_benefit" AS ENUM('hospitalCash', 'criticalIllness', 'surgery');
  CREATE TYPE "public"."enum_plans_example_frequency" AS ENUM('01', '03', '06', '12', 'OT');
  ALTER TABLE "plans" ADD COLUMN "kind" "enum_plans_kind" DEFAULT 'endowment' NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "health_benefit" "enum_plans_health_benefit";
  ALTER TABLE "plans" ADD COLUMN "rate_table" varchar;
  ALTER TABLE "plans" ADD COLUMN "example_age" numeric DEFAULT 35 NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "example_term" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "example_sum_assured" numeric DEFAULT 1000000 NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "example_frequency" "enum_plans_example_frequency" DEFAULT '01' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "plans" DROP COLUMN "kind";
  ALTER TABLE "plans" DROP COLUMN "health_benefit";
  ALTER TABLE "plans" DROP COLUMN "rate_table";
  ALTER TABLE "plans" DROP COLUMN "example_age";
  ALTER TABLE "plans" DROP COLUMN "example_term";
  ALTER TABLE "plans" DROP COLUMN "example_sum_assured";
  ALTER TABLE "plans" DROP COLUMN "example_frequency";
  DROP TYPE "public"."enum_plans_kind";
  DROP TYPE "public"."enum_plans_health_benefit";
  DROP TYPE "public"."enum_plans_example_frequency";`)
}
