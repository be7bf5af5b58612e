import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * A provider's "not before" (a 429 with Retry-After), kept where every server instance sees it:
 * while `paused_until` lies ahead on the database's clock, no runner claims the jobs that call
 * it (docs/decisions/0024-writes-jobs-and-limits-under-concurrency.md). One row per provider
 * (or per job kind when it names none); not content.
 */
export const jobPauses: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("job_pauses")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("paused_until", type.timestamp, (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("job_pauses").execute();
  },
};
