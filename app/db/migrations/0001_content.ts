import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

export const contentTables: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);

    await db.schema
      .createTable("playbooks")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("content", type.json, (col) => col.notNull())
      .addColumn("category", "text")
      .addColumn("baton_category", "text")
      .addColumn("keywords", type.json, (col) => col.notNull())
      .addColumn("word_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("reading_time_minutes", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("playbooks_updated_at").on("playbooks").column("updated_at").execute();
    await db.schema.createIndex("playbooks_category").on("playbooks").column("category").execute();
    await db.schema.createIndex("playbooks_baton_category").on("playbooks").column("baton_category").execute();

    await db.schema
      .createTable("playbook_parts")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("playbook_id", type.uuid, (col) => col.notNull().references("playbooks.id").onDelete("cascade"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("slug", "text", (col) => col.notNull())
      .addColumn("html", "text")
      .addColumn("word_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("reading_time_minutes", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("headings", type.json, (col) => col.notNull())
      .addColumn("keywords", type.json, (col) => col.notNull())
      .addUniqueConstraint("playbook_parts_position", ["playbook_id", "position"])
      .addUniqueConstraint("playbook_parts_slug", ["playbook_id", "slug"])
      .execute();

    await db.schema
      .createTable("playbook_tags")
      .addColumn("playbook_id", type.uuid, (col) => col.notNull().references("playbooks.id").onDelete("cascade"))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("value", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("playbook_tags_pk", ["playbook_id", "kind", "value"])
      .execute();
    await db.schema.createIndex("playbook_tags_kind_value").on("playbook_tags").columns(["kind", "value"]).execute();

    await db.schema
      .createTable("courses")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("icon", "text", (col) => col.notNull().defaultTo("baton-basics"))
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("course_playbooks")
      .addColumn("course_id", type.uuid, (col) => col.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("playbook_id", type.uuid, (col) => col.notNull().references("playbooks.id").onDelete("cascade"))
      .addColumn("sequence", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("course_playbooks_pk", ["course_id", "playbook_id"])
      .addUniqueConstraint("course_playbooks_sequence", ["course_id", "sequence"])
      .execute();
    await db.schema.createIndex("course_playbooks_playbook").on("course_playbooks").column("playbook_id").execute();

    await db.schema
      .createTable("app_settings")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      "app_settings",
      "course_playbooks",
      "courses",
      "playbook_tags",
      "playbook_parts",
      "playbooks",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
