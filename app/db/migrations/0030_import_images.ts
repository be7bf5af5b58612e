import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * One row per remote image of an imported file: the playbook is stored at once and its images
 * arrive afterwards, each row saying whether it is still on its way, stored or failed (and why).
 */
export const importImages: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("import_images")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("file_id", type.uuid, (col) => col.notNull().references("import_files.id").onDelete("cascade"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("url", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("error", "text")
      .addColumn("file_size", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("import_images_position", ["file_id", "position"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("import_images").execute();
  },
};
