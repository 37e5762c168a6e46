import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Roles (issue 23): before them, every staff account did every kind of work except underwriting. Each
// account that existed keeps that: it gets the starting roles (src/lib/staff/roles.ts, written out here
// because a migration must not change when the code does). Administrators then trim them. A migration of
// its own, after the one adding the values to the enum: Postgres lets a new enum value be used only once
// the transaction that added it has committed.
const STARTING = ['editor', 'publisher', 'pricing_actuary', 'pricing_approver', 'claims_officer', 'customer_service', 'administrator']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [i, role] of STARTING.entries()) {
    await db.execute(sql`INSERT INTO "users_roles" ("order", "parent_id", "value")
      SELECT ${100 + i}, u."id", ${role}::"public"."enum_users_roles" FROM "users" u
      WHERE NOT EXISTS (SELECT 1 FROM "users_roles" r WHERE r."parent_id" = u."id" AND r."value" = ${role}::"public"."enum_users_roles");`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "users_roles" WHERE "value" <> 'underwriter';`)
}
