import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Share-preview links: a reviewer without an account reads a draft through a signed link that
 * expires. The row is what makes a link listable and revocable; the signature in the link
 * (app/modules/editor/preview-token.server.ts) is checked before it is looked up. A playbook's
 * links go with it when it is deleted.
 */
export const previewLinks: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("playbook_preview_links")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("playbook_id", type.uuid, (col) => col.notNull().references("playbooks.id").onDelete("cascade"))
      .addColumn("created_by", "text", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("expires_at", type.timestamp, (col) => col.notNull())
      .addColumn("revoked_at", type.timestamp)
      .execute();
    await db.schema
      .createIndex("playbook_preview_links_playbook")
      .on("playbook_preview_links")
      .columns(["playbook_id", "created_at"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("playbook_preview_links").execute();
  },
};
