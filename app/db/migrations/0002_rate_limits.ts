import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

export const rateLimitTables: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("rate_limit_events")
      .addColumn("bucket", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("rate_limit_events_lookup")
      .on("rate_limit_events")
      .columns(["bucket", "subject", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limit_events").execute();
  },
};
