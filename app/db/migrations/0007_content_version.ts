import { sql, type Kysely, type Migration } from "kysely";
import { databaseKind } from "../dialect";

/**
 * Every table a public page was rendered from when this migration ran (0013 renamed the
 * series tables, and moved their triggers with them).
 */
const CONTENT_TABLES = [
  "playbooks",
  "playbook_parts",
  "playbook_tags",
  "playbook_search",
  "courses",
  "course_playbooks",
  "app_settings",
] as const;

/** The PostgreSQL channel that carries "content changed" to every server instance. */
export const CONTENT_CHANNEL = "content_changed";

const SQLITE_EVENTS = ["insert", "update", "delete"] as const;

/** Makes every write to the table count as a content change (see contentVersionTracking). */
export async function addContentTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (databaseKind(db) === "postgres") {
    await sql`CREATE TRIGGER ${sql.id(`${table}_content_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()`.execute(db);
    return;
  }
  for (const event of SQLITE_EVENTS) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_${event}_content_version`)}
      AFTER ${sql.raw(event.toUpperCase())} ON ${sql.id(table)}
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
  }
}

export async function dropContentTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (databaseKind(db) === "postgres") {
    await sql`DROP TRIGGER ${sql.id(`${table}_content_changed`)} ON ${sql.id(table)}`.execute(db);
    return;
  }
  // Dropping the table does not drop triggers that name it in their body.
  for (const event of SQLITE_EVENTS) await sql`DROP TRIGGER ${sql.id(`${table}_${event}_content_version`)}`.execute(db);
}

/**
 * Tells the page cache that content changed, whatever wrote it (admin, importer, repair tools,
 * `npm run import`, a restore, hand-written SQL), so no write path has to remember to.
 * SQLite: triggers count writes in `content_version`, which the server reads per request.
 * PostgreSQL: statement triggers send NOTIFY, which reaches every instance when the
 * transaction commits; no shared counter row, so concurrent writers never queue behind one.
 */
export const contentVersionTracking: Migration = {
  async up(db: Kysely<unknown>) {
    if (databaseKind(db) === "postgres") {
      await sql`CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify(${sql.lit(CONTENT_CHANNEL)}, '');
          RETURN NULL;
        END $$`.execute(db);
    } else {
      await sql`CREATE TABLE content_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`.execute(
        db,
      );
      await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);
    }
    for (const table of CONTENT_TABLES) await addContentTriggers(db, table);
  },

  async down(db: Kysely<unknown>) {
    for (const table of CONTENT_TABLES) await dropContentTriggers(db, table);
    if (databaseKind(db) === "postgres") await sql`DROP FUNCTION notify_content_changed()`.execute(db);
    else await sql`DROP TABLE content_version`.execute(db);
  },
};
