import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, databaseKind } from "../dialect";
import { readJson, toJson } from "../json";
import { addContentTriggers, dropContentTriggers } from "./0007_content_version";

/** The names of the series' tables, and of a deleted or revised playbook's places in them. */
interface Naming {
  table: string;
  links: string;
  linkColumn: string;
  /** The snapshots' key for the list of places, and each place's key for the series id. */
  snapshotLinks: string;
  snapshotSeriesId: string;
}

const COURSE_NAMES: Naming = {
  table: "courses",
  links: "course_playbooks",
  linkColumn: "course_id",
  snapshotLinks: "courseLinks",
  snapshotSeriesId: "courseId",
};

const SERIES_NAMES: Naming = {
  table: "series",
  links: "series_playbooks",
  linkColumn: "series_id",
  snapshotLinks: "seriesLinks",
  snapshotSeriesId: "seriesId",
};

/** The stored playbook snapshots (app/db/queries/playbook-snapshots.server.ts). */
const SNAPSHOT_TABLES = ["playbook_trash", "playbook_revisions"] as const;
const SNAPSHOT_BATCH = 200;

/**
 * "Series" is the name visitors see, so the tables take it too: courses becomes series,
 * course_playbooks becomes series_playbooks with a series_id, and the snapshots in the trash
 * and the revision history call a playbook's places seriesLinks. Every row is kept.
 */
export const seriesNaming: Migration = {
  up: (db: Kysely<unknown>) => inOneTransaction(db, (trx) => rename(trx, COURSE_NAMES, SERIES_NAMES)),
  down: (db: Kysely<unknown>) => inOneTransaction(db, (trx) => rename(trx, SERIES_NAMES, COURSE_NAMES)),
};

/** Kysely runs PostgreSQL's migrations in a transaction but not SQLite's; a half-renamed schema would not start. */
function inOneTransaction(db: Kysely<unknown>, run: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

async function rename(db: Kysely<unknown>, from: Naming, to: Naming): Promise<void> {
  for (const table of [from.table, from.links]) await dropContentTriggers(db, table);

  await db.schema.alterTable(from.table).renameTo(to.table).execute();
  if (databaseKind(db) === "postgres") {
    for (const suffix of ["pkey", "slug_key"]) {
      await sql`ALTER TABLE ${sql.id(to.table)}
        RENAME CONSTRAINT ${sql.id(`${from.table}_${suffix}`)} TO ${sql.id(`${to.table}_${suffix}`)}`.execute(db);
    }
  }

  // The link table is rebuilt rather than renamed: SQLite cannot rename its constraints.
  const type = columnTypes(db);
  await db.schema
    .createTable(to.links)
    .addColumn(to.linkColumn, type.uuid, (col) => col.notNull().references(`${to.table}.id`).onDelete("cascade"))
    .addColumn("playbook_id", type.uuid, (col) => col.notNull().references("playbooks.id").onDelete("cascade"))
    .addColumn("sequence", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint(`${to.links}_pk`, [to.linkColumn, "playbook_id"])
    .addUniqueConstraint(`${to.links}_sequence`, [to.linkColumn, "sequence"])
    .execute();
  await sql`INSERT INTO ${sql.id(to.links)} (${sql.id(to.linkColumn)}, playbook_id, sequence)
    SELECT ${sql.id(from.linkColumn)}, playbook_id, sequence FROM ${sql.id(from.links)}`.execute(db);
  await db.schema.dropTable(from.links).execute();
  await db.schema.createIndex(`${to.links}_playbook`).on(to.links).column("playbook_id").execute();

  for (const table of [to.table, to.links]) await addContentTriggers(db, table);
  for (const table of SNAPSHOT_TABLES) await renameSnapshotLinks(db, table, from, to);
}

type SnapshotRows = Record<(typeof SNAPSHOT_TABLES)[number], { id: string; snapshot: unknown }>;

/** Rewrites each stored snapshot's list of series places under the new names, a batch of rows at a time. */
async function renameSnapshotLinks(db: Kysely<unknown>, table: keyof SnapshotRows, from: Naming, to: Naming) {
  const rows = db as Kysely<SnapshotRows>;
  let after: string | undefined;
  for (;;) {
    const page = rows.selectFrom(table).select(["id", "snapshot"]).orderBy("id").limit(SNAPSHOT_BATCH);
    const batch = await (after === undefined ? page : page.where("id", ">", after)).execute();
    for (const row of batch) {
      const { [from.snapshotLinks]: links, ...rest } = readJson<Record<string, unknown>>(row.snapshot, {});
      if (!Array.isArray(links)) continue;
      const renamed = links.map(({ [from.snapshotSeriesId]: seriesId, ...place }: Record<string, unknown>) => ({
        ...place,
        [to.snapshotSeriesId]: seriesId,
      }));
      await rows
        .updateTable(table)
        .set({ snapshot: toJson({ ...rest, [to.snapshotLinks]: renamed }) })
        .where("id", "=", row.id)
        .execute();
    }
    if (batch.length < SNAPSHOT_BATCH) return;
    after = batch.at(-1)!.id;
  }
}
