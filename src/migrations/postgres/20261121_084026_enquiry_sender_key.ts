import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" ADD COLUMN "sender_key" varchar;
  CREATE INDEX "enquiries_sender_key_idx" ON "enquiries" USING btree ("sender_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "enquiries_sender_key_idx";
  ALTER TABLE "enquiries" DROP COLUMN "sender_key";`)
}
