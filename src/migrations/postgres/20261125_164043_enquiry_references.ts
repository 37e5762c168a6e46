import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" ADD COLUMN "reference" varchar;
  ALTER TABLE "group_quote_requests" ADD COLUMN "reference" varchar;
  CREATE UNIQUE INDEX "enquiries_reference_idx" ON "enquiries" USING btree ("reference");
  CREATE UNIQUE INDEX "group_quote_requests_reference_idx" ON "group_quote_requests" USING btree ("reference");`)
  // Rows from before references get one as src/lib/references.ts makes it: the year received in Lagos,
  // the id padded to six digits (lpad alone would cut a longer id short).
  await db.execute(sql`
  UPDATE "enquiries" SET "reference" = 'RL-ENQ-' || to_char("created_at" AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' ||
    CASE WHEN length("id"::text) >= 6 THEN "id"::text ELSE lpad("id"::text, 6, '0') END
    WHERE "reference" IS NULL;
  UPDATE "group_quote_requests" SET "reference" = 'RL-GRP-' || to_char("created_at" AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' ||
    CASE WHEN length("id"::text) >= 6 THEN "id"::text ELSE lpad("id"::text, 6, '0') END
    WHERE "reference" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "enquiries_reference_idx";
  DROP INDEX "group_quote_requests_reference_idx";
  ALTER TABLE "enquiries" DROP COLUMN "reference";
  ALTER TABLE "group_quote_requests" DROP COLUMN "reference";`)
}
