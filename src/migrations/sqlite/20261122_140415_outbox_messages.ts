import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`outbox_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`key\` text NOT NULL,
  	\`related\` text,
  	\`status\` text DEFAULT 'waiting' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`receipt\` text,
  	\`claim_token\` text,
  	\`lease_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_messages_channel_idx\` ON \`outbox_messages\` (\`channel\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`outbox_messages_key_idx\` ON \`outbox_messages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_related_idx\` ON \`outbox_messages\` (\`related\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_status_idx\` ON \`outbox_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_next_attempt_at_idx\` ON \`outbox_messages\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_updated_at_idx\` ON \`outbox_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_created_at_idx\` ON \`outbox_messages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_messages_id\` integer REFERENCES outbox_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`outbox_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	\`plans_id\` integer,
  	\`blog_groups_id\` integer,
  	\`blog_posts_id\` integer,
  	\`leaders_id\` integer,
  	\`statements_id\` integer,
  	\`press_releases_id\` integer,
  	\`redirects_id\` integer,
  	\`enquiries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_groups_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statements_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "documents_id", "product_categories_id", "products_id", "plans_id", "blog_groups_id", "blog_posts_id", "leaders_id", "statements_id", "press_releases_id", "redirects_id", "enquiries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
}
