import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"results" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_settings_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"meaning" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings_best_bets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_queries_id" integer;
  ALTER TABLE "search_settings_synonyms" ADD CONSTRAINT "search_settings_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_settings_best_bets" ADD CONSTRAINT "search_settings_best_bets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_queries_query_idx" ON "search_queries" USING btree ("query");
  CREATE INDEX "search_queries_day_idx" ON "search_queries" USING btree ("day");
  CREATE INDEX "search_queries_updated_at_idx" ON "search_queries" USING btree ("updated_at");
  CREATE INDEX "search_queries_created_at_idx" ON "search_queries" USING btree ("created_at");
  CREATE INDEX "search_settings_synonyms_order_idx" ON "search_settings_synonyms" USING btree ("_order");
  CREATE INDEX "search_settings_synonyms_parent_id_idx" ON "search_settings_synonyms" USING btree ("_parent_id");
  CREATE INDEX "search_settings_best_bets_order_idx" ON "search_settings_best_bets" USING btree ("_order");
  CREATE INDEX "search_settings_best_bets_parent_id_idx" ON "search_settings_best_bets" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_queries_fk" FOREIGN KEY ("search_queries_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_queries_id");`)
  // The search index (src/lib/search/engine.ts, decision 043): the engine's own tables, in a schema of
  // their own so that Payload's schema push never offers to drop them. As they were when this migration
  // was written; the engine also creates them if missing (each statement may run any number of times).
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS search`)
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS search.documents (key text PRIMARY KEY, kind text NOT NULL, url text NOT NULL, title text NOT NULL, body text NOT NULL,
     tsv tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'D')) STORED);
   CREATE INDEX IF NOT EXISTS documents_tsv ON search.documents USING gin (tsv);
   CREATE INDEX IF NOT EXISTS documents_url ON search.documents (url);
   CREATE TABLE IF NOT EXISTS search.terms (term text PRIMARY KEY, docs integer NOT NULL);
   CREATE INDEX IF NOT EXISTS terms_trgm ON search.terms USING gin (term gin_trgm_ops);
   CREATE TABLE IF NOT EXISTS search.meta (name text PRIMARY KEY, value text NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The index goes with its schema; pg_trgm stays (another part of the database may use it).
  await db.execute(sql`DROP SCHEMA IF EXISTS search CASCADE`)
  await db.execute(sql`
   ALTER TABLE "search_queries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings_best_bets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_queries" CASCADE;
  DROP TABLE "search_settings_synonyms" CASCADE;
  DROP TABLE "search_settings_best_bets" CASCADE;
  DROP TABLE "search_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_queries_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_search_queries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_queries_id";`)
}
