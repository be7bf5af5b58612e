import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { disableSecondFactor } from "./second-factor.server";
import { deleteOtherSessions } from "./sessions.server";

export interface AdminUser {
  id: string;
  email: string;
  passwordHash: string;
  /** The account asks for a code from an authenticator app after the password. */
  secondFactor: boolean;
}

const ADMIN_USER_COLUMNS = ["id", "email", "password_hash", "totp_secret"] as const;

function toAdminUser(row: { id: string; email: string; password_hash: string; totp_secret: string | null }): AdminUser {
  return { id: row.id, email: row.email, passwordHash: row.password_hash, secondFactor: row.totp_secret !== null };
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
    .select(ADMIN_USER_COLUMNS)
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && toAdminUser(row);
}

export async function findAdminUserById(db: Kysely<Database>, id: string): Promise<AdminUser | undefined> {
  const row = await db.selectFrom("admin_users").select(ADMIN_USER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && toAdminUser(row);
}

/** The account to check when the sign-in form asks for a password only (there is exactly one admin). */
export async function findSoleAdminUser(db: Kysely<Database>): Promise<AdminUser | undefined> {
  const rows = await db.selectFrom("admin_users").select(ADMIN_USER_COLUMNS).limit(2).execute();
  const [row] = rows;
  return rows.length === 1 && row ? toAdminUser(row) : undefined;
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

/**
 * Sets a new password, turns the second factor off (this is the way back in for an owner who
 * lost both the authenticator and the recovery codes) and signs the account out everywhere;
 * false when no such account.
 */
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
    await disableSecondFactor(trx, existing.id);
    await trx.deleteFrom("admin_sessions").where("admin_user_id", "=", existing.id).execute();
    return true;
  });
}

/**
 * The owner's own password change: the new hash, and every other session of the account ended
 * in the same transaction (a session someone else holds must not outlive the old password).
 * Answers how many sessions ended.
 */
export async function changeAdminPassword(
  db: Kysely<Database>,
  {
    id,
    passwordHash,
    keepSession,
    now = new Date(),
  }: { id: string; passwordHash: string; keepSession: string; now?: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    return deleteOtherSessions(trx, id, keepSession);
  });
}
