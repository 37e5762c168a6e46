import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`___application_settings_v_version_questions_v_k_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`__application_settings_v_version_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___application_settings_v_version_questions_v_k_v_order_idx\` ON \`___application_settings_v_version_questions_v_k_v\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`___application_settings_v_version_questions_v_k_v_parent_idx\` ON \`___application_settings_v_version_questions_v_k_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__application_settings_v_version_questions_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`hint\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_application_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__application_settings_v_version_questions_v_order_idx\` ON \`__application_settings_v_version_questions_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__application_settings_v_version_questions_v_parent_id_idx\` ON \`__application_settings_v_version_questions_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__application_settings_v_version_limits_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`up_to_age\` numeric,
  	\`max_sum_assured\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_application_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__application_settings_v_version_limits_v_order_idx\` ON \`__application_settings_v_version_limits_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__application_settings_v_version_limits_v_parent_id_idx\` ON \`__application_settings_v_version_limits_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_application_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_new_business_inbox\` text,
  	\`version_changed_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_application_settings_v_version_version_changed_by_idx\` ON \`_application_settings_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_application_settings_v_version_version__status_idx\` ON \`_application_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_application_settings_v_created_at_idx\` ON \`_application_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_application_settings_v_updated_at_idx\` ON \`_application_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_application_settings_v_latest_idx\` ON \`_application_settings_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_application_settings_health_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`hint\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_application_settings_health_questions\`("_order", "_parent_id", "id", "question", "hint") SELECT "_order", "_parent_id", "id", "question", "hint" FROM \`application_settings_health_questions\`;`)
  await db.run(sql`DROP TABLE \`application_settings_health_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_application_settings_health_questions\` RENAME TO \`application_settings_health_questions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_order_idx\` ON \`application_settings_health_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_parent_id_idx\` ON \`application_settings_health_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_application_settings_sum_assured_limits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_age\` numeric,
  	\`max_sum_assured\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_application_settings_sum_assured_limits\`("_order", "_parent_id", "id", "up_to_age", "max_sum_assured") SELECT "_order", "_parent_id", "id", "up_to_age", "max_sum_assured" FROM \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`DROP TABLE \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`ALTER TABLE \`__new_application_settings_sum_assured_limits\` RENAME TO \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`CREATE INDEX \`application_settings_sum_assured_limits_order_idx\` ON \`application_settings_sum_assured_limits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_sum_assured_limits_parent_id_idx\` ON \`application_settings_sum_assured_limits\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`application_settings\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`application_settings\` ADD \`_status\` text DEFAULT 'draft';`)
  // The settings in use were live before they had drafts: they stay the published version.
  await db.run(sql`UPDATE \`application_settings\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`application_settings_changed_by_idx\` ON \`application_settings\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`application_settings__status_idx\` ON \`application_settings\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`___application_settings_v_version_questions_v_k_v\`;`)
  await db.run(sql`DROP TABLE \`__application_settings_v_version_questions_v\`;`)
  await db.run(sql`DROP TABLE \`__application_settings_v_version_limits_v\`;`)
  await db.run(sql`DROP TABLE \`_application_settings_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_application_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_business_inbox\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_application_settings\`("id", "new_business_inbox", "updated_at", "created_at") SELECT "id", "new_business_inbox", "updated_at", "created_at" FROM \`application_settings\`;`)
  await db.run(sql`DROP TABLE \`application_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_application_settings\` RENAME TO \`application_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new_application_settings_health_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`hint\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_application_settings_health_questions\`("_order", "_parent_id", "id", "question", "hint") SELECT "_order", "_parent_id", "id", "question", "hint" FROM \`application_settings_health_questions\`;`)
  await db.run(sql`DROP TABLE \`application_settings_health_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_application_settings_health_questions\` RENAME TO \`application_settings_health_questions\`;`)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_order_idx\` ON \`application_settings_health_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_health_questions_parent_id_idx\` ON \`application_settings_health_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_application_settings_sum_assured_limits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_age\` numeric NOT NULL,
  	\`max_sum_assured\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_application_settings_sum_assured_limits\`("_order", "_parent_id", "id", "up_to_age", "max_sum_assured") SELECT "_order", "_parent_id", "id", "up_to_age", "max_sum_assured" FROM \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`DROP TABLE \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`ALTER TABLE \`__new_application_settings_sum_assured_limits\` RENAME TO \`application_settings_sum_assured_limits\`;`)
  await db.run(sql`CREATE INDEX \`application_settings_sum_assured_limits_order_idx\` ON \`application_settings_sum_assured_limits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_settings_sum_assured_limits_parent_id_idx\` ON \`application_settings_sum_assured_limits\` (\`_parent_id\`);`)
}
