import type { Kysely, Migration } from "kysely";

/**
 * Issue 20, a lead belongs to the browser that created it: a submission of a known address from
 * any other browser is kept (nothing a visitor sends is dropped) but marked, so it neither
 * speaks for the lead (its last touch, its tools, the links sent to the provider) nor counts as one.
 */
export const leadOwnership: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("lead_submissions")
      .addColumn("from_owner", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("lead_submissions").dropColumn("from_owner").execute();
  },
};
