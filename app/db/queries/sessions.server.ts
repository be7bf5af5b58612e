import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema";
import type { NewAccountRow } from "./account-rows.server";

export interface ActiveSession {
  id: string;
  adminUserId: string;
  email: string;
  lastSeenAt: string;
}

/** A session as the owner's security page lists it. */
export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  address: string | null;
}

export async function insertSession(db: Kysely<Database>, session: NewAccountRow): Promise<void> {
  const timestamp = session.now.toISOString();
  await db
    .insertInto("admin_sessions")
    .values({
      id: session.id,
      admin_user_id: session.adminUserId,
      created_at: timestamp,
      last_seen_at: timestamp,
      expires_at: session.expiresAt.toISOString(),
      user_agent: session.userAgent,
      address: session.address,
    })
    .execute();
}

/** The account's sessions that are still valid, the most recently used first. */
export async function listSessions(
  db: Kysely<Database>,
  adminUserId: string,
  { now, idleSince }: { now: Date; idleSince: Date },
): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("admin_sessions")
    .selectAll()
    .where("admin_user_id", "=", adminUserId)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", idleSince.toISOString())
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    userAgent: row.user_agent,
    address: row.address,
  }));
}

/** Ends every session of the account but `keep` (the one making the change); answers how many ended. */
export async function deleteOtherSessions(
  db: Kysely<Database> | Transaction<Database>,
  adminUserId: string,
  keep: string,
): Promise<number> {
  const deleted = await db
    .deleteFrom("admin_sessions")
    .where("admin_user_id", "=", adminUserId)
    .where("id", "!=", keep)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The session with this id, if it has neither reached its end nor been idle since `idleSince`. */
export async function findActiveSession(
  db: Kysely<Database>,
  id: string,
  { now, idleSince }: { now: Date; idleSince: Date },
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.admin_user_id")
    .select(["s.id", "s.admin_user_id", "s.last_seen_at", "u.email"])
    .where("s.id", "=", id)
    .where("s.expires_at", ">", now.toISOString())
    .where("s.last_seen_at", ">", idleSince.toISOString())
    .executeTakeFirst();
  return row && { id: row.id, adminUserId: row.admin_user_id, email: row.email, lastSeenAt: row.last_seen_at };
}

export async function touchSession(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.updateTable("admin_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
}

/** Drops sessions past their end or idle since `idleSince`; run at sign-in rather than on a timer. */
export async function deleteStaleSessions(
  db: Kysely<Database>,
  { now, idleSince }: { now: Date; idleSince: Date },
): Promise<void> {
  await db
    .deleteFrom("admin_sessions")
    .where((eb) =>
      eb.or([eb("expires_at", "<=", now.toISOString()), eb("last_seen_at", "<=", idleSince.toISOString())]),
    )
    .execute();
}
