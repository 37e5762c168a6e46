import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "claim_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_id" integer NOT NULL,
  	"document" varchar,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "claim_files_id" integer;
  ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_online_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."online_claims"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id");
  CREATE INDEX "claim_files_updated_at_idx" ON "claim_files" USING btree ("updated_at");
  CREATE INDEX "claim_files_created_at_idx" ON "claim_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "claim_files_filename_idx" ON "claim_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_claim_files_fk" FOREIGN KEY ("claim_files_id") REFERENCES "public"."claim_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_claim_files_id_idx" ON "payload_locked_documents_rels" USING btree ("claim_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "claim_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "claim_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_claim_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_claim_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "claim_files_id";`)
}
