import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_online_claims_history_event" ADD VALUE 'document-checked';
  ALTER TYPE "public"."enum_online_claims_history_event" ADD VALUE 'document-unchecked';
  ALTER TABLE "online_claims_missing_documents" ADD COLUMN "checked" boolean DEFAULT false;
  ALTER TABLE "online_claims_missing_documents" ADD COLUMN "checked_at" timestamp(3) with time zone;
  ALTER TABLE "online_claims_missing_documents" ADD COLUMN "checked_by_id" integer;
  ALTER TABLE "online_claims_missing_documents" ADD CONSTRAINT "online_claims_missing_documents_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "online_claims_missing_documents_checked_by_idx" ON "online_claims_missing_documents" USING btree ("checked_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "online_claims_missing_documents" DROP CONSTRAINT "online_claims_missing_documents_checked_by_id_users_id_fk";
  
  ALTER TABLE "online_claims_history" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_online_claims_history_event";
  CREATE TYPE "public"."enum_online_claims_history_event" AS ENUM('status', 'file-unreadable', 'file-readable');
  ALTER TABLE "online_claims_history" ALTER COLUMN "event" SET DATA TYPE "public"."enum_online_claims_history_event" USING "event"::"public"."enum_online_claims_history_event";
  DROP INDEX "online_claims_missing_documents_checked_by_idx";
  ALTER TABLE "online_claims_missing_documents" DROP COLUMN "checked";
  ALTER TABLE "online_claims_missing_documents" DROP COLUMN "checked_at";
  ALTER TABLE "online_claims_missing_documents" DROP COLUMN "checked_by_id";`)
}
