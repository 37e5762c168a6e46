import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "licence_naicom_licence" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "licence_rc_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "licence_business_class" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "licence_registered_address" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "licence_naicom_licence";
  ALTER TABLE "site_settings" DROP COLUMN "licence_rc_number";
  ALTER TABLE "site_settings" DROP COLUMN "licence_business_class";
  ALTER TABLE "site_settings" DROP COLUMN "licence_registered_address";`)
}
