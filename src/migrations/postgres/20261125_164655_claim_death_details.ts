import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_online_claims_cause_of_death" AS ENUM('natural', 'accident', 'not-known');
  ALTER TABLE "online_claims" ADD COLUMN "deceased_name" varchar;
  ALTER TABLE "online_claims" ADD COLUMN "date_of_death" timestamp(3) with time zone;
  ALTER TABLE "online_claims" ADD COLUMN "cause_of_death" "enum_online_claims_cause_of_death";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "online_claims" DROP COLUMN "deceased_name";
  ALTER TABLE "online_claims" DROP COLUMN "date_of_death";
  ALTER TABLE "online_claims" DROP COLUMN "cause_of_death";
  DROP TYPE "public"."enum_online_claims_cause_of_death";`)
}
