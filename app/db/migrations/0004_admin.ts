import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/** Admin accounts and their sessions, plus the history that keeps edits and deletes reversible. */
export const adminTables: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);

    await db.schema
      .createTable("admin_users")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("admin_sessions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("admin_user_id", type.uuid, (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("last_seen_at", type.timestamp, (col) => col.notNull())
      .addColumn("expires_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("admin_sessions_user").on("admin_sessions").column("admin_user_id").execute();

    // No foreign key to playbooks: the history outlives a delete, so a restored playbook keeps it.
    await db.schema
      .createTable("playbook_revisions")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("playbook_id", type.uuid, (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("snapshot", type.json, (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema
      .createIndex("playbook_revisions_playbook")
      .on("playbook_revisions")
      .columns(["playbook_id", "version"])
      .execute();

    await db.schema
      .createTable("playbook_trash")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("snapshot", type.json, (col) => col.notNull())
      .addColumn("deleted_at", type.timestamp, (col) => col.notNull())
      .addColumn("deleted_by", "text")
      .execute();
    await db.schema.createIndex("playbook_trash_deleted_at").on("playbook_trash").column("deleted_at").execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["playbook_trash", "playbook_revisions", "admin_sessions", "admin_users"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
