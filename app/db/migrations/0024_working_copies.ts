import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * The editor's working copies: what an owner typed and has not saved yet, written by autosave
 * as they edit, one row per editing session (a tab), so a closed tab loses nothing and two tabs
 * never overwrite each other's text. No foreign key to playbooks: a copy outlives a delete to
 * the trash and is offered again when the playbook is restored.
 */
export const workingCopies: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("playbook_working_copies")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("playbook_id", type.uuid, (col) => col.notNull())
      .addColumn("base_version", "integer", (col) => col.notNull())
      .addColumn("draft", type.json, (col) => col.notNull())
      .addColumn("word_count", "integer", (col) => col.notNull())
      .addColumn("edited_by", "text", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addColumn("refused_at", type.timestamp)
      .execute();
    await db.schema
      .createIndex("playbook_working_copies_playbook")
      .on("playbook_working_copies")
      .columns(["playbook_id", "updated_at"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("playbook_working_copies").execute();
  },
};
