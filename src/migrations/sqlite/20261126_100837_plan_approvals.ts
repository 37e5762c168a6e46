import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_plans_v_version_payment_frequencies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_plans_v_version_payment_frequencies_order_idx\` ON \`_plans_v_version_payment_frequencies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_payment_frequencies_parent_idx\` ON \`_plans_v_version_payment_frequencies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_plans_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_changed_by_id\` integer,
  	\`version_approved_by_id\` integer,
  	\`version_approved_at\` text,
  	\`version_code\` text,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_kind\` text DEFAULT 'endowment',
  	\`version_health_benefit\` text,
  	\`version_rate_table\` text,
  	\`version_quotes\` text DEFAULT 'premium',
  	\`version_rule_name\` text,
  	\`version_min_tenor2\` numeric DEFAULT 5,
  	\`version_tenor\` numeric DEFAULT 20,
  	\`version_min_entry_age\` numeric DEFAULT 18,
  	\`version_max_entry_age\` numeric DEFAULT 60,
  	\`version_max_maturity_age\` numeric DEFAULT 70,
  	\`version_min_premium\` numeric DEFAULT 5000,
  	\`version_min_sum_assured\` numeric DEFAULT 500000,
  	\`version_interest_rate_percent\` numeric DEFAULT 5,
  	\`version_loading_percent\` numeric DEFAULT 10,
  	\`version_mortality_source\` text DEFAULT 'makeham',
  	\`version_mortality_makeham_a\` numeric DEFAULT 0.00022,
  	\`version_mortality_makeham_b\` numeric DEFAULT 0.0000027,
  	\`version_mortality_makeham_c\` numeric DEFAULT 1.124,
  	\`version_mortality_qx_table\` text,
  	\`version_modal_factors_monthly\` numeric DEFAULT 0.0875,
  	\`version_modal_factors_quarterly\` numeric DEFAULT 0.26,
  	\`version_modal_factors_semi_annual\` numeric DEFAULT 0.52,
  	\`version_modal_factors_annual\` numeric DEFAULT 1,
  	\`version_example_age\` numeric DEFAULT 35,
  	\`version_example_term\` numeric DEFAULT 20,
  	\`version_example_sum_assured\` numeric DEFAULT 1000000,
  	\`version_example_frequency\` text DEFAULT '01',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_plans_v_parent_idx\` ON \`_plans_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_changed_by_idx\` ON \`_plans_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_approved_by_idx\` ON \`_plans_v\` (\`version_approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_code_idx\` ON \`_plans_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_updated_at_idx\` ON \`_plans_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_created_at_idx\` ON \`_plans_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version__status_idx\` ON \`_plans_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_created_at_idx\` ON \`_plans_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_updated_at_idx\` ON \`_plans_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_latest_idx\` ON \`_plans_v\` (\`latest\`);`)
  // The columns approvals add are new: the copy of each plan starts them empty, and published (drizzle's
  // generated copy read them from the old table, which has none).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`changed_by_id\` integer,
  	\`approved_by_id\` integer,
  	\`approved_at\` text,
  	\`code\` text,
  	\`name\` text,
  	\`description\` text,
  	\`kind\` text DEFAULT 'endowment',
  	\`health_benefit\` text,
  	\`rate_table\` text,
  	\`quotes\` text DEFAULT 'premium',
  	\`rule_name\` text,
  	\`min_tenor2\` numeric DEFAULT 5,
  	\`tenor\` numeric DEFAULT 20,
  	\`min_entry_age\` numeric DEFAULT 18,
  	\`max_entry_age\` numeric DEFAULT 60,
  	\`max_maturity_age\` numeric DEFAULT 70,
  	\`min_premium\` numeric DEFAULT 5000,
  	\`min_sum_assured\` numeric DEFAULT 500000,
  	\`interest_rate_percent\` numeric DEFAULT 5,
  	\`loading_percent\` numeric DEFAULT 10,
  	\`mortality_source\` text DEFAULT 'makeham',
  	\`mortality_makeham_a\` numeric DEFAULT 0.00022,
  	\`mortality_makeham_b\` numeric DEFAULT 0.0000027,
  	\`mortality_makeham_c\` numeric DEFAULT 1.124,
  	\`mortality_qx_table\` text,
  	\`modal_factors_monthly\` numeric DEFAULT 0.0875,
  	\`modal_factors_quarterly\` numeric DEFAULT 0.26,
  	\`modal_factors_semi_annual\` numeric DEFAULT 0.52,
  	\`modal_factors_annual\` numeric DEFAULT 1,
  	\`example_age\` numeric DEFAULT 35,
  	\`example_term\` numeric DEFAULT 20,
  	\`example_sum_assured\` numeric DEFAULT 1000000,
  	\`example_frequency\` text DEFAULT '01',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_plans\`("id", "changed_by_id", "approved_by_id", "approved_at", "code", "name", "description", "kind", "health_benefit", "rate_table", "quotes", "rule_name", "min_tenor2", "tenor", "min_entry_age", "max_entry_age", "max_maturity_age", "min_premium", "min_sum_assured", "interest_rate_percent", "loading_percent", "mortality_source", "mortality_makeham_a", "mortality_makeham_b", "mortality_makeham_c", "mortality_qx_table", "modal_factors_monthly", "modal_factors_quarterly", "modal_factors_semi_annual", "modal_factors_annual", "example_age", "example_term", "example_sum_assured", "example_frequency", "updated_at", "created_at", "_status") SELECT "id", NULL, NULL, NULL, "code", "name", "description", "kind", "health_benefit", "rate_table", "quotes", "rule_name", "min_tenor2", "tenor", "min_entry_age", "max_entry_age", "max_maturity_age", "min_premium", "min_sum_assured", "interest_rate_percent", "loading_percent", "mortality_source", "mortality_makeham_a", "mortality_makeham_b", "mortality_makeham_c", "mortality_qx_table", "modal_factors_monthly", "modal_factors_quarterly", "modal_factors_semi_annual", "modal_factors_annual", "example_age", "example_term", "example_sum_assured", "example_frequency", "updated_at", "created_at", 'published' FROM \`plans\`;`)
  await db.run(sql`DROP TABLE \`plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_plans\` RENAME TO \`plans\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`plans_changed_by_idx\` ON \`plans\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`plans_approved_by_idx\` ON \`plans\` (\`approved_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`plans_code_idx\` ON \`plans\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`plans__status_idx\` ON \`plans\` (\`_status\`);`)
  // Every plan stored before approvals was live: it stays published (decision 031).
  await db.run(sql`UPDATE \`plans\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_plans_v_version_payment_frequencies\`;`)
  await db.run(sql`DROP TABLE \`_plans_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`kind\` text DEFAULT 'endowment' NOT NULL,
  	\`health_benefit\` text,
  	\`rate_table\` text,
  	\`quotes\` text DEFAULT 'premium' NOT NULL,
  	\`rule_name\` text,
  	\`min_tenor2\` numeric DEFAULT 5 NOT NULL,
  	\`tenor\` numeric DEFAULT 20 NOT NULL,
  	\`min_entry_age\` numeric DEFAULT 18 NOT NULL,
  	\`max_entry_age\` numeric DEFAULT 60 NOT NULL,
  	\`max_maturity_age\` numeric DEFAULT 70 NOT NULL,
  	\`min_premium\` numeric DEFAULT 5000 NOT NULL,
  	\`min_sum_assured\` numeric DEFAULT 500000 NOT NULL,
  	\`interest_rate_percent\` numeric DEFAULT 5 NOT NULL,
  	\`loading_percent\` numeric DEFAULT 10 NOT NULL,
  	\`mortality_source\` text DEFAULT 'makeham' NOT NULL,
  	\`mortality_makeham_a\` numeric DEFAULT 0.00022 NOT NULL,
  	\`mortality_makeham_b\` numeric DEFAULT 0.0000027 NOT NULL,
  	\`mortality_makeham_c\` numeric DEFAULT 1.124 NOT NULL,
  	\`mortality_qx_table\` text,
  	\`modal_factors_monthly\` numeric DEFAULT 0.0875 NOT NULL,
  	\`modal_factors_quarterly\` numeric DEFAULT 0.26 NOT NULL,
  	\`modal_factors_semi_annual\` numeric DEFAULT 0.52 NOT NULL,
  	\`modal_factors_annual\` numeric DEFAULT 1 NOT NULL,
  	\`example_age\` numeric DEFAULT 35 NOT NULL,
  	\`example_term\` numeric DEFAULT 20 NOT NULL,
  	\`example_sum_assured\` numeric DEFAULT 1000000 NOT NULL,
  	\`example_frequency\` text DEFAULT '01' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_plans\`("id", "code", "name", "description", "kind", "health_benefit", "rate_table", "quotes", "rule_name", "min_tenor2", "tenor", "min_entry_age", "max_entry_age", "max_maturity_age", "min_premium", "min_sum_assured", "interest_rate_percent", "loading_percent", "mortality_source", "mortality_makeham_a", "mortality_makeham_b", "mortality_makeham_c", "mortality_qx_table", "modal_factors_monthly", "modal_factors_quarterly", "modal_factors_semi_annual", "modal_factors_annual", "example_age", "example_term", "example_sum_assured", "example_frequency", "updated_at", "created_at") SELECT "id", "code", "name", "description", "kind", "health_benefit", "rate_table", "quotes", "rule_name", "min_tenor2", "tenor", "min_entry_age", "max_entry_age", "max_maturity_age", "min_premium", "min_sum_assured", "interest_rate_percent", "loading_percent", "mortality_source", "mortality_makeham_a", "mortality_makeham_b", "mortality_makeham_c", "mortality_qx_table", "modal_factors_monthly", "modal_factors_quarterly", "modal_factors_semi_annual", "modal_factors_annual", "example_age", "example_term", "example_sum_assured", "example_frequency", "updated_at", "created_at" FROM \`plans\`;`)
  await db.run(sql`DROP TABLE \`plans\`;`)
  await db.run(sql`ALTER TABLE \`__new_plans\` RENAME TO \`plans\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`plans_code_idx\` ON \`plans\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
}
