import type { Kysely } from "kysely";
import type { Database } from "../schema";

/**
 * Whether a playbook of the owner's own is public: added after `after` (when the demo library
 * was loaded, whose playbooks do not count), or any published one when there was no demo.
 */
export async function hasOwnPublishedPlaybook(db: Kysely<Database>, after: string | undefined): Promise<boolean> {
  let query = db.selectFrom("playbooks").select("id").where("status", "=", "published");
  if (after) query = query.where("created_at", ">", after);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Whether a lead has reached its destination: one delivery job of these kinds finished. */
export async function hasDeliveredLead(db: Kysely<Database>, kinds: readonly string[]): Promise<boolean> {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "in", kinds)
    .where("status", "=", "done")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
