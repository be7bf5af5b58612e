import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect";

/**
 * When a playbook is to go public, or to be taken down: the owner's schedule, carried out by a
 * background job at that moment (app/modules/publishing). Null when nothing is scheduled.
 */
export const publicationSchedule: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.alterTable("playbooks").addColumn("publish_at", type.timestamp).execute();
    await db.schema.alterTable("playbooks").addColumn("unpublish_at", type.timestamp).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("playbooks").dropColumn("unpublish_at").execute();
    await db.schema.alterTable("playbooks").dropColumn("publish_at").execute();
  },
};
