import type { Kysely } from "kysely";
import type { Database } from "../schema";

/**
 * The day's salt, shared by every server instance: the first to ask stores `candidate`, the
 * others read that one.
 */
export async function saltForDay(db: Kysely<Database>, day: string, candidate: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: candidate })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Forgets the salts of earlier days: their hashes can then never be linked to an address again. */
export async function deleteSaltsBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
}
