import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_notice_journeys_basis" AS ENUM('consent', 'contract', 'legal', 'vital', 'public', 'legitimate');
  CREATE TYPE "public"."enum_privacy_notice_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_notice_v_version_journeys_basis" AS ENUM('consent', 'contract', 'legal', 'vital', 'public', 'legitimate');
  CREATE TYPE "public"."enum__privacy_notice_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "privacy_notice_journeys_basis" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_privacy_notice_journeys_basis",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "privacy_notice_journeys" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"collect" varchar,
  	"why" varchar
  );
  
  CREATE TABLE "privacy_notice_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"who" varchar,
  	"why" varchar
  );
  
  CREATE TABLE "privacy_notice_other_records" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"what" varchar,
  	"how_long" varchar
  );
  
  CREATE TABLE "privacy_notice" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead" varchar,
  	"updated" timestamp(3) with time zone,
  	"who_we_are" varchar,
  	"dpo_name" varchar,
  	"dpo_email" varchar,
  	"dpo_phone" varchar,
  	"dpo_address" varchar,
  	"transfers" varchar,
  	"keep_intro" varchar,
  	"rights" varchar,
  	"how_to_use" varchar,
  	"ndpc" varchar,
  	"safety" varchar,
  	"changed_by_id" integer,
  	"_status" "enum_privacy_notice_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_privacy_notice_v_version_journeys_basis" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__privacy_notice_v_version_journeys_basis",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_privacy_notice_v_version_journeys" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"collect" varchar,
  	"why" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v_version_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"who" varchar,
  	"why" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v_version_other_records" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"what" varchar,
  	"how_long" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_notice_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_lead" varchar,
  	"version_updated" timestamp(3) with time zone,
  	"version_who_we_are" varchar,
  	"version_dpo_name" varchar,
  	"version_dpo_email" varchar,
  	"version_dpo_phone" varchar,
  	"version_dpo_address" varchar,
  	"version_transfers" varchar,
  	"version_keep_intro" varchar,
  	"version_rights" varchar,
  	"version_how_to_use" varchar,
  	"version_ndpc" varchar,
  	"version_safety" varchar,
  	"version_changed_by_id" integer,
  	"version__status" "enum__privacy_notice_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "privacy_notice_journeys_basis" ADD CONSTRAINT "privacy_notice_journeys_basis_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."privacy_notice_journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice_journeys" ADD CONSTRAINT "privacy_notice_journeys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice_recipients" ADD CONSTRAINT "privacy_notice_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice_other_records" ADD CONSTRAINT "privacy_notice_other_records_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_notice" ADD CONSTRAINT "privacy_notice_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_journeys_basis" ADD CONSTRAINT "_privacy_notice_v_version_journeys_basis_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_privacy_notice_v_version_journeys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_journeys" ADD CONSTRAINT "_privacy_notice_v_version_journeys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_recipients" ADD CONSTRAINT "_privacy_notice_v_version_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_version_other_records" ADD CONSTRAINT "_privacy_notice_v_version_other_records_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v" ADD CONSTRAINT "_privacy_notice_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_notice_journeys_basis_order_idx" ON "privacy_notice_journeys_basis" USING btree ("order");
  CREATE INDEX "privacy_notice_journeys_basis_parent_idx" ON "privacy_notice_journeys_basis" USING btree ("parent_id");
  CREATE INDEX "privacy_notice_journeys_order_idx" ON "privacy_notice_journeys" USING btree ("_order");
  CREATE INDEX "privacy_notice_journeys_parent_id_idx" ON "privacy_notice_journeys" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_recipients_order_idx" ON "privacy_notice_recipients" USING btree ("_order");
  CREATE INDEX "privacy_notice_recipients_parent_id_idx" ON "privacy_notice_recipients" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_other_records_order_idx" ON "privacy_notice_other_records" USING btree ("_order");
  CREATE INDEX "privacy_notice_other_records_parent_id_idx" ON "privacy_notice_other_records" USING btree ("_parent_id");
  CREATE INDEX "privacy_notice_changed_by_idx" ON "privacy_notice" USING btree ("changed_by_id");
  CREATE INDEX "privacy_notice__status_idx" ON "privacy_notice" USING btree ("_status");
  CREATE INDEX "_privacy_notice_v_version_journeys_basis_order_idx" ON "_privacy_notice_v_version_journeys_basis" USING btree ("order");
  CREATE INDEX "_privacy_notice_v_version_journeys_basis_parent_idx" ON "_privacy_notice_v_version_journeys_basis" USING btree ("parent_id");
  CREATE INDEX "_privacy_notice_v_version_journeys_order_idx" ON "_privacy_notice_v_version_journeys" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_journeys_parent_id_idx" ON "_privacy_notice_v_version_journeys" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_recipients_order_idx" ON "_privacy_notice_v_version_recipients" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_recipients_parent_id_idx" ON "_privacy_notice_v_version_recipients" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_other_records_order_idx" ON "_privacy_notice_v_version_other_records" USING btree ("_order");
  CREATE INDEX "_privacy_notice_v_version_other_records_parent_id_idx" ON "_privacy_notice_v_version_other_records" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_version_version_changed_by_idx" ON "_privacy_notice_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_privacy_notice_v_version_version__status_idx" ON "_privacy_notice_v" USING btree ("version__status");
  CREATE INDEX "_privacy_notice_v_created_at_idx" ON "_privacy_notice_v" USING btree ("created_at");
  CREATE INDEX "_privacy_notice_v_updated_at_idx" ON "_privacy_notice_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_notice_v_latest_idx" ON "_privacy_notice_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "privacy_notice_journeys_basis" CASCADE;
  DROP TABLE "privacy_notice_journeys" CASCADE;
  DROP TABLE "privacy_notice_recipients" CASCADE;
  DROP TABLE "privacy_notice_other_records" CASCADE;
  DROP TABLE "privacy_notice" CASCADE;
  DROP TABLE "_privacy_notice_v_version_journeys_basis" CASCADE;
  DROP TABLE "_privacy_notice_v_version_journeys" CASCADE;
  DROP TABLE "_privacy_notice_v_version_recipients" CASCADE;
  DROP TABLE "_privacy_notice_v_version_other_records" CASCADE;
  DROP TABLE "_privacy_notice_v" CASCADE;
  DROP TYPE "public"."enum_privacy_notice_journeys_basis";
  DROP TYPE "public"."enum_privacy_notice_status";
  DROP TYPE "public"."enum__privacy_notice_v_version_journeys_basis";
  DROP TYPE "public"."enum__privacy_notice_v_version_status";`)
}
