import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Import batches with one row per file (status, error, image counts), so the importer's
 * progress lives on the server and survives a page reload; and the runs of the repair tools.
 */
export const importTables: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);

    await db.schema
      .createTable("import_batches")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("total_files", "integer", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addColumn("finished_at", type.timestamp)
      .execute();
    await db.schema.createIndex("import_batches_created_at").on("import_batches").column("created_at").execute();

    await db.schema
      .createTable("import_files")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("batch_id", type.uuid, (col) => col.notNull().references("import_batches.id").onDelete("cascade"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("file_name", "text", (col) => col.notNull())
      .addColumn("file_size", "integer", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("error", "text")
      .addColumn("playbook_slug", "text")
      .addColumn("total_images", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("downloaded_images", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("failed_images", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("import_files_position", ["batch_id", "position"])
      .execute();

    await db.schema
      .createTable("repair_runs")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("tool", "text", (col) => col.notNull())
      .addColumn("mode", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("processed", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("total", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("fixed", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("report", type.json, (col) => col.notNull())
      .addColumn("error", "text")
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addColumn("finished_at", type.timestamp)
      .execute();
    await db.schema.createIndex("repair_runs_tool_created").on("repair_runs").columns(["tool", "created_at"]).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["repair_runs", "import_files", "import_batches"]) await db.schema.dropTable(table).execute();
  },
};
