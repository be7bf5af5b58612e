import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Web images that arrive after their playbook are swapped in by the playbook's id (a renamed
 * playbook still gets them), and an arrived image remembers the stored copy it became, so a save
 * made from text that still has the image's web address puts the stored copy back (decision 25).
 */
export const importImageSwaps: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.alterTable("import_images").addColumn("playbook_id", type.uuid).execute();
    await db.schema.alterTable("import_images").addColumn("placed", type.json).execute();
    await sql`
      UPDATE import_images SET playbook_id = (
        SELECT p.id FROM import_files f JOIN playbooks p ON p.slug = f.playbook_slug
        WHERE f.id = import_images.file_id
      )`.execute(db);
    await db.schema
      .createIndex("import_images_playbook")
      .on("import_images")
      .columns(["playbook_id", "status"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("import_images_playbook").execute();
    await db.schema.alterTable("import_images").dropColumn("placed").execute();
    await db.schema.alterTable("import_images").dropColumn("playbook_id").execute();
  },
};
