import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('see', 'takeaway', 'correct', 'delete', 'marketing');
  CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('awaiting-code', 'received', 'done', 'refused');
  CREATE TYPE "public"."enum_privacy_requests_contact_kind" AS ENUM('phone', 'email');
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"status" "enum_privacy_requests_status" DEFAULT 'awaiting-code' NOT NULL,
  	"due_at" timestamp(3) with time zone,
  	"contact" varchar NOT NULL,
  	"contact_kind" "enum_privacy_requests_contact_kind" NOT NULL,
  	"details" varchar,
  	"answer" varchar,
  	"outcome" varchar,
  	"verified_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"export_expires_at" timestamp(3) with time zone,
  	"export_downloaded_at" timestamp(3) with time zone,
  	"sender_key" varchar,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_tries" numeric DEFAULT 0,
  	"export_token_hash" varchar,
  	"export_file" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "privacy_notice" ADD COLUMN "response_days" numeric DEFAULT 30;
  ALTER TABLE "_privacy_notice_v" ADD COLUMN "version_response_days" numeric DEFAULT 30;
  CREATE UNIQUE INDEX "privacy_requests_reference_idx" ON "privacy_requests" USING btree ("reference");
  CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status");
  CREATE INDEX "privacy_requests_due_at_idx" ON "privacy_requests" USING btree ("due_at");
  CREATE INDEX "privacy_requests_contact_idx" ON "privacy_requests" USING btree ("contact");
  CREATE INDEX "privacy_requests_sender_key_idx" ON "privacy_requests" USING btree ("sender_key");
  CREATE INDEX "privacy_requests_export_token_hash_idx" ON "privacy_requests" USING btree ("export_token_hash");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_privacy_requests_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "privacy_notice" DROP COLUMN "response_days";
  ALTER TABLE "_privacy_notice_v" DROP COLUMN "version_response_days";
  DROP TYPE "public"."enum_privacy_requests_kind";
  DROP TYPE "public"."enum_privacy_requests_status";
  DROP TYPE "public"."enum_privacy_requests_contact_kind";`)
}
