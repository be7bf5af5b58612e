import type { Kysely } from "kysely";
import { ensureRecurringJob } from "~/db/queries/jobs.server";
import type { Database } from "~/db/schema";
import type { JobDefinition } from "./define";

/**
 * Gives each recurring kind its single row, due at once when it is new. Every instance does this
 * as it starts; the row's unique key keeps it to one, so each run happens on one instance.
 */
export async function ensureRecurringJobs(db: Kysely<Database>, definitions: readonly JobDefinition[]): Promise<void> {
  for (const { kind, everyMs } of definitions) {
    if (everyMs) await ensureRecurringJob(db, { kind, everyMs });
  }
}
