import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countAdminUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAdminUserByEmail(db: Kysely<Database>, email: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

/** The account to check when the sign-in form asks for a password only (there is exactly one admin). */
export async function findSoleAdminUser(db: Kysely<Database>): Promise<AdminUser | undefined> {
  const rows = await db.selectFrom("admin_users").select(["id", "email", "password_hash"]).limit(2).execute();
  const [row] = rows;
  return rows.length === 1 && row ? { id: row.id, email: row.email, passwordHash: row.password_hash } : undefined;
}

/** Returns false, changing nothing, when the e-mail is taken (e.g. two instances starting at once). */
export async function createAdminUser(
  db: Kysely<Database>,
  user: { email: string; passwordHash: string },
  now: Date = new Date(),
): Promise<boolean> {
  const timestamp = now.toISOString();
  const result = await db
    .insertInto("admin_users")
    .values({
      id: randomUUID(),
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Sets a new password and signs the account out everywhere; false when no such account. */
export async function resetAdminPassword(
  db: Kysely<Database>,
  user: { email: string; passwordHash: string },
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminUserByEmail(trx, user.email);
    if (!existing) return false;
    await trx
      .updateTable("admin_users")
      .set({ password_hash: user.passwordHash, updated_at: now.toISOString() })
      .where("id", "=", existing.id)
      .execute();
    await trx.deleteFrom("admin_sessions").where("admin_user_id", "=", existing.id).execute();
    return true;
  });
}
