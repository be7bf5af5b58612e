import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface ActiveSession {
  id: string;
  adminUserId: string;
  email: string;
  lastSeenAt: string;
}

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; adminUserId: string; now: Date; expiresAt: Date },
): Promise<void> {
  const timestamp = session.now.toISOString();
  await db
    .insertInto("admin_sessions")
    .values({
      id: session.id,
      admin_user_id: session.adminUserId,
      created_at: timestamp,
      last_seen_at: timestamp,
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
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
