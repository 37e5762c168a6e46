import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`product_categories_changed_by_idx\` ON \`product_categories\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_changed_by_idx\` ON \`_product_categories_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`products_changed_by_idx\` ON \`products\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_changed_by_idx\` ON \`_products_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`blog_posts\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`blog_posts_changed_by_idx\` ON \`blog_posts\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_changed_by_idx\` ON \`_blog_posts_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`leaders\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leaders_changed_by_idx\` ON \`leaders\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_leaders_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_changed_by_idx\` ON \`_leaders_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`statements\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`statements_changed_by_idx\` ON \`statements\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_statements_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_changed_by_idx\` ON \`_statements_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`press_releases\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`press_releases_changed_by_idx\` ON \`press_releases\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_press_releases_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_changed_by_idx\` ON \`_press_releases_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`home_changed_by_idx\` ON \`home\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_changed_by_idx\` ON \`_home_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`about_changed_by_idx\` ON \`about\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_changed_by_idx\` ON \`_about_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`leadership_page\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leadership_page_changed_by_idx\` ON \`leadership_page\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_leadership_page_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_version_version_changed_by_idx\` ON \`_leadership_page_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`achievements\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`achievements_changed_by_idx\` ON \`achievements\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_achievements_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_changed_by_idx\` ON \`_achievements_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`statements_page\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`statements_page_changed_by_idx\` ON \`statements_page\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_statements_page_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_version_version_changed_by_idx\` ON \`_statements_page_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`careers\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`careers_changed_by_idx\` ON \`careers\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_careers_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_changed_by_idx\` ON \`_careers_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`news_room\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`news_room_changed_by_idx\` ON \`news_room\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_room_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_version_version_changed_by_idx\` ON \`_news_room_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`claims\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`claims_changed_by_idx\` ON \`claims\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_claims_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_version_changed_by_idx\` ON \`_claims_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`claims_promise\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`claims_promise_changed_by_idx\` ON \`claims_promise\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_claims_promise_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_version_changed_by_idx\` ON \`_claims_promise_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`claims_faq\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`claims_faq_changed_by_idx\` ON \`claims_faq\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_claims_faq_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_version_changed_by_idx\` ON \`_claims_faq_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`claim_forms\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`claim_forms_changed_by_idx\` ON \`claim_forms\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_claim_forms_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_version_changed_by_idx\` ON \`_claim_forms_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`claims_glossary\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`claims_glossary_changed_by_idx\` ON \`claims_glossary\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_claims_glossary_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_version_changed_by_idx\` ON \`_claims_glossary_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`corporate\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`corporate_changed_by_idx\` ON \`corporate\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_corporate_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_version_changed_by_idx\` ON \`_corporate_v\` (\`version_changed_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'individual',
  	\`order\` numeric DEFAULT 0,
  	\`menu_blurb\` text,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`plans_heading\` text,
  	\`benefits_heading_text\` text,
  	\`benefits_heading_accent\` text,
  	\`benefits_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_categories\`("id", "name", "slug", "kind", "order", "menu_blurb", "heading_text", "heading_accent", "description", "image_id", "plans_heading", "benefits_heading_text", "benefits_heading_accent", "benefits_intro", "meta_title", "meta_description", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "kind", "order", "menu_blurb", "heading_text", "heading_accent", "description", "image_id", "plans_heading", "benefits_heading_text", "benefits_heading_accent", "benefits_intro", "meta_title", "meta_description", "updated_at", "created_at", "_status" FROM \`product_categories\`;`)
  await db.run(sql`DROP TABLE \`product_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_categories\` RENAME TO \`product_categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_slug_idx\` ON \`product_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_image_idx\` ON \`product_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories__status_idx\` ON \`product_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__product_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'individual',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_menu_blurb\` text,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_plans_heading\` text,
  	\`version_benefits_heading_text\` text,
  	\`version_benefits_heading_accent\` text,
  	\`version_benefits_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__product_categories_v\`("id", "parent_id", "version_name", "version_slug", "version_kind", "version_order", "version_menu_blurb", "version_heading_text", "version_heading_accent", "version_description", "version_image_id", "version_plans_heading", "version_benefits_heading_text", "version_benefits_heading_accent", "version_benefits_intro", "version_meta_title", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_slug", "version_kind", "version_order", "version_menu_blurb", "version_heading_text", "version_heading_accent", "version_description", "version_image_id", "version_plans_heading", "version_benefits_heading_text", "version_benefits_heading_accent", "version_benefits_intro", "version_meta_title", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_product_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__product_categories_v\` RENAME TO \`_product_categories_v\`;`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_parent_idx\` ON \`_product_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_slug_idx\` ON \`_product_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_image_idx\` ON \`_product_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_updated_at_idx\` ON \`_product_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_created_at_idx\` ON \`_product_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version__status_idx\` ON \`_product_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_created_at_idx\` ON \`_product_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_updated_at_idx\` ON \`_product_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_latest_idx\` ON \`_product_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`summary\` text,
  	\`card_image_id\` integer,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`benefits_heading_text\` text,
  	\`benefits_heading_accent\` text,
  	\`benefits_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "title", "slug", "category_id", "order", "summary", "card_image_id", "heading_text", "heading_accent", "description", "hero_image_id", "benefits_heading_text", "benefits_heading_accent", "benefits_intro", "meta_title", "meta_description", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "category_id", "order", "summary", "card_image_id", "heading_text", "heading_accent", "description", "hero_image_id", "benefits_heading_text", "benefits_heading_accent", "benefits_intro", "meta_title", "meta_description", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_card_image_idx\` ON \`products\` (\`card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_hero_image_idx\` ON \`products\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_summary\` text,
  	\`version_card_image_id\` integer,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_benefits_heading_text\` text,
  	\`version_benefits_heading_accent\` text,
  	\`version_benefits_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_title", "version_slug", "version_category_id", "version_order", "version_summary", "version_card_image_id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_benefits_heading_text", "version_benefits_heading_accent", "version_benefits_intro", "version_meta_title", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_category_id", "version_order", "version_summary", "version_card_image_id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_benefits_heading_text", "version_benefits_heading_accent", "version_benefits_intro", "version_meta_title", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_card_image_idx\` ON \`_products_v\` (\`version_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_hero_image_idx\` ON \`_products_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`group_id\` integer,
  	\`published_at\` text,
  	\`excerpt\` text,
  	\`cover_image_id\` integer,
  	\`cover_video\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`group_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "title", "slug", "group_id", "published_at", "excerpt", "cover_image_id", "cover_video", "body", "meta_title", "meta_description", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "group_id", "published_at", "excerpt", "cover_image_id", "cover_video", "body", "meta_title", "meta_description", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_group_idx\` ON \`blog_posts\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_cover_image_idx\` ON \`blog_posts\` (\`cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_group_id\` integer,
  	\`version_published_at\` text,
  	\`version_excerpt\` text,
  	\`version_cover_image_id\` integer,
  	\`version_cover_video\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_group_id\`) REFERENCES \`blog_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v\`("id", "parent_id", "version_title", "version_slug", "version_group_id", "version_published_at", "version_excerpt", "version_cover_image_id", "version_cover_video", "version_body", "version_meta_title", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_group_id", "version_published_at", "version_excerpt", "version_cover_image_id", "version_cover_video", "version_body", "version_meta_title", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v\` RENAME TO \`_blog_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_group_idx\` ON \`_blog_posts_v\` (\`version_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_cover_image_idx\` ON \`_blog_posts_v\` (\`version_cover_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_leaders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`designation\` text,
  	\`photo_id\` integer,
  	\`team\` text DEFAULT 'board',
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leaders\`("id", "name", "designation", "photo_id", "team", "order", "updated_at", "created_at", "_status") SELECT "id", "name", "designation", "photo_id", "team", "order", "updated_at", "created_at", "_status" FROM \`leaders\`;`)
  await db.run(sql`DROP TABLE \`leaders\`;`)
  await db.run(sql`ALTER TABLE \`__new_leaders\` RENAME TO \`leaders\`;`)
  await db.run(sql`CREATE INDEX \`leaders_photo_idx\` ON \`leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders__status_idx\` ON \`leaders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__leaders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_designation\` text,
  	\`version_photo_id\` integer,
  	\`version_team\` text DEFAULT 'board',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__leaders_v\`("id", "parent_id", "version_name", "version_designation", "version_photo_id", "version_team", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_designation", "version_photo_id", "version_team", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_leaders_v\`;`)
  await db.run(sql`DROP TABLE \`_leaders_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__leaders_v\` RENAME TO \`_leaders_v\`;`)
  await db.run(sql`CREATE INDEX \`_leaders_v_parent_idx\` ON \`_leaders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_photo_idx\` ON \`_leaders_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_updated_at_idx\` ON \`_leaders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version_created_at_idx\` ON \`_leaders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_version_version__status_idx\` ON \`_leaders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_created_at_idx\` ON \`_leaders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_updated_at_idx\` ON \`_leaders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leaders_v_latest_idx\` ON \`_leaders_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_statements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`kind\` text DEFAULT 'fund-report',
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_statements\`("id", "title", "description", "file_id", "kind", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "file_id", "kind", "published_at", "updated_at", "created_at", "_status" FROM \`statements\`;`)
  await db.run(sql`DROP TABLE \`statements\`;`)
  await db.run(sql`ALTER TABLE \`__new_statements\` RENAME TO \`statements\`;`)
  await db.run(sql`CREATE INDEX \`statements_file_idx\` ON \`statements\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_updated_at_idx\` ON \`statements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`statements_created_at_idx\` ON \`statements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`statements__status_idx\` ON \`statements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__statements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_file_id\` integer,
  	\`version_kind\` text DEFAULT 'fund-report',
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__statements_v\`("id", "parent_id", "version_title", "version_description", "version_file_id", "version_kind", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_description", "version_file_id", "version_kind", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_statements_v\`;`)
  await db.run(sql`DROP TABLE \`_statements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__statements_v\` RENAME TO \`_statements_v\`;`)
  await db.run(sql`CREATE INDEX \`_statements_v_parent_idx\` ON \`_statements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_file_idx\` ON \`_statements_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_updated_at_idx\` ON \`_statements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version_created_at_idx\` ON \`_statements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_version_version__status_idx\` ON \`_statements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_created_at_idx\` ON \`_statements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_updated_at_idx\` ON \`_statements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_v_latest_idx\` ON \`_statements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_press_releases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`link_type\` text DEFAULT 'document',
  	\`document_id\` integer,
  	\`url\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_press_releases\`("id", "title", "description", "hero_image_id", "link_type", "document_id", "url", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "description", "hero_image_id", "link_type", "document_id", "url", "published_at", "updated_at", "created_at", "_status" FROM \`press_releases\`;`)
  await db.run(sql`DROP TABLE \`press_releases\`;`)
  await db.run(sql`ALTER TABLE \`__new_press_releases\` RENAME TO \`press_releases\`;`)
  await db.run(sql`CREATE INDEX \`press_releases_hero_image_idx\` ON \`press_releases\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_document_idx\` ON \`press_releases\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_updated_at_idx\` ON \`press_releases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_created_at_idx\` ON \`press_releases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases__status_idx\` ON \`press_releases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__press_releases_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_link_type\` text DEFAULT 'document',
  	\`version_document_id\` integer,
  	\`version_url\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__press_releases_v\`("id", "parent_id", "version_title", "version_description", "version_hero_image_id", "version_link_type", "version_document_id", "version_url", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_description", "version_hero_image_id", "version_link_type", "version_document_id", "version_url", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_press_releases_v\`;`)
  await db.run(sql`DROP TABLE \`_press_releases_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__press_releases_v\` RENAME TO \`_press_releases_v\`;`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_parent_idx\` ON \`_press_releases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_hero_image_idx\` ON \`_press_releases_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_document_idx\` ON \`_press_releases_v\` (\`version_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_updated_at_idx\` ON \`_press_releases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_created_at_idx\` ON \`_press_releases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version__status_idx\` ON \`_press_releases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_created_at_idx\` ON \`_press_releases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_updated_at_idx\` ON \`_press_releases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_latest_idx\` ON \`_press_releases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`buy_button_label\` text DEFAULT 'Buy A Policy',
  	\`intro_heading_text\` text,
  	\`intro_heading_accent\` text,
  	\`intro_paragraph_a\` text,
  	\`intro_paragraph_b\` text,
  	\`products_heading_text\` text,
  	\`products_heading_accent\` text,
  	\`products_intro\` text,
  	\`self_service_heading_text\` text,
  	\`self_service_heading_accent\` text,
  	\`self_service_intro\` text,
  	\`self_service_cards_renew_title\` text,
  	\`self_service_cards_renew_text\` text,
  	\`self_service_cards_renew_image_id\` integer,
  	\`self_service_cards_claim_title\` text,
  	\`self_service_cards_claim_text\` text,
  	\`self_service_cards_claim_image_id\` integer,
  	\`self_service_cards_advisor_title\` text,
  	\`self_service_cards_advisor_text\` text,
  	\`self_service_cards_advisor_image_id\` integer,
  	\`whats_hot_heading_text\` text,
  	\`whats_hot_heading_accent\` text,
  	\`whats_hot_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`self_service_cards_renew_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_service_cards_claim_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_service_cards_advisor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "buy_button_label", "intro_heading_text", "intro_heading_accent", "intro_paragraph_a", "intro_paragraph_b", "products_heading_text", "products_heading_accent", "products_intro", "self_service_heading_text", "self_service_heading_accent", "self_service_intro", "self_service_cards_renew_title", "self_service_cards_renew_text", "self_service_cards_renew_image_id", "self_service_cards_claim_title", "self_service_cards_claim_text", "self_service_cards_claim_image_id", "self_service_cards_advisor_title", "self_service_cards_advisor_text", "self_service_cards_advisor_image_id", "whats_hot_heading_text", "whats_hot_heading_accent", "whats_hot_intro", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "buy_button_label", "intro_heading_text", "intro_heading_accent", "intro_paragraph_a", "intro_paragraph_b", "products_heading_text", "products_heading_accent", "products_intro", "self_service_heading_text", "self_service_heading_accent", "self_service_intro", "self_service_cards_renew_title", "self_service_cards_renew_text", "self_service_cards_renew_image_id", "self_service_cards_claim_title", "self_service_cards_claim_text", "self_service_cards_claim_image_id", "self_service_cards_advisor_title", "self_service_cards_advisor_text", "self_service_cards_advisor_image_id", "whats_hot_heading_text", "whats_hot_heading_accent", "whats_hot_intro", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`CREATE INDEX \`home_self_service_cards_renew_self_service_cards_renew_i_idx\` ON \`home\` (\`self_service_cards_renew_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_self_service_cards_claim_self_service_cards_claim_i_idx\` ON \`home\` (\`self_service_cards_claim_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_self_service_cards_advisor_self_service_cards_advis_idx\` ON \`home\` (\`self_service_cards_advisor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_buy_button_label\` text DEFAULT 'Buy A Policy',
  	\`version_intro_heading_text\` text,
  	\`version_intro_heading_accent\` text,
  	\`version_intro_paragraph_a\` text,
  	\`version_intro_paragraph_b\` text,
  	\`version_products_heading_text\` text,
  	\`version_products_heading_accent\` text,
  	\`version_products_intro\` text,
  	\`version_self_service_heading_text\` text,
  	\`version_self_service_heading_accent\` text,
  	\`version_self_service_intro\` text,
  	\`version_self_service_cards_renew_title\` text,
  	\`version_self_service_cards_renew_text\` text,
  	\`version_self_service_cards_renew_image_id\` integer,
  	\`version_self_service_cards_claim_title\` text,
  	\`version_self_service_cards_claim_text\` text,
  	\`version_self_service_cards_claim_image_id\` integer,
  	\`version_self_service_cards_advisor_title\` text,
  	\`version_self_service_cards_advisor_text\` text,
  	\`version_self_service_cards_advisor_image_id\` integer,
  	\`version_whats_hot_heading_text\` text,
  	\`version_whats_hot_heading_accent\` text,
  	\`version_whats_hot_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_self_service_cards_renew_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_service_cards_claim_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_service_cards_advisor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v\`("id", "version_buy_button_label", "version_intro_heading_text", "version_intro_heading_accent", "version_intro_paragraph_a", "version_intro_paragraph_b", "version_products_heading_text", "version_products_heading_accent", "version_products_intro", "version_self_service_heading_text", "version_self_service_heading_accent", "version_self_service_intro", "version_self_service_cards_renew_title", "version_self_service_cards_renew_text", "version_self_service_cards_renew_image_id", "version_self_service_cards_claim_title", "version_self_service_cards_claim_text", "version_self_service_cards_claim_image_id", "version_self_service_cards_advisor_title", "version_self_service_cards_advisor_text", "version_self_service_cards_advisor_image_id", "version_whats_hot_heading_text", "version_whats_hot_heading_accent", "version_whats_hot_intro", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_buy_button_label", "version_intro_heading_text", "version_intro_heading_accent", "version_intro_paragraph_a", "version_intro_paragraph_b", "version_products_heading_text", "version_products_heading_accent", "version_products_intro", "version_self_service_heading_text", "version_self_service_heading_accent", "version_self_service_intro", "version_self_service_cards_renew_title", "version_self_service_cards_renew_text", "version_self_service_cards_renew_image_id", "version_self_service_cards_claim_title", "version_self_service_cards_claim_text", "version_self_service_cards_claim_image_id", "version_self_service_cards_advisor_title", "version_self_service_cards_advisor_text", "version_self_service_cards_advisor_image_id", "version_whats_hot_heading_text", "version_whats_hot_heading_accent", "version_whats_hot_intro", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v\` RENAME TO \`_home_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_self_service_cards_renew_version_self_se_idx\` ON \`_home_v\` (\`version_self_service_cards_renew_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_self_service_cards_claim_version_self_se_idx\` ON \`_home_v\` (\`version_self_service_cards_claim_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_self_service_cards_advisor_version_self__idx\` ON \`_home_v\` (\`version_self_service_cards_advisor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`story_heading_text\` text,
  	\`story_heading_accent\` text,
  	\`story_paragraph1\` text,
  	\`story_paragraph2\` text,
  	\`story_paragraph3\` text,
  	\`purpose_title\` text,
  	\`purpose_statement\` text,
  	\`purpose_image_id\` integer,
  	\`mission_title\` text,
  	\`mission_statement\` text,
  	\`mission_image_id\` integer,
  	\`leadership_panel_heading_text\` text,
  	\`leadership_panel_heading_accent\` text,
  	\`leadership_panel_text\` text,
  	\`leadership_panel_image_id\` integer,
  	\`leadership_panel_link_label\` text,
  	\`investor_panel_heading_text\` text,
  	\`investor_panel_heading_accent\` text,
  	\`investor_panel_text\` text,
  	\`investor_panel_image_id\` integer,
  	\`investor_panel_link_label\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`purpose_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mission_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`leadership_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`investor_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about\`("id", "heading_text", "heading_accent", "description", "hero_image_id", "story_heading_text", "story_heading_accent", "story_paragraph1", "story_paragraph2", "story_paragraph3", "purpose_title", "purpose_statement", "purpose_image_id", "mission_title", "mission_statement", "mission_image_id", "leadership_panel_heading_text", "leadership_panel_heading_accent", "leadership_panel_text", "leadership_panel_image_id", "leadership_panel_link_label", "investor_panel_heading_text", "investor_panel_heading_accent", "investor_panel_text", "investor_panel_image_id", "investor_panel_link_label", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "description", "hero_image_id", "story_heading_text", "story_heading_accent", "story_paragraph1", "story_paragraph2", "story_paragraph3", "purpose_title", "purpose_statement", "purpose_image_id", "mission_title", "mission_statement", "mission_image_id", "leadership_panel_heading_text", "leadership_panel_heading_accent", "leadership_panel_text", "leadership_panel_image_id", "leadership_panel_link_label", "investor_panel_heading_text", "investor_panel_heading_accent", "investor_panel_text", "investor_panel_image_id", "investor_panel_link_label", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`about\`;`)
  await db.run(sql`DROP TABLE \`about\`;`)
  await db.run(sql`ALTER TABLE \`__new_about\` RENAME TO \`about\`;`)
  await db.run(sql`CREATE INDEX \`about_hero_image_idx\` ON \`about\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_purpose_purpose_image_idx\` ON \`about\` (\`purpose_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_mission_mission_image_idx\` ON \`about\` (\`mission_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_leadership_panel_leadership_panel_image_idx\` ON \`about\` (\`leadership_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_investor_panel_investor_panel_image_idx\` ON \`about\` (\`investor_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_story_heading_text\` text,
  	\`version_story_heading_accent\` text,
  	\`version_story_paragraph1\` text,
  	\`version_story_paragraph2\` text,
  	\`version_story_paragraph3\` text,
  	\`version_purpose_title\` text,
  	\`version_purpose_statement\` text,
  	\`version_purpose_image_id\` integer,
  	\`version_mission_title\` text,
  	\`version_mission_statement\` text,
  	\`version_mission_image_id\` integer,
  	\`version_leadership_panel_heading_text\` text,
  	\`version_leadership_panel_heading_accent\` text,
  	\`version_leadership_panel_text\` text,
  	\`version_leadership_panel_image_id\` integer,
  	\`version_leadership_panel_link_label\` text,
  	\`version_investor_panel_heading_text\` text,
  	\`version_investor_panel_heading_accent\` text,
  	\`version_investor_panel_text\` text,
  	\`version_investor_panel_image_id\` integer,
  	\`version_investor_panel_link_label\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_purpose_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_mission_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_leadership_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_investor_panel_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_v\`("id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_story_heading_text", "version_story_heading_accent", "version_story_paragraph1", "version_story_paragraph2", "version_story_paragraph3", "version_purpose_title", "version_purpose_statement", "version_purpose_image_id", "version_mission_title", "version_mission_statement", "version_mission_image_id", "version_leadership_panel_heading_text", "version_leadership_panel_heading_accent", "version_leadership_panel_text", "version_leadership_panel_image_id", "version_leadership_panel_link_label", "version_investor_panel_heading_text", "version_investor_panel_heading_accent", "version_investor_panel_text", "version_investor_panel_image_id", "version_investor_panel_link_label", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_story_heading_text", "version_story_heading_accent", "version_story_paragraph1", "version_story_paragraph2", "version_story_paragraph3", "version_purpose_title", "version_purpose_statement", "version_purpose_image_id", "version_mission_title", "version_mission_statement", "version_mission_image_id", "version_leadership_panel_heading_text", "version_leadership_panel_heading_accent", "version_leadership_panel_text", "version_leadership_panel_image_id", "version_leadership_panel_link_label", "version_investor_panel_heading_text", "version_investor_panel_heading_accent", "version_investor_panel_text", "version_investor_panel_image_id", "version_investor_panel_link_label", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_about_v\`;`)
  await db.run(sql`DROP TABLE \`_about_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_v\` RENAME TO \`_about_v\`;`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_hero_image_idx\` ON \`_about_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_purpose_version_purpose_image_idx\` ON \`_about_v\` (\`version_purpose_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_mission_version_mission_image_idx\` ON \`_about_v\` (\`version_mission_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_leadership_panel_version_leadership_pan_idx\` ON \`_about_v\` (\`version_leadership_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_investor_panel_version_investor_panel_i_idx\` ON \`_about_v\` (\`version_investor_panel_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_leadership_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`board_heading\` text DEFAULT 'Our Board of Directors',
  	\`board_intro\` text,
  	\`management_heading\` text DEFAULT 'Management team',
  	\`management_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leadership_page\`("id", "heading_text", "heading_accent", "intro", "board_heading", "board_intro", "management_heading", "management_intro", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "board_heading", "board_intro", "management_heading", "management_intro", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`leadership_page\`;`)
  await db.run(sql`DROP TABLE \`leadership_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_leadership_page\` RENAME TO \`leadership_page\`;`)
  await db.run(sql`CREATE INDEX \`leadership_page__status_idx\` ON \`leadership_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__leadership_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_board_heading\` text DEFAULT 'Our Board of Directors',
  	\`version_board_intro\` text,
  	\`version_management_heading\` text DEFAULT 'Management team',
  	\`version_management_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__leadership_page_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_board_heading", "version_board_intro", "version_management_heading", "version_management_intro", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_board_heading", "version_board_intro", "version_management_heading", "version_management_intro", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_leadership_page_v\`;`)
  await db.run(sql`DROP TABLE \`_leadership_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__leadership_page_v\` RENAME TO \`_leadership_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_version_version__status_idx\` ON \`_leadership_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_created_at_idx\` ON \`_leadership_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_updated_at_idx\` ON \`_leadership_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_page_v_latest_idx\` ON \`_leadership_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_achievements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`milestones_heading_text\` text,
  	\`milestones_heading_accent\` text,
  	\`awards_heading_text\` text,
  	\`awards_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_achievements\`("id", "heading_text", "heading_accent", "description", "hero_image_id", "milestones_heading_text", "milestones_heading_accent", "awards_heading_text", "awards_heading_accent", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "description", "hero_image_id", "milestones_heading_text", "milestones_heading_accent", "awards_heading_text", "awards_heading_accent", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`achievements\`;`)
  await db.run(sql`DROP TABLE \`achievements\`;`)
  await db.run(sql`ALTER TABLE \`__new_achievements\` RENAME TO \`achievements\`;`)
  await db.run(sql`CREATE INDEX \`achievements_hero_image_idx\` ON \`achievements\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements__status_idx\` ON \`achievements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__achievements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_milestones_heading_text\` text,
  	\`version_milestones_heading_accent\` text,
  	\`version_awards_heading_text\` text,
  	\`version_awards_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__achievements_v\`("id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_milestones_heading_text", "version_milestones_heading_accent", "version_awards_heading_text", "version_awards_heading_accent", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_milestones_heading_text", "version_milestones_heading_accent", "version_awards_heading_text", "version_awards_heading_accent", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_achievements_v\`;`)
  await db.run(sql`DROP TABLE \`_achievements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__achievements_v\` RENAME TO \`_achievements_v\`;`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_hero_image_idx\` ON \`_achievements_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version__status_idx\` ON \`_achievements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_created_at_idx\` ON \`_achievements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_updated_at_idx\` ON \`_achievements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_latest_idx\` ON \`_achievements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_statements_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`contact_note\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_statements_page\`("id", "heading_text", "heading_accent", "intro", "contact_note", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "contact_note", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`statements_page\`;`)
  await db.run(sql`DROP TABLE \`statements_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_statements_page\` RENAME TO \`statements_page\`;`)
  await db.run(sql`CREATE INDEX \`statements_page__status_idx\` ON \`statements_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__statements_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_contact_note\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__statements_page_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_contact_note", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_contact_note", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_statements_page_v\`;`)
  await db.run(sql`DROP TABLE \`_statements_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__statements_page_v\` RENAME TO \`_statements_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_version_version__status_idx\` ON \`_statements_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_created_at_idx\` ON \`_statements_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_updated_at_idx\` ON \`_statements_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_statements_page_v_latest_idx\` ON \`_statements_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_careers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`why_heading\` text,
  	\`why_body\` text,
  	\`promise_heading\` text,
  	\`promise_body\` text,
  	\`diversity_heading\` text,
  	\`diversity_body\` text,
  	\`diversity_image_id\` integer,
  	\`testimonial_quote\` text,
  	\`testimonial_name\` text,
  	\`testimonial_role\` text,
  	\`testimonial_photo_id\` integer,
  	\`how_to_apply_heading\` text,
  	\`how_to_apply_body\` text,
  	\`how_to_apply_email_subject\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`diversity_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`testimonial_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_careers\`("id", "heading_text", "heading_accent", "intro", "hero_image_id", "why_heading", "why_body", "promise_heading", "promise_body", "diversity_heading", "diversity_body", "diversity_image_id", "testimonial_quote", "testimonial_name", "testimonial_role", "testimonial_photo_id", "how_to_apply_heading", "how_to_apply_body", "how_to_apply_email_subject", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "hero_image_id", "why_heading", "why_body", "promise_heading", "promise_body", "diversity_heading", "diversity_body", "diversity_image_id", "testimonial_quote", "testimonial_name", "testimonial_role", "testimonial_photo_id", "how_to_apply_heading", "how_to_apply_body", "how_to_apply_email_subject", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`careers\`;`)
  await db.run(sql`DROP TABLE \`careers\`;`)
  await db.run(sql`ALTER TABLE \`__new_careers\` RENAME TO \`careers\`;`)
  await db.run(sql`CREATE INDEX \`careers_hero_image_idx\` ON \`careers\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_diversity_diversity_image_idx\` ON \`careers\` (\`diversity_image_id\`);`)
  await db.run(sql`CREATE INDEX \`careers_testimonial_testimonial_photo_idx\` ON \`careers\` (\`testimonial_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`careers__status_idx\` ON \`careers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__careers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_why_heading\` text,
  	\`version_why_body\` text,
  	\`version_promise_heading\` text,
  	\`version_promise_body\` text,
  	\`version_diversity_heading\` text,
  	\`version_diversity_body\` text,
  	\`version_diversity_image_id\` integer,
  	\`version_testimonial_quote\` text,
  	\`version_testimonial_name\` text,
  	\`version_testimonial_role\` text,
  	\`version_testimonial_photo_id\` integer,
  	\`version_how_to_apply_heading\` text,
  	\`version_how_to_apply_body\` text,
  	\`version_how_to_apply_email_subject\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_diversity_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_testimonial_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__careers_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_why_heading", "version_why_body", "version_promise_heading", "version_promise_body", "version_diversity_heading", "version_diversity_body", "version_diversity_image_id", "version_testimonial_quote", "version_testimonial_name", "version_testimonial_role", "version_testimonial_photo_id", "version_how_to_apply_heading", "version_how_to_apply_body", "version_how_to_apply_email_subject", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_why_heading", "version_why_body", "version_promise_heading", "version_promise_body", "version_diversity_heading", "version_diversity_body", "version_diversity_image_id", "version_testimonial_quote", "version_testimonial_name", "version_testimonial_role", "version_testimonial_photo_id", "version_how_to_apply_heading", "version_how_to_apply_body", "version_how_to_apply_email_subject", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_careers_v\`;`)
  await db.run(sql`DROP TABLE \`_careers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__careers_v\` RENAME TO \`_careers_v\`;`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version_hero_image_idx\` ON \`_careers_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_diversity_version_diversity_image_idx\` ON \`_careers_v\` (\`version_diversity_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_testimonial_version_testimonial_photo_idx\` ON \`_careers_v\` (\`version_testimonial_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_version_version__status_idx\` ON \`_careers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_created_at_idx\` ON \`_careers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_updated_at_idx\` ON \`_careers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_careers_v_latest_idx\` ON \`_careers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_room\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`press_card_title\` text DEFAULT 'Press releases',
  	\`press_card_text\` text,
  	\`press_card_image_id\` integer,
  	\`media_contact\` text,
  	\`press_page_heading_text\` text,
  	\`press_page_heading_accent\` text,
  	\`press_page_intro\` text,
  	\`press_page_meta_description\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`press_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_room\`("id", "heading_text", "heading_accent", "intro", "press_card_title", "press_card_text", "press_card_image_id", "media_contact", "press_page_heading_text", "press_page_heading_accent", "press_page_intro", "press_page_meta_description", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "press_card_title", "press_card_text", "press_card_image_id", "media_contact", "press_page_heading_text", "press_page_heading_accent", "press_page_intro", "press_page_meta_description", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`news_room\`;`)
  await db.run(sql`DROP TABLE \`news_room\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_room\` RENAME TO \`news_room\`;`)
  await db.run(sql`CREATE INDEX \`news_room_press_card_press_card_image_idx\` ON \`news_room\` (\`press_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_room__status_idx\` ON \`news_room\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_room_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_press_card_title\` text DEFAULT 'Press releases',
  	\`version_press_card_text\` text,
  	\`version_press_card_image_id\` integer,
  	\`version_media_contact\` text,
  	\`version_press_page_heading_text\` text,
  	\`version_press_page_heading_accent\` text,
  	\`version_press_page_intro\` text,
  	\`version_press_page_meta_description\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_press_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_room_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_press_card_title", "version_press_card_text", "version_press_card_image_id", "version_media_contact", "version_press_page_heading_text", "version_press_page_heading_accent", "version_press_page_intro", "version_press_page_meta_description", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_press_card_title", "version_press_card_text", "version_press_card_image_id", "version_media_contact", "version_press_page_heading_text", "version_press_page_heading_accent", "version_press_page_intro", "version_press_page_meta_description", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_news_room_v\`;`)
  await db.run(sql`DROP TABLE \`_news_room_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_room_v\` RENAME TO \`_news_room_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_room_v_version_press_card_version_press_card_image_idx\` ON \`_news_room_v\` (\`version_press_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_version_version__status_idx\` ON \`_news_room_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_created_at_idx\` ON \`_news_room_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_updated_at_idx\` ON \`_news_room_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_room_v_latest_idx\` ON \`_news_room_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`agent_assistance_heading_text\` text,
  	\`agent_assistance_heading_accent\` text,
  	\`agent_assistance_intro\` text,
  	\`self_submit_heading_text\` text,
  	\`self_submit_heading_accent\` text,
  	\`self_submit_intro\` text,
  	\`self_submit_form_card_title\` text,
  	\`self_submit_form_card_body\` text,
  	\`self_submit_form_card_image_id\` integer,
  	\`self_submit_form_card_link_label\` text DEFAULT 'Download a claim form',
  	\`self_submit_send_card_title\` text,
  	\`self_submit_send_card_body\` text,
  	\`self_submit_send_card_image_id\` integer,
  	\`self_submit_send_card_link_label\` text,
  	\`self_submit_send_card_phone_link_label\` text,
  	\`promise_heading_text\` text,
  	\`promise_heading_accent\` text,
  	\`promise_description\` text,
  	\`promise_image_id\` integer,
  	\`promise_link_label\` text DEFAULT 'Read our claims promise',
  	\`questions_heading_text\` text,
  	\`questions_heading_accent\` text,
  	\`resources_heading_text\` text,
  	\`resources_heading_accent\` text,
  	\`resources_forms_card_title\` text,
  	\`resources_forms_card_body\` text,
  	\`resources_forms_card_image_id\` integer,
  	\`resources_faqs_card_title\` text,
  	\`resources_faqs_card_body\` text,
  	\`resources_faqs_card_image_id\` integer,
  	\`resources_glossary_card_title\` text,
  	\`resources_glossary_card_body\` text,
  	\`resources_glossary_card_image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_submit_form_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`self_submit_send_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`promise_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resources_forms_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resources_faqs_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`resources_glossary_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_claims\`("id", "heading_text", "heading_accent", "intro", "hero_image_id", "agent_assistance_heading_text", "agent_assistance_heading_accent", "agent_assistance_intro", "self_submit_heading_text", "self_submit_heading_accent", "self_submit_intro", "self_submit_form_card_title", "self_submit_form_card_body", "self_submit_form_card_image_id", "self_submit_form_card_link_label", "self_submit_send_card_title", "self_submit_send_card_body", "self_submit_send_card_image_id", "self_submit_send_card_link_label", "self_submit_send_card_phone_link_label", "promise_heading_text", "promise_heading_accent", "promise_description", "promise_image_id", "promise_link_label", "questions_heading_text", "questions_heading_accent", "resources_heading_text", "resources_heading_accent", "resources_forms_card_title", "resources_forms_card_body", "resources_forms_card_image_id", "resources_faqs_card_title", "resources_faqs_card_body", "resources_faqs_card_image_id", "resources_glossary_card_title", "resources_glossary_card_body", "resources_glossary_card_image_id", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "hero_image_id", "agent_assistance_heading_text", "agent_assistance_heading_accent", "agent_assistance_intro", "self_submit_heading_text", "self_submit_heading_accent", "self_submit_intro", "self_submit_form_card_title", "self_submit_form_card_body", "self_submit_form_card_image_id", "self_submit_form_card_link_label", "self_submit_send_card_title", "self_submit_send_card_body", "self_submit_send_card_image_id", "self_submit_send_card_link_label", "self_submit_send_card_phone_link_label", "promise_heading_text", "promise_heading_accent", "promise_description", "promise_image_id", "promise_link_label", "questions_heading_text", "questions_heading_accent", "resources_heading_text", "resources_heading_accent", "resources_forms_card_title", "resources_forms_card_body", "resources_forms_card_image_id", "resources_faqs_card_title", "resources_faqs_card_body", "resources_faqs_card_image_id", "resources_glossary_card_title", "resources_glossary_card_body", "resources_glossary_card_image_id", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`claims\`;`)
  await db.run(sql`DROP TABLE \`claims\`;`)
  await db.run(sql`ALTER TABLE \`__new_claims\` RENAME TO \`claims\`;`)
  await db.run(sql`CREATE INDEX \`claims_hero_image_idx\` ON \`claims\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_self_submit_form_card_self_submit_form_card_image_idx\` ON \`claims\` (\`self_submit_form_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_self_submit_send_card_self_submit_send_card_image_idx\` ON \`claims\` (\`self_submit_send_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise_promise_image_idx\` ON \`claims\` (\`promise_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_resources_forms_card_resources_forms_card_image_idx\` ON \`claims\` (\`resources_forms_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_resources_faqs_card_resources_faqs_card_image_idx\` ON \`claims\` (\`resources_faqs_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_resources_glossary_card_resources_glossary_card_i_idx\` ON \`claims\` (\`resources_glossary_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims__status_idx\` ON \`claims\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__claims_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_agent_assistance_heading_text\` text,
  	\`version_agent_assistance_heading_accent\` text,
  	\`version_agent_assistance_intro\` text,
  	\`version_self_submit_heading_text\` text,
  	\`version_self_submit_heading_accent\` text,
  	\`version_self_submit_intro\` text,
  	\`version_self_submit_form_card_title\` text,
  	\`version_self_submit_form_card_body\` text,
  	\`version_self_submit_form_card_image_id\` integer,
  	\`version_self_submit_form_card_link_label\` text DEFAULT 'Download a claim form',
  	\`version_self_submit_send_card_title\` text,
  	\`version_self_submit_send_card_body\` text,
  	\`version_self_submit_send_card_image_id\` integer,
  	\`version_self_submit_send_card_link_label\` text,
  	\`version_self_submit_send_card_phone_link_label\` text,
  	\`version_promise_heading_text\` text,
  	\`version_promise_heading_accent\` text,
  	\`version_promise_description\` text,
  	\`version_promise_image_id\` integer,
  	\`version_promise_link_label\` text DEFAULT 'Read our claims promise',
  	\`version_questions_heading_text\` text,
  	\`version_questions_heading_accent\` text,
  	\`version_resources_heading_text\` text,
  	\`version_resources_heading_accent\` text,
  	\`version_resources_forms_card_title\` text,
  	\`version_resources_forms_card_body\` text,
  	\`version_resources_forms_card_image_id\` integer,
  	\`version_resources_faqs_card_title\` text,
  	\`version_resources_faqs_card_body\` text,
  	\`version_resources_faqs_card_image_id\` integer,
  	\`version_resources_glossary_card_title\` text,
  	\`version_resources_glossary_card_body\` text,
  	\`version_resources_glossary_card_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_submit_form_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_self_submit_send_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_promise_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_resources_forms_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_resources_faqs_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_resources_glossary_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__claims_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_agent_assistance_heading_text", "version_agent_assistance_heading_accent", "version_agent_assistance_intro", "version_self_submit_heading_text", "version_self_submit_heading_accent", "version_self_submit_intro", "version_self_submit_form_card_title", "version_self_submit_form_card_body", "version_self_submit_form_card_image_id", "version_self_submit_form_card_link_label", "version_self_submit_send_card_title", "version_self_submit_send_card_body", "version_self_submit_send_card_image_id", "version_self_submit_send_card_link_label", "version_self_submit_send_card_phone_link_label", "version_promise_heading_text", "version_promise_heading_accent", "version_promise_description", "version_promise_image_id", "version_promise_link_label", "version_questions_heading_text", "version_questions_heading_accent", "version_resources_heading_text", "version_resources_heading_accent", "version_resources_forms_card_title", "version_resources_forms_card_body", "version_resources_forms_card_image_id", "version_resources_faqs_card_title", "version_resources_faqs_card_body", "version_resources_faqs_card_image_id", "version_resources_glossary_card_title", "version_resources_glossary_card_body", "version_resources_glossary_card_image_id", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_agent_assistance_heading_text", "version_agent_assistance_heading_accent", "version_agent_assistance_intro", "version_self_submit_heading_text", "version_self_submit_heading_accent", "version_self_submit_intro", "version_self_submit_form_card_title", "version_self_submit_form_card_body", "version_self_submit_form_card_image_id", "version_self_submit_form_card_link_label", "version_self_submit_send_card_title", "version_self_submit_send_card_body", "version_self_submit_send_card_image_id", "version_self_submit_send_card_link_label", "version_self_submit_send_card_phone_link_label", "version_promise_heading_text", "version_promise_heading_accent", "version_promise_description", "version_promise_image_id", "version_promise_link_label", "version_questions_heading_text", "version_questions_heading_accent", "version_resources_heading_text", "version_resources_heading_accent", "version_resources_forms_card_title", "version_resources_forms_card_body", "version_resources_forms_card_image_id", "version_resources_faqs_card_title", "version_resources_faqs_card_body", "version_resources_faqs_card_image_id", "version_resources_glossary_card_title", "version_resources_glossary_card_body", "version_resources_glossary_card_image_id", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_claims_v\`;`)
  await db.run(sql`DROP TABLE \`_claims_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__claims_v\` RENAME TO \`_claims_v\`;`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_version_hero_image_idx\` ON \`_claims_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_self_submit_form_card_version_self_sub_idx\` ON \`_claims_v\` (\`version_self_submit_form_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_self_submit_send_card_version_self_sub_idx\` ON \`_claims_v\` (\`version_self_submit_send_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_promise_version_promise_image_idx\` ON \`_claims_v\` (\`version_promise_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_resources_forms_card_version_resources_idx\` ON \`_claims_v\` (\`version_resources_forms_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_resources_faqs_card_version_resources__idx\` ON \`_claims_v\` (\`version_resources_faqs_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_resources_glossary_card_version_resour_idx\` ON \`_claims_v\` (\`version_resources_glossary_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_version_version__status_idx\` ON \`_claims_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_created_at_idx\` ON \`_claims_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_updated_at_idx\` ON \`_claims_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_v_latest_idx\` ON \`_claims_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_claims_promise\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`description\` text,
  	\`hero_image_id\` integer,
  	\`processing_promise_figure\` text DEFAULT '14',
  	\`processing_promise_unit\` text DEFAULT 'days',
  	\`processing_promise_statement\` text DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.',
  	\`approach_heading\` text DEFAULT 'Our Approach',
  	\`approach_body\` text,
  	\`when_you_claim_heading\` text DEFAULT 'When you make a claim',
  	\`when_you_claim_body\` text,
  	\`commitments_heading_text\` text,
  	\`commitments_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_claims_promise\`("id", "heading_text", "heading_accent", "description", "hero_image_id", "processing_promise_figure", "processing_promise_unit", "processing_promise_statement", "approach_heading", "approach_body", "when_you_claim_heading", "when_you_claim_body", "commitments_heading_text", "commitments_heading_accent", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "description", "hero_image_id", "processing_promise_figure", "processing_promise_unit", "processing_promise_statement", "approach_heading", "approach_body", "when_you_claim_heading", "when_you_claim_body", "commitments_heading_text", "commitments_heading_accent", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`claims_promise\`;`)
  await db.run(sql`DROP TABLE \`claims_promise\`;`)
  await db.run(sql`ALTER TABLE \`__new_claims_promise\` RENAME TO \`claims_promise\`;`)
  await db.run(sql`CREATE INDEX \`claims_promise_hero_image_idx\` ON \`claims_promise\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_promise__status_idx\` ON \`claims_promise\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__claims_promise_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_description\` text,
  	\`version_hero_image_id\` integer,
  	\`version_processing_promise_figure\` text DEFAULT '14',
  	\`version_processing_promise_unit\` text DEFAULT 'days',
  	\`version_processing_promise_statement\` text DEFAULT 'Claims are usually processed within 14 days of receiving a complete application.',
  	\`version_approach_heading\` text DEFAULT 'Our Approach',
  	\`version_approach_body\` text,
  	\`version_when_you_claim_heading\` text DEFAULT 'When you make a claim',
  	\`version_when_you_claim_body\` text,
  	\`version_commitments_heading_text\` text,
  	\`version_commitments_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__claims_promise_v\`("id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_processing_promise_figure", "version_processing_promise_unit", "version_processing_promise_statement", "version_approach_heading", "version_approach_body", "version_when_you_claim_heading", "version_when_you_claim_body", "version_commitments_heading_text", "version_commitments_heading_accent", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_description", "version_hero_image_id", "version_processing_promise_figure", "version_processing_promise_unit", "version_processing_promise_statement", "version_approach_heading", "version_approach_body", "version_when_you_claim_heading", "version_when_you_claim_body", "version_commitments_heading_text", "version_commitments_heading_accent", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_claims_promise_v\`;`)
  await db.run(sql`DROP TABLE \`_claims_promise_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__claims_promise_v\` RENAME TO \`_claims_promise_v\`;`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_version_hero_image_idx\` ON \`_claims_promise_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_version_version__status_idx\` ON \`_claims_promise_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_created_at_idx\` ON \`_claims_promise_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_updated_at_idx\` ON \`_claims_promise_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_promise_v_latest_idx\` ON \`_claims_promise_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_claims_faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`contact_email\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_claims_faq\`("id", "heading_text", "heading_accent", "intro", "hero_image_id", "contact_email", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "hero_image_id", "contact_email", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`claims_faq\`;`)
  await db.run(sql`DROP TABLE \`claims_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_claims_faq\` RENAME TO \`claims_faq\`;`)
  await db.run(sql`CREATE INDEX \`claims_faq_hero_image_idx\` ON \`claims_faq\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_faq__status_idx\` ON \`claims_faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__claims_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_contact_email\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__claims_faq_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_contact_email", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_contact_email", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_claims_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_claims_faq_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__claims_faq_v\` RENAME TO \`_claims_faq_v\`;`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_version_hero_image_idx\` ON \`_claims_faq_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_version_version__status_idx\` ON \`_claims_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_created_at_idx\` ON \`_claims_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_updated_at_idx\` ON \`_claims_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_faq_v_latest_idx\` ON \`_claims_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_claim_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`forms_heading_text\` text,
  	\`forms_heading_accent\` text,
  	\`forms_intro\` text,
  	\`guides_heading_text\` text,
  	\`guides_heading_accent\` text,
  	\`faq_heading_text\` text,
  	\`faq_heading_accent\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_claim_forms\`("id", "heading_text", "heading_accent", "intro", "hero_image_id", "forms_heading_text", "forms_heading_accent", "forms_intro", "guides_heading_text", "guides_heading_accent", "faq_heading_text", "faq_heading_accent", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "hero_image_id", "forms_heading_text", "forms_heading_accent", "forms_intro", "guides_heading_text", "guides_heading_accent", "faq_heading_text", "faq_heading_accent", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`claim_forms\`;`)
  await db.run(sql`DROP TABLE \`claim_forms\`;`)
  await db.run(sql`ALTER TABLE \`__new_claim_forms\` RENAME TO \`claim_forms\`;`)
  await db.run(sql`CREATE INDEX \`claim_forms_hero_image_idx\` ON \`claim_forms\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claim_forms__status_idx\` ON \`claim_forms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__claim_forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_forms_heading_text\` text,
  	\`version_forms_heading_accent\` text,
  	\`version_forms_intro\` text,
  	\`version_guides_heading_text\` text,
  	\`version_guides_heading_accent\` text,
  	\`version_faq_heading_text\` text,
  	\`version_faq_heading_accent\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__claim_forms_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_forms_heading_text", "version_forms_heading_accent", "version_forms_intro", "version_guides_heading_text", "version_guides_heading_accent", "version_faq_heading_text", "version_faq_heading_accent", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_forms_heading_text", "version_forms_heading_accent", "version_forms_intro", "version_guides_heading_text", "version_guides_heading_accent", "version_faq_heading_text", "version_faq_heading_accent", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_claim_forms_v\`;`)
  await db.run(sql`DROP TABLE \`_claim_forms_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__claim_forms_v\` RENAME TO \`_claim_forms_v\`;`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_version_hero_image_idx\` ON \`_claim_forms_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_version_version__status_idx\` ON \`_claim_forms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_created_at_idx\` ON \`_claim_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_updated_at_idx\` ON \`_claim_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claim_forms_v_latest_idx\` ON \`_claim_forms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_claims_glossary\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_claims_glossary\`("id", "heading_text", "heading_accent", "intro", "hero_image_id", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "hero_image_id", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`claims_glossary\`;`)
  await db.run(sql`DROP TABLE \`claims_glossary\`;`)
  await db.run(sql`ALTER TABLE \`__new_claims_glossary\` RENAME TO \`claims_glossary\`;`)
  await db.run(sql`CREATE INDEX \`claims_glossary_hero_image_idx\` ON \`claims_glossary\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`claims_glossary__status_idx\` ON \`claims_glossary\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__claims_glossary_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__claims_glossary_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_claims_glossary_v\`;`)
  await db.run(sql`DROP TABLE \`_claims_glossary_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__claims_glossary_v\` RENAME TO \`_claims_glossary_v\`;`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_version_hero_image_idx\` ON \`_claims_glossary_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_version_version__status_idx\` ON \`_claims_glossary_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_created_at_idx\` ON \`_claims_glossary_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_updated_at_idx\` ON \`_claims_glossary_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_claims_glossary_v_latest_idx\` ON \`_claims_glossary_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_corporate\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_text\` text,
  	\`heading_accent\` text,
  	\`intro\` text,
  	\`hero_image_id\` integer,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`why_us_heading_text\` text,
  	\`why_us_heading_accent\` text,
  	\`why_us_intro\` text,
  	\`plans_heading_text\` text,
  	\`plans_heading_accent\` text,
  	\`plans_intro\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_corporate\`("id", "heading_text", "heading_accent", "intro", "hero_image_id", "cta_label", "cta_href", "why_us_heading_text", "why_us_heading_accent", "why_us_intro", "plans_heading_text", "plans_heading_accent", "plans_intro", "meta_title", "meta_description", "_status", "updated_at", "created_at") SELECT "id", "heading_text", "heading_accent", "intro", "hero_image_id", "cta_label", "cta_href", "why_us_heading_text", "why_us_heading_accent", "why_us_intro", "plans_heading_text", "plans_heading_accent", "plans_intro", "meta_title", "meta_description", "_status", "updated_at", "created_at" FROM \`corporate\`;`)
  await db.run(sql`DROP TABLE \`corporate\`;`)
  await db.run(sql`ALTER TABLE \`__new_corporate\` RENAME TO \`corporate\`;`)
  await db.run(sql`CREATE INDEX \`corporate_hero_image_idx\` ON \`corporate\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`corporate__status_idx\` ON \`corporate\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__corporate_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading_text\` text,
  	\`version_heading_accent\` text,
  	\`version_intro\` text,
  	\`version_hero_image_id\` integer,
  	\`version_cta_label\` text,
  	\`version_cta_href\` text,
  	\`version_why_us_heading_text\` text,
  	\`version_why_us_heading_accent\` text,
  	\`version_why_us_intro\` text,
  	\`version_plans_heading_text\` text,
  	\`version_plans_heading_accent\` text,
  	\`version_plans_intro\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__corporate_v\`("id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_cta_label", "version_cta_href", "version_why_us_heading_text", "version_why_us_heading_accent", "version_why_us_intro", "version_plans_heading_text", "version_plans_heading_accent", "version_plans_intro", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_heading_text", "version_heading_accent", "version_intro", "version_hero_image_id", "version_cta_label", "version_cta_href", "version_why_us_heading_text", "version_why_us_heading_accent", "version_why_us_intro", "version_plans_heading_text", "version_plans_heading_accent", "version_plans_intro", "version_meta_title", "version_meta_description", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_corporate_v\`;`)
  await db.run(sql`DROP TABLE \`_corporate_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__corporate_v\` RENAME TO \`_corporate_v\`;`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_version_hero_image_idx\` ON \`_corporate_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_version_version__status_idx\` ON \`_corporate_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_created_at_idx\` ON \`_corporate_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_updated_at_idx\` ON \`_corporate_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporate_v_latest_idx\` ON \`_corporate_v\` (\`latest\`);`)
}
