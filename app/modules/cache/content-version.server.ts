import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { ContentChangeListener } from "./content-change-listener.server";

/** Where the page cache learns that content changed (migration 0007 keeps it true for every write). */
export interface ContentVersion {
  /** A number that changes whenever content changes; undefined while it cannot be known, and then nothing is cached. */
  current(): Promise<number | undefined>;
  close(): Promise<void>;
}

/**
 * SQLite: the `content_version` row, read on every cacheable request (a point lookup of a few
 * microseconds; it also sees writes from other processes, such as `npm run import`).
 * PostgreSQL: a LISTEN connection that hears every instance's writes the moment they commit.
 */
export function watchContentVersion(
  db: Kysely<Database>,
  databaseUrl: string | undefined,
  logger: Logger,
): ContentVersion {
  if (databaseKind(db) === "postgres" && databaseUrl) return new ContentChangeListener(databaseUrl, logger);
  return {
    async current() {
      try {
        const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
        return row?.version;
      } catch {
        return undefined;
      }
    },
    async close() {},
  };
}
