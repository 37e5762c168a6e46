import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_application_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum___application_settings_v_version_questions_v_k" AS ENUM('endowment', 'term', 'familyIncome', 'education', 'wholeLife', 'annuity', 'health');
  CREATE TYPE "public"."enum__application_settings_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'schedule' BEFORE 'delete';
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "___application_settings_v_version_questions_v_k_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum___application_settings_v_version_questions_v_k",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "__application_settings_v_version_questions_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"hint" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__application_settings_v_version_limits_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"up_to_age" numeric,
  	"max_sum_assured" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_application_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_new_business_inbox" varchar,
  	"version_changed_by_id" integer,
  	"version__status" "enum__application_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "application_settings_health_questions" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "application_settings_sum_assured_limits" ALTER COLUMN "up_to_age" DROP NOT NULL;
  ALTER TABLE "application_settings_sum_assured_limits" ALTER COLUMN "max_sum_assured" DROP NOT NULL;
  ALTER TABLE "application_settings" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "application_settings" ADD COLUMN "_status" "enum_application_settings_status" DEFAULT 'draft';
  UPDATE "application_settings" SET "_status" = 'published';
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___application_settings_v_version_questions_v_k_v" ADD CONSTRAINT "___application_settings_v_version_questions_v_k_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."__application_settings_v_version_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__application_settings_v_version_questions_v" ADD CONSTRAINT "__application_settings_v_version_questions_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_application_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__application_settings_v_version_limits_v" ADD CONSTRAINT "__application_settings_v_version_limits_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_application_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_application_settings_v" ADD CONSTRAINT "_application_settings_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "___application_settings_v_version_questions_v_k_v_order_idx" ON "___application_settings_v_version_questions_v_k_v" USING btree ("order");
  CREATE INDEX "___application_settings_v_version_questions_v_k_v_parent_idx" ON "___application_settings_v_version_questions_v_k_v" USING btree ("parent_id");
  CREATE INDEX "__application_settings_v_version_questions_v_order_idx" ON "__application_settings_v_version_questions_v" USING btree ("_order");
  CREATE INDEX "__application_settings_v_version_questions_v_parent_id_idx" ON "__application_settings_v_version_questions_v" USING btree ("_parent_id");
  CREATE INDEX "__application_settings_v_version_limits_v_order_idx" ON "__application_settings_v_version_limits_v" USING btree ("_order");
  CREATE INDEX "__application_settings_v_version_limits_v_parent_id_idx" ON "__application_settings_v_version_limits_v" USING btree ("_parent_id");
  CREATE INDEX "_application_settings_v_version_version_changed_by_idx" ON "_application_settings_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_application_settings_v_version_version__status_idx" ON "_application_settings_v" USING btree ("version__status");
  CREATE INDEX "_application_settings_v_created_at_idx" ON "_application_settings_v" USING btree ("created_at");
  CREATE INDEX "_application_settings_v_updated_at_idx" ON "_application_settings_v" USING btree ("updated_at");
  CREATE INDEX "_application_settings_v_latest_idx" ON "_application_settings_v" USING btree ("latest");
  ALTER TABLE "application_settings" ADD CONSTRAINT "application_settings_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "application_settings_changed_by_idx" ON "application_settings" USING btree ("changed_by_id");
  CREATE INDEX "application_settings__status_idx" ON "application_settings" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "___application_settings_v_version_questions_v_k_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__application_settings_v_version_questions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__application_settings_v_version_limits_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_application_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "___application_settings_v_version_questions_v_k_v" CASCADE;
  DROP TABLE "__application_settings_v_version_questions_v" CASCADE;
  DROP TABLE "__application_settings_v_version_limits_v" CASCADE;
  DROP TABLE "_application_settings_v" CASCADE;
  ALTER TABLE "application_settings" DROP CONSTRAINT "application_settings_changed_by_id_users_id_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'draft', 'publish', 'unpublish', 'delete', 'roles', 'sign-in', 'sign-in-refused', 'export');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "application_settings_changed_by_idx";
  DROP INDEX "application_settings__status_idx";
  ALTER TABLE "application_settings_health_questions" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "application_settings_sum_assured_limits" ALTER COLUMN "up_to_age" SET NOT NULL;
  ALTER TABLE "application_settings_sum_assured_limits" ALTER COLUMN "max_sum_assured" SET NOT NULL;
  ALTER TABLE "application_settings" DROP COLUMN "changed_by_id";
  ALTER TABLE "application_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_application_settings_status";
  DROP TYPE "public"."enum___application_settings_v_version_questions_v_k";
  DROP TYPE "public"."enum__application_settings_v_version_status";`)
}
