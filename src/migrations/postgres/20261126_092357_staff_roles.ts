import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'editor' BEFORE 'underwriter';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'publisher' BEFORE 'underwriter';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'pricing_actuary' BEFORE 'underwriter';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'pricing_approver' BEFORE 'underwriter';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'claims_officer';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'customer_service';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'auditor';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'administrator';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('underwriter');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";`)
}
