import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_online_claims_history_event" AS ENUM('status', 'file-unreadable', 'file-readable');
  CREATE TYPE "public"."enum_claim_files_review" AS ENUM('received', 'unreadable');
  ALTER TABLE "online_claims_history" ADD COLUMN "event" "enum_online_claims_history_event";
  ALTER TABLE "online_claims_history" ADD COLUMN "file_id" integer;
  ALTER TABLE "online_claims_history" ADD COLUMN "note" varchar;
  ALTER TABLE "claim_files" ADD COLUMN "checklist_item" varchar;
  ALTER TABLE "claim_files" ADD COLUMN "review" "enum_claim_files_review" DEFAULT 'received' NOT NULL;
  ALTER TABLE "claim_files" ADD COLUMN "unreadable_reason" varchar;
  ALTER TABLE "claim_files" ADD COLUMN "reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "claim_files" ADD COLUMN "reviewed_by_id" integer;
  ALTER TABLE "online_claims_history" ADD CONSTRAINT "online_claims_history_file_id_claim_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."claim_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "online_claims_history_file_idx" ON "online_claims_history" USING btree ("file_id");
  CREATE INDEX "claim_files_reviewed_by_idx" ON "claim_files" USING btree ("reviewed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "online_claims_history" DROP CONSTRAINT "online_claims_history_file_id_claim_files_id_fk";
  
  ALTER TABLE "claim_files" DROP CONSTRAINT "claim_files_reviewed_by_id_users_id_fk";
  
  DROP INDEX "online_claims_history_file_idx";
  DROP INDEX "claim_files_reviewed_by_idx";
  ALTER TABLE "online_claims_history" DROP COLUMN "event";
  ALTER TABLE "online_claims_history" DROP COLUMN "file_id";
  ALTER TABLE "online_claims_history" DROP COLUMN "note";
  ALTER TABLE "claim_files" DROP COLUMN "checklist_item";
  ALTER TABLE "claim_files" DROP COLUMN "review";
  ALTER TABLE "claim_files" DROP COLUMN "unreadable_reason";
  ALTER TABLE "claim_files" DROP COLUMN "reviewed_at";
  ALTER TABLE "claim_files" DROP COLUMN "reviewed_by_id";
  DROP TYPE "public"."enum_online_claims_history_event";
  DROP TYPE "public"."enum_claim_files_review";`)
}
