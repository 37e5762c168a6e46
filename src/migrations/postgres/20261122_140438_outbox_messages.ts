import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_messages_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_outbox_messages_status" AS ENUM('waiting', 'sending', 'sent', 'failed', 'not-configured');
  CREATE TABLE "outbox_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_outbox_messages_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"key" varchar NOT NULL,
  	"related" varchar,
  	"status" "enum_outbox_messages_status" DEFAULT 'waiting' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"receipt" varchar,
  	"claim_token" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_messages_id" integer;
  CREATE INDEX "outbox_messages_channel_idx" ON "outbox_messages" USING btree ("channel");
  CREATE UNIQUE INDEX "outbox_messages_key_idx" ON "outbox_messages" USING btree ("key");
  CREATE INDEX "outbox_messages_related_idx" ON "outbox_messages" USING btree ("related");
  CREATE INDEX "outbox_messages_status_idx" ON "outbox_messages" USING btree ("status");
  CREATE INDEX "outbox_messages_next_attempt_at_idx" ON "outbox_messages" USING btree ("next_attempt_at");
  CREATE INDEX "outbox_messages_updated_at_idx" ON "outbox_messages" USING btree ("updated_at");
  CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk" FOREIGN KEY ("outbox_messages_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_outbox_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_outbox_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_messages_id";
  DROP TYPE "public"."enum_outbox_messages_channel";
  DROP TYPE "public"."enum_outbox_messages_status";`)
}
