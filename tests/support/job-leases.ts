import type { Kysely } from "kysely";
import { databaseNow } from "~/db/clock";
import type { Database } from "~/db/schema";

/**
 * Lets the leases of a kind's running jobs run out, by the database's clock (the one claims
 * compare with): a test of a dead instance's job does not sleep past a short lease, which a
 * busy machine can stretch before the survivor's first look.
 */
export async function expireLeases(db: Kysely<Database>, kind: string): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ locked_until: databaseNow(db, -1) })
    .where("kind", "=", kind)
    .where("status", "=", "running")
    .execute();
}
