import SQLite from "better-sqlite3";
import type { Logger } from "pino";
import type { ContentVersionReader } from "~/context";
import type { DatabaseLocation } from "~/db/connection.server";
import { ContentChangeListener } from "./content-change-listener.server";

/**
 * Where the page cache, and loaders through their context, learn that content changed (migration
 * 0007 keeps it true for every write).
 */
export interface ContentVersion extends ContentVersionReader {
  /**
   * A number that changes whenever content changes; undefined while it cannot be known, and
   * then nothing is cached. Asked on every cacheable request, so it answers synchronously.
   */
  current(): number | undefined;
  close(): Promise<void>;
}

/**
 * SQLite: the `content_version` row, read on every cacheable request through a connection of
 * its own (a prepared point lookup, a few microseconds; it also sees writes from other
 * processes, such as `npm run import`). PostgreSQL: a LISTEN connection that hears every
 * instance's writes the moment they commit. Open it after the migrations ran.
 */
export function watchContentVersion(location: DatabaseLocation, logger: Logger): ContentVersion {
  if (location.engine === "postgres") return new ContentChangeListener(location.databaseUrl, logger);
  const connection = new SQLite(location.file, { fileMustExist: true });
  const read = connection.prepare<[], number>("SELECT version FROM content_version WHERE id = 1").pluck();
  return {
    current() {
      try {
        return read.get();
      } catch {
        return undefined;
      }
    },
    async close() {
      connection.close();
    },
  };
}
