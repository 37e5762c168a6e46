import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_notice_journeys_basis\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`privacy_notice_journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_journeys_basis_order_idx\` ON \`privacy_notice_journeys_basis\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_journeys_basis_parent_idx\` ON \`privacy_notice_journeys_basis\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_journeys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`collect\` text,
  	\`why\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_journeys_order_idx\` ON \`privacy_notice_journeys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_journeys_parent_id_idx\` ON \`privacy_notice_journeys\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`who\` text,
  	\`why\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_recipients_order_idx\` ON \`privacy_notice_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_recipients_parent_id_idx\` ON \`privacy_notice_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice_other_records\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`what\` text,
  	\`how_long\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_other_records_order_idx\` ON \`privacy_notice_other_records\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_other_records_parent_id_idx\` ON \`privacy_notice_other_records\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead\` text,
  	\`updated\` text,
  	\`who_we_are\` text,
  	\`dpo_name\` text,
  	\`dpo_email\` text,
  	\`dpo_phone\` text,
  	\`dpo_address\` text,
  	\`transfers\` text,
  	\`keep_intro\` text,
  	\`rights\` text,
  	\`how_to_use\` text,
  	\`ndpc\` text,
  	\`safety\` text,
  	\`changed_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_notice_changed_by_idx\` ON \`privacy_notice\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice__status_idx\` ON \`privacy_notice\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_journeys_basis\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_privacy_notice_v_version_journeys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_journeys_basis_order_idx\` ON \`_privacy_notice_v_version_journeys_basis\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_journeys_basis_parent_idx\` ON \`_privacy_notice_v_version_journeys_basis\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_journeys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`collect\` text,
  	\`why\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_journeys_order_idx\` ON \`_privacy_notice_v_version_journeys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_journeys_parent_id_idx\` ON \`_privacy_notice_v_version_journeys\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`who\` text,
  	\`why\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_recipients_order_idx\` ON \`_privacy_notice_v_version_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_recipients_parent_id_idx\` ON \`_privacy_notice_v_version_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_version_other_records\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`what\` text,
  	\`how_long\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_other_records_order_idx\` ON \`_privacy_notice_v_version_other_records\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_other_records_parent_id_idx\` ON \`_privacy_notice_v_version_other_records\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_lead\` text,
  	\`version_updated\` text,
  	\`version_who_we_are\` text,
  	\`version_dpo_name\` text,
  	\`version_dpo_email\` text,
  	\`version_dpo_phone\` text,
  	\`version_dpo_address\` text,
  	\`version_transfers\` text,
  	\`version_keep_intro\` text,
  	\`version_rights\` text,
  	\`version_how_to_use\` text,
  	\`version_ndpc\` text,
  	\`version_safety\` text,
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
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_version_changed_by_idx\` ON \`_privacy_notice_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_version__status_idx\` ON \`_privacy_notice_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_created_at_idx\` ON \`_privacy_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_updated_at_idx\` ON \`_privacy_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_latest_idx\` ON \`_privacy_notice_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy_notice_journeys_basis\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_journeys\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_recipients\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_other_records\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_journeys_basis\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_journeys\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_recipients\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_version_other_records\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v\`;`)
}
