import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_opening_hours_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TABLE "call_backs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"slot_start" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"topic" varchar,
  	"notes" varchar,
  	"done" boolean DEFAULT false,
  	"done_at" timestamp(3) with time zone,
  	"done_by_id" integer,
  	"reminder_queued_at" timestamp(3) with time zone,
  	"sender_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"map_query" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_site_settings_opening_hours_day" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "call_backs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offices_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" varchar;
  ALTER TABLE "call_backs" ADD CONSTRAINT "call_backs_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours" ADD CONSTRAINT "site_settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_holidays" ADD CONSTRAINT "site_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "call_backs_reference_idx" ON "call_backs" USING btree ("reference");
  CREATE INDEX "call_backs_slot_start_idx" ON "call_backs" USING btree ("slot_start");
  CREATE INDEX "call_backs_done_idx" ON "call_backs" USING btree ("done");
  CREATE INDEX "call_backs_done_by_idx" ON "call_backs" USING btree ("done_by_id");
  CREATE INDEX "call_backs_reminder_queued_at_idx" ON "call_backs" USING btree ("reminder_queued_at");
  CREATE INDEX "call_backs_sender_key_idx" ON "call_backs" USING btree ("sender_key");
  CREATE INDEX "call_backs_updated_at_idx" ON "call_backs" USING btree ("updated_at");
  CREATE INDEX "call_backs_created_at_idx" ON "call_backs" USING btree ("created_at");
  CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at");
  CREATE INDEX "offices_created_at_idx" ON "offices" USING btree ("created_at");
  CREATE INDEX "site_settings_opening_hours_order_idx" ON "site_settings_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_opening_hours_parent_id_idx" ON "site_settings_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "site_settings_holidays_order_idx" ON "site_settings_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_holidays_parent_id_idx" ON "site_settings_holidays" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_call_backs_fk" FOREIGN KEY ("call_backs_id") REFERENCES "public"."call_backs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offices_fk" FOREIGN KEY ("offices_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_call_backs_id_idx" ON "payload_locked_documents_rels" USING btree ("call_backs_id");
  CREATE INDEX "payload_locked_documents_rels_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("offices_id");`)
  // A site already running keeps its hours: Monday to Friday, 8:00am to 5:00pm (the sentence it showed),
  // so "open now" is right from the first start. A new database gets its hours from the demo content.
  await db.execute(sql`
  INSERT INTO "site_settings_opening_hours" ("_order", "_parent_id", "id", "day", "opens", "closes")
  SELECT d.ord, s.id, substr(md5(random()::text || d.day || s.id::text), 1, 24), d.day::"enum_site_settings_opening_hours_day", '08:00', '17:00'
  FROM "site_settings" s CROSS JOIN (VALUES (1, 'monday'), (2, 'tuesday'), (3, 'wednesday'), (4, 'thursday'), (5, 'friday')) AS d(ord, day)
  WHERE NOT EXISTS (SELECT 1 FROM "site_settings_opening_hours" h WHERE h."_parent_id" = s.id);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "call_backs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_holidays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "call_backs" CASCADE;
  DROP TABLE "offices" CASCADE;
  DROP TABLE "site_settings_opening_hours" CASCADE;
  DROP TABLE "site_settings_holidays" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_call_backs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_offices_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_call_backs_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_offices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "call_backs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offices_id";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_number";
  DROP TYPE "public"."enum_site_settings_opening_hours_day";`)
}
