import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "group_quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar NOT NULL,
  	"product_id" integer,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"staff_count" numeric NOT NULL,
  	"annual_salary" numeric NOT NULL,
  	"cover_multiple" numeric NOT NULL,
  	"message" varchar,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"consent_version" varchar NOT NULL,
  	"handled" boolean DEFAULT false,
  	"handled_at" timestamp(3) with time zone,
  	"handled_by_id" integer,
  	"sender_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "group_quote_requests_id" integer;
  ALTER TABLE "group_quote_requests" ADD CONSTRAINT "group_quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "group_quote_requests" ADD CONSTRAINT "group_quote_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "group_quote_requests_product_idx" ON "group_quote_requests" USING btree ("product_id");
  CREATE INDEX "group_quote_requests_handled_idx" ON "group_quote_requests" USING btree ("handled");
  CREATE INDEX "group_quote_requests_handled_by_idx" ON "group_quote_requests" USING btree ("handled_by_id");
  CREATE INDEX "group_quote_requests_sender_key_idx" ON "group_quote_requests" USING btree ("sender_key");
  CREATE INDEX "group_quote_requests_updated_at_idx" ON "group_quote_requests" USING btree ("updated_at");
  CREATE INDEX "group_quote_requests_created_at_idx" ON "group_quote_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_group_quote_requests_fk" FOREIGN KEY ("group_quote_requests_id") REFERENCES "public"."group_quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_group_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("group_quote_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "group_quote_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "group_quote_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_group_quote_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_group_quote_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "group_quote_requests_id";`)
}
